import crypto from 'node:crypto';
import { formatInTimeZone } from 'date-fns-tz';
import type { OccupancyEntry, Stay } from '../../../src-shared/occupancy.schemas';
import type { InboundWebhook } from './pms-connector';

/** One reservation (or in-house stay) of a room, in hotel-local dates. */
export interface StayRecord {
  roomNumber: string;
  arrival: string;
  departure: string;
  guests: number;
  checkedOut: boolean;
  /** DESIGN §22: the vendor's arrival and departure times, hotel-local 'HH:mm' (hotelClockOf), and VIP 0–3. */
  arrivalTime?: string | null;
  departureTime?: string | null;
  vip?: number;
}

/**
 * A vendor's date-time as the hotel's 'HH:mm'. In UTC ('Z', Mews) it is turned to the hotel's
 * zone; with an offset (Apaleo: the property's) or none (OHIP: the hotel's own clock) it is
 * the clock written.
 */
export function hotelClockOf(dateTime: string | null | undefined, timezone: string): string | null {
  if (!dateTime || !/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d/.test(dateTime)) return null;
  if (!/(Z|[+-]00:?00)$/i.test(dateTime) || timezone === 'UTC') return dateTime.slice(11, 16);
  const at = new Date(dateTime);
  return Number.isNaN(at.getTime()) ? null : formatInTimeZone(at, timezone, 'HH:mm');
}

/** A vendor's VIP code as 0–3: a number is its level (capped), any other code a VIP of level 1. */
export function vipLevel(code: string | number | null | undefined): number {
  if (code === null || code === undefined || String(code).trim() === '') return 0;
  const n = Number(String(code).trim());
  if (Number.isInteger(n)) return Math.max(0, Math.min(3, n));
  return 1;
}

const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Which stay wins a room that has two on one day: the guest staying, then the one leaving (the departure clean), then the one arriving. */
export const STAY_RANK: Record<Stay, number> = { stayover: 4, due_out: 3, departed: 2, arrival: 1, vacant: 0 };

function stayOf(day: string, s: StayRecord): { stay: Stay; occupied: boolean } | null {
  if (s.arrival > day || s.departure < day) return null;
  if (s.departure === day) return s.checkedOut ? { stay: 'departed', occupied: false } : { stay: 'due_out', occupied: true };
  if (s.arrival === day) return { stay: 'arrival', occupied: true };
  return { stay: 'stayover', occupied: true };
}

/**
 * The day's occupancy (DESIGN §17) from a PMS's reservations: one entry per room with a
 * stay touching the day; rooms with none are not listed (the day's PUT makes them vacant).
 */
export function occupancyFromStays(day: string, stays: StayRecord[]): OccupancyEntry[] {
  const byRoom = new Map<string, OccupancyEntry & { rank: number }>();
  for (const s of stays) {
    const found = stayOf(day, s);
    if (!found) continue;
    const rank = STAY_RANK[found.stay];
    const current = byRoom.get(s.roomNumber);
    if (current && current.rank >= rank) continue;
    byRoom.set(s.roomNumber, {
      roomNumber: s.roomNumber,
      occupied: found.occupied,
      stay: found.stay,
      guests: Math.min(99, Math.max(0, s.guests)),
      nightsSoFar: Math.min(9999, Math.max(0, daysBetween(s.arrival, day))),
      rank,
    });
  }
  // DESIGN §22: the day's arriving guest sets the arrival time and VIP even when the room's stay
  // is the leaving guest's (due out, then arrival): that arrival is what the cleaning races.
  for (const s of stays) {
    const entry = byRoom.get(s.roomNumber);
    if (!entry) continue;
    if (s.arrival === day && s.arrivalTime) entry.arrivalTime = s.arrivalTime;
    if (s.arrival <= day && s.departure > day && s.vip) entry.vip = Math.max(entry.vip ?? 0, s.vip);
    if (s.departure === day && s.departureTime) entry.departureTime = s.departureTime;
  }
  return [...byRoom.values()].map(({ rank: _rank, ...entry }) => entry);
}

/** The next day, for a stay window [day, day + 1). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The webhook's shared secret, from `?token=` or `X-Webhook-Token` (none of the three vendors
 * signs its webhooks with a per-subscription key we could check; the URL carries the secret).
 * Without a configured secret every call is refused (DESIGN §19): saving makes one up when the
 * admin gives none, so a connection without one predates that and must be saved again.
 */
export function webhookTokenMatches(expected: string | undefined, req: InboundWebhook): boolean {
  if (!expected) return false;
  const header = req.headers['x-webhook-token'];
  const given = req.query.token ?? (Array.isArray(header) ? header[0] : header) ?? '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
