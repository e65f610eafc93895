import { startStandIn, type StandInAnswer, type StandInBlock, type StandInStay, type VendorStandIn } from '../pms-stand-in';
import { MEWS_MAX_INTERVAL_MONTHS, MEWS_OPERATIONS } from './contract/mews-connector-api';
import { mewsAnswerProblems, mewsRequestProblems } from './contract/mews-contract-check';

/** Our hotel's enterprise, and a neighbour in the same portfolio with rooms of the same names. */
export const MEWS_ENTERPRISE_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const NEIGHBOUR_ENTERPRISE_ID = '4d0201db-36f5-428b-8d11-4f0a65e960cc';
/** guidelines/environments.md: 200 requests per AccessToken within 30 seconds. */
const REQUEST_LIMIT = { count: 200, windowMs: 30_000 };
const PREFIX = '/api/connector/v1/';
const CREATED = '2026-01-01T00:00:00Z';

interface Resource {
  Id: string;
  EnterpriseId: string;
  Name: string;
  State: string;
}
interface Block {
  Id: string;
  EnterpriseId: string;
  AssignedResourceId: string;
  Name: string;
  Type: string;
  StartUtc: string;
  EndUtc: string;
  Notes: string | null;
  IsActive: boolean;
  DeletedUtc: string | null;
}
type Body = Record<string, unknown> & { EnterpriseIds?: string[]; Limitation?: { Count: number; Cursor?: string | null } };

export interface MewsStandIn extends VendorStandIn {
  /** Every answer the stand-in's own logic gave (scripted failures aside), for the contract test. */
  answers: { operation: string; status: number; body: unknown }[];
  /** The neighbouring property's resources (same names, other ids) that a portfolio token also reaches. */
  neighbourConditionOf(roomNumber: string): string | undefined;
}

const uuid = (prefix: string, i: number) => `${prefix}-0000-4000-8000-${String(i).padStart(12, '0')}`;
const monthsLater = (iso: string, months: number) => {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
};

/**
 * The Mews Connector API as published (mews/contract/mews-connector-api.ts, which cites the
 * pages): every operation a POST to /api/connector/v1/…; each body checked against the
 * published request shape (400 with a Message for anything Mews would refuse: a missing
 * Limitation, a Count over 1000, an undocumented field, a resource update to OutOfOrder, a
 * time interval over 3 months); 401 for wrong tokens; 429 with Retry-After past 200 requests
 * per AccessToken in 30 s. The access token is a portfolio token over two properties whose
 * rooms share names: a read without EnterpriseIds answers both, as Mews does. Lists page by
 * Limitation: at most Count items after the Cursor (the last item's Id), Cursor null once
 * nothing is left. Resource blocks: `add` takes no idempotency key (a repeated add makes a
 * second block), `getAll` by ids, resources and activity state, `delete` by ids (400 for one
 * not active).
 */
export async function startMewsStandIn(rooms: string[], opts: { requestLimit?: { count: number; windowMs: number } } = {}): Promise<MewsStandIn> {
  const credentials = { clientToken: 'mews-client-token', accessToken: 'mews-access-token', webhookSecret: 'mews-hook' };
  const limit = opts.requestLimit ?? REQUEST_LIMIT;
  const ours = rooms.map((name, i): Resource => ({ Id: uuid('00000000', i), EnterpriseId: MEWS_ENTERPRISE_ID, Name: name, State: 'Clean' }));
  const neighbours = rooms.map((name, i): Resource => ({ Id: uuid('00000001', i), EnterpriseId: NEIGHBOUR_ENTERPRISE_ID, Name: name, State: 'Dirty' }));
  // Ours first: a reader that mixes the properties ends up with the neighbour's ids for our room names.
  const resources = [...ours, ...neighbours];
  const applied: { roomNumber: string; condition: string }[] = [];
  const answers: MewsStandIn['answers'] = [];
  let stays: StandInStay[] = [];
  const resourceBlocks: Block[] = [];
  const blocks: StandInBlock[] = [];
  const calls: number[] = [];
  const nameOf = (id: string) => resources.find((r) => r.Id === id)?.Name ?? '?';

  /** A portfolio token reaches both properties; EnterpriseIds narrows a read to the ones named. */
  const inScope = (body: Body) => (item: { EnterpriseId: string }) => !body.EnterpriseIds || body.EnterpriseIds.includes(item.EnterpriseId);

  /** guidelines/pagination.md: Count items after the Cursor; the answer's Cursor is the last item's Id, null when none. */
  function paged<T extends { Id: string }>(items: T[], body: Body): { items: T[]; cursor: string | null } {
    const { Count, Cursor } = body.Limitation!;
    const start = Cursor ? items.findIndex((i) => i.Id === Cursor) + 1 : 0;
    const got = items.slice(start, start + Count);
    return { items: got, cursor: got.at(-1)?.Id ?? null };
  }
  const badRequest = (Message: string): StandInAnswer => ({ status: 400, body: { Message } });
  const tooLong = (interval: unknown) => {
    const i = interval as { StartUtc?: string; EndUtc?: string } | undefined;
    return Boolean(i?.StartUtc && i.EndUtc && Date.parse(i.EndUtc) > monthsLater(i.StartUtc, MEWS_MAX_INTERVAL_MONTHS));
  };

  const resourceView = (r: Resource) => ({
    Id: r.Id,
    EnterpriseId: r.EnterpriseId,
    IsActive: true,
    ParentResourceId: null,
    Name: r.Name,
    State: r.State,
    Descriptions: {},
    CreatedUtc: CREATED,
    UpdatedUtc: CREATED,
    Data: { Discriminator: 'Space', Value: { FloorNumber: r.Name.slice(0, 1) } },
    ExternalNames: {},
    Directions: {},
  });
  const blockView = (b: Block) => ({ ...b, CreatedUtc: CREATED, UpdatedUtc: CREATED });

  /** The neighbour's house is full: a guest in every room, from yesterday to tomorrow. */
  function neighbourStays(): StandInStay[] {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    return neighbours.map((r) => ({ roomNumber: r.Name, arrival: day(-1), departure: day(1), guests: 3 }));
  }

  function reservationsOf(enterpriseId: string, owned: Resource[], list: StandInStay[]) {
    return list.map((s, i) => ({
      Id: uuid(enterpriseId === MEWS_ENTERPRISE_ID ? '10000000' : '10000001', i),
      ServiceId: uuid('30000000', 0),
      AccountId: uuid('40000000', i),
      AccountType: 'Customer',
      CreatorProfileId: uuid('50000000', 0),
      UpdaterProfileId: uuid('50000000', 0),
      Number: String(1000 + i),
      State: s.checkedOut ? 'Processed' : 'Started',
      Origin: 'Connector',
      CreatedUtc: CREATED,
      UpdatedUtc: CREATED,
      Options: { OwnerCheckedIn: !s.checkedOut, AllCompanionsCheckedIn: false, AnyCompanionCheckedIn: false, ConnectorCheckIn: false },
      RateId: uuid('60000000', 0),
      GroupId: uuid('70000000', i),
      RequestedResourceCategoryId: uuid('80000000', 0),
      AssignedResourceId: owned.find((r) => r.Name === s.roomNumber)?.Id ?? null,
      AssignedResourceLocked: false,
      ScheduledStartUtc: `${s.arrival}T${s.arrivalTime ?? '14:00'}:00Z`,
      ScheduledEndUtc: `${s.departure}T${s.departureTime ?? '10:00'}:00Z`,
      EnterpriseId: enterpriseId,
      PersonCounts: [{ AgeCategoryId: uuid('90000000', 0), Count: Math.max(1, s.guests) }],
    }));
  }

  function operate(operation: string, body: Body): StandInAnswer {
    switch (operation) {
      case 'resources/getAll': {
        const p = paged(resources.filter(inScope(body)), body);
        return { status: 200, body: { Resources: p.items.map(resourceView), Cursor: p.cursor } };
      }
      case 'resources/update': {
        const updates = body.ResourceUpdates as { ResourceId: string; State?: { Value: string } | null }[];
        for (const u of updates) if (!resources.some((r) => r.Id === u.ResourceId)) return badRequest(`Invalid ResourceId ${u.ResourceId}.`);
        for (const u of updates) {
          if (!u.State) continue;
          const r = resources.find((x) => x.Id === u.ResourceId)!;
          // Setting a state the resource already has changes nothing: the update is idempotent by nature.
          if (r.State !== u.State.Value && r.EnterpriseId === MEWS_ENTERPRISE_ID) applied.push({ roomNumber: r.Name, condition: u.State.Value });
          r.State = u.State.Value;
        }
        return { status: 200, body: {} };
      }
      case 'resourceBlocks/add': {
        const adds = body.ResourceBlocks as { ResourceId: string; Name: string; Type: string; StartUtc: string; EndUtc: string; Notes?: string | null }[];
        for (const b of adds) {
          if (!resources.some((x) => x.Id === b.ResourceId)) return badRequest(`Invalid ResourceId ${b.ResourceId}.`);
          if (Date.parse(b.EndUtc) <= Date.parse(b.StartUtc)) return badRequest('EndUtc must be after StartUtc.');
        }
        const made = adds.map((b) => {
          const resource = resources.find((x) => x.Id === b.ResourceId)!;
          const block: Block = { Id: uuid('20000000', resourceBlocks.length), EnterpriseId: resource.EnterpriseId, AssignedResourceId: b.ResourceId, Name: b.Name, Type: b.Type, StartUtc: b.StartUtc, EndUtc: b.EndUtc, Notes: b.Notes ?? null, IsActive: true, DeletedUtc: null };
          resourceBlocks.push(block);
          blocks.push({ id: block.Id, roomNumber: resource.Name, from: block.StartUtc, until: block.EndUtc, reason: block.Name });
          applied.push({ roomNumber: resource.Name, condition: block.Type });
          return blockView(block);
        });
        return { status: 200, body: { ResourceBlocks: made } };
      }
      case 'resourceBlocks/getAll': {
        if (tooLong(body.CollidingUtc)) return badRequest(`CollidingUtc must not be longer than ${MEWS_MAX_INTERVAL_MONTHS} months.`);
        const ids = body.ResourceBlockIds as string[] | undefined;
        const assigned = body.AssignedResourceIds as string[] | undefined;
        const states = (body.ActivityStates as string[] | undefined) ?? ['Active'];
        const list = resourceBlocks.filter(
          (b) => inScope(body)(b) && (!ids || ids.includes(b.Id)) && (!assigned || assigned.includes(b.AssignedResourceId)) && states.includes(b.IsActive ? 'Active' : 'Deleted'),
        );
        const p = paged(list, body);
        return { status: 200, body: { ResourceBlocks: p.items.map(blockView), Cursor: p.cursor } };
      }
      case 'resourceBlocks/delete': {
        const ids = body.ResourceBlockIds as string[];
        const found = ids.map((id) => resourceBlocks.find((b) => b.Id === id && b.IsActive));
        if (ids.length === 0 || found.some((b) => !b)) return badRequest('Resource block not found.');
        for (const b of found) {
          b!.IsActive = false;
          b!.DeletedUtc = new Date().toISOString();
          blocks.splice(blocks.findIndex((x) => x.id === b!.Id), 1);
          applied.push({ roomNumber: nameOf(b!.AssignedResourceId), condition: 'OutOfOrder ended' });
        }
        return { status: 200, body: {} };
      }
      case 'reservations/getAll/2023-06-06': {
        for (const key of ['CollidingUtc', 'CreatedUtc', 'UpdatedUtc', 'ScheduledStartUtc', 'ScheduledEndUtc']) {
          if (tooLong(body[key])) return badRequest(`${key} must not be longer than ${MEWS_MAX_INTERVAL_MONTHS} months.`);
        }
        const window = body.CollidingUtc as { StartUtc: string; EndUtc: string } | undefined;
        const states = body.States as string[] | undefined;
        // The neighbour's full house shows in a read that mixes the properties.
        const all = [...reservationsOf(MEWS_ENTERPRISE_ID, ours, stays), ...reservationsOf(NEIGHBOUR_ENTERPRISE_ID, neighbours, neighbourStays())];
        const list = all
          .filter(inScope(body))
          .filter((r) => !window || (r.ScheduledStartUtc < window.EndUtc && r.ScheduledEndUtc > window.StartUtc))
          .filter((r) => !states || states.includes(r.State))
          .map(({ EnterpriseId: _e, ...r }) => r);
        const p = paged(list, body);
        return { status: 200, body: { Reservations: p.items, Cursor: p.cursor } };
      }
      default:
        throw new Error(`${operation}: in the contract, not in this stand-in`);
    }
  }

  const standIn = await startStandIn((req) => {
    if (req.method !== 'POST' || !req.path.startsWith(PREFIX)) return { status: 404, body: { Message: 'Not found.' } };
    const operation = req.path.slice(PREFIX.length);
    const body = (req.body ?? {}) as Body;
    if (body.ClientToken !== credentials.clientToken || body.AccessToken !== credentials.accessToken) {
      return { status: 401, body: { Message: 'Invalid ClientToken or AccessToken.' } };
    }
    // guidelines/requests.md: past the limit, 429 with Retry-After (seconds) until the window frees.
    const now = Date.now();
    while (calls.length > 0 && calls[0]! <= now - limit.windowMs) calls.shift();
    if (calls.length >= limit.count) {
      const wait = Math.max(1, Math.ceil((calls[0]! + limit.windowMs - now) / 1000));
      return { status: 429, headers: { 'retry-after': String(wait) }, body: { Message: 'Too many requests.' } };
    }
    calls.push(now);
    let answer: StandInAnswer;
    if (!(operation in MEWS_OPERATIONS)) answer = { status: 404, body: { Message: 'Operation not found.' } };
    else {
      const problems = mewsRequestProblems(operation, body);
      answer = problems ? badRequest(`Invalid request: ${problems}.`) : operate(operation, body);
    }
    answers.push({ operation, status: answer.status, body: answer.body });
    return answer;
  });

  return {
    ...standIn,
    vendor: 'mews',
    propertyId: MEWS_ENTERPRISE_ID,
    credentials,
    applied,
    answers,
    pushPath: '/resources/update',
    blocks,
    blockPath: '/resourceBlocks/',
    conditionOf: (roomNumber) => ours.find((r) => r.Name === roomNumber)?.State,
    neighbourConditionOf: (roomNumber) => neighbours.find((r) => r.Name === roomNumber)?.State,
    setStays(next) {
      stays = next;
    },
    webhookBody: () => ({ EnterpriseId: MEWS_ENTERPRISE_ID, IntegrationId: 'integration-1', Events: [{ Discriminator: 'ServiceOrderUpdated', Value: { Id: 'res-1' } }] }),
  };
}

/** For the contract test: every answer the stand-in gave checked against the published shapes. */
export function mewsAnswerDefects(standIn: MewsStandIn): string[] {
  return standIn.answers.flatMap((a) => {
    const problems = mewsAnswerProblems(a.operation, a.status, a.body);
    return problems ? [`${a.operation} ${a.status}: ${problems}`] : [];
  });
}
