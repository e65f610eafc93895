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

/**
 * A guest's stay. A staying guest is 'In-house', never 'Stayover', which names a cleaning type
 * (issue 29: room 305 read 'Dirty · Stayover' for a departure clean).
 */
export const STAY_LABELS: Record<StayMark, MessageDescriptor> = {
  arrival: msg`Arrival`,
  due_out: msg`Due out`,
  stayover: msg`In-house`,
};
