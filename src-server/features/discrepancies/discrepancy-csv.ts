import type { Language } from '../../../src-shared/languages';
import type { Discrepancy, DiscrepancyKind, Finding } from '../../../src-shared/discrepancies.schemas';
import { csvFile } from '../../http/csv-file';
import { clockCell } from '../reports/report-csv';
import { sayAll, sayIn, screenWord, type CatalogText } from '../../i18n/catalogs';
import { ROOM_HEADER } from '../../i18n/words';

/** The words of the discrepancy CSV (DESIGN §17), as the app's catalogs say them. */
export const DISCREPANCY_CSV_TEXTS = {
  headers: {
    room: ROOM_HEADER,
    date: screenWord('desk', 'Date'),
    time: screenWord('desk', 'Time'),
    found: /*i18n*/ { id: 'csv.discrepancies.found', message: 'Found' },
    pms: screenWord('admin', 'PMS'),
    kind: /*i18n*/ { id: 'csv.discrepancies.discrepancy', message: 'Discrepancy' },
    foundBy: /*i18n*/ { id: 'csv.discrepancies.foundBy', message: 'Found by' },
    resolvedAt: /*i18n*/ { id: 'csv.discrepancies.resolvedAt', message: 'Resolved at' },
    resolvedBy: /*i18n*/ { id: 'csv.discrepancies.resolvedBy', message: 'Resolved by' },
    note: screenWord('desk', 'Note'),
  },
  found: {
    occupied: /*i18n*/ { id: 'csv.discrepancies.foundOccupied', message: 'Occupied' },
    vacant: screenWord('desk', 'Vacant'),
    luggage: /*i18n*/ { id: 'csv.discrepancies.foundLuggage', message: 'Luggage' },
    dnd: screenWord('messages', 'Do not disturb'),
  } satisfies Record<Finding, CatalogText>,
  pms: { occupied: screenWord('desk', 'Occupied'), vacant: screenWord('desk', 'Vacant') },
  kind: {
    sleep: screenWord('desk', 'Sleep'),
    skip: screenWord('desk', 'Skip'),
  } satisfies Record<DiscrepancyKind, CatalogText>,
  fileName: /*i18n*/ { id: 'csv.file.discrepancies', message: 'discrepancies' },
};

/** The day's findings: times on the hotel's clock, words in the reader's language. */
export function discrepancyCsv(rows: readonly Discrepancy[], timezone: string, language: Language): string {
  const say = sayIn(language);
  const t = { found: sayAll(say, DISCREPANCY_CSV_TEXTS.found), pms: sayAll(say, DISCREPANCY_CSV_TEXTS.pms), kind: sayAll(say, DISCREPANCY_CSV_TEXTS.kind) };
  const h = sayAll(say, DISCREPANCY_CSV_TEXTS.headers);
  return csvFile(
    [h.room, h.date, h.time, h.found, h.pms, h.kind, h.foundBy, h.resolvedAt, h.resolvedBy, h.note],
    rows.map((r) => [
      r.roomNumber,
      r.date,
      clockCell(r.foundAt, timezone, 'time'),
      t.found[r.found],
      r.pmsOccupied === null ? null : r.pmsOccupied ? t.pms.occupied : t.pms.vacant,
      r.kind ? t.kind[r.kind] : null,
      r.foundByName,
      clockCell(r.resolvedAt, timezone, 'dayTime'),
      r.resolvedByName,
      r.resolutionNote,
    ]),
  );
}

export function discrepancyCsvName(date: string, language: Language): string {
  return `${sayIn(language)(DISCREPANCY_CSV_TEXTS.fileName)}-${date}.csv`;
}
