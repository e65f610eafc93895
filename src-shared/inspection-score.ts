/**
 * DESIGN §20: score = the weighted share of items ok, 0–100 (two decimals, as stored);
 * passed = score ≥ the pass mark and no critical item failed. One rule for server and phone
 * (the phone shows the score as the inspector goes).
 */
export interface ScoredItem {
  id: string;
  weight: number;
  critical: boolean;
}

export function inspectionScore(items: readonly ScoredItem[], ok: ReadonlyMap<string, boolean>): number {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (total === 0) return 100;
  const good = items.reduce((sum, item) => sum + (ok.get(item.id) ? item.weight : 0), 0);
  return Math.round((good / total) * 10_000) / 100;
}

export function inspectionPassed(items: readonly ScoredItem[], ok: ReadonlyMap<string, boolean>, passMark: number): boolean {
  const criticalFailed = items.some((item) => item.critical && ok.get(item.id) === false);
  return !criticalFailed && inspectionScore(items, ok) >= passMark;
}

/** The checklist for a room: the first (by position) naming its type (or every type) and its cleaning type (or every one). */
export function checklistFor<T extends { roomTypeIds: readonly string[]; cleaningTypes: readonly string[] }>(
  checklists: readonly T[],
  room: { roomTypeId: string | null; cleaningType: string | null },
): T | null {
  const fits = (c: T) =>
    (c.roomTypeIds.length === 0 || (room.roomTypeId !== null && c.roomTypeIds.includes(room.roomTypeId))) &&
    (c.cleaningTypes.length === 0 || (room.cleaningType !== null && c.cleaningTypes.includes(room.cleaningType)));
  // A list naming the room's type is more particular than one for every type.
  const named = checklists.filter((c) => fits(c) && c.roomTypeIds.length > 0);
  return named[0] ?? checklists.find(fits) ?? null;
}
