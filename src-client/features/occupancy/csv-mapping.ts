import type { CsvRecord } from '../../../src-shared/csv';
import type { CsvColumn, CsvMapping } from '../../../src-shared/occupancy-import.schemas';
import { ownStay } from '../../../src-shared/occupancy-import';
import type { Stay } from '../../../src-shared/stays';

/** What a column of the file can hold, in the order the mapping step asks for them. */
export const MAPPED_FIELDS = ['roomNumber', 'stay', 'occupied', 'guests', 'nights', 'optOut', 'arrivalTime', 'departureTime', 'vip', 'earlyCheckIn', 'turndownRequested'] as const;
export type MappedField = (typeof MAPPED_FIELDS)[number];
export const REQUIRED_FIELDS: readonly MappedField[] = ['roomNumber', 'stay'];
/** Columns chosen, by 0-based index; null: not in the file. */
export type ColumnChoice = Record<MappedField, number | null>;

const GUESSES: Record<MappedField, RegExp> = {
  roomNumber: /room|habitaci|unit|^hab/i,
  stay: /stay|status|estad|estancia/i,
  occupied: /occup|ocupad/i,
  guests: /guest|pax|hu[eé]sp|adult/i,
  nights: /night|noche/i,
  optOut: /opt|no.?service|sin.?servicio/i,
  // DESIGN §22: 'ETA', 'Arrival time', 'Llegada'; 'ETD', 'Departure'; 'VIP'; 'Early C/I'.
  arrivalTime: /arriv|^eta$|llegada/i,
  departureTime: /depart|^etd$|salida/i,
  vip: /vip/i,
  earlyCheckIn: /early|temprano/i,
  // Issue 32: 'Turndown', 'TDN', 'Cobertura', 'Couverture'.
  turndownRequested: /turn.?down|^tdn$|cobertura|couverture/i,
};

const norm = (v: string) => v.trim().toLowerCase();

/** Where a saved column is in this file: its header text (any case) or its position. */
function indexOf(column: CsvColumn | null | undefined, header: string[] | null): number | null {
  if (column === null || column === undefined) return null;
  if (typeof column === 'number') return column - 1;
  const i = header ? header.findIndex((h) => norm(h) === norm(column)) : -1;
  return i < 0 ? null : i;
}

/**
 * The columns to start the mapping step with: the hotel's saved mapping where it fits the
 * file, else a guess from the header's words ('Room', 'Guests', 'Noches').
 */
export function initialChoice(header: string[] | null, saved: CsvMapping | null): ColumnChoice {
  const choice = {} as ColumnChoice;
  const taken = new Set<number>();
  for (const field of MAPPED_FIELDS) {
    let i = saved ? indexOf(saved[field], header) : null;
    if (i === null && header) {
      const guess = header.findIndex((h, at) => !taken.has(at) && GUESSES[field].test(h));
      i = guess < 0 ? null : guess;
    }
    if (i !== null && header && i >= header.length) i = null;
    if (i !== null) taken.add(i);
    choice[field] = i;
  }
  return choice;
}

/** The mapping to send and keep: a column by its header text when the file has one (columns may move), else by position. */
export function mappingOf(choice: ColumnChoice, header: string[] | null, stayValues: Record<string, Stay>): CsvMapping {
  const column = (i: number | null): CsvColumn | null => {
    if (i === null) return null;
    const name = header?.[i]?.trim();
    return name ? name : i + 1;
  };
  return {
    hasHeader: header !== null,
    roomNumber: column(choice.roomNumber) ?? 1,
    stay: column(choice.stay) ?? 2,
    occupied: column(choice.occupied),
    guests: column(choice.guests),
    nights: column(choice.nights),
    optOut: column(choice.optOut),
    arrivalTime: column(choice.arrivalTime),
    departureTime: column(choice.departureTime),
    vip: column(choice.vip),
    earlyCheckIn: column(choice.earlyCheckIn),
    turndownRequested: column(choice.turndownRequested),
    stayValues,
  };
}

/** The stay words of the file that are not ours ('DEP', 'INH'), at most `limit`, for the mapping step to name. */
export function foreignStays(rows: CsvRecord[], stayColumn: number | null, limit = 20): string[] {
  if (stayColumn === null) return [];
  const found = new Map<string, string>();
  for (const r of rows) {
    const v = (r.fields[stayColumn] ?? '').trim();
    if (v === '' || ownStay(v) || found.has(norm(v))) continue;
    found.set(norm(v), v);
    if (found.size >= limit) break;
  }
  return [...found.values()];
}
