import type { StandInStay } from '../pms-stand-in';

/**
 * The answers of Apaleo's stand-in in Apaleo's published shapes (contract/): every property
 * the definition requires, with the values of Apaleo's own examples where ours have none.
 */

export interface HeldUnit {
  id: string;
  name: string;
  condition: string;
}

export interface HeldMaintenance {
  id: string;
  unitId: string;
  roomNumber: string;
  from: string;
  to: string;
  type: string;
  description?: string;
}

const CREATED = '2026-01-01T00:00:00Z';
const MUNICH = { id: 'MUC', code: 'MUC', name: 'Demo Hotel Munich', description: 'This is the demo hotel Munich' };
const money = (amount: number) => ({ amount, currency: 'EUR' });

/** UnitItemModel (Inventory v1). */
export function unitItem(u: HeldUnit, occupied: boolean, maintenance: HeldMaintenance | undefined) {
  return {
    id: u.id,
    name: u.name,
    description: `Room ${u.name}`,
    property: MUNICH,
    unitGroup: { id: 'MUC-DBL', code: 'DBL', name: 'Double', description: 'Double', type: 'BedRoom' },
    status: { isOccupied: occupied, condition: u.condition, ...(maintenance ? { maintenance: { id: maintenance.id, type: maintenance.type } } : {}) },
    maxPersons: 2,
    created: CREATED,
  };
}

/** ReservationItemModel (Booking v1): arrival at 15:00 and departure at 11:00 in the offset given. */
export function reservationItem(id: string, s: StandInStay, status: string, unitId: string, offset: string) {
  return {
    id,
    bookingId: id.replace(/-\d+$/, ''),
    status,
    property: MUNICH,
    ratePlan: { id: 'MUC-NONREF-SGL', code: 'NONREF', name: 'Non Refundable', description: 'Non Refundable', isSubjectToCityTax: false },
    unitGroup: { id: 'MUC-DBL', code: 'DBL', name: 'Double', description: 'Double', type: 'BedRoom' },
    unit: { id: unitId, name: s.roomNumber },
    totalGrossAmount: money(180),
    arrival: `${s.arrival}T${s.arrivalTime ?? '15:00'}:00${offset}`,
    departure: `${s.departure}T${s.departureTime ?? '11:00'}:00${offset}`,
    created: CREATED,
    modified: CREATED,
    adults: s.guests,
    childrenAges: [],
    channelCode: 'Direct',
    primaryGuest: { lastName: 'Guest' },
    guaranteeType: 'CreditCard',
    cancellationFee: { id: 'MUC-FLE', code: 'FLE', name: 'Flexible', description: 'Free cancellation until 1 day before arrival', dueDateTime: `${s.arrival}T00:00:00${offset}`, fee: money(0) },
    noShowFee: { id: 'MUC-NOSHOW', code: 'NOSHOW', name: 'No show', description: 'Full stay', fee: money(180) },
    balance: money(0),
    hasCityTax: false,
    isOpenForCharges: status !== 'CheckedOut',
  };
}

/** MaintenanceModel (Operations v1). */
export function maintenanceItem(m: HeldMaintenance) {
  return { id: m.id, unit: { id: m.unitId, name: m.roomNumber }, from: m.from, to: m.to, type: m.type, ...(m.description ? { description: m.description } : {}) };
}

/** Apaleo's error body (MessageItemCollection). */
export const messages = (...texts: string[]) => ({ messages: texts });

const OFFSET = /([+-])(\d\d):(\d\d)$|Z$/;

/** The UTC offset written at the end of an ISO date-time, in ms ('Z' is 0). */
export function offsetMs(iso: string): number {
  const m = OFFSET.exec(iso);
  if (!m || !m[1]) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
}

/** The local calendar date of an ISO date-time in its own offset, and of `now` in that offset. */
export function localDate(iso: string): string {
  return new Date(Date.parse(iso) + offsetMs(iso)).toISOString().slice(0, 10);
}
export function todayIn(iso: string, now = Date.now()): string {
  return new Date(now + offsetMs(iso)).toISOString().slice(0, 10);
}

/** The same instant moved by `ms`, written in the offset it had. */
export function shiftIso(iso: string, ms: number): string {
  const offset = OFFSET.exec(iso)?.[0] ?? 'Z';
  return `${new Date(Date.parse(iso) + ms + offsetMs(iso)).toISOString().slice(0, 19)}${offset}`;
}
