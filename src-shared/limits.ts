/** Business constants of spec §9, one source for server and client. */
export const PASSWORD_MIN_LENGTH = 8;
export const PIN_LENGTH = 4;
export const ADMIN_SIGNUP_REDIRECT_MS = 1500;
export const QUERY_STALE_MS = 60_000;
export const UNREAD_NOTES_REFETCH_MS = 30_000;
export const MOBILE_BREAKPOINT_PX = 768;
export const PULL_TO_REFRESH = { threshold: 80, resistance: 2.5, vibrationMs: 50 } as const;
export const OFFLINE_MAX_RETRIES = 4;
export const BACK_ONLINE_BANNER_MS = 3000;
export const SW_UPDATE_CHECK_MS = 60_000;
export const NOTIFICATION_BANNER_DELAY_MS = 2000;
export const TOAST_MS = { roomAction: 2000, notification: 3000, syncFailure: 5000 } as const;
/** The longest note a room can carry. */
export const NOTE_MAX_LENGTH = 2000;
/**
 * How long a change may be undone (issue 13): the toast offers Undo for UNDO_TOAST_MS; the
 * server accepts it a little longer, for the round trip of a slow phone network.
 */
export const UNDO_TOAST_MS = 10_000;
export const UNDO_WINDOW_MS = 15_000;

/** Sessions end 12 h after sign-in whatever the activity (DESIGN §5). */
export const SESSION_LIFETIME_SECONDS = 12 * 60 * 60;
/** PIN login locks after this many failures in a row, until a password login (DESIGN §5). */
export const PIN_MAX_FAILURES = 5;
/** Failed sign-in limits (DESIGN §5): counted over a sliding window, failures only. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_ACCOUNT_AND_IP = 10;
export const LOGIN_FAILURES_PER_IP = 100;
