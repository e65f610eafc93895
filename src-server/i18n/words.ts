import type { RoomStatus } from '../../src-shared/room-status';
import type { WorkOrderCategory } from '../../src-shared/work-orders.schemas';
import type { GuestRequestKind } from '../../src-shared/guest-requests.schemas';
import { screenWord, type CatalogText } from './catalogs';

/**
 * The words more than one feature's CSV or push says, once: the screens' own messages where
 * the screens say them, so a file and the app never word a thing twice (GLOSSARY.md).
 */

/** A CSV's room column, the same word in every list the server writes. */
export const ROOM_HEADER: CatalogText = /*i18n*/ { id: 'csv.room', message: 'Room' };

/** A status column of the guest request, lost and found and work-order lists. */
export const STATUS_HEADER = screenWord('desk', 'Status');

/** The status labels the screens show (src-client/components/rooms/status-labels.ts). */
export const ROOM_STATUS_WORDS: Record<RoomStatus, CatalogText> = {
  clean: screenWord('rooms', 'Clean'),
  dirty: screenWord('rooms', 'Dirty'),
  assigned: screenWord('rooms', 'Assigned'),
  out_of_service: screenWord('rooms', 'Out of Service'),
  pms_updated: screenWord('rooms', 'PMS Updated'),
  inspected: screenWord('rooms', 'Inspected'),
  out_of_order: screenWord('rooms', 'Out of Order'),
};

/** A work order's category as the maintenance screens name it (also the title of one reported without a title). */
export const WORK_ORDER_CATEGORY_WORDS: Record<WorkOrderCategory, CatalogText> = {
  plumbing: screenWord('maintenance', 'Plumbing'),
  electrical: screenWord('maintenance', 'Electrical'),
  furniture: screenWord('maintenance', 'Furniture'),
  appliance: screenWord('maintenance', 'Appliance'),
  cleaning_supplies: screenWord('maintenance', 'Cleaning supplies'),
  other: screenWord('maintenance', 'Other'),
};

/** What a guest asked for, as the housekeeper's phone names it: the push, the CSVs and the history's notes. */
export const GUEST_REQUEST_KIND_WORDS: Record<GuestRequestKind, CatalogText> = {
  towels: screenWord('housekeeper', 'Towels'),
  amenities: screenWord('housekeeper', 'Amenities'),
  crib: screenWord('housekeeper', 'Crib'),
  extra_cleaning: screenWord('housekeeper', 'Extra cleaning'),
  other: screenWord('housekeeper', 'Other'),
};
