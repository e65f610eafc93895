/**
 * A small CSV reader for PMS reports (RFC 4180 and the variants PMSs write): quoted fields
 * with doubled quotes and line breaks inside, a byte-order mark, CRLF or LF, and `,`, `;`
 * or tab as the separator (found from the first line, outside quotes).
 */
export interface CsvRecord {
  /** The file's line this record starts on, 1-based, as a spreadsheet shows it. */
  line: number;
  fields: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[]; separator: string } | { ok: false; line: number; problem: 'unclosed_quote' };

const SEPARATORS = [',', ';', '\t'] as const;

/** The separator the header line uses most, outside quotes; ',' when it has none. */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const s of SEPARATORS) if (counts.get(s)! > counts.get(best)!) best = s;
  return best;
}

export function parseCsv(input: string, separator = detectSeparator(input.replace(/^\uFEFF/, ''))): CsvResult {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record (a trailing newline, a spacer line).
    if (!(fields.length === 1 && fields[0]!.trim() === '')) records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      // A quote opens a field only at its start (spaces before it are dropped, as spreadsheets do).
      field = '';
      quoted = true;
    } else if (ch === separator) {
      fields.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      start = line;
    } else {
      field += ch;
    }
    i += 1;
  }
  if (quoted) return { ok: false, line: start, problem: 'unclosed_quote' };
  if (field !== '' || fields.length > 0) endRecord();
  return { ok: true, records, separator };
}
