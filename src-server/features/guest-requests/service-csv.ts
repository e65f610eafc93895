import type { Language } from '../../../src-shared/languages';
import type { GuestRequest } from '../../../src-shared/guest-requests.schemas';
import type { LostItem } from '../../../src-shared/lost-items.schemas';
import { csvFile } from '../../http/csv-file';
import { clockCell } from '../reports/report-csv';
import { serviceTexts } from './guest-request-texts';

/** Dates ISO and times 24-hour on the hotel's clock, as the other CSVs (features/reports). */
const day = (iso: string | null, timezone: string) => clockCell(iso, timezone, 'day');
const time = (iso: string | null, timezone: string) => clockCell(iso, timezone, 'time');
const dayTime = (iso: string | null, timezone: string) => clockCell(iso, timezone, 'dayTime');

export function guestRequestsCsv(rows: readonly GuestRequest[], timezone: string, language: Language): string {
  const texts = serviceTexts(language);
  return csvFile(
    texts.requestHeaders,
    rows.map((r) => [
      r.roomNumber,
      texts.kind[r.kind],
      r.note,
      day(r.createdAt, timezone),
      time(r.createdAt, timezone),
      dayTime(r.dueAt, timezone),
      r.assignedToName,
      texts.requestStatus[r.status],
      r.doneByName,
      dayTime(r.doneAt, timezone),
      r.minutesToDone,
      r.createdByName,
    ]),
  );
}

export function lostItemsCsv(rows: readonly LostItem[], timezone: string, language: Language): string {
  const texts = serviceTexts(language);
  return csvFile(
    texts.lostHeaders,
    rows.map((r) => [
      day(r.foundAt, timezone),
      time(r.foundAt, timezone),
      r.roomNumber,
      // An area and the words of where in it ('Gym, by the lockers').
      [r.areaName, r.place].filter(Boolean).join(', ') || null,
      r.description,
      r.foundByName,
      r.storedAt,
      texts.lostStatus[r.status],
      day(r.statusAt, timezone),
      day(r.disposalDueAt, timezone),
    ]),
  );
}

export function serviceCsvName(list: 'requests' | 'lost', language: Language, today: string): string {
  return `${serviceTexts(language).fileName[list]}-${today}.csv`;
}
