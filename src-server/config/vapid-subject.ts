/** What a push service is told about who sends (the VAPID `sub` claim). */
export const FALLBACK_VAPID_SUBJECT = 'mailto:admin@localhost';

export const VAPID_SUBJECT_WARNING =
  'Push notifications: iPhones and iPads (Apple\'s push service) refuse the placeholder VAPID subject ' +
  `${FALLBACK_VAPID_SUBJECT}. Set VAPID_SUBJECT (mailto:you@your-hotel.example) or an https PUBLIC_URL.`;

/**
 * VAPID_SUBJECT when given; else the app's own https address, which Apple accepts as `sub`;
 * else a placeholder that Chrome and Firefox take but Apple refuses (then `warning` is set).
 */
export function vapidSubject(given: string | undefined, publicUrl: string): { subject: string; warning: string | null } {
  if (given) return { subject: given, warning: null };
  const url = new URL(publicUrl);
  if (url.protocol === 'https:' && url.hostname !== 'localhost') return { subject: url.origin, warning: null };
  return { subject: FALLBACK_VAPID_SUBJECT, warning: VAPID_SUBJECT_WARNING };
}
