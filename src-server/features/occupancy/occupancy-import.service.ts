import type { z } from 'zod';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { Db } from '../../db/connection';
import { csvMapping, type CsvMapping, type importOccupancyInput } from '../../../src-shared/occupancy-import.schemas';
import type { RowProblem } from '../../../src-shared/occupancy-import';
import { reasonMessage } from '../../../src-shared/error-reasons';
import { fail } from '../../trpc/errors';
import { writeOccupancyDay } from './occupancy.service';
import type { OccupancyDeps } from './day-plan.service';
import { runInWorker } from '../../lib/worker-task';
import { oneImportPerHotel } from './import-gate';
import { run as readImport, type ReadImport } from './occupancy-import.worker';

/** A file this long is read in a worker thread (a few ms of reading here; a thread costs more to start). */
const READ_IN_WORKER_CHARS = 100_000;

/** The rows an error lists one by one; a file wrong throughout is summed up past these. */
const LISTED_PROBLEMS = 500;

function badRows(problems: RowProblem[]): never {
  const lines = [...new Set(problems.map((p) => p.line))];
  const shown = lines.slice(0, 20).join(', ') + (lines.length > 20 ? ', …' : '');
  fail('BAD_REQUEST', 'CSV_BAD_ROWS', {
    values: { lines: shown },
    issues: problems.slice(0, LISTED_PROBLEMS).map((p) => ({ path: `csv.line.${p.line}`, message: reasonMessage(p.reason, p.values), reason: p.reason, values: p.values })),
  });
}

export async function findMapping(db: Db | Transaction<Database>, hotelId: string): Promise<CsvMapping | null> {
  const row = await db.selectFrom('occupancy_csv_mappings').select('mapping').where('hotel_id', '=', hotelId).executeTakeFirst();
  // Saved by an older version of the schema and no longer valid: as if none were saved.
  const parsed = row ? csvMapping.safeParse(row.mapping) : null;
  return parsed?.success ? parsed.data : null;
}

export async function saveMapping(db: Db | Transaction<Database>, hotelId: string, mapping: CsvMapping): Promise<void> {
  const values = { mapping: JSON.stringify(mapping), updated_at: new Date() };
  await db
    .insertInto('occupancy_csv_mappings')
    .values({ hotel_id: hotelId, ...values })
    .onConflict((oc) => oc.column('hotel_id').doUpdateSet(values))
    .execute();
}

/**
 * POST /api/hotels/{hotelId}/occupancy/import?date= (DESIGN §17): a PMS report read through
 * the mapping given (saved for next time) or the hotel's saved one. Any bad row, or a room
 * the hotel does not have, refuses the whole file with every such line listed. One import
 * per hotel at a time; a big file is read off the event loop (issue 28).
 */
export function importOccupancy(ctx: OccupancyDeps, input: z.infer<typeof importOccupancyInput>) {
  return oneImportPerHotel(ctx.db, ctx.hotelId, () => importFile(ctx, input));
}

async function importFile(ctx: OccupancyDeps, input: z.infer<typeof importOccupancyInput>) {
  const mapping = input.mapping ?? (await findMapping(ctx.db, ctx.hotelId));
  if (!mapping) fail('BAD_REQUEST', 'CSV_MAPPING_REQUIRED');
  const file = { csv: input.csv, mapping };
  const mapped =
    input.csv.length < READ_IN_WORKER_CHARS ? readImport(file) : await runInWorker<typeof file, ReadImport>(new URL('./occupancy-import.worker.ts', import.meta.url), file, { background: true });
  if ('unclosedQuoteLine' in mapped) fail('BAD_REQUEST', 'CSV_UNCLOSED_QUOTE', { values: { line: String(mapped.unclosedQuoteLine) } });
  if (!mapped.ok) badRows(mapped.problems);
  if (mapped.rooms.length === 0) fail('BAD_REQUEST', 'CSV_EMPTY');
  const entries = mapped.rooms.map(({ line: _line, ...entry }) => entry);
  return writeOccupancyDay(ctx, input.date, entries, 'csv', {
    unknown: (numbers) =>
      badRows(
        mapped.rooms
          .filter((r) => numbers.has(r.roomNumber))
          .map((r) => ({ line: r.line, reason: 'CSV_ROOM_UNKNOWN', values: { line: String(r.line), room: r.roomNumber } })),
      ),
    alsoInTransaction: input.mapping ? (trx) => saveMapping(trx, ctx.hotelId, input.mapping!) : undefined,
  });
}
