import { basicOf, idempotency, startStandIn, type StandInStay, type VendorStandIn } from '../pms-stand-in';

const STATUSES = ['Clean', 'Dirty', 'Pickup', 'Inspected'];

/**
 * OPERA Cloud through OHIP as published: a token from /oauth/v1/tokens (Basic auth and the
 * x-app-key); every call needs the Bearer, x-app-key and an x-hotelid that matches the
 * path's hotel (401 / 400 otherwise, with OHIP's `title` / `detail` problem body); room
 * status by PUT …/rooms/status; out of order / service by their own room lists; the
 * housekeeping overview paged by limit / offset with `hasMore` (at most `maxPage` a page here).
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
    if (req.method === 'POST' && (rest === 'rooms/outOfOrderRooms' || rest === 'rooms/outOfServiceRooms')) {
      const range = criteria.roomRangeList as { roomIds?: string[]; roomOutOfOrder?: { reasonCode?: string; newDateRange?: { start?: string } } } | undefined;
      if (!range?.roomIds?.length || !range.roomOutOfOrder?.reasonCode || !range.roomOutOfOrder.newDateRange?.start) return problem(400, 'roomRangeList is incomplete');
      const condition = rest === 'rooms/outOfOrderRooms' ? 'OutOfOrder' : 'OutOfService';
      return once(req.headers['x-request-id'], () => {
        for (const n of range.roomIds!) {
          statuses.set(n, condition);
          applied.push({ roomNumber: n, condition });
        }
        return { status: 201, body: { links: [] } };
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
    pushPath: '/rooms/',
    conditionOf: (roomNumber) => statuses.get(roomNumber),
    setStays(next) {
      stays = next;
    },
    webhookBody: () => ({ eventName: 'CHECK IN', hotelId: propertyId }),
  };
}
