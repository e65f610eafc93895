import { startStandIn, type StandInAnswer, type StandInBlock, type StandInStay, type VendorStandIn } from '../pms-stand-in';

const STATES = ['Dirty', 'Clean', 'Inspected', 'OutOfService', 'OutOfOrder'];
const BLOCK_TYPES = ['OutOfOrder', 'InternalUse'];

/**
 * The Mews Connector API as published: every operation a POST to /api/connector/v1/…, with
 * ClientToken, AccessToken and Client in the JSON body (401 with a Message otherwise);
 * lists need Limitation.Count (400 without) and page by Cursor (this stand-in answers at
 * most `maxPage` items a page); 400 with a Message for a bad state or an unknown resource.
 * Resource blocks: `resourceBlocks/add` (ResourceId, Name, Type, StartUtc, EndUtc, Notes;
 * no idempotency key, as published: a repeated add makes a second block), `getAll` by ids,
 * resources and activity state, `delete` by ResourceBlockIds (400 for one not active).
 */
export async function startMewsStandIn(rooms: string[], opts: { maxPage?: number } = {}): Promise<VendorStandIn> {
  const credentials = { clientToken: 'mews-client-token', accessToken: 'mews-access-token', webhookSecret: 'mews-hook' };
  const maxPage = opts.maxPage ?? 2;
  const resources = rooms.map((name, i) => ({ Id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, Name: name, State: 'Clean' }));
  const applied: { roomNumber: string; condition: string }[] = [];
  let stays: StandInStay[] = [];
  const resourceBlocks: { Id: string; AssignedResourceId: string; Name: string; Type: string; StartUtc: string; EndUtc: string; Notes: string | null; IsActive: boolean }[] = [];
  const blocks: StandInBlock[] = [];
  const nameOf = (id: string) => resources.find((r) => r.Id === id)?.Name ?? '?';

  /** Items after the cursor (an item's Id), at most Count and maxPage. */
  function paged<T extends { Id: string }>(items: T[], body: { Limitation?: { Count?: number; Cursor?: string } }): { items: T[]; cursor: string | null } | null {
    const count = body.Limitation?.Count;
    if (typeof count !== 'number' || count < 1 || count > 1000) return null;
    const start = body.Limitation?.Cursor ? items.findIndex((i) => i.Id === body.Limitation!.Cursor) + 1 : 0;
    const got = items.slice(start, start + Math.min(count, maxPage));
    return { items: got, cursor: got.at(-1)?.Id ?? null };
  }
  const badRequest = (Message: string): StandInAnswer => ({ status: 400, body: { Message } });

  const standIn = await startStandIn((req) => {
    const prefix = '/api/connector/v1/';
    if (req.method !== 'POST' || !req.path.startsWith(prefix)) return { status: 404, body: { Message: 'Not found' } };
    const body = (req.body ?? {}) as Record<string, unknown> & { Limitation?: { Count?: number; Cursor?: string } };
    if (body.ClientToken !== credentials.clientToken || body.AccessToken !== credentials.accessToken || typeof body.Client !== 'string') {
      return { status: 401, body: { Message: 'Invalid ClientToken or AccessToken' } };
    }
    switch (req.path.slice(prefix.length)) {
      case 'resources/getAll': {
        const p = paged(resources, body);
        if (!p) return badRequest('Limitation.Count must be from 1 to 1000');
        return { status: 200, body: { Resources: p.items, Cursor: p.cursor } };
      }
      case 'resources/update': {
        const updates = (body.ResourceUpdates ?? []) as { ResourceId?: string; State?: { Value?: string } }[];
        for (const u of updates) {
          if (!resources.some((r) => r.Id === u.ResourceId)) return badRequest(`Resource ${u.ResourceId} not found`);
          if (!STATES.includes(u.State?.Value ?? '')) return badRequest('Invalid State');
        }
        for (const u of updates) {
          const r = resources.find((x) => x.Id === u.ResourceId)!;
          // Setting a state the resource already has changes nothing: the update is idempotent by nature.
          if (r.State !== u.State!.Value) applied.push({ roomNumber: r.Name, condition: u.State!.Value! });
          r.State = u.State!.Value!;
        }
        return { status: 200, body: {} };
      }
      case 'resourceBlocks/add': {
        const adds = (body.ResourceBlocks ?? []) as { ResourceId?: string; Name?: string; Type?: string; StartUtc?: string; EndUtc?: string; Notes?: string }[];
        for (const b of adds) {
          if (!resources.some((x) => x.Id === b.ResourceId) || !b.Name || !BLOCK_TYPES.includes(b.Type ?? '') || !b.StartUtc || !b.EndUtc) return badRequest('Invalid resource block');
        }
        const made = adds.map((b) => {
          const block = { Id: `20000000-0000-4000-8000-${String(resourceBlocks.length).padStart(12, '0')}`, AssignedResourceId: b.ResourceId!, Name: b.Name!, Type: b.Type!, StartUtc: b.StartUtc!, EndUtc: b.EndUtc!, Notes: b.Notes ?? null, IsActive: true };
          resourceBlocks.push(block);
          blocks.push({ id: block.Id, roomNumber: nameOf(block.AssignedResourceId), from: block.StartUtc, until: block.EndUtc, reason: block.Name });
          applied.push({ roomNumber: nameOf(block.AssignedResourceId), condition: block.Type });
          return block;
        });
        return { status: 200, body: { ResourceBlocks: made } };
      }
      case 'resourceBlocks/getAll': {
        const ids = body.ResourceBlockIds as string[] | undefined;
        const assigned = body.AssignedResourceIds as string[] | undefined;
        const states = (body.ActivityStates as string[] | undefined) ?? ['Active', 'Deleted'];
        const list = resourceBlocks.filter(
          (b) => (!ids || ids.includes(b.Id)) && (!assigned || assigned.includes(b.AssignedResourceId)) && states.includes(b.IsActive ? 'Active' : 'Deleted'),
        );
        const p = paged(list, body);
        if (!p) return badRequest('Limitation.Count must be from 1 to 1000');
        return { status: 200, body: { ResourceBlocks: p.items, Cursor: p.cursor } };
      }
      case 'resourceBlocks/delete': {
        const ids = (body.ResourceBlockIds ?? []) as string[];
        if (ids.length === 0) return badRequest('ResourceBlockIds is required');
        const found = ids.map((id) => resourceBlocks.find((b) => b.Id === id && b.IsActive));
        if (found.some((b) => !b)) return badRequest('Resource block not found');
        for (const b of found) {
          b!.IsActive = false;
          blocks.splice(blocks.findIndex((x) => x.id === b!.Id), 1);
          applied.push({ roomNumber: nameOf(b!.AssignedResourceId), condition: 'OutOfOrder ended' });
        }
        return { status: 200, body: {} };
      }
      case 'reservations/getAll/2023-06-06': {
        const window = body.CollidingUtc as { StartUtc?: string; EndUtc?: string } | undefined;
        if (!window?.StartUtc || !window.EndUtc) return badRequest('CollidingUtc is required');
        const list = stays
          .map((s, i) => ({
            Id: `10000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
            State: s.checkedOut ? 'Processed' : 'Started',
            ScheduledStartUtc: `${s.arrival}T14:00:00Z`,
            ScheduledEndUtc: `${s.departure}T10:00:00Z`,
            AssignedResourceId: resources.find((r) => r.Name === s.roomNumber)?.Id ?? null,
            PersonCounts: [{ AgeCategoryId: 'adult', Count: s.guests }],
          }))
          .filter((r) => r.ScheduledStartUtc < window.EndUtc! && r.ScheduledEndUtc > window.StartUtc!);
        const p = paged(list, body);
        if (!p) return badRequest('Limitation.Count must be from 1 to 1000');
        return { status: 200, body: { Reservations: p.items, Cursor: p.cursor } };
      }
      default:
        return { status: 404, body: { Message: 'Operation not found' } };
    }
  });

  return {
    ...standIn,
    vendor: 'mews',
    propertyId: 'enterprise-1',
    credentials,
    applied,
    pushPath: '/resources/update',
    blocks,
    blockPath: '/resourceBlocks/',
    conditionOf: (roomNumber) => resources.find((r) => r.Name === roomNumber)?.State,
    setStays(next) {
      stays = next;
    },
    webhookBody: () => ({ EnterpriseId: 'enterprise-1', IntegrationId: 'integration-1', Events: [{ Discriminator: 'ServiceOrderUpdated', Value: { Id: 'res-1' } }] }),
  };
}
