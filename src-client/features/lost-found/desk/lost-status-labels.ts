import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LostItemStatus } from '../../../../src-shared/lost-items.schemas';

export const LOST_STATUS_LABELS: Record<LostItemStatus, MessageDescriptor> = {
  kept: msg`Kept`,
  returned: msg`Returned`,
  disposed: msg`Disposed`,
};
