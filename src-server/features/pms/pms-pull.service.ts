import type { Db } from '../../db/connection';
import type { EventBus } from '../../realtime/event-bus';
import type { OccupancySourceValue } from '../../db/types';
import { hotelDate } from '../../../src-shared/hotel-time';
import { hotelTimezone, roomsByNumber, writeOccupancyDay } from '../occupancy/occupancy.public';
import type { PmsConnector } from './pms-connector';
import { logPmsEvent } from './pms-connections.queries';
import { pmsErrorText } from './pms-error-text';

/**
 * Reads the hotel's occupancy for today (hotel time) from the PMS and stores it as the
 * PUT occupancy path does (one model, DESIGN §17): the day replaced, the plan re-run for
 * the rooms that changed when the hotel applies it automatically. Rooms the PMS knows that
 * the app does not are left out and named in the log.
 */
export async function pullOccupancy(deps: { db: Db; bus: EventBus }, conn: { id: string; hotel_id: string; vendor: string }, connector: PmsConnector, now = new Date()) {
  const timezone = await hotelTimezone(deps.db, conn.hotel_id);
  const day = hotelDate(timezone, now);
  try {
    const entries = await connector.pullOccupancy(day, timezone);
    const known = await roomsByNumber(deps.db, conn.hotel_id, entries.map((e) => e.roomNumber));
    const unknown = entries.filter((e) => !known.has(e.roomNumber)).map((e) => e.roomNumber);
    const source = `pms:${conn.vendor}` as OccupancySourceValue;
    const written = await writeOccupancyDay(
      { db: deps.db, bus: deps.bus, hotelId: conn.hotel_id, actor: null },
      day,
      entries.filter((e) => known.has(e.roomNumber)),
      source,
      { unknown: () => { throw new Error('unreachable: unknown rooms are filtered out'); } },
    );
    const skipped = unknown.length > 0 ? `; not in this hotel: ${unknown.slice(0, 20).join(', ')}` : '';
    await logPmsEvent(deps.db, conn.id, 'pull', true, `Occupancy for ${day}: ${written.count} rooms${skipped}`);
    return written;
  } catch (error) {
    await logPmsEvent(deps.db, conn.id, 'pull', false, `Occupancy for ${day}: ${pmsErrorText(error)}`);
    return null;
  }
}
