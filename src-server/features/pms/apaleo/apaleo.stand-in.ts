import { basicOf, idempotency, page, startStandIn, type SeenRequest, type StandInAnswer, type StandInBlock, type StandInStay, type VendorStandIn } from '../pms-stand-in';
import { apaleoContract } from './apaleo-contract';
import { localDate, maintenanceItem, messages, reservationItem, shiftIso, todayIn, unitItem, type HeldMaintenance, type HeldUnit } from './apaleo-stand-in-shapes';

/** Page size limits as published: units "Maximum: 500", reservations "Maximum: 200" (contract/README.md). */
const MAX_PAGE = { units: 500, reservations: 200 };
const DAY_MS = 86_400_000;

export interface ApaleoStandIn extends VendorStandIn {
  /** Every request with the answer Apaleo's logic gave it (scripted failures aside), for the contract test. */
  exchanges: { req: SeenRequest; answer: StandInAnswer }[];
  /** Every maintenance Apaleo holds, ended ones too. */
  maintenances: HeldMaintenance[];
  /** Days go by at Apaleo: what it holds started and ends that much earlier, as seen from now. */
  advanceDays(days: number): void;
}

/**
 * Apaleo as published (contract/, DESIGN §19): a client-credentials token from /connect/token
 * (Basic auth, form body); Bearer on every API call (401 otherwise); every request checked
 * against Apaleo's definition, a wrong one refused with 400 and its MessageItemCollection;
 * lists paged by pageNumber / pageSize (over the published maximum refused) with the total
 * `count`, 204 past the end, a page holding at most `maxPage` (2 unless a test says); over
 * `perSecond` calls (when a test sets it) 429 with Retry-After; reservations filtered by date-times. Maintenances: created from today on
 * (Idempotency-Key honoured), read by id, deleted only when they started today or later, and
 * otherwise ended by a PATCH that replaces `to` (422 for what Apaleo refuses).
 */
export async function startApaleoStandIn(rooms: string[], opts: { offset?: string; maxPage?: number; perSecond?: number } = {}): Promise<ApaleoStandIn> {
  const credentials = { clientId: 'hk-client', clientSecret: 'apaleo-secret', webhookSecret: 'apaleo-hook' };
  const propertyId = 'MUC';
  const token = 'apaleo-token-1';
  const offset = opts.offset ?? '+01:00';
  // Small tests serve short pages so five rooms span several; at scale, Apaleo's own maximum.
  const maxPage = opts.maxPage ?? 2;
  const units: HeldUnit[] = rooms.map((name) => ({ id: `${propertyId}-${name}`, name, condition: 'Clean' }));
  const unitById = new Map(units.map((u) => [u.id, u]));
  const applied: { roomNumber: string; condition: string }[] = [];
  const exchanges: ApaleoStandIn['exchanges'] = [];
  const maintenances: HeldMaintenance[] = [];
  let stays: StandInStay[] = [];
  const once = idempotency();
  let made = 0;
  const now = () => Date.now();
  const ongoing = (m: HeldMaintenance) => Date.parse(m.to) > now();
  const bad = (...texts: string[]): StandInAnswer => ({ status: 400, body: messages(...texts) });
  const refuse = (...texts: string[]): StandInAnswer => ({ status: 422, body: messages(...texts) });

  /** One page of `items` as Apaleo pages, or its refusal of a page size over the maximum. */
  function paged<T>(req: SeenRequest, key: 'units' | 'reservations', items: T[], shape: (item: T) => unknown): StandInAnswer {
    const size = Number(req.query.get('pageSize') ?? (key === 'units' ? 500 : 20));
    const pageNumber = Number(req.query.get('pageNumber') ?? 1);
    if (size < 1 || size > MAX_PAGE[key]) return bad(`PageSize: must be between 1 and ${MAX_PAGE[key]}.`);
    if (pageNumber < 1) return bad('PageNumber: must be 1 or more.');
    const got = page(items, pageNumber, Math.min(size, maxPage));
    return got.length === 0 ? { status: 204 } : { status: 200, body: { [key]: got.map(shape), count: items.length } };
  }

  function reservations(req: SeenRequest): StandInAnswer {
    if (req.query.get('propertyIds')?.split(',').includes(propertyId) === false) return { status: 204 };
    const from = req.query.get('from');
    const to = req.query.get('to');
    if (req.query.get('dateFilter') && !from && !to) return bad("When filtering by date, at least one of 'from' and 'to' has to be specified.");
    if (from && to && Date.parse(to) <= Date.parse(from)) return bad("To: must be larger than 'from'.");
    const statuses = req.query.get('status')?.split(',');
    const rows = stays
      .map((s, i) => ({ s, id: `${propertyId}-RES${String(i + 1).padStart(5, '0')}-1`, status: s.checkedOut ? 'CheckedOut' : s.arrival < todayIn(offset) ? 'InHouse' : 'Confirmed' }))
      // 'Stay': every reservation overlapping [from, to).
      .filter(({ s }) => (!to || Date.parse(`${s.arrival}T15:00:00${offset}`) < Date.parse(to)) && (!from || Date.parse(`${s.departure}T11:00:00${offset}`) > Date.parse(from)))
      .filter(({ status }) => !statuses || statuses.includes(status));
    return paged(req, 'reservations', rows, ({ s, id, status }) => reservationItem(id, s, status, `${propertyId}-${s.roomNumber}`, offset));
  }

  function unitsCondition(req: SeenRequest): StandInAnswer {
    const list = (req.body as { unitsConditions: { id: string; condition: string }[] }).unitsConditions;
    const missing = list.filter((u) => !unitById.has(u.id)).map((u) => u.id);
    if (missing.length) return { status: 404, body: messages(...missing.map((id) => `Unit with id ${id} not found.`)) };
    return once(req.headers['idempotency-key'], () => {
      for (const u of list) {
        const unit = unitById.get(u.id)!;
        unit.condition = u.condition;
        applied.push({ roomNumber: unit.name, condition: unit.condition });
      }
      return { status: 204 };
    });
  }

  function createMaintenance(req: SeenRequest): StandInAnswer {
    const m = req.body as { unitId: string; from: string; to: string; type: string; description?: string };
    const unit = unitById.get(m.unitId);
    if (!unit) return { status: 404, body: messages(`Unit with id ${m.unitId} not found.`) };
    if (localDate(m.from) < todayIn(m.from)) return refuse('From: has to be today or on a day in the future.');
    if (Date.parse(m.to) <= Date.parse(m.from)) return refuse('To: has to be later than from.');
    return once(req.headers['idempotency-key'], () => {
      made += 1;
      const held = { id: `${unit.id}-M${made}`, unitId: unit.id, roomNumber: unit.name, from: m.from, to: m.to, type: m.type, description: m.description };
      maintenances.push(held);
      applied.push({ roomNumber: unit.name, condition: m.type });
      return { status: 201, body: { id: held.id } };
    });
  }

  /** PATCH as published: only what is in the future or ongoing today; `to` replaced; `from` not once it started before today. */
  function patchMaintenance(req: SeenRequest, held: HeldMaintenance): StandInAnswer {
    if (!ongoing(held)) return refuse('You can only change maintenances which are in the future or still ongoing today.');
    const next = { ...held };
    for (const op of req.body as { op?: string; path?: string; value?: unknown }[]) {
      const path = op.path?.toLowerCase();
      if (op.op === 'replace' && (path === '/to' || path === '/from') && typeof op.value === 'string' && !Number.isNaN(Date.parse(op.value))) {
        if (path === '/from' && localDate(held.from) < todayIn(held.from)) return refuse("'From' cannot be changed, if the maintenance started yesterday or before.");
        next[path === '/to' ? 'to' : 'from'] = op.value;
      } else if (path === '/description' && (op.op === 'add' || op.op === 'replace' || op.op === 'remove')) {
        next.description = op.op === 'remove' ? undefined : String(op.value ?? '');
      } else return refuse(`The operation ${op.op ?? '?'} ${op.path ?? '?'} is not allowed.`);
    }
    if (Date.parse(next.to) <= Date.parse(next.from)) return refuse('To: has to be later than from.');
    Object.assign(held, next);
    if (!ongoing(held)) applied.push({ roomNumber: held.roomNumber, condition: `${held.type} ended` });
    return { status: 204 };
  }

  function maintenanceById(req: SeenRequest, id: string): StandInAnswer {
    const at = maintenances.findIndex((m) => m.id === id);
    if (at < 0) return { status: 404, body: messages(`Maintenance with id ${id} not found.`) };
    const held = maintenances[at]!;
    if (req.method === 'GET') return { status: 200, body: maintenanceItem(held) };
    if (req.method === 'PATCH') return patchMaintenance(req, held);
    if (localDate(held.from) < todayIn(held.from)) return refuse('It is not possible to delete maintenances that started yesterday or earlier.');
    maintenances.splice(at, 1);
    applied.push({ roomNumber: held.roomNumber, condition: `${held.type} ended` });
    return { status: 204 };
  }

  /** Apaleo limits each client's rate: over `perSecond` API calls in a second, 429 with Retry-After. */
  const recent: number[] = [];
  function throttled(): StandInAnswer | null {
    if (!opts.perSecond) return null;
    const at = now();
    while (recent.length && recent[0]! <= at - 1000) recent.shift();
    if (recent.length >= opts.perSecond) return { status: 429, headers: { 'retry-after': '1' }, body: messages('Too many requests. Try again later.') };
    recent.push(at);
    return null;
  }

  function apaleo(req: SeenRequest): StandInAnswer {
    const problems = apaleoContract.checkRequest(req);
    if (req.path === '/connect/token') {
      const basic = basicOf(req.headers);
      if (!basic || basic.id !== credentials.clientId || basic.secret !== credentials.clientSecret) return { status: 401, body: { error: 'invalid_client' } };
      if (problems.length) return { status: 400, body: { error: 'invalid_request', error_description: problems.join('; ') } };
      return { status: 200, body: { access_token: token, expires_in: 3600, token_type: 'Bearer' } };
    }
    if (req.headers.authorization !== `Bearer ${token}`) return { status: 401 };
    const tooMany = throttled();
    if (tooMany) return tooMany;
    if (problems.length) return bad(...problems);
    if (req.method === 'GET' && req.path === '/inventory/v1/units') {
      if (req.query.get('propertyId') !== propertyId) return { status: 204 };
      const occupied = new Set(stays.filter((s) => !s.checkedOut && s.arrival <= todayIn(offset) && s.departure >= todayIn(offset)).map((s) => s.roomNumber));
      return paged(req, 'units', units, (u) => unitItem(u, occupied.has(u.name), maintenances.find((m) => m.unitId === u.id && ongoing(m))));
    }
    if (req.method === 'GET' && req.path === '/booking/v1/reservations') return reservations(req);
    if (req.method === 'PUT' && req.path === '/operations/v1/units-condition') return unitsCondition(req);
    if (req.method === 'POST' && req.path === '/operations/v1/maintenances') return createMaintenance(req);
    const maintenance = /^\/operations\/v1\/maintenances\/([^/]+)$/.exec(req.path);
    if (maintenance) return maintenanceById(req, decodeURIComponent(maintenance[1]!));
    return { status: 404, body: messages('No such endpoint.') };
  }

  const standIn = await startStandIn((req) => {
    const answer = apaleo(req);
    exchanges.push({ req, answer });
    return answer;
  });

  /** The out of order (and service) Apaleo holds now, in its own terms. */
  const blocks = (): StandInBlock[] => maintenances.filter(ongoing).map((m) => ({ id: m.id, roomNumber: m.roomNumber, from: m.from, until: m.to, reason: m.description ?? '' }));

  return {
    ...standIn,
    vendor: 'apaleo',
    propertyId,
    credentials,
    applied,
    exchanges,
    maintenances,
    pushPath: '/operations/v1/units-condition',
    get blocks() {
      return blocks();
    },
    blockPath: '/operations/v1/maintenances',
    conditionOf: (roomNumber) => units.find((u) => u.name === roomNumber)?.condition,
    setStays(next) {
      stays = next;
    },
    advanceDays(days) {
      for (const m of maintenances) {
        m.from = shiftIso(m.from, -days * DAY_MS);
        m.to = shiftIso(m.to, -days * DAY_MS);
      }
    },
    webhookBody: () => ({ topic: 'Reservation', type: 'checked-in', id: 'RES-1', propertyId, accountId: 'ACC', timestamp: Date.now() }),
  };
}
