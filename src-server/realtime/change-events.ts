import type { Db } from '../db/connection';
import type { HotelChange } from '../../src-shared/hotel-events';
import { listBoardRooms } from '../rooms/board-rows.queries';
import { listUnresolved } from '../features/late-checkouts/late-checkouts.queries';
import type { LoggedChange } from './change-log.queries';
import { listGuestRequestsByIds } from '../features/guest-requests/guest-requests.queries';

/**
 * The events that bring a screen from before `changes` to now, built with as few reads as
 * possible: one live change becomes one event; a replay of many is folded into one event
 * per kind (rooms as they are now, the current late-checkout list), every event carrying
 * the newest sequence value, since the data is current as of it.
 */
export async function buildChangeEvents(db: Db, hotelId: string, changes: LoggedChange[]): Promise<HotelChange[]> {
  if (changes.length === 0) return [];
  const seq = changes[changes.length - 1]!.seq;
  const { touched, removed } = foldRoomChanges(changes);
  const kinds = new Set(changes.map((c) => c.kind));
  const events: HotelChange[] = [];
  if (touched.length > 0) events.push({ seq, kind: 'rooms', rooms: await listBoardRooms(db, hotelId, touched) });
  if (removed.length > 0) events.push({ seq, kind: 'removed', roomIds: removed });
  if (kinds.has('late-checkouts')) events.push({ seq, kind: 'late-checkouts', lateCheckouts: await listUnresolved(db, hotelId) });
  const notedRooms = new Set(changes.filter((c) => c.kind === 'note').flatMap((c) => c.roomIds));
  for (const roomId of notedRooms) events.push({ seq, kind: 'note', roomId });
  if (kinds.has('staff')) events.push({ seq, kind: 'staff' });
  if (kinds.has('shift')) events.push({ seq, kind: 'shift' });
  if (kinds.has('discrepancies')) events.push({ seq, kind: 'discrepancies' });
  if (kinds.has('hotel')) events.push({ seq, kind: 'hotel' });
  const requestIds = new Set(changes.filter((c) => c.kind === 'guest-requests' && c.subjectId).map((c) => c.subjectId!));
  if (requestIds.size > 0) events.push({ seq, kind: 'guest-requests', requests: await listGuestRequestsByIds(db, hotelId, [...requestIds]) });
  if (kinds.has('lost-items')) events.push({ seq, kind: 'lost-items' });
  if (kinds.has('work-orders')) events.push({ seq, kind: 'work-orders' });
  if (kinds.has('pms-sync')) events.push({ seq, kind: 'pms-sync' });
  // The night's occupancy (requests, stays, VIP) plans tonight's turndowns as much as a turndown done does.
  if (kinds.has('turndowns') || kinds.has('occupancy')) events.push({ seq, kind: 'turndowns' });
  if (kinds.has('queue-order')) events.push({ seq, kind: 'queue-order' });
  return events;
}

/** The rooms a run of changes touched and still exist, and the rooms it removed. */
export function foldRoomChanges(changes: LoggedChange[]): { touched: string[]; removed: string[] } {
  const removed = new Set(changes.filter((c) => c.kind === 'removed').flatMap((c) => c.roomIds));
  // An occupancy change (DESIGN §17) reaches screens as the rooms' new board rows, which carry today's occupancy.
  const touched = new Set(
    changes
      .filter((c) => c.kind === 'rooms' || c.kind === 'occupancy')
      .flatMap((c) => c.roomIds)
      .filter((id) => !removed.has(id)),
  );
  return { touched: [...touched], removed: [...removed] };
}
