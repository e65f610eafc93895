import { basicOf, idempotency, startStandIn, type SeenRequest, type StandInAnswer, type StandInBlock, type StandInStay, type VendorStandIn } from '../pms-stand-in';
import { OHIP_CONTRACT } from './ohip-contract';
import { overviewRoomOf } from './opera-overview.stand-in';

/** The statuses `rooms/status` sets (OutOfOrder / OutOfService go through their own lists). */
const STATUSES = ['Clean', 'Dirty', 'Pickup', 'Inspected'];
/** The out-of-order reason codes this hotel has set up in OPERA (OPERA refuses others; out of service takes them too). */
const REASON_CODES = ['REPAIRS', 'PLUMBING', 'ELECTRICAL', 'RENOVATION', 'OTHER'];
/** The two room lists and the room status each puts a room in. */
const ROOM_LISTS: Record<string, string> = { 'rooms/outOfOrderRooms': 'OutOfOrder', 'rooms/outOfServiceRooms': 'OutOfService' };
/** hsk.json: the overview's `room` array holds at most 4000 (`maxItems`); OHIP publishes no other bound on `limit`. */
const PUBLISHED_MAX_PAGE = 4000;
/** What the overview answers when no `limit` is asked (the published example's). */
const DEFAULT_PAGE = 20;

export interface OperaStandInOptions {
  /**
   * The most rooms this server puts in one overview page, below what was asked (OHIP may
   * answer fewer): 2 unless given, so every test's read goes through pages; at most 4000.
   */
  maxPage?: number;
  /** An OCIM environment: the token request must carry this `enterpriseId` header. */
  enterpriseId?: string;
  /** Requests allowed in any one second before 429 with Retry-After (OHIP's Limits page: a burst beyond 100). */
  burst?: number;
}

/** Every answer the stand-in gave through OHIP's logic, beside its request: what the contract test checks. */
export interface OperaExchange {
  request: SeenRequest;
  answer: StandInAnswer;
}

/**
 * OPERA Cloud through OHIP as published (hsk.json, oauth.json; DESIGN §19). Every request is
 * checked against the published definition first: a body, query or header it refuses is a
 * 400 with OHIP's error body (`exceptionDetailType`). Then OHIP's rules: a token from
 * /oauth/v1/tokens (Basic auth, x-app-key, and `enterpriseId` on OCIM); every call needs the
 * Bearer, x-app-key and an x-hotelid that is the path's hotel; a burst beyond the limit is 429
 * with Retry-After. Room status by `PUT …/rooms/status` ({roomList, housekeepingRoomStatus});
 * out of order and out of service by their own lists: POST with a configured reasonCode and
 * `start`/`end` (`newDateRange` is for changed dates: blank for new ones), PUT completes the
 * one with that room and those dates (404 when none). The housekeeping overview is paged by
 * limit / offset with `hasMore`, rooms at housekeepingRoomInfo.housekeepingRooms.room[].
 */
export async function startOperaStandIn(rooms: string[], opts: OperaStandInOptions = {}): Promise<VendorStandIn & { exchanges: OperaExchange[]; credentials: { clientId: string; clientSecret: string; appKey: string; webhookSecret: string } }> {
  const credentials = { clientId: 'hk-opera', clientSecret: 'opera-secret', appKey: '5b1c3f0e-2a4d-4c8e-9f10-7a6b5c4d3e2f', webhookSecret: 'opera-hook' };
  const propertyId = 'HOTEL1';
  const token = 'opera-token-1';
  const maxPage = Math.min(opts.maxPage ?? 2, PUBLISHED_MAX_PAGE);
  const burst = opts.burst ?? 100;
  const statuses = new Map(rooms.map((r) => [r, 'Clean']));
  const applied: { roomNumber: string; condition: string }[] = [];
  const exchanges: OperaExchange[] = [];
  const recent: number[] = [];
  let stays: StandInStay[] = [];
  const once = idempotency();
  const blocks: StandInBlock[] = [];
  /** Which list each block is on (a block's id is its room and start). */
  const listOf = new Map<string, string>();
  const problem = (status: number, title: string, detail = title): StandInAnswer => ({ status, body: { type: `https://tools.ietf.org/html/rfc9110#section-15`, title, status, detail, 'o:errorCode': `HSK-${status}` } });
  const today = () => new Date().toISOString().slice(0, 10);

  function overview(req: SeenRequest): StandInAnswer {
    const limit = Math.min(Number(req.query.get('limit') ?? DEFAULT_PAGE), maxPage);
    const offset = Number(req.query.get('offset') ?? 0);
    if (limit < 1 || offset < 0) return problem(400, 'Bad Request', 'limit must be at least 1 and offset at least 0');
    const withResv = req.query.getAll('fetchInstructions').includes('ResvInfo');
    const room = rooms.slice(offset, offset + limit).map((n) => overviewRoomOf(n, statuses.get(n)!, stays, today(), withResv));
    const info = { housekeepingRooms: { room, hotelId: propertyId }, offset, limit, count: room.length, totalResults: rooms.length, totalPages: Math.ceil(rooms.length / limit), hasMore: offset + room.length < rooms.length };
    return { status: 200, body: { housekeepingRoomInfo: info, links: [] } };
  }

  function setStatus(req: SeenRequest): StandInAnswer {
    const body = req.body as { roomList?: { roomId?: string }[]; housekeepingRoomStatus?: string };
    const numbers = (body.roomList ?? []).map((r) => r.roomId ?? '');
    const status = body.housekeepingRoomStatus ?? '';
    if (numbers.length === 0 || numbers.includes('')) return problem(400, 'Bad Request', 'roomList must name the rooms');
    if (!STATUSES.includes(status)) return problem(400, 'Bad Request', 'housekeepingRoomStatus must be Clean, Dirty, Pickup or Inspected');
    if (numbers.some((n) => !statuses.has(n))) return problem(404, 'Not Found', 'Room not found');
    return once(req.headers['x-request-id'], () => {
      for (const n of numbers) {
        statuses.set(n, status);
        applied.push({ roomNumber: n, condition: status });
      }
      return { status: 200, body: { links: [] } };
    });
  }

  type Range = { roomIds?: string[]; roomOutOfOrder?: { reasonCode?: string; returnStatus?: string; newDateRange?: unknown; start?: string; end?: string } };
  function startList(req: SeenRequest, list: string): StandInAnswer {
    const range = (req.body as { criteria?: { roomRangeList?: Range } }).criteria?.roomRangeList;
    const ooo = range?.roomOutOfOrder;
    if (!range?.roomIds?.length || !ooo?.start || !ooo.end) return problem(400, 'Bad Request', 'roomRangeList needs roomIds and roomOutOfOrder start and end');
    if (ooo.newDateRange) return problem(400, 'Bad Request', 'newDateRange is for changed dates; a new out of order room takes start and end');
    if (ooo.end < ooo.start) return problem(400, 'Bad Request', 'end is before start');
    if (!REASON_CODES.includes(ooo.reasonCode ?? '')) return problem(400, 'Bad Request', 'Invalid out of order reason code');
    if (ooo.returnStatus && !STATUSES.includes(ooo.returnStatus)) return problem(400, 'Bad Request', 'returnStatus must be Clean, Dirty, Pickup or Inspected');
    if (range.roomIds.some((n) => !statuses.has(n))) return problem(404, 'Not Found', 'Room not found');
    return once(req.headers['x-request-id'], () => {
      for (const n of range.roomIds!) {
        const id = `${n}/${ooo.start}`;
        blocks.push({ id, roomNumber: n, from: ooo.start!, until: ooo.end!, reason: ooo.reasonCode! });
        listOf.set(id, list);
        statuses.set(n, list);
        applied.push({ roomNumber: n, condition: list });
      }
      return { status: 201, body: { links: [] } };
    });
  }

  function completeList(req: SeenRequest, list: string): StandInAnswer {
    const range = (req.body as { criteria?: { roomRangeList?: Range } }).criteria?.roomRangeList;
    const ooo = range?.roomOutOfOrder;
    if (!range?.roomIds?.length || !ooo?.start || !ooo.end || !STATUSES.includes(ooo.returnStatus ?? '')) return problem(400, 'Bad Request', 'roomRangeList needs roomIds, start, end and a returnStatus');
    const held = (n: string) => blocks.findIndex((b) => b.roomNumber === n && b.from === ooo.start && b.until === ooo.end && listOf.get(b.id) === list);
    return once(req.headers['x-request-id'], () => {
      if (range.roomIds!.some((n) => held(n) < 0)) return problem(404, 'Not Found', `No ${list} room for these dates`);
      for (const n of range.roomIds!) {
        blocks.splice(held(n), 1);
        statuses.set(n, ooo.returnStatus!);
        applied.push({ roomNumber: n, condition: `${list} ended` });
      }
      return { status: 200, body: { links: [] } };
    });
  }

  function handle(req: SeenRequest): StandInAnswer {
    recent.push(req.at);
    while (recent.length && recent[0]! <= req.at - 1000) recent.shift();
    if (recent.length > burst) return { ...problem(429, 'Too Many Requests'), headers: { 'retry-after': '1' } };
    const refused = OHIP_CONTRACT.checkRequest(req);
    if (req.path === '/oauth/v1/tokens') {
      const basic = basicOf(req.headers);
      if (req.headers['x-app-key'] !== credentials.appKey) return problem(401, 'Unauthorized', 'Invalid application key');
      if (!basic || basic.id !== credentials.clientId || basic.secret !== credentials.clientSecret) return problem(401, 'Unauthorized', 'Invalid client');
      if (refused.length) return problem(400, 'Bad Request', refused.join('; '));
      if (opts.enterpriseId && req.headers.enterpriseid !== opts.enterpriseId) return problem(401, 'Unauthorized', 'enterpriseId is required on this OCIM environment');
      return { status: 200, body: { access_token: token, expires_in: 3600, token_type: 'Bearer' } };
    }
    if (req.headers.authorization !== `Bearer ${token}` || req.headers['x-app-key'] !== credentials.appKey) return problem(401, 'Unauthorized');
    const m = /^\/hsk\/v1\/hotels\/([^/]+)\/(.+)$/.exec(req.path);
    if (!m || !OHIP_CONTRACT.operationId(req.method, req.path)) return problem(404, 'Not Found');
    if (refused.length) return problem(400, 'Bad Request', refused.join('; '));
    const [, hotelId, rest] = m;
    if (hotelId !== propertyId) return problem(404, 'Not Found', `No hotel ${hotelId}`);
    if (req.headers['x-hotelid'] !== propertyId) return problem(403, 'Forbidden', 'x-hotelid is not the hotel of the path');
    if (rest === 'housekeepingOverview') return overview(req);
    if (rest === 'rooms/status') return setStatus(req);
    const list = ROOM_LISTS[rest!]!;
    return req.method === 'POST' ? startList(req, list) : completeList(req, list);
  }

  const standIn = await startStandIn((req) => {
    const answer = handle(req);
    exchanges.push({ request: req, answer });
    return answer;
  });

  return {
    ...standIn,
    vendor: 'opera',
    propertyId,
    credentials,
    applied,
    exchanges,
    pushPath: '/rooms/status',
    blocks,
    blockPath: '/rooms/outOfOrderRooms',
    conditionOf: (roomNumber) => statuses.get(roomNumber),
    setStays(next) {
      stays = next;
    },
    webhookBody: () => ({ eventName: 'CHECK IN', hotelId: propertyId }),
  };
}
