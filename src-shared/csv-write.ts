export type CsvCellValue = string | number | null | undefined;

/**
 * Text a spreadsheet would run as a formula: '=', '+', '-', '@', a tab or a CR first, and
 * their fullwidth forms ('＝', '＋', '－', '＠'), which Excel in East Asian locales (and
 * LibreOffice's autocorrect) reads as the ASCII ones (issue 28, OWASP's CSV injection).
 */
const FORMULA_CHARS = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
const FORMULA_START = new RegExp(`^[${FORMULA_CHARS}]`);
/**
 * Where a reader that splits on ';' or a tab, or ends a line at a break, starts a cell of its
 * own inside one of ours: it sees our quotes mid-cell as plain text, so 'towels;=cmd…' opens
 * a cell '=cmd…' however it is quoted. A formula starting there gets its apostrophe too.
 */
const FORMULA_AFTER_SPLIT = new RegExp(`([;\\t\\r\\n])(?=[${FORMULA_CHARS}])`, 'g');

/**
 * Quoted whenever a reader could split or end the cell there: ',' (our separator), ';' (the
 * separator a Spanish, German or French Excel opens a .csv with: an unquoted 'a;=1+1' would
 * become a cell that runs '=1+1'), a tab, a quote, a CR or an LF.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** One cell: empty for none, text that starts like a formula kept as text by a leading apostrophe. */
export function csvCell(value: CsvCellValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // A number is written by us and means itself ('-5'); only text can carry a formula.
  if (typeof value === 'string') {
    text = text.replace(FORMULA_AFTER_SPLIT, "$1'");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The one CSV writer of every export (issues 18 and 28): UTF-8 with a byte-order mark (or
 * Excel reads 'Créditos' as 'CrÃ©ditos'), CRLF line ends, RFC 4180 quoting, and formula-like
 * text kept as text (csvCell). Words are the reader's (csv-texts.ts); numbers, dates and times
 * stay machine-readable (issue 22): '102.5', '2026-11-23', '14:05'. A spreadsheet reads those
 * in any locale and shows them in its own, while '102,5' in a comma-separated file is two
 * cells and 'November 23' a text.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCellValue[])[]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const APOSTROPHE_AT_START = new RegExp(`^'(?=[${FORMULA_CHARS}])`);
const APOSTROPHE_AFTER_SPLIT = new RegExp(`([;\\t\\r\\n])'(?=[${FORMULA_CHARS}])`, 'g');

/**
 * A cell of our own export read back as the text it was (a file exported, edited and imported
 * again): the apostrophes csvCell put before formula-like text come off. Text that itself
 * began with an apostrophe and a formula character loses it: a price we pay for one rule.
 */
export function csvCellText(cell: string): string {
  return cell.replace(APOSTROPHE_AT_START, '').replace(APOSTROPHE_AFTER_SPLIT, '$1');
}
