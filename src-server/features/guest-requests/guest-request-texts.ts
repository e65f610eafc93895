import type { Language } from '../../../src-shared/languages';
import type { GuestRequestKind, GuestRequestStatus } from '../../../src-shared/guest-requests.schemas';
import type { LostItemStatus } from '../../../src-shared/lost-items.schemas';
import { sayAll, sayIn, screenWord, type CatalogText } from '../../i18n/catalogs';
import { GUEST_REQUEST_KIND_WORDS, ROOM_HEADER as ROOM, STATUS_HEADER as STATUS } from '../../i18n/words';

/**
 * The words of guest requests and lost and found outside the app (issue 21): the push a
 * housekeeper gets and the CSV an office opens, in the reader's language, from the catalogs.
 */
export const SERVICE_TEXTS = {
  kind: GUEST_REQUEST_KIND_WORDS,
  requestStatus: {
    open: /*i18n*/ { id: 'csv.guestRequests.open', message: 'Open' },
    done: /*i18n*/ { id: 'csv.guestRequests.done', message: 'Done' },
    cancelled: /*i18n*/ { id: 'csv.guestRequests.cancelled', message: 'Cancelled' },
  } satisfies Record<GuestRequestStatus, CatalogText>,
  lostStatus: {
    kept: screenWord('desk', 'Kept'),
    returned: screenWord('desk', 'Returned'),
    disposed: screenWord('desk', 'Disposed'),
  } satisfies Record<LostItemStatus, CatalogText>,
  pushTitle: /*i18n*/ { id: 'push.guestRequest.title', message: 'Guest request' },
  pushBody: /*i18n*/ { id: 'push.guestRequest.body', message: 'Room {room}: {what}' },
  pushBodyDue: /*i18n*/ { id: 'push.guestRequest.bodyDue', message: 'Room {room}: {what} by {due}' },
  requestHeaders: [
    ROOM,
    /*i18n*/ { id: 'csv.guestRequests.request', message: 'Request' },
    screenWord('desk', 'Note'),
    /*i18n*/ { id: 'csv.guestRequests.loggedDate', message: 'Logged date' },
    /*i18n*/ { id: 'csv.guestRequests.loggedTime', message: 'Logged time' },
    /*i18n*/ { id: 'csv.guestRequests.due', message: 'Due' },
    /*i18n*/ { id: 'csv.guestRequests.assignedTo', message: 'Assigned to' },
    STATUS,
    /*i18n*/ { id: 'csv.guestRequests.doneBy', message: 'Done by' },
    /*i18n*/ { id: 'csv.guestRequests.doneAt', message: 'Done at' },
    /*i18n*/ { id: 'csv.guestRequests.minutesTaken', message: 'Minutes taken' },
    /*i18n*/ { id: 'csv.guestRequests.loggedBy', message: 'Logged by' },
  ],
  lostHeaders: [
    /*i18n*/ { id: 'csv.lost.foundDate', message: 'Found date' },
    /*i18n*/ { id: 'csv.lost.foundTime', message: 'Found time' },
    ROOM,
    /*i18n*/ { id: 'csv.lost.place', message: 'Place' },
    /*i18n*/ { id: 'csv.lost.description', message: 'Description' },
    /*i18n*/ { id: 'csv.lost.foundBy', message: 'Found by' },
    /*i18n*/ { id: 'csv.lost.storedAt', message: 'Stored at' },
    STATUS,
    /*i18n*/ { id: 'csv.lost.statusDate', message: 'Status date' },
    /*i18n*/ { id: 'csv.lost.disposalDue', message: 'Disposal due' },
  ],
  fileName: {
    requests: /*i18n*/ { id: 'csv.file.guestRequests', message: 'guest-requests' },
    lost: /*i18n*/ { id: 'csv.file.lostAndFound', message: 'lost-and-found' },
  },
};

export interface ServiceTexts {
  kind: Record<GuestRequestKind, string>;
  requestStatus: Record<GuestRequestStatus, string>;
  lostStatus: Record<LostItemStatus, string>;
  pushTitle: string;
  pushBody(room: string, what: string, due: string | null): string;
  requestHeaders: string[];
  lostHeaders: string[];
  fileName: { requests: string; lost: string };
}

/** The guest requests' and lost and found's words in one language. */
export function serviceTexts(language: Language): ServiceTexts {
  const say = sayIn(language);
  const t = SERVICE_TEXTS;
  return {
    kind: sayAll(say, t.kind),
    requestStatus: sayAll(say, t.requestStatus),
    lostStatus: sayAll(say, t.lostStatus),
    pushTitle: say(t.pushTitle),
    pushBody: (room, what, due) => (due ? say(t.pushBodyDue, { room, what, due }) : say(t.pushBody, { room, what })),
    requestHeaders: t.requestHeaders.map((text) => say(text)),
    lostHeaders: t.lostHeaders.map((text) => say(text)),
    fileName: sayAll(say, t.fileName),
  };
}
