import { parseCsv } from '../../../src-shared/csv';
import { mapOccupancyRows, type MappedRows } from '../../../src-shared/occupancy-import';
import type { CsvMapping } from '../../../src-shared/occupancy-import.schemas';

/** A file read through its mapping: its rooms, its bad rows, or the line of a quote never closed. */
export type ReadImport = MappedRows | { ok: false; unclosedQuoteLine: number };

/**
 * Reads an occupancy file (DESIGN §17): parsed, each row checked and mapped. Runs in a worker
 * thread for a big file (runInWorker): 3 MB take the CPU, and the garbage collector, for
 * hundreds of milliseconds that every other request would otherwise wait (issue 28).
 */
export function run({ csv, mapping }: { csv: string; mapping: CsvMapping }): ReadImport {
  const parsed = parseCsv(csv);
  if (!parsed.ok) return { ok: false, unclosedQuoteLine: parsed.line };
  return mapOccupancyRows(parsed.records, mapping);
}
