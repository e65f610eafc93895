import type { Language } from '../../../src-shared/languages';
import type { RoomStatus } from '../../../src-shared/room-status';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import type { DeferralReason } from '../../../src-shared/room-lifecycle';
import type { SystemNoteWords } from '../../../src-shared/system-notes';
import { sayAll, sayIn, screenWord } from '../../i18n/catalogs';
import { GUEST_REQUEST_KIND_WORDS, ROOM_HEADER, ROOM_STATUS_WORDS, WORK_ORDER_CATEGORY_WORDS } from '../../i18n/words';

/**
 * Every word of the report CSVs (issue 18): a file an office opens in a spreadsheet, which has
 * no translation of its own. Words the screens say are the screens' own messages (a status in
 * the CSV reads as on the board); the rest are the server's catalog (server.po; issue 30).
 */
export interface CsvTexts {
  attendantHeaders: {
    housekeeper: string;
    roomsCleaned: string;
    credits: string;
    workedMinutes: string;
    minutesPerRoom: string;
    deferrals: string;
    inspectionsPassed: string;
    inspectionsFailed: string;
    turndowns: string;
    turndownCredits: string;
    housekeeperId: string;
  };
  historyHeaders: { room: string; date: string; time: string; from: string; to: string; by: string; cleaningType: string; notes: string };
  status: Record<RoomStatus, string>;
  cleaningType: Record<CleaningType, string>;
  deferral: Record<DeferralReason, string>;
  retryAt(reason: string, time: string): string;
  /** The words of the notes the app itself writes on rooms (stored as data, src-shared/system-notes.ts). */
  systemNote: SystemNoteWords;
  /** A work order's history row (DESIGN §18): what happened, before its title and note. */
  workOrder: Record<'created' | 'done', string>;
  /** A guest request done in the room, before what was asked for (issue 21). */
  guestRequestDone: string;
  /** A turndown done (issue 32); an attendant's order of her rooms changed (DESIGN §22), before her name and the order. */
  turndownDone: string;
  queueReordered: string;
  fileName: { attendants: string; history: string };
}

/** The report CSVs' texts (exported for the test that each is in every language's catalogs). */
export const REPORT_CSV_TEXTS = {
  attendantHeaders: {
    housekeeper: screenWord('messages', 'Housekeeper'),
    roomsCleaned: screenWord('desk', 'Rooms cleaned'),
    credits: screenWord('desk', 'Credits'),
    workedMinutes: screenWord('desk', 'Minutes worked'),
    minutesPerRoom: screenWord('desk', 'Minutes per room'),
    deferrals: screenWord('desk', 'Deferrals'),
    inspectionsPassed: screenWord('desk', 'Inspections passed'),
    inspectionsFailed: screenWord('desk', 'Inspections failed'),
    turndowns: screenWord('desk', 'Turndowns'),
    turndownCredits: screenWord('desk', 'Turndown credits'),
    housekeeperId: /*i18n*/ { id: 'csv.attendants.housekeeperId', message: 'Housekeeper ID' },
  },
  historyHeaders: {
    room: ROOM_HEADER,
    date: screenWord('desk', 'Date'),
    time: screenWord('desk', 'Time'),
    from: /*i18n*/ { id: 'csv.history.fromStatus', message: 'From status' },
    to: /*i18n*/ { id: 'csv.history.toStatus', message: 'To status' },
    by: screenWord('desk', 'By'),
    cleaningType: screenWord('messages', 'Cleaning type'),
    notes: screenWord('rooms', 'Notes'),
  },
  status: ROOM_STATUS_WORDS,
  cleaningType: {
    departure: screenWord('messages', 'Departure'),
    stayover: screenWord('messages', 'Stayover'),
    touch_up: screenWord('messages', 'Touch-up'),
  },
  deferral: {
    dnd: screenWord('messages', 'Do not disturb'),
    refused: /*i18n*/ { id: 'csv.history.serviceRefused', message: 'Service refused' },
    guest_in_room: screenWord('messages', 'Guest in room'),
  },
  systemNote: {
    outOfService: screenWord('rooms', 'Marked out of service'),
    lateCheckoutDirty: /*i18n*/ { id: 'csv.history.lateCheckoutDirty', message: 'Marked dirty after late checkout resolution' },
    category: WORK_ORDER_CATEGORY_WORDS,
    guestRequest: GUEST_REQUEST_KIND_WORDS,
  },
  workOrder: {
    created: /*i18n*/ { id: 'csv.history.workOrderReported', message: 'Work order reported' },
    done: /*i18n*/ { id: 'csv.history.workOrderDone', message: 'Work order done' },
  },
  guestRequestDone: /*i18n*/ { id: 'csv.history.guestRequestDone', message: 'Guest request done' },
  turndownDone: /*i18n*/ { id: 'csv.history.turndownDone', message: 'Turndown done' },
  queueReordered: /*i18n*/ { id: 'csv.history.queueReordered', message: 'Order of rooms changed' },
  fileName: {
    attendants: /*i18n*/ { id: 'csv.file.attendants', message: 'attendants' },
    history: /*i18n*/ { id: 'csv.file.history', message: 'history' },
  },
  retryAt: /*i18n*/ { id: 'csv.history.retryAt', message: '{reason}, retry at {time}' },
};

/** The report CSVs' words in one language. */
export function csvTexts(language: Language): CsvTexts {
  const say = sayIn(language);
  const t = REPORT_CSV_TEXTS;
  return {
    attendantHeaders: sayAll(say, t.attendantHeaders),
    historyHeaders: sayAll(say, t.historyHeaders),
    status: sayAll(say, t.status),
    cleaningType: sayAll(say, t.cleaningType),
    deferral: sayAll(say, t.deferral),
    retryAt: (reason, time) => say(t.retryAt, { reason, time }),
    systemNote: {
      outOfService: say(t.systemNote.outOfService),
      lateCheckoutDirty: say(t.systemNote.lateCheckoutDirty),
      category: sayAll(say, t.systemNote.category),
      guestRequest: sayAll(say, t.systemNote.guestRequest),
    },
    workOrder: sayAll(say, t.workOrder),
    guestRequestDone: say(t.guestRequestDone),
    turndownDone: say(t.turndownDone),
    queueReordered: say(t.queueReordered),
    fileName: sayAll(say, t.fileName),
  };
}
