import type { MappingTable } from '../pms-mapping';

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

/** Sent to `rooms/outOfOrderRooms` / `rooms/outOfServiceRooms`, never by `rooms/status`. */
export const OPERA_ROOM_LISTS: Record<string, string> = { OutOfOrder: 'outOfOrderRooms', OutOfService: 'outOfServiceRooms' };
