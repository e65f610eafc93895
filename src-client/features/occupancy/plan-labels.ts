import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlanReason } from '../../../src-shared/occupancy.schemas';
import type { Stay } from '../../../src-shared/stays';
import type { TurndownRule, TurndownWhy } from '../../../src-shared/turndown';

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
  // The stay, not the cleaning type (see STAY_LABELS).
  stayover: msg`In-house`,
  due_out: msg`Due out`,
  departed: msg`Departed`,
  vacant: msg`Vacant`,
};

/** Issue 32: the hotel's turndown rule, as the cleaning rules' select names it. */
export const TURNDOWN_RULE_LABELS: Record<TurndownRule, MessageDescriptor> = {
  all_occupied: msg`Every occupied room`,
  vip: msg`VIP guests only`,
  on_request: msg`On the guest's request`,
  off: msg`Off`,
};

/** Why a room is on tonight's turndown list. */
export const TURNDOWN_WHY_LABELS: Record<TurndownWhy, MessageDescriptor> = {
  occupied: msg`Occupied tonight`,
  vip: msg`VIP guest`,
  requested: msg`Guest asked`,
};
