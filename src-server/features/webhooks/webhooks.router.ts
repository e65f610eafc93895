import { z } from 'zod';
import { roles, router } from '../../trpc/init';
import { inHotel } from '../../trpc/hotel-scope';
import { byHotelId } from '../../trpc/hotel-locators';
import { createdWebhook, createWebhookInput, webhookDelivery, webhookIdInput, webhookView } from '../../../src-shared/webhooks.schemas';
import { createWebhook, listAllWebhooks, reenableWebhook, removeWebhook, webhookDeliveries } from './webhooks.service';

/** DESIGN §14: admins manage webhooks; no API token may (none declares apiTokens meta). */
export const webhooksRouter = router({
  list: roles('admin')
    .output(z.array(webhookView))
    .query(({ ctx }) => listAllWebhooks(ctx)),
  create: inHotel(createWebhookInput, byHotelId('hotelId'), 'admin')
    .output(createdWebhook)
    .mutation(({ ctx, input }) => createWebhook(ctx, input)),
  delete: roles('admin')
    .input(webhookIdInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(({ ctx, input }) => removeWebhook(ctx, input.id)),
  enable: roles('admin')
    .input(webhookIdInput)
    .output(webhookView)
    .mutation(({ ctx, input }) => reenableWebhook(ctx, input.id)),
  deliveries: roles('admin')
    .input(webhookIdInput)
    .output(z.array(webhookDelivery))
    .query(({ ctx, input }) => webhookDeliveries(ctx, input.id)),
});
