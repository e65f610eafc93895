import { basicOf, idempotency, page, startStandIn, type StandInBlock, type StandInStay, type VendorStandIn } from '../pms-stand-in';

const CONDITIONS = ['Clean', 'CleanToBeInspected', 'Dirty'];
const MAINTENANCES = ['OutOfService', 'OutOfOrder', 'OutOfInventory'];

/**
 * Apaleo as published: a client-credentials token from /connect/token (Basic auth, form
 * body); Bearer on every API call (401 otherwise); lists paged by pageNumber / pageSize with
 * the total `count` (204 past the end; this stand-in pages at most `maxPage` items);
 * 400 with `messages` on a bad condition; 404 for an unknown unit. A maintenance is created
 * with 201 and its `id` (Idempotency-Key honoured) and deleted by id (204; 404 once gone).
 */
export async function startApaleoStandIn(rooms: string[], opts: { maxPage?: number } = {}): Promise<VendorStandIn> {
  const credentials = { clientId: 'hk-client', clientSecret: 'apaleo-secret', webhookSecret: 'apaleo-hook' };
  const propertyId = 'MUC';
  const token = 'apaleo-token-1';
  const maxPage = opts.maxPage ?? 2;
  const units = rooms.map((name) => ({ id: `${propertyId}-${name}`, name, condition: 'Clean' }));
  const applied: { roomNumber: string; condition: string }[] = [];
  let stays: StandInStay[] = [];
  const once = idempotency();
  const blocks: StandInBlock[] = [];
  /** Each maintenance's type, so its deletion is logged as the end of an OutOfOrder or OutOfService. */
  const typeOf = new Map<string, string>();
  let made = 0;
  const unitById = (id: string) => units.find((u) => u.id === id);

  const standIn = await startStandIn((req) => {
    if (req.path === '/connect/token') {
      const basic = basicOf(req.headers);
      if (!basic || basic.id !== credentials.clientId || basic.secret !== credentials.clientSecret || !req.raw.includes('grant_type=client_credentials')) {
        return { status: 401, body: { error: 'invalid_client' } };
      }
      return { status: 200, body: { access_token: token, expires_in: 3600, token_type: 'Bearer' } };
    }
    if (req.headers.authorization !== `Bearer ${token}`) return { status: 401 };
    const size = Math.min(Number(req.query.get('pageSize') ?? 100), maxPage);
    const pageNumber = Number(req.query.get('pageNumber') ?? 1);
    if (req.method === 'GET' && req.path === '/inventory/v1/units') {
      if (req.query.get('propertyId') !== propertyId) return { status: 400, body: { messages: ['Unknown property'] } };
      const items = page(units, pageNumber, size).map((u) => ({ id: u.id, name: u.name, property: { id: propertyId }, condition: u.condition }));
      return items.length === 0 ? { status: 204 } : { status: 200, body: { units: items, count: units.length } };
    }
    if (req.method === 'GET' && req.path === '/booking/v1/reservations') {
      const from = req.query.get('from')!;
      const to = req.query.get('to')!;
      const matching = stays.filter((s) => s.arrival < to && s.departure >= from);
      const items = page(matching, pageNumber, size).map((s, i) => ({
        id: `RES-${pageNumber}-${i}`,
        status: s.checkedOut ? 'CheckedOut' : s.arrival < from ? 'InHouse' : 'Confirmed',
        arrival: `${s.arrival}T15:00:00+01:00`,
        departure: `${s.departure}T11:00:00+01:00`,
        unit: { id: `${propertyId}-${s.roomNumber}` },
        adults: s.guests,
        childrenAges: [],
      }));
      return items.length === 0 ? { status: 204 } : { status: 200, body: { reservations: items, count: matching.length } };
    }
    if (req.method === 'PUT' && req.path === '/operations/v1/units-condition') {
      const list = req.body as { unitId?: string; condition?: string }[];
      if (!Array.isArray(list) || list.some((u) => !CONDITIONS.includes(u.condition ?? ''))) {
        return { status: 400, body: { messages: ['condition must be one of Clean, CleanToBeInspected, Dirty'] } };
      }
      if (list.some((u) => !unitById(u.unitId ?? ''))) return { status: 404, body: { messages: ['Unit not found'] } };
      return once(req.headers['idempotency-key'], () => {
        for (const u of list) {
          const unit = unitById(u.unitId!)!;
          unit.condition = u.condition!;
          applied.push({ roomNumber: unit.name, condition: unit.condition });
        }
        return { status: 204 };
      });
    }
    if (req.method === 'POST' && req.path === '/operations/v1/maintenances') {
      const m = req.body as { unitId?: string; type?: string; from?: string; to?: string };
      if (!MAINTENANCES.includes(m.type ?? '') || !m.from || !m.to) return { status: 400, body: { messages: ['Invalid maintenance'] } };
      const unit = unitById(m.unitId ?? '');
      if (!unit) return { status: 404, body: { messages: ['Unit not found'] } };
      return once(req.headers['idempotency-key'], () => {
        made += 1;
        const id = `MAINT-${made}`;
        blocks.push({ id, roomNumber: unit.name, from: m.from!, until: m.to!, reason: (m as { description?: string }).description ?? '' });
        typeOf.set(id, m.type!);
        applied.push({ roomNumber: unit.name, condition: m.type! });
        return { status: 201, body: { id } };
      });
    }
    const maintenance = /^\/operations\/v1\/maintenances\/([^/]+)$/.exec(req.path);
    if (req.method === 'DELETE' && maintenance) {
      const at = blocks.findIndex((b) => b.id === decodeURIComponent(maintenance[1]!));
      if (at < 0) return { status: 404, body: { messages: ['Maintenance not found'] } };
      const [gone] = blocks.splice(at, 1);
      applied.push({ roomNumber: gone!.roomNumber, condition: `${typeOf.get(gone!.id)} ended` });
      return { status: 204 };
    }
    return { status: 404, body: { messages: ['No such endpoint'] } };
  });

  return {
    ...standIn,
    vendor: 'apaleo',
    propertyId,
    credentials,
    applied,
    pushPath: '/operations/v1/units-condition',
    blocks,
    blockPath: '/operations/v1/maintenances',
    conditionOf: (roomNumber) => units.find((u) => u.name === roomNumber)?.condition,
    setStays(next) {
      stays = next;
    },
    webhookBody: () => ({ topic: 'Reservation', type: 'checked-in', id: 'RES-1', propertyId, accountId: 'ACC', timestamp: Date.now() }),
  };
}
