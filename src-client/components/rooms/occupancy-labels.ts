import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OccupancyCode, StayMark } from '../../../src-shared/occupancy-code';

/** What VC / VD / OC / OD stand for: what a screen reader says and the legend shows. */
export const CODE_LABELS: Record<OccupancyCode, MessageDescriptor> = {
  VC: msg`Vacant clean`,
  VD: msg`Vacant dirty`,
  OC: msg`Occupied clean`,
  OD: msg`Occupied dirty`,
};

export const STAY_LABELS: Record<StayMark, MessageDescriptor> = {
  arrival: msg`Arrival`,
  due_out: msg`Due out`,
  stayover: msg`Stayover`,
};
