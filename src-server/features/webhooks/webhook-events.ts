import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { WebhookEventType, WebhookPayload } from '../../../src-shared/webhooks.schemas';
import { listBoardRooms } from '../../rooms/board-rows.queries';
import { findLateCheckout } from '../late-checkouts/late-checkouts.public';
import { findNote } from '../room-notes/room-notes.public';
import { listDay } from '../occupancy/occupancy.public';
import { findDiscrepancy } from '../discrepancies/discrepancies.public';
import { findWorkOrder } from '../work-orders/work-orders.public';
import { listGuestRequestsByIds } from '../guest-requests/guest-requests.public';
import { findLostItem } from '../lost-items/lost-items.public';

/** One entry of the change log as webhooks see it. */
export interface LoggedEvent {
  hotelId: string;
  seq: number;
  type: WebhookEventType;
  roomIds: string[];
  subjectId: string | null;
  /** The day an occupancy event is about. */
  day: string | null;
  at: Date;
}

/**
 * The next change of the hotel after `after` (up to `upTo`) that a webhook subscribed to:
 * every 'rooms' change is a room.updated; late checkouts and notes say their event.
 */
export async function nextSubscribedEvent(
  db: Db,
  hotelId: string,
  events: string[],
  after: number,
  upTo: number,
): Promise<LoggedEvent | null> {
  const wantsRooms = events.includes('room.updated');
  const others = events.filter((e) => e !== 'room.updated');
  const row = await db
    .selectFrom('hotel_changes')
    .select(['seq', 'kind', 'event', 'room_ids', 'subject_id', sql<string | null>`subject_day::text`.as('subject_day'), 'at'])
    .where('hotel_id', '=', hotelId)
    .where('seq', '>', String(after))
    .where('seq', '<=', String(upTo))
    .where((eb) =>
      eb.or([
        ...(wantsRooms ? [eb('kind', '=', 'rooms')] : []),
        ...(others.length > 0 ? [eb('event', 'in', others)] : []),
        eb.lit(false),
      ]),
    )
    .orderBy('seq')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    hotelId,
    seq: Number(row.seq),
    type: (row.kind === 'rooms' ? 'room.updated' : row.event) as WebhookEventType,
    roomIds: row.room_ids,
    subjectId: row.subject_id,
    day: row.subject_day,
    at: new Date(row.at),
  };
}

/** What the event carries: the board rows as they are now (as the live events do), or the row it concerns. */
async function eventData(db: Db, event: LoggedEvent): Promise<unknown> {
  switch (event.type) {
    case 'room.updated':
      return { rooms: await listBoardRooms(db, event.hotelId, event.roomIds) };
    case 'late_checkout.created':
    case 'late_checkout.resolved':
      return { lateCheckout: (event.subjectId && (await findLateCheckout(db, event.subjectId))) || null };
    case 'note.created':
      return { note: (event.subjectId && (await findNote(db, event.subjectId))) || null };
    case 'discrepancy.created':
    case 'discrepancy.resolved':
      return { discrepancy: (event.subjectId && (await findDiscrepancy(db, event.subjectId))) || null };
    case 'work_order.created':
    case 'work_order.updated':
    case 'work_order.done':
      return { workOrder: (event.subjectId && (await findWorkOrder(db, event.subjectId))) || null };
    case 'guest_request.done':
      return { guestRequest: (event.subjectId && (await listGuestRequestsByIds(db, event.hotelId, [event.subjectId]))[0]) || null };
    case 'lost_item.created':
      return { lostItem: (event.subjectId && (await findLostItem(db, event.subjectId))) || null };
    case 'occupancy.updated': {
      // The rooms whose occupancy changed, as they are now; a room taken off the day is listed as removed.
      const changed = new Set(event.roomIds);
      const rooms = event.day ? (await listDay(db, event.hotelId, event.day)).filter((r) => changed.has(r.roomId)) : [];
      const kept = new Set(rooms.map((r) => r.roomId));
      return { date: event.day, rooms, removedRoomIds: event.roomIds.filter((id) => !kept.has(id)) };
    }
  }
}

/** The delivery's JSON body, built once and then sent unchanged on every attempt. */
export async function buildPayload(db: Db, id: string, event: LoggedEvent): Promise<string> {
  const payload: WebhookPayload = {
    id,
    type: event.type,
    hotelId: event.hotelId,
    seq: event.seq,
    // Standard Webhooks' name for when the event happened; occurredAt is the same moment, kept for receivers written before.
    timestamp: event.at.toISOString(),
    occurredAt: event.at.toISOString(),
    data: await eventData(db, event),
  };
  return JSON.stringify(payload);
}
