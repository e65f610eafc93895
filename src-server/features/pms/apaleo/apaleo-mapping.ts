import type { MappingTable } from '../pms-mapping';

/** Apaleo's unit conditions, and its maintenance types for rooms out of service or order. */
export type ApaleoCondition = 'Dirty' | 'CleanToBeInspected' | 'Clean' | 'OutOfService' | 'OutOfOrder';

/** DESIGN §17, ours → Apaleo. */
export const APALEO_MAPPING: MappingTable<ApaleoCondition> = {
  dirty: 'Dirty',
  assigned: 'Dirty',
  clean: (room) => (room.inspectionRequired ? 'CleanToBeInspected' : 'Clean'),
  inspected: 'Clean',
  out_of_service: 'OutOfService',
  out_of_order: 'OutOfOrder',
  pms_updated: null,
};

/**
 * Conditions sent as a maintenance (POST /operations/v1/maintenances), not a unit condition.
 * OutOfOrder is not among them: an out of order goes with its own dates (startOutOfOrder).
 */
export const APALEO_MAINTENANCES: readonly string[] = ['OutOfService'];
