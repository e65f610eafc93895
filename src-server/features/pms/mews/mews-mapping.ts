import type { MappingTable } from '../pms-mapping';

/** Mews resource states, and its resource block type for rooms out of order. */
export type MewsCondition = 'Dirty' | 'Clean' | 'Inspected' | 'OutOfService' | 'OutOfOrder';

/** DESIGN §17, ours → Mews. */
export const MEWS_MAPPING: MappingTable<MewsCondition> = {
  dirty: 'Dirty',
  assigned: 'Dirty',
  clean: (room) => (room.inspectionRequired ? 'Clean' : 'Inspected'),
  inspected: 'Inspected',
  out_of_service: 'OutOfService',
  out_of_order: 'OutOfOrder',
  pms_updated: null,
};

