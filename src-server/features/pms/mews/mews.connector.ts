import type { ConnectorSettings, PmsConnector } from '../pms-connector';
import type { PmsCredentials } from '../../../../src-shared/pms.schemas';
import { hotelDate, hotelDayBounds } from '../../../../src-shared/hotel-time';
import { mapCondition } from '../pms-mapping';
import { attempt, attemptCreate, goneIsEnded, networkFailure, pmsRequest, readJson, vendorIdOf } from '../pms-http';
import { spanText } from '../pms-out-of-order';
import { hotelClockOf, occupancyFromStays, webhookTokenMatches, type StayRecord } from '../pms-occupancy';
import { MEWS_MAPPING } from './mews-mapping';
import { writeBackTest } from '../pms-test-result';

const CLIENT = 'Housekeeping 1.0';
const PAGE = 1000;

interface MewsResource {
  Id: string;
  Name: string;
  State: string;
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
 * Mews Connector API (DESIGN §17, §19; its published shapes in ./contract): every call a POST
 * with ClientToken, AccessToken and Client in the body; lists paged with Limitation { Count,
 * Cursor }, read until a page comes back short (pagination.md); resource states by
 * `resources/update`, out of order by `resourceBlocks/add`; ResourceUpdated and reservation
 * webhooks trigger a re-read. Every list read names the connection's enterprise (the saved
 * property id) in EnterpriseIds: a portfolio access token reaches several properties, and
 * without it their rooms, named alike, would mix (concepts/multi-property.md).
 */
export function mewsConnector(settings: ConnectorSettings, credentials: PmsCredentials['mews']): PmsConnector {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const auth = { ClientToken: credentials.clientToken, AccessToken: credentials.accessToken, Client: CLIENT };
  const enterprise = { EnterpriseIds: [settings.propertyId] };
  let resources: Map<string, string> | null = null;

  const call = (operation: string, body: object) =>
    pmsRequest(`${base}/api/connector/v1/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...auth, ...body }),
      timeoutMs: settings.timeoutMs,
    });

  /** Every page of a list of this enterprise, following Cursor until a page comes back short of Count (or with no Cursor). */
  async function all<T>(operation: string, key: string, body: object): Promise<T[]> {
    const items: T[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await readJson<Record<string, unknown> & { Cursor?: string | null }>(
        await call(operation, { ...enterprise, ...body, Limitation: { Count: PAGE, ...(cursor ? { Cursor: cursor } : {}) } }),
        `Mews ${operation}`,
      );
      const got = (page[key] as T[] | undefined) ?? [];
      items.push(...got);
      if (got.length < PAGE || !page.Cursor) return items;
      cursor = page.Cursor;
    }
  }

  const readResources = () => all<MewsResource>('resources/getAll', 'Resources', { Extent: { Resources: true } });

  async function resourceIds(): Promise<Map<string, string>> {
    if (resources) return resources;
    resources = new Map((await readResources()).map((r) => [r.Name, r.Id]));
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
            // DESIGN §22: the scheduled start and end are the reservation's arrival and departure (UTC; the hotel's clock here).
            arrivalTime: hotelClockOf(r.ScheduledStartUtc, timezone),
            departureTime: hotelClockOf(r.ScheduledEndUtc, timezone),
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

    /** The enterprise's resources and their states: our room number is the resource's name. */
    async readConditions() {
      const list = await readResources();
      resources = new Map(list.map((r) => [r.Name, r.Id]));
      return new Map(list.map((r) => [r.Name, r.State]));
    },

    handleWebhook(req) {
      if (!webhookTokenMatches(credentials.webhookSecret, req)) return { accepted: false, reason: 'Webhook secret does not match' };
      const events = ((req.body ?? {}) as { Events?: { Discriminator?: string }[] }).Events ?? [];
      const kinds = [...new Set(events.map((e) => e.Discriminator ?? '?'))];
      const refresh = kinds.some((k) => k === 'ServiceOrderUpdated' || k === 'ResourceUpdated');
      return { accepted: true, refreshOccupancy: refresh, summary: kinds.join(', ') || 'no events' };
    },

    /** Reads the enterprise's resources, then writes one's state back as it is (writeBackTest). */
    async test() {
      const list = await readResources();
      resources = new Map(list.map((r) => [r.Name, r.Id]));
      if (list.length === 0) return { ok: false, reason: 'PMS_TEST_NO_ROOMS', values: { property: settings.propertyId } };
      // resources/update takes any state but OutOfOrder (a resource block's, not a state to set).
      const sample = list.find((r) => r.State !== 'OutOfOrder');
      return writeBackTest(list.length, sample && { roomNumber: sample.Name, condition: sample.State }, (room, condition, key) => this.pushCondition(room, condition, key));
    },
  };
}
