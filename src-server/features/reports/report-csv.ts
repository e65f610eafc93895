import { formatInTimeZone } from 'date-fns-tz';
import { bestLanguage, type Language } from '../../../src-shared/languages';
import type { AttendantRow, HistoryRow } from '../../../src-shared/room-lifecycle.schemas';
import { systemNoteText } from '../../../src-shared/system-notes';
import { CSV_TEXTS } from './csv-texts';

type Cell = string | number | null | undefined;

/**
 * A CSV that Excel and LibreOffice open as it is (issue 18): UTF-8 with a byte-order mark (or
 * Excel reads 'Créditos' as 'CrÃ©ditos'), CRLF line ends, RFC 4180 quoting, and a cell a
 * spreadsheet would run as a formula ('=…', '+…', '-…', '@…') kept as text by a leading apostrophe.
 * Words are the reader's (csv-texts.ts); numbers, dates and times stay machine-readable (issue
 * 22): '102.5', '2026-11-23', '14:05'. A spreadsheet reads those in any locale and shows them
 * in its own, while '102,5' in a comma-separated file is two cells and 'November 23' a text.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const cell = (value: Cell) => {
    if (value === null || value === undefined) return '';
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return '\uFEFF' + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

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
  const h = CSV_TEXTS[language].attendantHeaders;
  return csvFile(
    [h.housekeeper, h.roomsCleaned, h.credits, h.workedMinutes, h.minutesPerRoom, h.deferrals, h.inspectionsPassed, h.inspectionsFailed, h.housekeeperId],
    rows.map((r) => [
      r.housekeeperName,
      r.roomsCleaned,
      r.credits,
      r.workedMinutes,
      r.averageMinutesPerRoom,
      r.deferrals,
      r.inspectionsPassed,
      r.inspectionsFailed,
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
  const texts = CSV_TEXTS[language];
  const h = texts.historyHeaders;
  const notes = (row: HistoryRow) => {
    // The app's own notes in this language; what people typed as they typed it.
    const words = row.systemNote ? systemNoteText(row.systemNote, texts.systemNote) : row.notes;
    if (row.workOrder) return words ? `${texts.workOrder[row.workOrder]}: ${words}` : texts.workOrder[row.workOrder];
    if (row.guestRequest) return words ? `${texts.guestRequestDone}: ${words}` : texts.guestRequestDone;
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
  return `${CSV_TEXTS[language].fileName[report]}-${date}.csv`;
}
