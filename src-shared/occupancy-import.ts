import type { CsvRecord } from './csv';
import type { CsvColumn, CsvMapping } from './occupancy-import.schemas';
import { HH_MM, MAX_GUESTS, MAX_NIGHTS, MAX_VIP, STAYS, type OccupancyEntry, type Stay } from './occupancy.schemas';
import { roomNumberSchema } from './rooms.schemas';
import type { ErrorReason, ReasonValues } from './error-reasons';

/** One refused row of an import, with the file's line number (DESIGN §17: listed, nothing half-imported). */
export interface RowProblem {
  line: number;
  reason: ErrorReason;
  values: ReasonValues;
}

export type MappedRows = { ok: true; rooms: (OccupancyEntry & { line: number })[] } | { ok: false; problems: RowProblem[] };

const DEFAULT_YES = ['y', 'yes', 'true', '1', 'x', 'si', 'sí'];
/** What a strict yes/no column (the turndown request) reads as no, besides an empty cell. */
const NO_VALUES = new Set(['n', 'no', 'false', '0', '-']);
const norm = (v: string) => v.trim().toLowerCase();
/** Our own stay words as a PMS might spell them: 'Due out', 'due-out', 'DUE_OUT'. */
const OWN_STAYS = new Map<string, Stay>(STAYS.map((s) => [s, s]));
export const ownStay = (v: string) => OWN_STAYS.get(norm(v).replace(/[\s-]+/g, '_'));

/** Occupied when the mapping has no column for it: the guest is in the room (staying or leaving today). */
const OCCUPIED_STAYS: readonly Stay[] = ['stayover', 'due_out'];

function columnIndex(column: CsvColumn, header: string[] | null): number | null {
  if (typeof column === 'number') return column - 1;
  if (!header) return null;
  const i = header.findIndex((h) => norm(h) === norm(column));
  return i < 0 ? null : i;
}

function whole(text: string, max: number): number | null | 'bad' {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return 'bad';
  const n = Number(t);
  return n <= max ? n : 'bad';
}

/**
 * The rows of a PMS report as the day's occupancy, through the hotel's mapping. Every bad
 * row is reported (not only the first), so the file can be mended in one go.
 */
export function mapOccupancyRows(records: CsvRecord[], mapping: CsvMapping): MappedRows {
  const header = mapping.hasHeader ? (records[0]?.fields ?? []) : null;
  const rows = mapping.hasHeader ? records.slice(1) : records;
  const problems: RowProblem[] = [];
  const named = { roomNumber: mapping.roomNumber, stay: mapping.stay, occupied: mapping.occupied, guests: mapping.guests, nights: mapping.nights, optOut: mapping.optOut,
    arrivalTime: mapping.arrivalTime, departureTime: mapping.departureTime, vip: mapping.vip, earlyCheckIn: mapping.earlyCheckIn,
    turndownRequested: mapping.turndownRequested };
  const at: Partial<Record<keyof typeof named, number>> = {};
  for (const [key, column] of Object.entries(named) as [keyof typeof named, CsvColumn | null | undefined][]) {
    if (column === null || column === undefined) continue;
    const i = columnIndex(column, header);
    if (i === null) problems.push({ line: records[0]?.line ?? 1, reason: 'CSV_COLUMN_MISSING', values: { column: String(column) } });
    else at[key] = i;
  }
  if (problems.length > 0) return { ok: false, problems };
  const stayValues = new Map(Object.entries(mapping.stayValues).map(([k, v]) => [norm(k), v]));
  const yes = new Set((mapping.yesValues ?? DEFAULT_YES).map(norm));
  const cell = (r: CsvRecord, key: keyof typeof named) => (at[key] === undefined ? '' : (r.fields[at[key]] ?? ''));
  const rooms: (OccupancyEntry & { line: number })[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const bad = (reason: ErrorReason, values: ReasonValues = {}) => problems.push({ line: r.line, reason, values: { line: String(r.line), ...values } });
    const roomText = cell(r, 'roomNumber').trim();
    const room = roomNumberSchema.safeParse(roomText);
    if (roomText === '') bad('CSV_ROOM_MISSING');
    else if (!room.success) bad('CSV_ROOM_INVALID', { value: roomText.slice(0, 40) });
    const stayText = cell(r, 'stay');
    const stay = stayValues.get(norm(stayText)) ?? ownStay(stayText);
    if (!stay) bad('CSV_STAY_UNKNOWN', { value: stayText.trim().slice(0, 40) });
    const guests = whole(cell(r, 'guests'), MAX_GUESTS);
    if (guests === 'bad') bad('CSV_NUMBER_INVALID', { column: String(mapping.guests), value: cell(r, 'guests').trim().slice(0, 20) });
    const nights = whole(cell(r, 'nights'), MAX_NIGHTS);
    if (nights === 'bad') bad('CSV_NUMBER_INVALID', { column: String(mapping.nights), value: cell(r, 'nights').trim().slice(0, 20) });
    // DESIGN §22: '9:05' is read as 09:05; anything else not HH:mm is refused with its column.
    const clockOf = (key: 'arrivalTime' | 'departureTime') => {
      const text = cell(r, key).trim();
      const padded = /^\d:\d\d$/.test(text) ? `0${text}` : text;
      if (text === '') return null;
      if (HH_MM.test(padded)) return padded;
      bad('CSV_TIME_INVALID', { column: String(mapping[key]), value: text.slice(0, 20) });
      return 'bad' as const;
    };
    const arrivalTime = clockOf('arrivalTime');
    const departureTime = clockOf('departureTime');
    const vip = whole(cell(r, 'vip'), MAX_VIP);
    if (vip === 'bad') bad('CSV_NUMBER_INVALID', { column: String(mapping.vip), value: cell(r, 'vip').trim().slice(0, 20) });
    // Issue 32: a request is yes or no; a word that is neither is refused with its column, not read as no.
    const turndownText = cell(r, 'turndownRequested').trim();
    const turndownRequested = at.turndownRequested === undefined ? undefined : yes.has(norm(turndownText)) ? true : turndownText === '' || NO_VALUES.has(norm(turndownText)) ? false : ('bad' as const);
    if (turndownRequested === 'bad') bad('CSV_YES_NO_INVALID', { column: String(mapping.turndownRequested), value: turndownText.slice(0, 20) });
    if (room.success) {
      const first = seen.get(room.data);
      if (first !== undefined) bad('CSV_ROOM_REPEATED', { room: room.data, first: String(first) });
      else seen.set(room.data, r.line);
    }
    if (!room.success || !stay || guests === 'bad' || nights === 'bad' || arrivalTime === 'bad' || departureTime === 'bad' || vip === 'bad' || turndownRequested === 'bad') continue;
    rooms.push({
      line: r.line,
      roomNumber: room.data,
      stay,
      occupied: at.occupied === undefined ? OCCUPIED_STAYS.includes(stay) : yes.has(norm(cell(r, 'occupied'))),
      guests,
      nightsSoFar: nights,
      optOut: yes.has(norm(cell(r, 'optOut'))),
      arrivalTime,
      departureTime,
      vip: vip ?? 0,
      earlyCheckIn: yes.has(norm(cell(r, 'earlyCheckIn'))),
      // Not in the file: not told, so a request already stored stays (replaceDay).
      ...(turndownRequested === undefined ? {} : { turndownRequested }),
    });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rooms };
}
