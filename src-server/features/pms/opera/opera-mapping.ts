import type { MappingTable } from '../pms-mapping';
import type { OutOfOrderReason, OutOfOrderReturnStatus } from '../../../../src-shared/room-status';

/** OPERA Cloud housekeeping room statuses, and its out-of-order / out-of-service room lists. */
export type OperaCondition = 'Dirty' | 'Pickup' | 'Clean' | 'Inspected' | 'OutOfService' | 'OutOfOrder';

/**
 * DESIGN §17, ours → OPERA. A touch-up is OPERA's Pickup. Inspected needs OPERA's Inspected
 * Status control; a hotel that inspects in this app has it on, one that does not sends Clean.
 */
export const OPERA_MAPPING: MappingTable<OperaCondition> = {
  dirty: (room) => (room.cleaningType === 'touch_up' ? 'Pickup' : 'Dirty'),
  assigned: (room) => (room.cleaningType === 'touch_up' ? 'Pickup' : 'Dirty'),
  clean: 'Clean',
  inspected: 'Inspected',
  out_of_service: 'OutOfService',
  out_of_order: 'OutOfOrder',
  pms_updated: null,
};

/**
 * The room lists our two spans go to (never `rooms/status`): POST starts one, PUT
 * (completeOutOfOrderRooms / completeOutOfServiceRooms) ends it, with the same body shape.
 */
export const OPERA_ROOM_LISTS = { out_of_order: 'outOfOrderRooms', out_of_service: 'outOfServiceRooms' } as const;

/**
 * Our reasons as OPERA out-of-order reason codes. OPERA checks `reasonCode` against the
 * hotel's own configuration, so a hotel syncing out of order sets up these five codes there.
 * Out of service takes the same codes (OHIP: "related Out Of Order Reason code"); it is sent as OTHER.
 */
export const OPERA_REASON_CODES: Record<OutOfOrderReason, string> = {
  repairs: 'REPAIRS',
  plumbing: 'PLUMBING',
  electrical: 'ELECTRICAL',
  renovation: 'RENOVATION',
  other: 'OTHER',
};

/** The room status OPERA sets when its out of order ends. */
export const OPERA_RETURN_STATUS: Record<OutOfOrderReturnStatus, OperaCondition> = { dirty: 'Dirty', clean: 'Clean' };
