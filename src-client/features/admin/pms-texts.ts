import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * The rules of the shared PMS schema (src-shared PMS_MESSAGES), listed so extraction puts
 * their texts in this area's catalog and lib/forms validate translates them.
 */
export const PMS_FIXED_TEXTS = [
  msg`Vendor must be one of apaleo, mews, opera`,
  msg`Enter the PMS API address, like https://api.apaleo.com`,
  msg`Enter the property (hotel) id the PMS knows this hotel by`,
  msg`Enter every credential the PMS needs`,
];

export const PMS_PUSH_STATE_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Waiting to retry`,
  delivered: msg`Sent`,
  failed: msg`Failed`,
  superseded: msg`Replaced by a newer change`,
};

export const PMS_EVENT_LABELS: Record<string, MessageDescriptor> = {
  pull: msg`Occupancy read`,
  webhook: msg`Webhook received`,
  test: msg`Connection test`,
};
