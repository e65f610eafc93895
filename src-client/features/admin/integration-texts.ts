import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WebhookEventType } from '../../../src-shared/webhooks.schemas';

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
