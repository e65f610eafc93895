// The time a room change is recorded at: the device's, for an offline replay (src-server/rooms/, issue 30).
const DAY_MS = 24 * 60 * 60 * 1000;

/** A device's clock is trusted only for an offline replay within the last day (DESIGN §4). */
export function changeTime(sent: string | undefined, now = new Date()): Date {
  if (!sent) return now;
  const at = new Date(sent);
  const age = now.getTime() - at.getTime();
  return Number.isNaN(age) || age < 0 || age > DAY_MS ? now : at;
}
