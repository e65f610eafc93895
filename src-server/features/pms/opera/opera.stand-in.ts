import { basicOf, idempotency, startStandIn, type StandInBlock, type StandInStay, type VendorStandIn } from '../pms-stand-in';

const STATUSES = ['Clean', 'Dirty', 'Pickup', 'Inspected'];
/** The out-of-order reason codes this hotel has set up in OPERA (OPERA refuses others; out of service takes them too). */
const REASON_CODES = ['REPAIRS', 'PLUMBING', 'ELECTRICAL', 'RENOVATION', 'OTHER'];
/** The two room lists and the room status each puts a room in. */
const ROOM_LISTS: Record<string, string> = { 'rooms/outOfOrderRooms': 'OutOfOrder', 'rooms/outOfServiceRooms': 'OutOfService' };

/**
 * OPERA Cloud through OHIP as published: a token from /oauth/v1/tokens (Basic auth and the
 * x-app-key); every call needs the Bearer, x-app-key and an x-hotelid that matches the
 * path's hotel (401 / 400 otherwise, with OHIP's `title` / `detail` problem body); room
 * status by PUT …/rooms/status; out of order / service by their own room lists; the
 * housekeeping overview paged by limit / offset with `hasMore` (at most `maxPage` a page here).
 * Out of order and out of service alike: POST …/rooms/outOfOrderRooms (…/outOfServiceRooms)
 * with a configured reasonCode and a date range (201, no id); completeOutOfOrderRooms /
 * completeOutOfServiceRooms (PUT, the room and that range; 404 when none), which sets the
 * room to the returnStatus.
 */
export async function startOperaStandIn(rooms: string[], opts: { maxPage?: number } = {}): Promise<VendorStandIn> {
  const credentials = { clientId: 'hk-opera', clientSecret: 'opera-secret', appKey: 'app-key-1', webhookSecret: 'opera-hook' };
  const propertyId = 'HOTEL1';
  const token = 'opera-token-1';
  const maxPage = opts.maxPage ?? 2;
  const statuses = new Map(rooms.map((r) => [r, 'Clean']));
  const applied: { roomNumber: string; condition: string }[] = [];
  let stays: StandInStay[] = [];
  const once = idempotency();
  const blocks: StandInBlock[] = [];
  /** Which list each block is on (a block's id is its room and start). */
  const listOf = new Map<string, string>();
  const problem = (status: number, title: string) => ({ status, body: { type: 'about:blank', title, status, detail: title } });
  const today = () => new Date().toISOString().slice(0, 10);

  function overviewRoom(roomNumber: string) {
    const day = today();
    const s = stays.find((x) => x.roomNumber === roomNumber && x.arrival <= day && x.departure >= day);
    const reservationStatus = !s ? null : s.departure === day ? (s.checkedOut ? 'DepartedOut' : 'DueOut') : s.arrival === day ? 'Arrival' : 'StayOver';
    const nights = s ? Math.round((Date.parse(day) - Date.parse(s.arrival)) / 86_400_000) : undefined;
    return {
      roomId: roomNumber,
      housekeepingRoomStatus: statuses.get(roomNumber),
      frontOfficeStatus: s && !s.checkedOut ? 'Occupied' : 'Vacant',
      reservationStatus,
      adults: s?.guests,
      children: s ? 0 : undefined,
      nightsSoFar: nights,
    };
  }

  const standIn = await startStandIn((req) => {
    if (req.path === '/oauth/v1/tokens') {
      const basic = basicOf(req.headers);
      if (req.headers['x-app-key'] !== credentials.appKey) return problem(401, 'Invalid application key');
      if (!basic || basic.id !== credentials.clientId || basic.secret !== credentials.clientSecret) return problem(401, 'Invalid client');
      return { status: 200, body: { access_token: token, expires_in: 3600, token_type: 'Bearer' } };
    }
    if (req.headers.authorization !== `Bearer ${token}` || req.headers['x-app-key'] !== credentials.appKey) return problem(401, 'Unauthorized');
    const m = /^\/hsk\/v1\/hotels\/([^/]+)\/(.+)$/.exec(req.path);
    if (!m) return problem(404, 'Not found');
    const [, hotelId, rest] = m;
    if (hotelId !== propertyId || req.headers['x-hotelid'] !== propertyId) return problem(400, 'x-hotelid does not match the hotel');
    if (req.method === 'GET' && rest === 'housekeepingOverview') {
      const limit = Math.min(Number(req.query.get('limit') ?? 20), maxPage);
      const offset = Number(req.query.get('offset') ?? 0);
      const page = rooms.slice(offset, offset + limit).map(overviewRoom);
      return { status: 200, body: { housekeepingRooms: page, hasMore: offset + limit < rooms.length, totalResults: rooms.length } };
    }
    const criteria = ((req.body ?? {}) as { criteria?: Record<string, unknown> }).criteria ?? {};
    if (req.method === 'PUT' && rest === 'rooms/status') {
      const numbers = criteria.roomNumber as string[] | undefined;
      const status = criteria.housekeepingRoomStatus as string | undefined;
      if (!Array.isArray(numbers) || !STATUSES.includes(status ?? '')) return problem(400, 'housekeepingRoomStatus must be Clean, Dirty, Pickup or Inspected');
      if (numbers.some((n) => !statuses.has(n))) return problem(404, 'Room not found');
      return once(req.headers['x-request-id'], () => {
        for (const n of numbers) {
          statuses.set(n, status!);
          applied.push({ roomNumber: n, condition: status! });
        }
        return { status: 200, body: { links: [] } };
      });
    }
    const range = criteria.roomRangeList as
      | { roomIds?: string[]; roomOutOfOrder?: { reasonCode?: string; returnStatus?: string; newDateRange?: { start?: string; end?: string }; start?: string; end?: string } }
      | undefined;
    const list = ROOM_LISTS[rest!];
    if (req.method === 'POST' && list) {
      const ooo = range?.roomOutOfOrder;
      if (!range?.roomIds?.length || !ooo?.newDateRange?.start || !ooo.newDateRange.end) return problem(400, 'roomRangeList is incomplete');
      if (!REASON_CODES.includes(ooo.reasonCode ?? '')) return problem(400, 'Invalid out of order reason code');
      if (range.roomIds.some((n) => !statuses.has(n))) return problem(404, 'Room not found');
      return once(req.headers['x-request-id'], () => {
        for (const n of range.roomIds!) {
          const id = `${n}:${ooo.newDateRange!.start}`;
          blocks.push({ id, roomNumber: n, from: ooo.newDateRange!.start!, until: ooo.newDateRange!.end!, reason: ooo.reasonCode! });
          listOf.set(id, list);
          statuses.set(n, list);
          applied.push({ roomNumber: n, condition: list });
        }
        return { status: 201, body: { links: [] } };
      });
    }
    if (req.method === 'PUT' && list) {
      const ooo = range?.roomOutOfOrder;
      if (!range?.roomIds?.length || !ooo?.start || !ooo.end || !STATUSES.includes(ooo.returnStatus ?? '')) return problem(400, 'roomRangeList is incomplete');
      const held = (n: string) => blocks.findIndex((b) => b.roomNumber === n && b.from === ooo.start && b.until === ooo.end && listOf.get(b.id) === list);
      return once(req.headers['x-request-id'], () => {
        if (range.roomIds!.some((n) => held(n) < 0)) return problem(404, `No ${list} room for these dates`);
        for (const n of range.roomIds!) {
          blocks.splice(held(n), 1);
          statuses.set(n, ooo.returnStatus!);
          applied.push({ roomNumber: n, condition: `${list} ended` });
        }
        return { status: 200, body: { links: [] } };
      });
    }
    return problem(404, 'Not found');
  });

  return {
    ...standIn,
    vendor: 'opera',
    propertyId,
    credentials,
    applied,
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
