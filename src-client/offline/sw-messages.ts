/**
 * What the page and the service worker say to each other. Imported by both, so it must
 * stay free of imports (the worker is bundled on its own).
 */

/** The background sync tag (spec §7): the worker asks open pages to sync the offline queue. */
export const SYNC_TAG = 'sync-room-updates';

export type WorkerMessage =
  /** Background sync fired: the page runs the queue (it holds the session and the tRPC client). */
  | { type: typeof SYNC_TAG }
  /** A push arrived and its notification was shown. */
  | { type: 'push-received'; title: string; tag: string | undefined };

export type PageMessage = { type: 'skip-waiting' };

/** Where a notification opens the app when its payload names no page: the housekeeper's rooms. */
export const DEFAULT_NOTIFICATION_URL = '/dashboard?tab=my-rooms';
