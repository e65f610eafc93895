import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlanReason } from '../../../src-shared/occupancy.schemas';
import type { Stay } from '../../../src-shared/stays';

/** Why the day's plan changes a room (DESIGN §17). */
export const WHY_LABELS: Record<PlanReason, MessageDescriptor> = {
  departure: msg`Guest leaves today`,
  stayover: msg`Stayover service due`,
  linen: msg`Stayover with linen change`,
  touch_up: msg`Vacant too long: touch-up`,
};

/** Every stay a PMS report may say, as the import's mapping step names them. */
export const ALL_STAY_LABELS: Record<Stay, MessageDescriptor> = {
  arrival: msg`Arrival`,
  stayover: msg`Stayover`,
  due_out: msg`Due out`,
  departed: msg`Departed`,
  vacant: msg`Vacant`,
};
