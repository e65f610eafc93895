import type { ConnectorSettings, PmsConnector } from '../pms-connector';
import type { PmsCredentials } from '../../../../src-shared/pms.schemas';
import { conditionsReadBack, mapCondition } from '../pms-mapping';
import { writeBackTest } from '../pms-test-result';
import { attempt, attemptCreate, basicAuth, goneIsEnded, pmsRequest, readJson, tokenCache, vendorIdOf } from '../pms-http';
import { spanText, zonedIso } from '../pms-out-of-order';
import { hotelClockOf, nextDay, occupancyFromStays, webhookTokenMatches, type StayRecord } from '../pms-occupancy';
import { APALEO_MAPPING, APALEO_READ_BACK } from './apaleo-mapping';
import { endMaintenance } from './apaleo-maintenance-end';
import { fromZonedTime } from 'date-fns-tz';

/** The largest page Apaleo serves reservations in ("Maximum: 200"; units allow 500). */
const PAGE_SIZE = 200;
/** Apaleo's maintenance types for our two spans. */
const APALEO_MAINTENANCE_TYPES = { out_of_order: 'OutOfOrder', out_of_service: 'OutOfService' } as const;

interface ApaleoUnit {
  id: string;
  name: string;
  /** UnitItemStatusModel: the unit's condition, and its maintenance if one is ongoing. */
  status?: { condition?: string; maintenance?: { type?: string } };
}
interface ApaleoReservation {
  status: string;
  arrival: string;
  departure: string;
  unit?: { id: string; name?: string };
  adults?: number;
  childrenAges?: number[];
}

/** From one hotel-local midnight to another, as date-times with the hotel's offset ('2026-11-28T00:00:00+01:00'). */
export function dayWindow(from: string, to: string, timezone: string): { from: string; to: string } {
  const midnight = (day: string) => zonedIso(fromZonedTime(`${day}T00:00:00`, timezone), timezone);
  return { from: midnight(from), to: midnight(to) };
}

/** Apaleo's identity server is its own host; a stand-in or proxy serves it beside the API. */
function tokenUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  return url.hostname === 'api.apaleo.com' ? 'https://identity.apaleo.com/connect/token' : new URL('/connect/token', url).href;
}

/**
 * Apaleo (DESIGN §17): OAuth2 client credentials; unit conditions by `PUT
 * /operations/v1/units-condition`; out of service / order as maintenances; reservations
 * (paged by pageNumber) for occupancy; unit and reservation webhooks trigger a re-read.
 */
export function apaleoConnector(settings: ConnectorSettings, credentials: PmsCredentials['apaleo']): PmsConnector {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs;
  const token = tokenCache(async () =>
    readJson(
      await pmsRequest(tokenUrl(base), {
        method: 'POST',
        headers: { authorization: basicAuth(credentials.clientId, credentials.clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
        timeoutMs,
      }),
      'Apaleo sign-in',
    ),
  );
  let units: Map<string, string> | null = null;

  async function call(path: string, init: RequestInit = {}) {
    const send = async () =>
      pmsRequest(`${base}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${await token.get()}`, 'content-type': 'application/json', accept: 'application/json', ...(init.headers ?? {}) },
        timeoutMs,
      });
    const answer = await send();
    if (answer.status !== 401) return answer;
    token.drop();
    return send();
  }

  /** Every page of a list: Apaleo pages by pageNumber and answers the total `count` (204 past the end). */
  async function pages<T>(path: string, key: string, params: Record<string, string>, what: string): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const q = new URLSearchParams({ ...params, pageNumber: String(page), pageSize: String(PAGE_SIZE) });
      const body = await readJson<Record<string, unknown> & { count?: number }>(await call(`${path}?${q}`), what);
      const got = (body[key] as T[] | undefined) ?? [];
      items.push(...got);
      if (got.length === 0 || items.length >= (body.count ?? 0)) return items;
    }
  }

  /** The property's units with their status, paged; their ids by name (our room number) kept for pushes. */
  async function readUnits(): Promise<ApaleoUnit[]> {
    const list = await pages<ApaleoUnit>('/inventory/v1/units', 'units', { propertyId: settings.propertyId }, 'Apaleo units');
    units = new Map(list.map((u) => [u.name, u.id]));
    return list;
  }

  async function unitIds(): Promise<Map<string, string>> {
    if (units) return units;
    await readUnits();
    return units!;
  }

  const unitOf = (roomNumber: string) => vendorIdOf(unitIds, roomNumber, `Apaleo has no unit named ${roomNumber}`);

  return {
    vendor: 'apaleo',
    condition: (room) => mapCondition(APALEO_MAPPING, room),
    spansOutOfService: true,

    async pullOccupancy(day, timezone) {
      const names = new Map([...(await unitIds())].map(([name, id]) => [id, name]));
      // Apaleo takes date-times here (a bare date is refused): the hotel's day, midnight to midnight in its offset.
      const params = { propertyIds: settings.propertyId, dateFilter: 'Stay', ...dayWindow(day, nextDay(day), timezone), status: 'Confirmed,InHouse,CheckedOut' };
      const reservations = await pages<ApaleoReservation>('/booking/v1/reservations', 'reservations', params, 'Apaleo reservations');
      const stays = reservations.flatMap((r): StayRecord[] => {
        const roomNumber = r.unit && (r.unit.name ?? names.get(r.unit.id));
        if (!roomNumber) return [];
        const guests = (r.adults ?? 0) + (r.childrenAges?.length ?? 0);
        // DESIGN §22: Apaleo's arrival and departure are date-times in the property's offset (its check-in and check-out times, or the guest's ETA).
        const times = { arrivalTime: hotelClockOf(r.arrival, timezone), departureTime: hotelClockOf(r.departure, timezone) };
        return [{ roomNumber, arrival: r.arrival.slice(0, 10), departure: r.departure.slice(0, 10), guests, checkedOut: r.status === 'CheckedOut', ...times }];
      });
      return occupancyFromStays(day, stays);
    },

    async pushCondition(room, condition, key) {
      const unit = await unitOf(room.roomNumber);
      if (!unit.ok) return unit.outcome;
      const headers = { 'idempotency-key': key };
      const body = { unitsConditions: [{ id: unit.id, condition }] };
      return attempt(() => call('/operations/v1/units-condition', { method: 'PUT', headers, body: JSON.stringify(body) }));
    },

    /**
     * A maintenance of type OutOfOrder (or OutOfService, by `ooo.kind`) from / to in the
     * property's local time (ISO 8601 with the hotel's offset, as Apaleo takes them), the
     * reason as its description; Apaleo answers
     * 201 with the maintenance's `id`. The Idempotency-Key makes a retry answer the first one.
     */
    async startOutOfOrder(room, ooo, key) {
      const unit = await unitOf(room.roomNumber);
      if (!unit.ok) return unit.outcome;
      const body = { unitId: unit.id, from: zonedIso(ooo.from, ooo.timezone), to: zonedIso(ooo.until, ooo.timezone), type: APALEO_MAINTENANCE_TYPES[ooo.kind], description: spanText(ooo) };
      return attemptCreate(
        () => call('/operations/v1/maintenances', { method: 'POST', headers: { 'idempotency-key': key }, body: JSON.stringify(body) }),
        (b) => (b as { id?: unknown }).id,
      );
    },

    /** Deleted, or ended by moving its `to` when it started before today (apaleo-maintenance-end.ts); a 404 counts as ended. */
    async endOutOfOrder(_room, ref, ooo) {
      return goneIsEnded(await endMaintenance(call, ref, ooo.timezone), (status) => status === 404);
    },

    handleWebhook(req) {
      if (!webhookTokenMatches(credentials.webhookSecret, req)) return { accepted: false, reason: 'Webhook secret does not match' };
      const event = (req.body ?? {}) as { topic?: string; type?: string; propertyId?: string };
      if (event.propertyId && event.propertyId !== settings.propertyId) return { accepted: true, refreshOccupancy: false, summary: `Another property: ${event.propertyId}` };
      const refresh = event.topic === 'Reservation' || event.topic === 'Unit';
      return { accepted: true, refreshOccupancy: refresh, summary: `${event.topic ?? '?'} ${event.type ?? ''}`.trim() };
    },

    /** Each unit's `status.condition` (the units list, paged), by its name: our room number. */
    async readConditions() {
      return conditionsReadBack(APALEO_READ_BACK, (await readUnits()).map((u) => [u.name, u.status?.condition]));
    },

    async test() {
      const list = await readUnits();
      // Apaleo answers an unknown property with no units (204), not a refusal.
      if (list.length === 0) return { ok: false, reason: 'PMS_TEST_NO_ROOMS', values: { property: settings.propertyId } };
      // A unit in maintenance keeps its condition, but one free of it is the plainer write.
      const sample = list.find((u) => u.status?.condition && !u.status.maintenance) ?? list.find((u) => u.status?.condition);
      return writeBackTest(list.length, sample && { roomNumber: sample.name, condition: sample.status!.condition! }, (room, condition, key) => this.pushCondition(room, condition, key));
    },
  };
}
