// No zod here: the phone's optimistic patches (room-row.ts) price rooms, and its first download has a budget (DESIGN §9).

/**
 * What a dirty room needs (DESIGN §12): a departure (the guest left; the default), a stayover
 * (the guest stays, daily service) or a touch-up (a vacant room refreshed).
 */
export const CLEANING_TYPES = ['departure', 'stayover', 'touch_up'] as const;
export type CleaningType = (typeof CLEANING_TYPES)[number];
export const DEFAULT_CLEANING_TYPE: CleaningType = 'departure';

/** A room type's credits per cleaning type (DESIGN §13); credits read as minutes of work. */
export interface CreditsByCleaningType {
  departure: number;
  stayover: number;
  touchUp: number;
}

/** What a room with no type counts (DESIGN §13). */
export const DEFAULT_CREDITS: CreditsByCleaningType = { departure: 30, stayover: 15, touchUp: 5 };

/** The one rule for how much work a room is: its type's credits, else the defaults. */
export function creditsFor(cleaningType: CleaningType, roomTypeCredits: CreditsByCleaningType | null): number {
  const credits = roomTypeCredits ?? DEFAULT_CREDITS;
  return cleaningType === 'touch_up' ? credits.touchUp : credits[cleaningType];
}
