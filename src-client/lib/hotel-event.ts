import type { QueryClient } from '@tanstack/react-query';
import type { HotelStreamEvent } from '../../src-shared/hotel-events';
import { applyRoomChange } from './room-cache';
import { isCleanStatus } from '../../src-shared/room-status';
import type { trpc } from './trpc';
import { patchGuestRequests } from '../features/guest-requests/guest-request-cache';

type Utils = ReturnType<typeof trpc.useUtils>;

/** What a hotel's live stream keeps current; a reset (or a stream that starts blind) refetches it. */
export function invalidateStreamed(utils: Utils, hotelId: string, olderThan = Infinity) {
  // Only lists fetched before the stream opened can have missed a change.
  const filters = { predicate: (query: { state: { dataUpdatedAt: number } }) => query.state.dataUpdatedAt < olderThan };
  // An answer already on its way is awaited, not fetched again.
  const options = { cancelRefetch: false };
  return Promise.all([
    utils.roomStatuses.invalidate(undefined, filters, options),
    utils.lateCheckouts.unresolved.invalidate({ hotelId }, filters, options),
    utils.roomNotes.invalidate(undefined, filters, options),
    utils.dailyStats.invalidate(undefined, filters, options),
    utils.staff.invalidate(undefined, filters, options),
    utils.shift.byDate.invalidate({ hotelId }, filters, options),
    utils.hotels.byId.invalidate({ id: hotelId }, filters, options),
    utils.guestRequests.invalidate(undefined, filters, options),
    utils.lostItems.invalidate(undefined, filters, options),
    utils.workOrders.invalidate(undefined, filters, options),
    utils.pms.syncFailures.invalidate({ hotelId }, filters, options),
    utils.turndown.invalidate(undefined, filters, options),
  ]);
}

/**
 * Puts one change of the hotel on screen (DESIGN §11). Room rows are patched into every
 * list, never refetched; the few small queries an event cannot carry are refetched alone.
 */
export function applyHotelEvent(utils: Utils, queryClient: QueryClient, hotelId: string, event: HotelStreamEvent) {
  switch (event.kind) {
    case 'rooms':
      applyRoomChange(queryClient, { hotelId, rooms: event.rooms });
      // The daily report counts cleaned rooms; it is small, so a clean refetches it.
      if (event.rooms.some((room) => room.status === 'clean')) void utils.dailyStats.invalidate();
      // So does the attendant report, with deferrals and inspections (DESIGN §12).
      if (event.rooms.some((room) => isCleanStatus(room.status) || room.deferral)) void utils.reports.invalidate();
      // Ready times and the phone's order follow every room change (DESIGN §22); only lists on screen refetch.
      void utils.arrivals.invalidate();
      return;
    case 'removed':
      return applyRoomChange(queryClient, { hotelId, removedRoomIds: event.roomIds });
    case 'late-checkouts':
      utils.lateCheckouts.unresolved.setData({ hotelId }, event.lateCheckouts);
      return;
    case 'note':
      void utils.roomNotes.unread.invalidate({ hotelId });
      void utils.roomNotes.latestUnread.invalidate({ hotelId });
      void utils.roomNotes.byRoom.invalidate({ roomId: event.roomId });
      return;
    case 'staff':
      void utils.staff.invalidate();
      return;
    case 'shift':
      void utils.shift.byDate.invalidate({ hotelId });
      return;
    case 'hotel':
      void utils.hotels.byId.invalidate({ id: hotelId });
      return;
    case 'discrepancies':
      void utils.discrepancies.byDay.invalidate({ hotelId });
      void utils.discrepancies.page.invalidate({ hotelId });
      return;
    case 'guest-requests':
      patchGuestRequests(queryClient, event.requests);
      return;
    case 'pms-sync':
      void utils.pms.syncFailures.invalidate({ hotelId });
      return;
    case 'lost-items':
      void utils.lostItems.search.invalidate({ hotelId });
      return;
    case 'work-orders':
      void utils.workOrders.invalidate();
      return;
    case 'turndowns':
      // Tonight's turndowns (issue 32): the Plan panel and the phone's list, where they are open.
      void utils.turndown.invalidate();
      return;
    case 'queue-order':
      void utils.arrivals.invalidate();
      return;
    case 'reset':
      void invalidateStreamed(utils, hotelId);
      return;
  }
}
