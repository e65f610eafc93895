import type { DeferralReason } from '../../../src-shared/room-lifecycle';
import type { HistoryRow } from '../../../src-shared/room-lifecycle.schemas';

/** How a deferral reads in the history CSV, a file for a spreadsheet with no language of its own. */
const DEFERRAL_TEXT: Record<DeferralReason, string> = {
  dnd: 'Do not disturb',
  refused: 'Service refused',
  guest_in_room: 'Guest in room',
};

/** A history row for the CSV: a deferral spelled out in the notes column, as 'Do not disturb, retry at 14:30'. */
export function withDeferralText(row: HistoryRow): HistoryRow {
  if (!row.deferral) return row;
  const text = DEFERRAL_TEXT[row.deferral.reason];
  return { ...row, notes: row.deferral.retryAt ? `${text}, retry at ${row.deferral.retryAt}` : text };
}
