import crypto from 'node:crypto';
import type { OccupancyEntry, Stay } from '../../../src-shared/occupancy.schemas';
import type { InboundWebhook } from './pms-connector';

/** One reservation (or in-house stay) of a room, in hotel-local dates. */
export interface StayRecord {
  roomNumber: string;
  arrival: string;
  departure: string;
  guests: number;
  checkedOut: boolean;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Which stay wins a room that has two on one day: the guest staying, then the one leaving (the departure clean), then the one arriving. */
const RANK: Record<Stay, number> = { stayover: 4, due_out: 3, departed: 2, arrival: 1, vacant: 0 };

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
    const rank = RANK[found.stay];
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
  return [...byRoom.values()].map(({ rank: _rank, ...entry }) => entry);
}

/** The next day, for a stay window [day, day + 1). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The webhook's shared secret, from `?token=` or `X-Webhook-Token` (none of the three vendors
 * signs its webhooks with a per-subscription key we could check; the URL carries the secret).
 * Without a configured secret every call is accepted: a webhook only makes us read the PMS.
 */
export function webhookTokenMatches(expected: string | undefined, req: InboundWebhook): boolean {
  if (!expected) return true;
  const header = req.headers['x-webhook-token'];
  const given = req.query.token ?? (Array.isArray(header) ? header[0] : header) ?? '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
