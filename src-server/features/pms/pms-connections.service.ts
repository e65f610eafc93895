import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import { fail } from '../../trpc/errors';
import type { PmsConnectionView, PmsLog, SavePmsInput } from '../../../src-shared/pms.schemas';
import { checkWebhookTarget, WebhookTargetError } from '../webhooks/webhook-target';
import { decryptCredentials, encryptCredentials } from './pms-crypto';
import { createConnector } from './pms-connectors';
import type { PmsConnector } from './pms-connector';
import {
  deleteConnection,
  findConnection,
  logPmsEvent,
  readPmsLog,
  toConnectionView,
  upsertConnection,
  type ConnectionRow,
} from './pms-connections.queries';

type Deps = Pick<Context, 'db' | 'webhookHosts' | 'sessionKeys'> & { actor: Actor } & HotelScope;

function keysOf(ctx: Pick<Context, 'sessionKeys'>): Buffer[] {
  if (!ctx.sessionKeys?.length) throw new Error('PMS connections need the app’s SESSION_KEYS');
  return ctx.sessionKeys;
}

/** The connector of a saved connection, its credentials decrypted for this use only. */
export function connectorOf(row: Pick<ConnectionRow, 'vendor' | 'base_url' | 'property_id' | 'credentials'>, sessionKeys: Buffer[], timeoutMs?: number): PmsConnector {
  return createConnector(row.vendor, { baseUrl: row.base_url, propertyId: row.property_id, timeoutMs }, decryptCredentials(sessionKeys, row.credentials));
}

export async function getPmsConnection(ctx: Deps): Promise<{ connection: PmsConnectionView | null }> {
  const row = await findConnection(ctx.db, ctx.hotelId);
  return { connection: row ? toConnectionView(row) : null };
}

/**
 * Saves the hotel's connection (DESIGN §17). The PMS address follows the webhooks' rule
 * (the server calls it: a public https host, or one named in WEBHOOK_ALLOWED_HOSTS).
 * Credentials are encrypted before they are stored; left out, the saved ones are kept,
 * but only for the same vendor.
 */
export async function savePmsConnection(ctx: Deps, input: SavePmsInput): Promise<{ connection: PmsConnectionView }> {
  try {
    await checkWebhookTarget(input.baseUrl, ctx.webhookHosts);
  } catch (error) {
    if (error instanceof WebhookTargetError) fail('BAD_REQUEST', error.reason);
    throw error;
  }
  const existing = await findConnection(ctx.db, ctx.hotelId);
  let sealed: string;
  if (input.credentials) sealed = encryptCredentials(keysOf(ctx), input.credentials);
  else if (existing && existing.vendor === input.vendor) sealed = existing.credentials;
  else fail('BAD_REQUEST', 'PMS_CREDENTIALS_REQUIRED');
  const row = await upsertConnection(ctx.db, {
    hotelId: ctx.hotelId,
    vendor: input.vendor,
    baseUrl: new URL(input.baseUrl).href.replace(/\/+$/, ''),
    propertyId: input.propertyId,
    credentials: sealed,
    enabled: input.enabled,
    actorId: ctx.actor.id,
  });
  return { connection: toConnectionView(row) };
}

export async function removePmsConnection(ctx: Deps) {
  if (!(await deleteConnection(ctx.db, ctx.hotelId))) fail('NOT_FOUND', 'PMS_NOT_CONNECTED');
  return { success: true as const };
}

async function savedConnection(ctx: Deps): Promise<ConnectionRow> {
  const row = await findConnection(ctx.db, ctx.hotelId);
  if (!row) fail('NOT_FOUND', 'PMS_NOT_CONNECTED');
  return row;
}

/** 'Test connection': signs in and reads the rooms; the answer (and the log) says what the PMS said. */
export async function testPmsConnection(ctx: Deps): Promise<{ ok: boolean; detail: string }> {
  const row = await savedConnection(ctx);
  let result: { ok: boolean; detail: string };
  try {
    result = await connectorOf(row, keysOf(ctx)).test();
  } catch (error) {
    result = { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
  await logPmsEvent(ctx.db, row.id, 'test', result.ok, result.detail);
  return result;
}

export async function pmsLog(ctx: Deps): Promise<PmsLog> {
  return readPmsLog(ctx.db, (await savedConnection(ctx)).id);
}
