import type { Context, Actor } from '../../trpc/context';
import type { HotelScope } from '../../trpc/hotel-scope';
import { fail } from '../../trpc/errors';
import type { CreateWebhookInput, CreatedWebhook, WebhookDelivery, WebhookView } from '../../../src-shared/webhooks.schemas';
import { checkWebhookTarget, WebhookTargetError } from './webhook-target';
import { newWebhookSecret } from './webhook-signature';
import { deleteWebhook, enableWebhook, insertWebhook, listDeliveries, listWebhooks, webhookExists } from './webhooks.queries';

type Deps = Pick<Context, 'db' | 'webhookHosts'> & { actor: Actor };

export async function createWebhook(ctx: Deps & HotelScope, input: CreateWebhookInput): Promise<CreatedWebhook> {
  try {
    await checkWebhookTarget(input.url, ctx.webhookHosts);
  } catch (error) {
    if (error instanceof WebhookTargetError) fail('BAD_REQUEST', error.reason);
    throw error;
  }
  const secret = newWebhookSecret();
  // Stored as parsed (0x7f000001 reads 127.0.0.1): what was checked is exactly what is requested.
  const url = new URL(input.url).href;
  const view = await insertWebhook(ctx.db, { hotelId: ctx.hotelId, url, events: input.events, secret, createdBy: ctx.actor.id });
  return { ...view, secret };
}

export function listAllWebhooks(ctx: Deps): Promise<WebhookView[]> {
  return listWebhooks(ctx.db);
}

export async function removeWebhook(ctx: Deps, id: string) {
  if (!(await deleteWebhook(ctx.db, id))) fail('NOT_FOUND', 'WEBHOOK_NOT_FOUND');
  return { success: true as const };
}

/** A webhook a 410 Gone disabled, enabled again by hand (Standard Webhooks). */
export async function reenableWebhook(ctx: Deps, id: string): Promise<WebhookView> {
  return (await enableWebhook(ctx.db, id)) ?? fail('NOT_FOUND', 'WEBHOOK_NOT_FOUND');
}

export async function webhookDeliveries(ctx: Deps, id: string): Promise<WebhookDelivery[]> {
  if (!(await webhookExists(ctx.db, id))) fail('NOT_FOUND', 'WEBHOOK_NOT_FOUND');
  return listDeliveries(ctx.db, id);
}
