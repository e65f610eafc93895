import type { BoardRoom } from './room-ops.schemas';
import type { LateCheckout } from './late-checkouts.schemas';
import type { GuestRequest } from './guest-requests.schemas';

/**
 * What the live stream of a hotel carries (DESIGN §11): the changed data itself, so open
 * screens patch their caches instead of refetching the board. `seq` is the hotel's change
 * sequence, strictly increasing per hotel; the stream's event id is String(seq), so a
 * reconnecting client resumes after the last one it saw.
 */
export type HotelChange =
  /** The full new board rows of every room the change touched (one event for a bulk change). */
  | { seq: number; kind: 'rooms'; rooms: BoardRoom[] }
  /** Rooms deleted from the hotel. */
  | { seq: number; kind: 'removed'; roomIds: string[] }
  /** The hotel's whole unresolved late-checkout list, as it is after the change. */
  | { seq: number; kind: 'late-checkouts'; lateCheckouts: LateCheckout[] }
  /** A note was added to the room: unread counts and that room's notes are stale. */
  | { seq: number; kind: 'note'; roomId: string }
  /** Staff of the hotel changed (approved, deactivated, role): the staff lists are stale. */
  | { seq: number; kind: 'staff' }
  /** The shift roster changed (issue 18): the roster is stale, and only it. */
  | { seq: number; kind: 'shift' }
  /** A housekeeper's finding was recorded or a discrepancy resolved (DESIGN §17): the desk's queue is stale, and only it. */
  | { seq: number; kind: 'discrepancies' }
  /** The hotel's own record changed (name, timezone, settings). */
  | { seq: number; kind: 'hotel' }
  /** Guest requests logged, changed or done (issue 21): their rows as they are now. */
  | { seq: number; kind: 'guest-requests'; requests: GuestRequest[] }
  /** A work order was reported or changed (issue 29): the work-order lists are stale, and only they. */
  | { seq: number; kind: 'work-orders' }
  /** Lost and found changed (issue 21): the search is stale. */
  | { seq: number; kind: 'lost-items' }
  /** A room's push to the PMS failed for good, or went through after one had (issue 20): the 'PMS sync failed' marks are stale. */
  | { seq: number; kind: 'pms-sync' }
  /** Tonight's turndown list changed (issue 32): a turndown done, the evening roster or the night's occupancy. */
  | { seq: number; kind: 'turndowns' }
  /** An attendant's own order of her rooms changed (DESIGN §22): ready times and her list are stale. */
  | { seq: number; kind: 'queue-order' };

/** Sent instead of a replay when the client's last seen change is older than the log: refetch once. */
export interface HotelReset {
  kind: 'reset';
  seq: number;
}

export type HotelStreamEvent = HotelChange | HotelReset;

export type HotelChangeKind = HotelChange['kind'];
