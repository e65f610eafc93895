import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OutOfOrderReason } from '../../../src-shared/room-status';

/** How each out-of-order reason code reads (DESIGN §17). */
export const OUT_OF_ORDER_REASON_LABELS: Record<OutOfOrderReason, MessageDescriptor> = {
  repairs: msg`Repairs`,
  plumbing: msg`Plumbing`,
  electrical: msg`Electrical`,
  renovation: msg`Renovation`,
  other: msg`Other`,
};
