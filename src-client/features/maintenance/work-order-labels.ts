import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReturnStatus, WorkOrderCategory, WorkOrderPriority, WorkOrderStatus } from '../../../src-shared/work-orders.schemas';

export const CATEGORY_LABELS: Record<WorkOrderCategory, MessageDescriptor> = {
  plumbing: msg`Plumbing`,
  electrical: msg`Electrical`,
  furniture: msg`Furniture`,
  appliance: msg`Appliance`,
  cleaning_supplies: msg`Cleaning supplies`,
  other: msg`Other`,
};

export const PRIORITY_LABELS: Record<WorkOrderPriority, MessageDescriptor> = {
  low: msg`Low`,
  normal: msg`Normal`,
  urgent: msg`Urgent`,
};

export const WORK_STATUS_LABELS: Record<WorkOrderStatus, MessageDescriptor> = {
  open: msg`Open`,
  in_progress: msg`In progress`,
  on_hold: msg`On hold`,
  done: msg`Done`,
};

export const RETURN_LABELS: Record<ReturnStatus, MessageDescriptor> = {
  dirty: msg`Dirty (clean after the repair)`,
  clean: msg`Clean`,
};
