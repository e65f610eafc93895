import type { MappingTable } from '../pms-mapping';
import { daysBetween, hotelClockOf, STAY_RANK, vipLevel } from '../pms-occupancy';
import type { OutOfOrderReason, OutOfOrderReturnStatus } from '../../../../src-shared/room-status';
import type { OccupancyEntry, Stay } from '../../../../src-shared/occupancy.schemas';

/** OPERA Cloud housekeeping room statuses, and its out-of-order / out-of-service room lists. */
export type OperaCondition = 'Dirty' | 'Pickup' | 'Clean' | 'Inspected' | 'OutOfService' | 'OutOfOrder';

/**
 * DESIGN §17, ours → OPERA. A touch-up is OPERA's Pickup. Inspected needs OPERA's Inspected
 * Status control; a hotel that inspects in this app has it on, one that does not sends Clean.
 */
export const OPERA_MAPPING: MappingTable<OperaCondition> = {
  dirty: (room) => (room.cleaningType === 'touch_up' ? 'Pickup' : 'Dirty'),
  assigned: (room) => (room.cleaningType === 'touch_up' ? 'Pickup' : 'Dirty'),
  clean: 'Clean',
  inspected: 'Inspected',
  out_of_service: 'OutOfService',
  out_of_order: 'OutOfOrder',
  pms_updated: null,
};

/**
 * OPERA → ours, for the comparison (DESIGN §19): the overview's room status (hsk.json
 * `housekeepingRoomStatusType`), compared with what OPERA_MAPPING makes of ours. Out of order
 * and out of service are spans (their own room lists), never a condition to compare.
 */
export const OPERA_READ_BACK: Record<string, OperaCondition | null> = { Clean: 'Clean', Dirty: 'Dirty', Pickup: 'Pickup', Inspected: 'Inspected', OutOfOrder: null, OutOfService: null };

/**
 * The room lists our two spans go to (never `rooms/status`): POST starts one, PUT
 * (completeOutOfOrderRooms / completeOutOfServiceRooms) ends it, with the same body shape.
 */
export const OPERA_ROOM_LISTS = { out_of_order: 'outOfOrderRooms', out_of_service: 'outOfServiceRooms' } as const;

/**
 * Our reasons as OPERA out-of-order reason codes. OPERA checks `reasonCode` against the
 * hotel's own configuration, so a hotel syncing out of order sets up these five codes there.
 * Out of service takes the same codes (OHIP: "related Out Of Order Reason code"); it is sent as OTHER.
 */
export const OPERA_REASON_CODES: Record<OutOfOrderReason, string> = {
  repairs: 'REPAIRS',
  plumbing: 'PLUMBING',
  electrical: 'ELECTRICAL',
  renovation: 'RENOVATION',
  other: 'OTHER',
};

/** The room status OPERA sets when its out of order ends. */
export const OPERA_RETURN_STATUS: Record<OutOfOrderReturnStatus, OperaCondition> = { dirty: 'Dirty', clean: 'Clean' };

/** hsk.json `housekeepingRoomReservationStatusType`: a reservation's place on the business date. */
export type OperaReservationStatus = 'Arrival' | 'Arrived' | 'DayUse' | 'DueOut' | 'Departed' | 'NotReserved' | 'StayOver';

/**
 * OPERA's reservation statuses as our stays (DESIGN §17). Arrival (expected) and Arrived
 * (checked in today) are both the day's arrival. A day use arrives and leaves on the same
 * day, so its room wants what a due out wants: a departure clean once the guest has gone.
 * NotReserved is no stay (the day's occupancy makes an unlisted room vacant).
 */
export const OPERA_STAYS: Record<OperaReservationStatus, Stay | null> = {
  Arrival: 'arrival',
  Arrived: 'arrival',
  DayUse: 'due_out',
  DueOut: 'due_out',
  Departed: 'departed',
  StayOver: 'stayover',
  NotReserved: null,
};

/** One room of the housekeeping overview, the parts we read (hsk.json `roomType`). */
export interface OperaOverviewRoom {
  roomId?: string;
  housekeeping?: {
    housekeepingRoomStatus?: { reservationStatusList?: OperaReservationStatus[]; housekeepingRoomStatus?: string };
    roomPersons?: { frontOfficePersons?: number | string };
  };
  resvInfo?: {
    reservationStatusInfo?: OperaReservationStatus;
    adultCount?: number | string;
    childCount?: number | string;
    stayDateInfo?: {
      timeSpan?: { startDate?: string; endDate?: string };
      expectedTimes?: { reservationExpectedArrivalTime?: string; reservationExpectedDepartureTime?: string };
    };
    vipStatus?: { code?: string; value?: string };
  }[];
}

/** OHIP's own example writes its counts as text: either form is read. */
const count = (n: number | string | undefined) => (Number.isFinite(Number(n)) ? Math.max(0, Math.trunc(Number(n))) : 0);

/**
 * A room's occupancy on `day` (OPERA's business date) from the overview: its reservations
 * (`resvInfo`, asked with fetchInstructions=ResvInfo) or, without them, the room's status
 * list. A room with two (one leaving, one arriving) takes the stay that ranks first, as
 * every connector does; its guests and nights are that reservation's.
 */
export function operaOccupancy(room: OperaOverviewRoom, day: string, timezone = 'UTC'): OccupancyEntry | null {
  if (!room.roomId) return null;
  const resv = (room.resvInfo ?? []).flatMap((r) => {
    const stay = r.reservationStatusInfo ? OPERA_STAYS[r.reservationStatusInfo] : null;
    return stay ? [{ stay, guests: count(r.adultCount) + count(r.childCount), since: r.stayDateInfo?.timeSpan?.startDate, r }] : [];
  });
  const listed = (room.housekeeping?.housekeepingRoomStatus?.reservationStatusList ?? []).flatMap((s) => {
    const stay = OPERA_STAYS[s];
    return stay ? [{ stay, guests: count(room.housekeeping?.roomPersons?.frontOfficePersons), since: undefined, r: undefined }] : [];
  });
  const best = (resv.length ? resv : listed).sort((a, b) => STAY_RANK[b.stay] - STAY_RANK[a.stay])[0];
  if (!best) return null;
  const nights = best.since && /^\d{4}-\d{2}-\d{2}$/.test(best.since) ? Math.min(9999, Math.max(0, daysBetween(best.since, day))) : null;
  const entry: OccupancyEntry = { roomNumber: room.roomId, occupied: best.stay !== 'departed', stay: best.stay, guests: Math.min(99, best.guests), nightsSoFar: nights };
  // DESIGN §22: the arriving reservation's expected time and VIP code, the leaving one's departure time.
  const arriving = resv.find((x) => x.stay === 'arrival')?.r;
  const leaving = resv.find((x) => x.stay === 'due_out' || x.stay === 'departed')?.r;
  const staying = resv.find((x) => x.stay === 'stayover')?.r;
  const arrivalTime = hotelClockOf(arriving?.stayDateInfo?.expectedTimes?.reservationExpectedArrivalTime, timezone);
  const departureTime = hotelClockOf(leaving?.stayDateInfo?.expectedTimes?.reservationExpectedDepartureTime, timezone);
  const vip = vipLevel((arriving ?? staying)?.vipStatus?.code);
  return { ...entry, ...(arrivalTime ? { arrivalTime } : {}), ...(departureTime ? { departureTime } : {}), ...(vip ? { vip } : {}) };
}
