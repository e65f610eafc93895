import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import type { PmsDifference } from '../../../src-shared/pms.schemas';
import type { PmsConnector } from './pms-connector';
import type { MappedStatus } from './pms-mapping';
import { CONNECTION_COLUMNS, logPmsEvent, type ConnectionRow } from './pms-connections.queries';
import { hotelDate, hotelDayBounds } from '../../../src-shared/hotel-time';
import { pmsErrorText } from './pms-error-text';
import { lastSuccessAt } from './pms-sync-status.queries';

/** Our statuses a difference may be fixed to by taking the PMS's condition (the front desk's menu, less 'PMS updated'). */
const TAKEABLE: MappedStatus[] = ['dirty', 'clean', 'out_of_service'];

interface OurRoom {
  room_id: string;
  room_number: string;
  status: string;
  cleaning_type: string | null;
  inspection_required: boolean;
  last_sent: string | null;
}

async function ourRooms(db: Db, connectionId: string, hotelId: string): Promise<OurRoom[]> {
  return db
    .selectFrom('room_statuses as s')
    .innerJoin('rooms as r', 'r.id', 's.room_id')
    .innerJoin('hotels as h', 'h.id', 's.hotel_id')
    .select(['s.room_id', 'r.room_number', 's.status', 's.cleaning_type', 'h.inspection_required'])
    // 'PMS updated' maps to nothing: the room stands for the condition the PMS last took.
    .select((eb) =>
      eb
        .selectFrom('pms_pushes as p')
        .select('p.condition')
        .whereRef('p.room_id', '=', 's.room_id')
        .where('p.connection_id', '=', connectionId)
        .where('p.kind', '=', 'condition')
        .where('p.state', '=', 'delivered')
        .orderBy('p.ord', 'desc')
        .limit(1)
        .as('last_sent'),
    )
    .where('s.hotel_id', '=', hotelId)
    .execute();
}

/**
 * Our condition of a room in the vendor's terms; null when there is nothing to compare: out
 * of order is a span, not a condition, and so is out of service where the PMS keeps it as one.
 */
function oursOf(connector: PmsConnector, room: OurRoom): string | null {
  if (room.status === 'out_of_order' || (room.status === 'out_of_service' && connector.spansOutOfService)) return null;
  if (room.status === 'pms_updated') return room.last_sent;
  return connector.condition({ status: room.status as MappedStatus, cleaningType: (room.cleaning_type as CleaningType | null) ?? null, inspectionRequired: room.inspection_required });
}

/** The status of ours that the PMS's condition stands for, if one of the takeable ones maps to it. */
export function statusForTheirs(connector: PmsConnector, theirs: string, inspectionRequired: boolean): MappedStatus | null {
  return TAKEABLE.find((status) => connector.condition({ status, cleaningType: null, inspectionRequired }) === theirs) ?? null;
}

/**
 * Compares each room's condition in the PMS with ours (DESIGN §19: every morning and on
 * demand) and keeps the rooms that differ, replacing the last comparison's list. Rooms the PMS
 * does not know, and rooms out of order (a span, compared by the PMS's own blocks), are left
 * out. The log says how it went.
 */
export async function comparePmsConditions(db: Db, conn: { id: string; hotel_id: string }, connector: PmsConnector): Promise<{ ok: boolean; differences: number }> {
  let theirs: Map<string, string>;
  try {
    theirs = await connector.readConditions();
  } catch (error) {
    await logPmsEvent(db, conn.id, 'compare', false, pmsErrorText(error));
    return { ok: false, differences: 0 };
  }
  const rooms = await ourRooms(db, conn.id, conn.hotel_id);
  const rows = rooms.flatMap((room) => {
    const ours = oursOf(connector, room);
    const their = theirs.get(room.room_number);
    return ours && their && ours !== their ? [{ connection_id: conn.id, room_id: room.room_id, ours, theirs: their }] : [];
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('pms_differences').where('connection_id', '=', conn.id).execute();
    if (rows.length > 0) await trx.insertInto('pms_differences').values(rows).execute();
  });
  await logPmsEvent(db, conn.id, 'compare', true, `${rows.length} of ${rooms.length} rooms differ`);
  return { ok: true, differences: rows.length };
}

/** The last comparison: when it ran (its log entry) and the rooms that differ, each with whether ours can take theirs. */
export async function readPmsDifferences(db: Db, connectionId: string, mapping: PmsConnector): Promise<{ comparedAt: string | null; differences: PmsDifference[] }> {
  const rows = await db
    .selectFrom('pms_differences as d')
    .innerJoin('rooms as r', 'r.id', 'd.room_id')
    .innerJoin('hotels as h', 'h.id', 'r.hotel_id')
    .select(['d.id', 'd.room_id', 'r.room_number', 'd.ours', 'd.theirs', 'd.found_at', 'h.inspection_required'])
    .where('d.connection_id', '=', connectionId)
    .execute();
  return {
    comparedAt: await lastSuccessAt(db, connectionId, 'compare'),
    differences: rows
      .map((r) => ({
        id: r.id,
        roomId: r.room_id,
        roomNumber: r.room_number,
        ours: r.ours,
        theirs: r.theirs,
        foundAt: new Date(r.found_at).toISOString(),
        canTakeTheirs: statusForTheirs(mapping, r.theirs, r.inspection_required) !== null,
      }))
      .sort((a, b) => a.roomNumber.localeCompare(b.roomNumber, 'en', { numeric: true })),
  };
}

/** When the morning comparison runs, hotel time: before the first shift's rounds. */
const MORNING_HOURS = 6;

/**
 * The morning comparison (DESIGN §19), run by the app's periodic pass: each enabled
 * connection is compared once a morning, the first pass after 06:00 hotel time that finds no
 * comparison since. Several instances may both compare: the list is replaced whole, so the
 * second changes nothing.
 */
export function comparePmsEachMorning(connect: (row: ConnectionRow) => PmsConnector) {
  return async (db: Db, _bus: unknown, now = new Date()): Promise<number> => {
    const rows = await db
      .selectFrom('pms_connections as c')
      .innerJoin('hotels as h', 'h.id', 'c.hotel_id')
      .select([...CONNECTION_COLUMNS.map((col) => `c.${col}` as const), 'h.timezone'])
      .select((eb) => eb.selectFrom('pms_log as l').select(sql<Date | null>`max(l.at)`.as('at')).whereRef('l.connection_id', '=', 'c.id').where('l.kind', '=', 'compare').as('compared_at'))
      .where('c.enabled', '=', true)
      .execute();
    let compared = 0;
    for (const row of rows) {
      const morning = hotelDayBounds(hotelDate(row.timezone, now), row.timezone).start.getTime() + MORNING_HOURS * 3_600_000;
      if (now.getTime() < morning || (row.compared_at && new Date(row.compared_at).getTime() >= morning)) continue;
      try {
        await comparePmsConditions(db, row, connect(row));
      } catch (error) {
        await logPmsEvent(db, row.id, 'compare', false, pmsErrorText(error));
      }
      compared += 1;
    }
    return compared;
  };
}
