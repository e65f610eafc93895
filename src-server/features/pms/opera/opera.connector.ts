import type { ConnectorSettings, PmsConnector } from '../pms-connector';
import type { PmsCredentials } from '../../../../src-shared/pms.schemas';
import { conditionsReadBack, mapCondition } from '../pms-mapping';
import { writeBackTest } from '../pms-test-result';
import { attempt, basicAuth, pmsRequest, readJson, tokenCache, type HttpAnswer } from '../pms-http';
import { webhookTokenMatches } from '../pms-occupancy';
import { spanText, zonedDate } from '../pms-out-of-order';
import { OPERA_MAPPING, OPERA_READ_BACK, OPERA_REASON_CODES, OPERA_RETURN_STATUS, OPERA_ROOM_LISTS, operaOccupancy, type OperaOverviewRoom } from './opera-mapping';

/** Rooms asked per overview page; OHIP may answer fewer, and the next page starts after what came. */
const PAGE = 200;
/** A read answered 429 waits its Retry-After (at most this long) and is asked again, up to three times. */
const MAX_WAIT_MS = 10_000;

interface OverviewPage {
  housekeepingRoomInfo?: { housekeepingRooms?: { room?: OperaOverviewRoom[] }; hasMore?: boolean | string };
}

/**
 * OPERA Cloud through OHIP (DESIGN §17, §19; the contract is hsk.json and oauth.json in
 * ./contract): an OAuth token (`POST /oauth/v1/tokens`, client credentials, the x-app-key,
 * and the enterpriseId on OCIM); every call carries the bearer, `x-app-key` and `x-hotelid`.
 * Room status by putRoomRelatedStatus, out of order and out of service by their own room
 * lists; occupancy from the housekeeping overview (paged by offset, `hasMore`).
 */
export function operaConnector(settings: ConnectorSettings, credentials: PmsCredentials['opera']): PmsConnector {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const hotelId = settings.propertyId;
  const hotelPath = `/hsk/v1/hotels/${encodeURIComponent(hotelId)}`;
  const token = tokenCache(async () =>
    readJson(
      await pmsRequest(`${base}/oauth/v1/tokens`, {
        method: 'POST',
        headers: {
          authorization: basicAuth(credentials.clientId, credentials.clientSecret),
          'x-app-key': credentials.appKey,
          'content-type': 'application/x-www-form-urlencoded',
          // OHIP oauth.json: only client-credentials sign-ins on OCIM environments send it.
          ...(settings.enterpriseId ? { enterpriseId: settings.enterpriseId } : {}),
        },
        body: 'grant_type=client_credentials&scope=urn%3Aopc%3Ahgbu%3Aws%3A__myscopes__',
        timeoutMs: settings.timeoutMs,
      }),
      'OPERA sign-in',
    ),
  );

  async function call(path: string, init: RequestInit = {}) {
    const send = async () =>
      pmsRequest(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `Bearer ${await token.get()}`,
          'x-app-key': credentials.appKey,
          'x-hotelid': hotelId,
          'content-type': 'application/json',
          accept: 'application/json',
          ...(init.headers ?? {}),
        },
        timeoutMs: settings.timeoutMs,
      });
    const answer = await send();
    if (answer.status !== 401) return answer;
    token.drop();
    return send();
  }

  /** A read: a 429 (OHIP's burst limit) waits its Retry-After and asks again; a push leaves that to the outbox. */
  async function read(path: string): Promise<HttpAnswer> {
    for (let tries = 1; ; tries += 1) {
      const answer = await call(path);
      if (answer.status !== 429 || tries >= 3) return answer;
      await new Promise((resolve) => setTimeout(resolve, Math.min(answer.retryAfterMs ?? 1000, MAX_WAIT_MS)));
    }
  }

  async function overview(): Promise<OperaOverviewRoom[]> {
    const rooms: OperaOverviewRoom[] = [];
    for (let offset = 0; ; ) {
      const q = new URLSearchParams({ limit: String(PAGE), offset: String(offset), fetchInstructions: 'ResvInfo' });
      const page = await readJson<OverviewPage>(await read(`${hotelPath}/housekeepingOverview?${q}`), 'OPERA housekeeping overview');
      const got = page.housekeepingRoomInfo?.housekeepingRooms?.room ?? [];
      rooms.push(...got);
      offset += got.length;
      if (String(page.housekeepingRoomInfo?.hasMore) !== 'true' || got.length === 0) return rooms;
    }
  }

  return {
    vendor: 'opera',
    condition: (room) => mapCondition(OPERA_MAPPING, room),
    spansOutOfService: true,

    async pullOccupancy(day, timezone) {
      // The overview is OPERA's business date: the hotel's today, which is the day pulled.
      return (await overview()).flatMap((r) => operaOccupancy(r, day, timezone) ?? []);
    },

    async pushCondition(room, condition, key) {
      const headers = { 'x-request-id': key };
      const body = { roomList: [{ roomId: room.roomNumber }], housekeepingRoomStatus: condition };
      return attempt(() => call(`${hotelPath}/rooms/status`, { method: 'PUT', headers, body: JSON.stringify(body) }));
    },

    /**
     * postOutOfOrderRooms (out of service: postOutOfServiceRooms) with the reason code and the
     * hotel-local dates as `start` / `end` (hsk.json: `newDateRange` is for changed dates and
     * stays blank for a new one; `criteria` holds the rooms only, the hotel is the path's).
     * OPERA answers no id, so what identifies it is its room and dates, kept as `start/end`.
     * x-request-id carries the outbox key.
     */
    async startOutOfOrder(room, ooo, key) {
      const start = zonedDate(ooo.from, ooo.timezone);
      const end = zonedDate(ooo.until, ooo.timezone);
      const body = {
        criteria: {
          roomRangeList: {
            roomIds: [room.roomNumber],
            roomOutOfOrder: { reasonCode: OPERA_REASON_CODES[ooo.reason], repairRemarks: spanText(ooo), returnStatus: OPERA_RETURN_STATUS[ooo.returnStatus], start, end },
          },
        },
      };
      const outcome = await attempt(() => call(`${hotelPath}/rooms/${OPERA_ROOM_LISTS[ooo.kind]}`, { method: 'POST', headers: { 'x-request-id': key }, body: JSON.stringify(body) }));
      return outcome.ok ? { ...outcome, ref: `${start}/${end}` } : outcome;
    },

    /**
     * completeOutOfOrderRooms (`PUT …/rooms/outOfOrderRooms`; completeOutOfServiceRooms, `PUT
     * …/rooms/outOfServiceRooms`, the same shape) naming the room and the dates it was set with. OHIP documents no separate cancel of one that has not begun; the same
     * completion, by its dates, is the nearest published shape and is used for both.
     */
    async endOutOfOrder(room, ref, ooo, key) {
      const [start, end] = ref.split('/');
      const body = { criteria: { roomRangeList: { roomIds: [room.roomNumber], roomOutOfOrder: { start, end, returnStatus: OPERA_RETURN_STATUS[ooo.returnStatus] } } } };
      return attempt(() => call(`${hotelPath}/rooms/${OPERA_ROOM_LISTS[ooo.kind]}`, { method: 'PUT', headers: { 'x-request-id': key }, body: JSON.stringify(body) }));
    },

    handleWebhook(req) {
      if (!webhookTokenMatches(credentials.webhookSecret, req)) return { accepted: false, reason: 'Webhook secret does not match' };
      const event = (req.body ?? {}) as { eventName?: string; hotelId?: string };
      if (event.hotelId && event.hotelId !== hotelId) return { accepted: true, refreshOccupancy: false, summary: `Another hotel: ${event.hotelId}` };
      return { accepted: true, refreshOccupancy: true, summary: event.eventName ?? 'event' };
    },

    /** The overview's room status of each room (paged as for occupancy), by its roomId: our room number. */
    async readConditions() {
      return conditionsReadBack(OPERA_READ_BACK, (await overview()).map((r) => [r.roomId, r.housekeeping?.housekeepingRoomStatus?.housekeepingRoomStatus]));
    },

    async test() {
      const rooms = await overview();
      if (rooms.length === 0) return { ok: false, reason: 'PMS_TEST_NO_ROOMS', values: { property: hotelId } };
      // The first room whose status rooms/status sets (not one out of order or service).
      const sample = rooms.find((r) => r.roomId && OPERA_READ_BACK[r.housekeeping?.housekeepingRoomStatus?.housekeepingRoomStatus ?? '']);
      const condition = sample?.housekeeping?.housekeepingRoomStatus?.housekeepingRoomStatus;
      return writeBackTest(rooms.length, sample?.roomId && condition ? { roomNumber: sample.roomId, condition } : undefined, (room, c, key) => this.pushCondition(room, c, key));
    },
  };
}
