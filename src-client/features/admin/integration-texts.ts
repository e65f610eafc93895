import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WebhookEventType } from '../../../src-shared/webhooks.schemas';

/**
 * The rules of the shared integrations schemas (src-shared API_TOKEN_MESSAGES,
 * WEBHOOK_MESSAGES), listed so extraction puts their texts in this area's catalog and
 * lib/forms validate translates them. Server refusals are translated by their reason
 * (lib/reasons.ts), never by text.
 */
export const INTEGRATION_FIXED_TEXTS = [
  msg`Token name is required`,
  msg`Token name must be at most 80 characters`,
  msg`Please select read or write access`,
  msg`Webhook URL is required`,
  msg`Webhook URL must be at most 2000 characters`,
  msg`Enter a full address, like https://pms.example.com/hooks/housekeeping`,
  msg`Choose at least one event`,
  msg`Unknown webhook event`,
];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, MessageDescriptor> = {
  'room.updated': msg`Room updated`,
  'late_checkout.created': msg`Late checkout added`,
  'late_checkout.resolved': msg`Late checkout resolved`,
  'note.created': msg`Note added`,
  'occupancy.updated': msg`Occupancy updated`,
  'discrepancy.created': msg`Discrepancy found`,
  'discrepancy.resolved': msg`Discrepancy resolved`,
  'work_order.created': msg`Work order created`,
  'work_order.updated': msg`Work order updated`,
  'work_order.done': msg`Work order done`,
  'guest_request.done': msg`Guest request done`,
  'lost_item.created': msg`Lost item logged`,
};
