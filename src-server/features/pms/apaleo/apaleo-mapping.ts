import type { MappingTable } from '../pms-mapping';

/** Apaleo's unit conditions, and its maintenance types for rooms out of service or order. */
export type ApaleoCondition = 'Dirty' | 'CleanToBeInspected' | 'Clean' | 'OutOfService' | 'OutOfOrder';

/**
 * DESIGN §17, ours → Apaleo. Out of service and out of order are never pushed as a condition:
 * each goes as a maintenance with its own dates (startOutOfOrder) and is deleted when it ends.
 */
export const APALEO_MAPPING: MappingTable<ApaleoCondition> = {
  dirty: 'Dirty',
  assigned: 'Dirty',
  clean: (room) => (room.inspectionRequired ? 'CleanToBeInspected' : 'Clean'),
  inspected: 'Clean',
  out_of_service: 'OutOfService',
  out_of_order: 'OutOfOrder',
  pms_updated: null,
};
