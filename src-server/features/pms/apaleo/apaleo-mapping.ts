import type { MappingTable } from '../pms-mapping';

/** Apaleo's unit conditions, and its maintenance types for rooms out of service or order. */
export type ApaleoCondition = 'Dirty' | 'CleanToBeInspected' | 'Clean' | 'OutOfService' | 'OutOfOrder';

/**
 * DESIGN §17, ours → Apaleo. Out of service and out of order are never pushed as a condition:
 * each goes as a maintenance with its own dates (startOutOfOrder) and is ended with the span
 * (apaleo-maintenance-end.ts).
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

/**
 * Apaleo → ours, for the comparison (DESIGN §19): the condition a unit's `status.condition`
 * holds (inventory v1 UnitItemStatusModel: Clean, CleanToBeInspected, Dirty), compared with
 * what APALEO_MAPPING makes of ours. A maintenance is a span, compared by its own list, never
 * a condition; anything else Apaleo may add is not compared.
 */
export const APALEO_READ_BACK: Record<string, ApaleoCondition | null> = { Clean: 'Clean', CleanToBeInspected: 'CleanToBeInspected', Dirty: 'Dirty' };
