import { formatInTimeZone } from 'date-fns-tz';
import { bestLanguage, type Language } from '../../../src-shared/languages';
import type { AttendantRow, HistoryRow } from '../../../src-shared/room-lifecycle.schemas';
import { systemNoteText } from '../../../src-shared/system-notes';
import { csvTexts } from './csv-texts';
import { csvFile } from '../../http/csv-file';

/** How the CSVs write a moment on the hotel's clock (issue 22): ISO dates, 24-hour times. */
export const CSV_CLOCK = { day: 'yyyy-MM-dd', time: 'HH:mm', dayTime: 'yyyy-MM-dd HH:mm' } as const;

/** A moment as a CSV cell on the hotel's clock (`CSV_CLOCK`); an empty cell for none. */
export function clockCell(at: string | null, timezone: string, form: keyof typeof CSV_CLOCK): string | null {
  return at ? formatInTimeZone(new Date(at), timezone, CSV_CLOCK[form]) : null;
}

/**
 * The reader's language: `?lang=` as the client sends it, else the first Accept-Language the app
 * speaks, else English. An unknown value is a preference not met, like an unmatched Accept-Language.
 * Tags match as the client's do (bestLanguage: 'es-MX' → 'es'), so a CSV and the screen agree.
 */
export function csvLanguage(lang: string | undefined, acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag!.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0 && x.tag !== '' && x.tag !== '*')
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return bestLanguage([lang ?? '', ...ranked.map((x) => x.tag)].filter((tag) => tag.trim() !== ''));
}

/** The attendant report: names first, words for headers, the id as the last column. */
export function attendantCsv(rows: readonly AttendantRow[], language: Language): string {
  const h = csvTexts(language).attendantHeaders;
  return csvFile(
    [h.housekeeper, h.roomsCleaned, h.credits, h.workedMinutes, h.minutesPerRoom, h.deferrals, h.inspectionsPassed, h.inspectionsFailed, h.turndowns, h.turndownCredits, h.housekeeperId],
    rows.map((r) => [
      r.housekeeperName,
      r.roomsCleaned,
      r.credits,
      r.workedMinutes,
      r.averageMinutesPerRoom,
      r.deferrals,
      r.inspectionsPassed,
      r.inspectionsFailed,
      // Issue 32: the evening's turndowns, after the day's figures; the id stays last.
      r.turndowns,
      r.turndownCredits,
      r.housekeeperId,
    ]),
  );
}

/**
 * The day's history: room first, the date and time on the hotel's clock (a 5:02 PM change in
 * Los Angeles reads 2026-11-24, 17:02, not 2026-11-25T01:02Z), statuses and deferrals in words.
 * Dates are ISO and times 24-hour so every spreadsheet, in any locale, reads them as such.
 */
export function historyCsv(rows: readonly HistoryRow[], timezone: string, language: Language): string {
  const texts = csvTexts(language);
  const h = texts.historyHeaders;
  const notes = (row: HistoryRow) => {
    // The app's own notes in this language; what people typed as they typed it.
    const words = row.systemNote ? systemNoteText(row.systemNote, texts.systemNote) : row.notes;
    if (row.workOrder) return words ? `${texts.workOrder[row.workOrder]}: ${words}` : texts.workOrder[row.workOrder];
    if (row.guestRequest) return words ? `${texts.guestRequestDone}: ${words}` : texts.guestRequestDone;
    if (row.turndown) return texts.turndownDone;
    if (row.queueOrder) return words ? `${texts.queueReordered}: ${words}` : texts.queueReordered;
    if (!row.deferral) return words;
    const reason = texts.deferral[row.deferral.reason];
    return row.deferral.retryAt ? texts.retryAt(reason, row.deferral.retryAt) : reason;
  };
  return csvFile(
    [h.room, h.date, h.time, h.from, h.to, h.by, h.cleaningType, h.notes],
    rows.map((row) => [
      row.roomNumber,
      clockCell(row.at, timezone, 'day'),
      clockCell(row.at, timezone, 'time'),
      row.from ? texts.status[row.from] : null,
      texts.status[row.to],
      row.actorName,
      row.cleaningType ? texts.cleaningType[row.cleaningType] : null,
      notes(row),
    ]),
  );
}

export function csvFileName(report: 'attendants' | 'history', date: string, language: Language): string {
  return `${csvTexts(language).fileName[report]}-${date}.csv`;
}
