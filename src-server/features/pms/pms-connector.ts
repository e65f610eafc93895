import type { OccupancyEntry } from '../../../src-shared/occupancy.schemas';
import type { PmsVendor } from '../../../src-shared/pms.schemas';
import type { RoomConditionInput } from './pms-mapping';
import type { PmsOutOfOrder } from './pms-out-of-order';
import type { PmsTestOutcome } from './pms-test-result';

/** A room as a PMS is told about it: our number (every vendor's room name or number). */
export interface PmsRoom {
  roomNumber: string;
}

/** A vendor's answer to one push: success, or a failure to retry (429, 5xx, network) or not (other 4xx). */
export type PushOutcome =
  | { ok: true; status: number; answer: string; /** The vendor's id of what it created (an out of order's start). */ ref?: string | null }
  | { ok: false; retry: boolean; retryAfterMs: number | null; status: number | null; answer: string };

export interface InboundWebhook {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
  body: unknown;
}

/** What an inbound webhook asks of us: refused (bad secret), or accepted and maybe an occupancy refresh. */
export type WebhookOutcome = { accepted: false; reason: string } | { accepted: true; refreshOccupancy: boolean; summary: string };

/**
 * One interface for every PMS (DESIGN §17). `condition` reads the connector's mapping table
 * (one file per vendor); null means the status is nothing to tell the PMS (pms_updated).
 */
export interface PmsConnector {
  vendor: PmsVendor;
  condition(room: RoomConditionInput): string | null;
  /**
   * Whether out of service is a span in this PMS (started on entering, ended on leaving, by
   * startOutOfOrder / endOutOfOrder with `kind` 'out_of_service') rather than a condition.
   */
  spansOutOfService: boolean;
  /** The hotel's rooms on that day (hotel-local date), from the PMS's reservations or overview. */
  pullOccupancy(day: string, timezone: string): Promise<OccupancyEntry[]>;
  /** Sends one condition; `key` is the outbox row's id, the same on every retry of that push. */
  pushCondition(room: PmsRoom, condition: string, key: string): Promise<PushOutcome>;
  /**
   * Creates an out of order (or out of service, by `ooo.kind`) with its reason and dates (issue 20 point 5); a success answers
   * the vendor's id of it in `ref`, what `endOutOfOrder` needs. `retry` says an earlier
   * attempt may have gone through unanswered (vendors without an idempotency key look first).
   */
  startOutOfOrder(room: PmsRoom, ooo: PmsOutOfOrder, key: string, retry: boolean): Promise<PushOutcome>;
  /** Ends (or drops, if not begun) the out of order `ref` created; one already gone counts as ended. */
  endOutOfOrder(room: PmsRoom, ref: string, ooo: PmsOutOfOrder, key: string, retry: boolean): Promise<PushOutcome>;
  handleWebhook(req: InboundWebhook): WebhookOutcome;
  /**
   * Every room's condition as the PMS holds it now, by our room number, for the morning
   * comparison (DESIGN §19). Apaleo and OPERA keep only what their read-back table (in the
   * mapping file) compares, leaving their spans out.
   */
  readConditions(): Promise<Map<string, string>>;
  /**
   * Signs in, reads the rooms and writes one room's condition back unchanged (writeBackTest):
   * the admin's 'Test connection'.
   */
  test(): Promise<PmsTestOutcome>;
}

export interface ConnectorSettings {
  baseUrl: string;
  propertyId: string;
  /** OPERA on an OCIM environment: OHIP's enterpriseId, sent with the token request. */
  enterpriseId?: string | null;
  timeoutMs?: number;
}
