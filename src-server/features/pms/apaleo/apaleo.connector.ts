import type { ConnectorSettings, PmsConnector } from '../pms-connector';
import type { PmsCredentials } from '../../../../src-shared/pms.schemas';
import { mapCondition } from '../pms-mapping';
import { attempt, attemptCreate, basicAuth, goneIsEnded, pmsRequest, readJson, tokenCache, vendorIdOf } from '../pms-http';
import { spanText, zonedIso } from '../pms-out-of-order';
import { nextDay, occupancyFromStays, webhookTokenMatches, type StayRecord } from '../pms-occupancy';
import { APALEO_MAPPING } from './apaleo-mapping';

const PAGE_SIZE = 100;
/** Apaleo's maintenance types for our two spans. */
const APALEO_MAINTENANCE_TYPES = { out_of_order: 'OutOfOrder', out_of_service: 'OutOfService' } as const;

interface ApaleoUnit {
  id: string;
  name: string;
}
interface ApaleoReservation {
  status: string;
  arrival: string;
  departure: string;
  unit?: { id: string; name?: string };
  adults?: number;
  childrenAges?: number[];
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

  /** Unit ids by name (our room number), paged. */
  async function unitIds(): Promise<Map<string, string>> {
    if (units) return units;
    const list = await pages<ApaleoUnit>('/inventory/v1/units', 'units', { propertyId: settings.propertyId }, 'Apaleo units');
    units = new Map(list.map((u) => [u.name, u.id]));
    return units;
  }

  const unitOf = (roomNumber: string) => vendorIdOf(unitIds, roomNumber, `Apaleo has no unit named ${roomNumber}`);

  return {
    vendor: 'apaleo',
    condition: (room) => mapCondition(APALEO_MAPPING, room),
    spansOutOfService: true,

    async pullOccupancy(day) {
      const names = new Map([...(await unitIds())].map(([name, id]) => [id, name]));
      const params = { propertyIds: settings.propertyId, dateFilter: 'Stay', from: day, to: nextDay(day), status: 'Confirmed,InHouse,CheckedOut' };
      const reservations = await pages<ApaleoReservation>('/booking/v1/reservations', 'reservations', params, 'Apaleo reservations');
      const stays = reservations.flatMap((r): StayRecord[] => {
        const roomNumber = r.unit && (r.unit.name ?? names.get(r.unit.id));
        if (!roomNumber) return [];
        const guests = (r.adults ?? 0) + (r.childrenAges?.length ?? 0);
        return [{ roomNumber, arrival: r.arrival.slice(0, 10), departure: r.departure.slice(0, 10), guests, checkedOut: r.status === 'CheckedOut' }];
      });
      return occupancyFromStays(day, stays);
    },

    async pushCondition(room, condition, key) {
      const unit = await unitOf(room.roomNumber);
      if (!unit.ok) return unit.outcome;
      const headers = { 'idempotency-key': key };
      return attempt(() => call('/operations/v1/units-condition', { method: 'PUT', headers, body: JSON.stringify([{ unitId: unit.id, condition }]) }));
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

    /** `DELETE /operations/v1/maintenances/{id}`; a 404 (deleted already, a lost answer's retry) counts as ended. */
    async endOutOfOrder(_room, ref, _ooo, key) {
      const outcome = await attempt(() => call(`/operations/v1/maintenances/${encodeURIComponent(ref)}`, { method: 'DELETE', headers: { 'idempotency-key': key } }));
      return goneIsEnded(outcome, (status) => status === 404);
    },

    handleWebhook(req) {
      if (!webhookTokenMatches(credentials.webhookSecret, req)) return { accepted: false, reason: 'Webhook secret does not match' };
      const event = (req.body ?? {}) as { topic?: string; type?: string; propertyId?: string };
      if (event.propertyId && event.propertyId !== settings.propertyId) return { accepted: true, refreshOccupancy: false, summary: `Another property: ${event.propertyId}` };
      const refresh = event.topic === 'Reservation' || event.topic === 'Unit';
      return { accepted: true, refreshOccupancy: refresh, summary: `${event.topic ?? '?'} ${event.type ?? ''}`.trim() };
    },

    async test() {
      units = null;
      const found = await unitIds();
      return { ok: true, detail: `Signed in; ${found.size} units in property ${settings.propertyId}` };
    },
  };
}
