import type { ConnectorSettings, PmsConnector } from '../pms-connector';
import type { PmsCredentials } from '../../../../src-shared/pms.schemas';
import { mapCondition } from '../pms-mapping';
import { attempt, basicAuth, pmsRequest, readJson, tokenCache } from '../pms-http';
import { nextDay, occupancyFromStays, webhookTokenMatches, type StayRecord } from '../pms-occupancy';
import { APALEO_MAINTENANCES, APALEO_MAPPING } from './apaleo-mapping';

const PAGE_SIZE = 100;

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

  /** Unit ids by name (our room number), paged. */
  async function unitIds(): Promise<Map<string, string>> {
    if (units) return units;
    const found = new Map<string, string>();
    for (let page = 1; ; page += 1) {
      const q = new URLSearchParams({ propertyId: settings.propertyId, pageNumber: String(page), pageSize: String(PAGE_SIZE) });
      const body = await readJson<{ units?: ApaleoUnit[]; count?: number }>(await call(`/inventory/v1/units?${q}`), 'Apaleo units');
      for (const u of body.units ?? []) found.set(u.name, u.id);
      if ((body.units ?? []).length < PAGE_SIZE) break;
    }
    units = found;
    return found;
  }

  return {
    vendor: 'apaleo',
    condition: (room) => mapCondition(APALEO_MAPPING, room),

    async pullOccupancy(day) {
      const names = new Map([...(await unitIds())].map(([name, id]) => [id, name]));
      const stays: StayRecord[] = [];
      for (let page = 1; ; page += 1) {
        const q = new URLSearchParams({
          propertyIds: settings.propertyId,
          dateFilter: 'Stay',
          from: day,
          to: nextDay(day),
          status: 'Confirmed,InHouse,CheckedOut',
          pageNumber: String(page),
          pageSize: String(PAGE_SIZE),
        });
        const body = await readJson<{ reservations?: ApaleoReservation[] }>(await call(`/booking/v1/reservations?${q}`), 'Apaleo reservations');
        for (const r of body.reservations ?? []) {
          const roomNumber = r.unit && (r.unit.name ?? names.get(r.unit.id));
          if (!roomNumber) continue;
          stays.push({
            roomNumber,
            arrival: r.arrival.slice(0, 10),
            departure: r.departure.slice(0, 10),
            guests: (r.adults ?? 0) + (r.childrenAges?.length ?? 0),
            checkedOut: r.status === 'CheckedOut',
          });
        }
        if ((body.reservations ?? []).length < PAGE_SIZE) break;
      }
      return occupancyFromStays(day, stays);
    },

    async pushCondition(room, condition, key) {
      let unitId: string | undefined;
      try {
        unitId = (await unitIds()).get(room.roomNumber);
      } catch (error) {
        return { ok: false, retry: true, retryAfterMs: null, status: null, answer: error instanceof Error ? error.message : String(error) };
      }
      if (!unitId) return { ok: false, retry: false, retryAfterMs: null, status: null, answer: `Apaleo has no unit named ${room.roomNumber}` };
      const headers = { 'idempotency-key': key };
      if (APALEO_MAINTENANCES.includes(condition)) {
        const from = new Date();
        const to = new Date(from.getTime() + 86_400_000);
        const body = { unitId, from: from.toISOString(), to: to.toISOString(), type: condition, description: 'Housekeeping' };
        return attempt(() => call('/operations/v1/maintenances', { method: 'POST', headers, body: JSON.stringify(body) }));
      }
      return attempt(() => call('/operations/v1/units-condition', { method: 'PUT', headers, body: JSON.stringify([{ unitId, condition }]) }));
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
