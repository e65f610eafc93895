import { formatInTimeZone } from 'date-fns-tz';
import type { OutOfOrderReason, OutOfOrderReturnStatus } from '../../../src-shared/room-status';
import type { PmsSpanKind } from '../../db/types';

/**
 * An out of order as the app holds it for one room (the one under way, or one set from a
 * future date), or the room's out of service: both are spans the PMS holds from a start
 * until the app ends them, sent and ended by the same outbox.
 */
export interface OutOfOrderSpan {
  kind: PmsSpanKind;
  reason: OutOfOrderReason;
  from: Date;
  until: Date | null;
  returnStatus: OutOfOrderReturnStatus;
}

/** What a connector is told to create: the span made sendable, in the hotel's timezone. */
export interface PmsOutOfOrder {
  kind: PmsSpanKind;
  reason: OutOfOrderReason;
  /** Never in the past: a span under way is told from the moment it is sent. */
  from: Date;
  /** Never open: an open-ended span is told until OPEN_ENDED_DAYS after `from`. */
  until: Date;
  returnStatus: OutOfOrderReturnStatus;
  timezone: string;
}

/**
 * Every vendor wants an end (Apaleo `to`, Mews `EndUtc`, OPERA `end`) and none documents an
 * open form, so an out of order with no 'until' is sent as lasting a year; the app ends it in
 * the PMS when the room returns to service, whenever that is.
 */
export const OPEN_ENDED_DAYS = 365;
const DAY_MS = 86_400_000;

/** The English words of our reason codes, for the vendors that take a free text (Apaleo, Mews). */
export const REASON_TEXT: Record<OutOfOrderReason, string> = {
  repairs: 'Repairs',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  renovation: 'Renovation',
  other: 'Other',
};

/**
 * The span a PMS is told, at `now`. A vendor may refuse a start in the past (and the past
 * needs no telling), so a span already under way starts now.
 */
export function toPmsOutOfOrder(span: OutOfOrderSpan, timezone: string, now = new Date()): PmsOutOfOrder {
  const from = span.from.getTime() > now.getTime() ? span.from : now;
  const until = span.until ?? new Date(from.getTime() + OPEN_ENDED_DAYS * DAY_MS);
  return { kind: span.kind, reason: span.reason, from, until: until.getTime() > from.getTime() ? until : new Date(from.getTime() + 60_000), returnStatus: span.returnStatus, timezone };
}

/**
 * The spans a room's status row asks the PMS to hold: the out of order under way, one waiting
 * to begin, and (for a vendor that holds it as a span, `outOfService`) the out of service.
 * Out of service has no dates of its own: it is open from when the room last changed (the
 * PMS is told from the moment it is sent) until the room leaves it; its reason is 'other'.
 */
export function wantedSpans(
  row: {
    status: string;
    updated_at: Date | string;
    ooo_reason: OutOfOrderReason | null;
    ooo_from: Date | string | null;
    ooo_until: Date | string | null;
    ooo_return_status: OutOfOrderReturnStatus | null;
    ooo_next_from: Date | string | null;
    ooo_next_until: Date | string | null;
    ooo_next_reason: OutOfOrderReason | null;
    ooo_next_return_status: OutOfOrderReturnStatus | null;
  },
  outOfService: boolean,
): OutOfOrderSpan[] {
  const spans: OutOfOrderSpan[] = [];
  const date = (d: Date | string | null) => (d === null ? null : new Date(d));
  if (outOfService && row.status === 'out_of_service') {
    spans.push({ kind: 'out_of_service', reason: 'other', from: new Date(row.updated_at), until: null, returnStatus: 'dirty' });
  }
  if (row.status === 'out_of_order' && row.ooo_from) {
    spans.push({ kind: 'out_of_order', reason: row.ooo_reason ?? 'other', from: date(row.ooo_from)!, until: date(row.ooo_until), returnStatus: row.ooo_return_status ?? 'dirty' });
  }
  if (row.ooo_next_from) {
    spans.push({ kind: 'out_of_order', reason: row.ooo_next_reason ?? 'other', from: date(row.ooo_next_from)!, until: date(row.ooo_next_until), returnStatus: row.ooo_next_return_status ?? 'dirty' });
  }
  return spans;
}

/**
 * Whether the PMS's copy still says what the app says. The return status is left out: each
 * vendor's own 'return to' is overridden by the condition pushed when the room returns.
 * A scheduled out of order that begins keeps its reason, from and until, so it is the same one.
 * A room has one out of service at most, the same however often the room changes while in it.
 */
export function sameSpan(a: Pick<OutOfOrderSpan, 'kind' | 'reason' | 'from' | 'until'>, b: Pick<OutOfOrderSpan, 'kind' | 'reason' | 'from' | 'until'>): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'out_of_service') return true;
  return a.reason === b.reason && a.from.getTime() === b.from.getTime() && (a.until?.getTime() ?? null) === (b.until?.getTime() ?? null);
}

/** The English words a vendor's free text gets (Apaleo's description, Mews's name). */
export function spanText(ooo: Pick<OutOfOrderSpan, 'kind' | 'reason'>): string {
  return ooo.kind === 'out_of_service' ? 'Out of service' : `Out of order: ${REASON_TEXT[ooo.reason]}`;
}

/** ISO 8601 with the hotel's UTC offset ('2026-11-27T14:00:00+01:00'): local time as the vendor's property sees it. */
export function zonedIso(at: Date, timezone: string): string {
  return formatInTimeZone(at, timezone, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** The hotel-local calendar date of an instant. */
export function zonedDate(at: Date, timezone: string): string {
  return formatInTimeZone(at, timezone, 'yyyy-MM-dd');
}
