import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WebhookEventType } from '../../../src-shared/webhooks.schemas';
import type { ApiTokenResource } from '../../../src-shared/api-tokens.schemas';

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

/** What each API token resource covers (issue 28), as the token form and list name it. */
export const API_TOKEN_RESOURCE_LABELS: Record<ApiTokenResource, MessageDescriptor> = {
  rooms: msg`Rooms and statuses`,
  'late-checkouts': msg`Late checkouts`,
  notes: msg`Room notes`,
  occupancy: msg`Occupancy`,
  'guest-requests': msg`Guest requests`,
  'lost-items': msg`Lost and found`,
  'work-orders': msg`Work orders`,
  discrepancies: msg`Discrepancies`,
  'recurring-tasks': msg`Recurring tasks`,
  reports: msg`Reports (staff names and worked time)`,
};
