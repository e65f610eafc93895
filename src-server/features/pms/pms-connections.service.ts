import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import { fail } from '../../trpc/errors';
import type { PmsConnectionView, PmsLog, SavePmsInput } from '../../../src-shared/pms.schemas';
import { checkWebhookTarget, WebhookTargetError } from '../webhooks/webhook-target';
import { decryptCredentials, encryptCredentials, SecretsKeyMissingError, type CredentialKeys } from './pms-crypto';
import { newWebhookSecret } from './pms-reseal.service';
import { pmsErrorText } from './pms-error-text';
import { createConnector } from './pms-connectors';
import { guardPmsTargets } from './pms-target';
import type { PmsConnector } from './pms-connector';
import type { PmsTestOutcome } from './pms-test-result';
import { reasonMessage } from '../../../src-shared/error-reasons';
import {
  deleteConnection,
  findConnection,
  logPmsEvent,
  readPmsLog,
  toConnectionView,
  upsertConnection,
  webhookPathOf,
  type ConnectionRow,
} from './pms-connections.queries';

type Deps = Pick<Context, 'db' | 'webhookHosts' | 'pmsKeys' | 'publicUrl'> & { actor: Actor } & HotelScope;

const NO_KEYS: CredentialKeys = { secretsKey: null, sessionKeys: [] };
const keysOf = (ctx: Pick<Context, 'pmsKeys'>): CredentialKeys => ctx.pmsKeys ?? NO_KEYS;

/**
 * The connector of a saved connection, its credentials decrypted for this use only, every
 * request it sends checked against the webhooks' target rule at the time it is sent
 * (`allowedHosts`: WEBHOOK_ALLOWED_HOSTS).
 */
export function connectorOf(
  row: Pick<ConnectionRow, 'vendor' | 'base_url' | 'property_id' | 'enterprise_id' | 'credentials'>,
  keys: CredentialKeys,
  opts: { allowedHosts: readonly string[]; timeoutMs?: number },
): PmsConnector {
  const connector = createConnector(row.vendor, { baseUrl: row.base_url, propertyId: row.property_id, enterpriseId: row.enterprise_id, timeoutMs: opts.timeoutMs }, decryptCredentials(keys, row.credentials));
  return guardPmsTargets(connector, opts.allowedHosts);
}

/**
 * The address the admin pastes into the vendor's console (DESIGN §19): PUBLIC_URL, the
 * connection's path and its webhook secret as `?token=`. Null when the credentials cannot be
 * opened (no SECRETS_KEY) or hold no secret (saved before one was required: save again).
 */
function webhookUrlOf(ctx: Pick<Deps, 'pmsKeys' | 'publicUrl'>, row: ConnectionRow): string | null {
  try {
    const { webhookSecret } = decryptCredentials<{ webhookSecret?: string }>(keysOf(ctx), row.credentials);
    if (!webhookSecret) return null;
    return `${ctx.publicUrl ?? ''}${webhookPathOf(row)}?token=${encodeURIComponent(webhookSecret)}`;
  } catch {
    return null;
  }
}

const viewOf = (ctx: Pick<Deps, 'pmsKeys' | 'publicUrl'>, row: ConnectionRow) => toConnectionView(row, webhookUrlOf(ctx, row));

export async function getPmsConnection(ctx: Deps): Promise<{ connection: PmsConnectionView | null }> {
  const row = await findConnection(ctx.db, ctx.hotelId);
  return { connection: row ? viewOf(ctx, row) : null };
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
  if (input.credentials) sealed = sealOrRefuse(keysOf(ctx), { ...input.credentials, webhookSecret: input.credentials.webhookSecret || newWebhookSecret() });
  else if (existing && existing.vendor === input.vendor) sealed = existing.credentials;
  else fail('BAD_REQUEST', 'PMS_CREDENTIALS_REQUIRED');
  const row = await upsertConnection(ctx.db, {
    hotelId: ctx.hotelId,
    vendor: input.vendor,
    baseUrl: new URL(input.baseUrl).href.replace(/\/+$/, ''),
    propertyId: input.propertyId,
    enterpriseId: input.vendor === 'opera' ? (input.enterpriseId ?? null) : null,
    credentials: sealed,
    enabled: input.enabled,
    actorId: ctx.actor.id,
  });
  return { connection: viewOf(ctx, row) };
}

/**
 * Credentials are sealed only under SECRETS_KEY (DESIGN §19): without it the save is refused,
 * and the reason tells the admin how the server's operator sets it. A webhook secret left
 * empty is made up here, so the vendor's webhooks always carry one.
 */
function sealOrRefuse(keys: CredentialKeys, plain: object): string {
  try {
    return encryptCredentials(keys.secretsKey, plain);
  } catch (error) {
    if (error instanceof SecretsKeyMissingError) fail('PRECONDITION_FAILED', 'PMS_SECRETS_KEY_MISSING');
    throw error;
  }
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

/**
 * 'Test connection': signs in, reads the rooms and writes one back unchanged. The answer is a
 * reason and its values (the client words them in the reader's language) with the English
 * as `detail`, which the log keeps.
 */
export async function testPmsConnection(ctx: Deps): Promise<PmsTestOutcome & { detail: string }> {
  const row = await savedConnection(ctx);
  let result: PmsTestOutcome;
  try {
    result = await connectorOf(row, keysOf(ctx), { allowedHosts: ctx.webhookHosts }).test();
  } catch (error) {
    result = { ok: false, reason: 'PMS_TEST_FAILED', values: { error: pmsErrorText(error) } };
  }
  // A failure's own words are the log's: the sync status classifies them (pms-sync-status.queries.ts).
  const detail = result.reason === 'PMS_TEST_FAILED' ? result.values.error! : reasonMessage(result.reason, result.values);
  await logPmsEvent(ctx.db, row.id, 'test', result.ok, detail);
  return { ...result, detail };
}

export async function pmsLog(ctx: Deps): Promise<PmsLog> {
  return readPmsLog(ctx.db, (await savedConnection(ctx)).id);
}
