import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { PmsVendorValue } from '../../db/types';
import { failedForGood } from './pms-sync-failures.queries';
import { pmsSyncStatus } from './pms-sync-status.queries';
import type { PmsConnectionView, PmsLog, PmsPushView } from '../../../src-shared/pms.schemas';

const iso = (d: Date | string) => new Date(d).toISOString();

export const CONNECTION_COLUMNS = ['id', 'hotel_id', 'vendor', 'base_url', 'property_id', 'enterprise_id', 'credentials', 'enabled', 'updated_at'] as const;

export function findConnection(db: Db, hotelId: string) {
  return db.selectFrom('pms_connections').select(CONNECTION_COLUMNS).where('hotel_id', '=', hotelId).executeTakeFirst();
}

export function findConnectionById(db: Db, id: string) {
  return db.selectFrom('pms_connections').select(CONNECTION_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type ConnectionRow = NonNullable<Awaited<ReturnType<typeof findConnection>>>;

export function webhookPathOf(row: { id: string; vendor: string }): string {
  return `/api/pms/${row.vendor}/${row.id}/webhook`;
}

/** `webhookUrl`: the full address with its secret (pms-connections.service builds it from the opened credentials). */
export function toConnectionView(row: ConnectionRow, webhookUrl: string | null = null): PmsConnectionView {
  return {
    id: row.id,
    hotelId: row.hotel_id,
    vendor: row.vendor,
    baseUrl: row.base_url,
    propertyId: row.property_id,
    enterpriseId: row.enterprise_id,
    enabled: row.enabled,
    hasCredentials: row.credentials.length > 0,
    webhookPath: webhookPathOf(row),
    webhookUrl,
    updatedAt: iso(row.updated_at),
  };
}

/**
 * One connection per hotel: saved over. A new connection starts at the hotel's present in
 * its change log (earlier changes are not pushed); a re-save keeps its place.
 */
export async function upsertConnection(
  db: Db,
  v: { hotelId: string; vendor: PmsVendorValue; baseUrl: string; propertyId: string; enterpriseId: string | null; credentials: string; enabled: boolean; actorId: string },
) {
  return db
    .insertInto('pms_connections')
    .values({
      hotel_id: v.hotelId,
      vendor: v.vendor,
      base_url: v.baseUrl,
      property_id: v.propertyId,
      enterprise_id: v.enterpriseId,
      credentials: v.credentials,
      enabled: v.enabled,
      cursor_seq: sql<string>`(select change_seq from hotel_change_counters where hotel_id = ${v.hotelId})`,
      updated_by: v.actorId,
    })
    .onConflict((oc) =>
      oc.column('hotel_id').doUpdateSet({
        vendor: v.vendor,
        base_url: v.baseUrl,
        property_id: v.propertyId,
        enterprise_id: v.enterpriseId,
        credentials: v.credentials,
        enabled: v.enabled,
        updated_by: v.actorId,
        updated_at: new Date(),
        next_pull_at: new Date(),
      }),
    )
    .returning(CONNECTION_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteConnection(db: Db, hotelId: string): Promise<boolean> {
  const row = await db.deleteFrom('pms_connections').where('hotel_id', '=', hotelId).returning('id').executeTakeFirst();
  return Boolean(row);
}

export async function logPmsEvent(db: Db, connectionId: string, kind: string, ok: boolean, detail: string) {
  await db.insertInto('pms_log').values({ connection_id: connectionId, kind, ok, detail: detail.slice(0, 1000) }).execute();
}

const LOG_LIMIT = 100;

function pushesQuery(db: Db, connectionId: string) {
  return db
    .selectFrom('pms_pushes as p')
    .innerJoin('rooms as r', 'r.id', 'p.room_id')
    .select(['p.id', 'p.room_id', 'r.room_number', 'p.room_status', 'p.condition', 'p.state', 'p.attempts', 'p.last_status', 'p.last_answer', 'p.created_at', 'p.last_attempt_at'])
    .where('p.connection_id', '=', connectionId);
}
type PushRow = Awaited<ReturnType<ReturnType<typeof pushesQuery>['execute']>>[number];

const toPushView = (r: PushRow): PmsPushView => ({
  id: r.id,
  roomId: r.room_id,
  roomNumber: r.room_number,
  roomStatus: r.room_status,
  condition: r.condition,
  state: r.state,
  attempts: r.attempts,
  lastStatus: r.last_status,
  lastAnswer: r.last_answer,
  at: iso(r.last_attempt_at ?? r.created_at),
});

/** The rooms marked 'PMS sync failed' (`failedForGood`), each with its latest failed push. */
export async function failedRooms(db: Db, connectionId: string): Promise<PmsPushView[]> {
  const rows = await pushesQuery(db, connectionId)
    .where(failedForGood)
    .orderBy('r.room_number')
    .execute();
  return rows.map(toPushView);
}

export async function readPmsLog(db: Db, connectionId: string): Promise<PmsLog> {
  const pushes = await pushesQuery(db, connectionId).orderBy('p.created_at', 'desc').orderBy('p.seq', 'desc').limit(LOG_LIMIT).execute();
  const events = await db
    .selectFrom('pms_log')
    .select(['kind', 'ok', 'detail', 'at'])
    .where('connection_id', '=', connectionId)
    .orderBy('at', 'desc')
    .limit(LOG_LIMIT)
    .execute();
  return {
    pushes: pushes.map(toPushView),
    events: events.map((e) => ({ kind: e.kind, ok: e.ok, detail: e.detail, at: iso(e.at) })),
    failedRooms: await failedRooms(db, connectionId),
    sync: await pmsSyncStatus(db, connectionId),
  };
}
