import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Finding } from '../../../src-shared/discrepancies.schemas';

/** What a housekeeper found, in the same words on her phone's one-tap sheet and in the desk's queue. */
export const FINDING_LABELS: Record<Finding, MessageDescriptor> = {
  occupied: msg`Found occupied`,
  vacant: msg`Found vacant`,
  luggage: msg`Luggage`,
  dnd: msg`Do not disturb`,
};
