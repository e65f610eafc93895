import type { ConnectorSettings, PmsConnector } from '../pms-connector';
import type { PmsCredentials } from '../../../../src-shared/pms.schemas';
import type { OccupancyEntry, Stay } from '../../../../src-shared/occupancy.schemas';
import { mapCondition } from '../pms-mapping';
import { attempt, basicAuth, pmsRequest, readJson, tokenCache } from '../pms-http';
import { webhookTokenMatches } from '../pms-occupancy';
import { spanText, zonedDate } from '../pms-out-of-order';
import { OPERA_MAPPING, OPERA_REASON_CODES, OPERA_RETURN_STATUS, OPERA_ROOM_LISTS } from './opera-mapping';

const PAGE = 200;

/** One room of the housekeeping overview (`GET /hsk/v1/hotels/{hotelId}/housekeepingOverview`). */
interface OperaOverviewRoom {
  roomId: string;
  frontOfficeStatus?: 'Occupied' | 'Vacant';
  /** The guest's place in the stay on the business date. */
  reservationStatus?: 'Arrival' | 'Arrived' | 'StayOver' | 'DueOut' | 'DepartedOut' | null;
  adults?: number;
  children?: number;
  nightsSoFar?: number;
}

const STAYS: Record<NonNullable<OperaOverviewRoom['reservationStatus']>, Stay> = {
  Arrival: 'arrival',
  Arrived: 'arrival',
  StayOver: 'stayover',
  DueOut: 'due_out',
  DepartedOut: 'departed',
};

/**
 * OPERA Cloud through OHIP (DESIGN §17): an OAuth token (`POST /oauth/v1/tokens`, client
 * credentials, with the x-app-key); every call carries the bearer, `x-app-key` and
 * `x-hotelid`. Room status by `PUT /hsk/v1/hotels/{hotelId}/rooms/status`, out of order and
 * out of service by their own room lists; occupancy from the housekeeping overview (paged
 * by offset, `hasMore`).
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

  async function overview(): Promise<OperaOverviewRoom[]> {
    const rooms: OperaOverviewRoom[] = [];
    for (let offset = 0; ; ) {
      const q = new URLSearchParams({ limit: String(PAGE), offset: String(offset) });
      const page = await readJson<{ housekeepingRooms?: OperaOverviewRoom[]; hasMore?: boolean }>(
        await call(`${hotelPath}/housekeepingOverview?${q}`),
        'OPERA housekeeping overview',
      );
      const got = page.housekeepingRooms ?? [];
      rooms.push(...got);
      // The next page starts after what came back: OHIP may answer fewer than the limit asked.
      offset += got.length;
      if (!page.hasMore || got.length === 0) return rooms;
    }
  }

  return {
    vendor: 'opera',
    condition: (room) => mapCondition(OPERA_MAPPING, room),
    spansOutOfService: true,

    async pullOccupancy() {
      // The overview is OPERA's business date: the hotel's today, which is the day pulled.
      return (await overview()).flatMap((r): OccupancyEntry[] => {
        const stay = r.reservationStatus ? STAYS[r.reservationStatus] : null;
        if (!stay) return [];
        return [{ roomNumber: r.roomId, occupied: stay !== 'departed', stay, guests: (r.adults ?? 0) + (r.children ?? 0), nightsSoFar: r.nightsSoFar ?? null }];
      });
    },

    async pushCondition(room, condition, key) {
      const headers = { 'x-request-id': key };
      const body = { criteria: { hotelId, roomNumber: [room.roomNumber], housekeepingRoomStatus: condition } };
      return attempt(() => call(`${hotelPath}/rooms/status`, { method: 'PUT', headers, body: JSON.stringify(body) }));
    },

    /**
     * `POST …/rooms/outOfOrderRooms` (out of service: `…/rooms/outOfServiceRooms`) with the reason code and the hotel-local dates OPERA
     * keeps (newDateRange start / end); OPERA answers no id, so what identifies the out of
     * order is its room and dates, kept as `start/end`. x-request-id carries the outbox key.
     */
    async startOutOfOrder(room, ooo, key) {
      const start = zonedDate(ooo.from, ooo.timezone);
      const end = zonedDate(ooo.until, ooo.timezone);
      const body = {
        criteria: {
          hotelId,
          roomRangeList: {
            roomIds: [room.roomNumber],
            roomOutOfOrder: {
              reasonCode: OPERA_REASON_CODES[ooo.reason],
              repairRemarks: spanText(ooo),
              returnStatus: OPERA_RETURN_STATUS[ooo.returnStatus],
              newDateRange: { start, end },
            },
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
      const body = {
        criteria: {
          hotelId,
          roomRangeList: { roomIds: [room.roomNumber], roomOutOfOrder: { start, end, returnStatus: OPERA_RETURN_STATUS[ooo.returnStatus] } },
        },
      };
      return attempt(() => call(`${hotelPath}/rooms/${OPERA_ROOM_LISTS[ooo.kind]}`, { method: 'PUT', headers: { 'x-request-id': key }, body: JSON.stringify(body) }));
    },

    handleWebhook(req) {
      if (!webhookTokenMatches(credentials.webhookSecret, req)) return { accepted: false, reason: 'Webhook secret does not match' };
      const event = (req.body ?? {}) as { eventName?: string; hotelId?: string };
      if (event.hotelId && event.hotelId !== hotelId) return { accepted: true, refreshOccupancy: false, summary: `Another hotel: ${event.hotelId}` };
      return { accepted: true, refreshOccupancy: true, summary: event.eventName ?? 'event' };
    },

    async test() {
      const rooms = await overview();
      return { ok: true, detail: `Signed in; ${rooms.length} rooms in hotel ${hotelId}` };
    },
  };
}
