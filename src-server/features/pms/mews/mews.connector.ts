import type { ConnectorSettings, PmsConnector } from '../pms-connector';
import type { PmsCredentials } from '../../../../src-shared/pms.schemas';
import { hotelDate, hotelDayBounds } from '../../../../src-shared/hotel-time';
import { mapCondition } from '../pms-mapping';
import { attempt, attemptCreate, goneIsEnded, networkFailure, pmsRequest, readJson, vendorIdOf } from '../pms-http';
import { spanText } from '../pms-out-of-order';
import { occupancyFromStays, webhookTokenMatches, type StayRecord } from '../pms-occupancy';
import { MEWS_MAPPING } from './mews-mapping';

const CLIENT = 'Housekeeping 1.0';
const PAGE = 1000;

interface MewsResource {
  Id: string;
  Name: string;
}
interface MewsBlock {
  Id: string;
  Notes?: string | null;
  IsActive?: boolean;
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

  const resourceOf = (roomNumber: string) => vendorIdOf(resourceIds, roomNumber, `Mews has no resource named ${roomNumber}`);

  /** The active resource blocks matching a filter (`resourceBlocks/getAll`, paged). */
  const blocks = (filter: object) => all<MewsBlock>('resourceBlocks/getAll', 'ResourceBlocks', { ...filter, ActivityStates: ['Active'] });

  return {
    vendor: 'mews',
    condition: (room) => mapCondition(MEWS_MAPPING, room),
    // Mews's OutOfService is a resource state: the room stays sellable, as out of service is. Its
    // resource blocks (OutOfOrder, InternalUse) take the room out of availability, so out of
    // service is pushed as the room's state, replaced by the next state when the room leaves it.
    spansOutOfService: false,

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
      const resource = await resourceOf(room.roomNumber);
      if (!resource.ok) return resource.outcome;
      return attempt(() => call('resources/update', { ResourceUpdates: [{ ResourceId: resource.id, State: { Value: condition } }] }));
    },

    /**
     * `resourceBlocks/add` of type OutOfOrder, StartUtc / EndUtc in UTC as Mews wants them,
     * the reason as its Name. Mews takes no idempotency key, so the outbox key rides in the
     * block's Notes, and a retry first looks for a block of the room carrying it: a block made
     * by an attempt whose answer was lost is taken, not made twice.
     */
    async startOutOfOrder(room, ooo, key, retry) {
      const resource = await resourceOf(room.roomNumber);
      if (!resource.ok) return resource.outcome;
      const notes = `Housekeeping ${key}`;
      if (retry) {
        try {
          const found = (await blocks({ AssignedResourceIds: [resource.id] })).find((b) => b.Notes === notes);
          if (found) return { ok: true, status: 200, answer: `Found the block made earlier: ${found.Id}`, ref: found.Id };
        } catch (error) {
          return networkFailure(error);
        }
      }
      const block = { ResourceId: resource.id, Name: spanText(ooo), Type: 'OutOfOrder', StartUtc: ooo.from.toISOString(), EndUtc: ooo.until.toISOString(), Notes: notes };
      return attemptCreate(
        () => call('resourceBlocks/add', { ResourceBlocks: [block] }),
        (b) => (b as { ResourceBlocks?: { Id?: unknown }[] }).ResourceBlocks?.[0]?.Id,
      );
    },

    /** `resourceBlocks/delete`; a retry first checks the block is still active (deleted by the lost attempt: ended). */
    async endOutOfOrder(_room, ref, _ooo, _key, retry) {
      if (retry) {
        try {
          if ((await blocks({ ResourceBlockIds: [ref] })).length === 0) return { ok: true, status: 200, answer: `Resource block ${ref} is no longer active` };
        } catch (error) {
          return networkFailure(error);
        }
      }
      const outcome = await attempt(() => call('resourceBlocks/delete', { ResourceBlockIds: [ref] }));
      return goneIsEnded(outcome, (status, answer) => status === 400 && /not found/i.test(answer));
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
