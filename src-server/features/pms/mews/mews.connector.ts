import type { ConnectorSettings, PmsConnector } from '../pms-connector';
import type { PmsCredentials } from '../../../../src-shared/pms.schemas';
import { hotelDate, hotelDayBounds } from '../../../../src-shared/hotel-time';
import { mapCondition } from '../pms-mapping';
import { attempt, pmsRequest, readJson } from '../pms-http';
import { occupancyFromStays, webhookTokenMatches, type StayRecord } from '../pms-occupancy';
import { MEWS_BLOCKS, MEWS_MAPPING } from './mews-mapping';

const CLIENT = 'Housekeeping 1.0';
const PAGE = 1000;

interface MewsResource {
  Id: string;
  Name: string;
}
interface MewsReservation {
  State: string;
  ScheduledStartUtc: string;
  ScheduledEndUtc: string;
  AssignedResourceId?: string | null;
  PersonCounts?: { Count: number }[];
}

/**
 * Mews Connector API (DESIGN §17): every call a POST with ClientToken, AccessToken and
 * Client in the body; lists paged with Limitation { Count, Cursor }; resource states by
 * `resources/update`, out of order by `resourceBlocks/add`; ResourceUpdated and
 * reservation webhooks trigger a re-read.
 */
export function mewsConnector(settings: ConnectorSettings, credentials: PmsCredentials['mews']): PmsConnector {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const auth = { ClientToken: credentials.clientToken, AccessToken: credentials.accessToken, Client: CLIENT };
  let resources: Map<string, string> | null = null;

  const call = (operation: string, body: object) =>
    pmsRequest(`${base}/api/connector/v1/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...auth, ...body }),
      timeoutMs: settings.timeoutMs,
    });

  /** Every page of a list operation, following Cursor until a page comes back empty. */
  async function all<T>(operation: string, key: string, body: object): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await readJson<Record<string, unknown> & { Cursor?: string | null }>(
        await call(operation, { ...body, Limitation: { Count: PAGE, ...(cursor ? { Cursor: cursor } : {}) } }),
        `Mews ${operation}`,
      );
      const got = (page[key] as T[] | undefined) ?? [];
      items.push(...got);
      if (got.length === 0 || !page.Cursor) return items;
      cursor = page.Cursor;
    }
  }

  async function resourceIds(): Promise<Map<string, string>> {
    if (resources) return resources;
    const list = await all<MewsResource>('resources/getAll', 'Resources', { Extent: { Resources: true } });
    resources = new Map(list.map((r) => [r.Name, r.Id]));
    return resources;
  }

  return {
    vendor: 'mews',
    condition: (room) => mapCondition(MEWS_MAPPING, room),

    async pullOccupancy(day, timezone) {
      const names = new Map([...(await resourceIds())].map(([name, id]) => [id, name]));
      const { start, end } = hotelDayBounds(day, timezone);
      const list = await all<MewsReservation>('reservations/getAll/2023-06-06', 'Reservations', {
        CollidingUtc: { StartUtc: start.toISOString(), EndUtc: end.toISOString() },
        States: ['Confirmed', 'Started', 'Processed'],
      });
      const stays: StayRecord[] = list.flatMap((r) => {
        const roomNumber = r.AssignedResourceId ? names.get(r.AssignedResourceId) : undefined;
        if (!roomNumber) return [];
        return [
          {
            roomNumber,
            arrival: hotelDate(timezone, new Date(r.ScheduledStartUtc)),
            departure: hotelDate(timezone, new Date(r.ScheduledEndUtc)),
            guests: (r.PersonCounts ?? []).reduce((n, p) => n + p.Count, 0),
            checkedOut: r.State === 'Processed',
          },
        ];
      });
      return occupancyFromStays(day, stays);
    },

    async pushCondition(room, condition) {
      let id: string | undefined;
      try {
        id = (await resourceIds()).get(room.roomNumber);
      } catch (error) {
        return { ok: false, retry: true, retryAfterMs: null, status: null, answer: error instanceof Error ? error.message : String(error) };
      }
      if (!id) return { ok: false, retry: false, retryAfterMs: null, status: null, answer: `Mews has no resource named ${room.roomNumber}` };
      if (MEWS_BLOCKS.includes(condition)) {
        const start = new Date();
        const block = { AssignedResourceId: id, Name: 'Housekeeping', StartUtc: start.toISOString(), EndUtc: new Date(start.getTime() + 86_400_000).toISOString(), Type: condition };
        return attempt(() => call('resourceBlocks/add', { ResourceBlocks: [block] }));
      }
      return attempt(() => call('resources/update', { ResourceUpdates: [{ ResourceId: id, State: { Value: condition } }] }));
    },

    handleWebhook(req) {
      if (!webhookTokenMatches(credentials.webhookSecret, req)) return { accepted: false, reason: 'Webhook secret does not match' };
      const events = ((req.body ?? {}) as { Events?: { Discriminator?: string }[] }).Events ?? [];
      const kinds = [...new Set(events.map((e) => e.Discriminator ?? '?'))];
      const refresh = kinds.some((k) => k === 'ServiceOrderUpdated' || k === 'ResourceUpdated');
      return { accepted: true, refreshOccupancy: refresh, summary: kinds.join(', ') || 'no events' };
    },

    async test() {
      resources = null;
      const found = await resourceIds();
      return { ok: true, detail: `Connected; ${found.size} resources` };
    },
  };
}
