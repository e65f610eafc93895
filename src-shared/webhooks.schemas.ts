import { z } from 'zod';
import { uuidSchema } from './auth.schemas';
import { noNul } from './text.schemas';

/** DESIGN §14: the events a webhook may subscribe to. */
export const WEBHOOK_EVENTS = [
  'room.updated',
  'late_checkout.created',
  'late_checkout.resolved',
  'note.created',
  'occupancy.updated',
  'discrepancy.created',
  'discrepancy.resolved',
  'work_order.created',
  'work_order.updated',
  'work_order.done',
  'guest_request.done',
  'lost_item.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_URL_MAX = 2000;

/** The rules of the webhook form; the server's refusals are reasons (src-shared/error-reasons.ts). */
export const WEBHOOK_MESSAGES = {
  urlRequired: 'WEBHOOK_URL_REQUIRED',
  urlTooLong: 'WEBHOOK_URL_TOO_LONG',
  urlInvalid: 'WEBHOOK_URL_INVALID',
  eventsRequired: 'WEBHOOK_EVENTS_REQUIRED',
  badEvent: 'WEBHOOK_EVENT_UNKNOWN',
} as const;

export const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong)
  .refine(noNul, WEBHOOK_MESSAGES.urlInvalid)
  .pipe(z.url({ error: WEBHOOK_MESSAGES.urlInvalid }));

export const createWebhookInput = z.object({
  hotelId: uuidSchema,
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.badEvent }), { error: WEBHOOK_MESSAGES.eventsRequired })
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.infer<typeof createWebhookInput>;

export const webhookView = z.object({
  id: z.string(),
  hotelId: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
  /** Set when the receiver answered 410 Gone: nothing is sent until an admin enables it again. */
  disabledAt: z.string().nullable(),
});
export type WebhookView = z.infer<typeof webhookView>;

/** The answer to a create: the only time the signing secret is ever shown. */
export const createdWebhook = webhookView.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookDelivery = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  seq: z.number(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  occurredAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookIdInput = z.object({ id: uuidSchema });

/** What a receiver gets: the JSON body of every delivery. */
export interface WebhookPayload {
  id: string;
  type: WebhookEventType;
  hotelId: string;
  seq: number;
  /** When the event happened, ISO 8601: the field Standard Webhooks recommends. */
  timestamp: string;
  /** The same moment as `timestamp`, under the name the first receivers were written for. */
  occurredAt: string;
  data: unknown;
}
