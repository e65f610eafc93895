import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RoomStatus } from '../../../src-shared/room-status';

/** How each room status reads on screen (badges, menus, toasts). */
export const STATUS_LABELS: Record<RoomStatus, MessageDescriptor> = {
  clean: msg`Clean`,
  dirty: msg`Dirty`,
  assigned: msg`Assigned`,
  out_of_service: msg`Out of Service`,
  pms_updated: msg`PMS Updated`,
  inspected: msg`Inspected`,
  out_of_order: msg`Out of Order`,
};
