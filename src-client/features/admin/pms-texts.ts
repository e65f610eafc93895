import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

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
  compare: msg`Comparison with the PMS`,
  fix: msg`Difference fixed`,
};
