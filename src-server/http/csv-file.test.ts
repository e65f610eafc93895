import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src-shared/csv';
import { csvCell, csvFile } from './csv-file';

describe('the one CSV writer of every export', () => {
  it('writes a BOM, CRLF lines, RFC 4180 quotes, and keeps formula-like text as text', () => {
    expect(csvFile(['Name', 'Notes'], [['Ana "Anita", Jr.', 'two\nlines'], ['=1+1', null], ['-5', -5]])).toBe(
      '\uFEFFName,Notes\r\n"Ana ""Anita"", Jr.","two\nlines"\r\n\'=1+1,\r\n\'-5,-5\r\n',
    );
  });

  it('keeps fullwidth ＝ ＋ － ＠ as text, as it does = + - @, a tab and a CR (issue 28)', () => {
    for (const start of ['=', '+', '-', '@', '＝', '＋', '－', '＠']) {
      expect(csvCell(`${start}HYPERLINK("http://evil.example","x")`)).toBe(`"'${start}HYPERLINK(""http://evil.example"",""x"")"`);
      expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(csvCell('\tx')).toBe(`"'\tx"`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    // Within the text they are only text; numbers we wrote ourselves stay numbers.
    expect(csvCell('Room 4-12 @ 3 pm')).toBe('Room 4-12 @ 3 pm');
    expect(csvCell(-5)).toBe('-5');
  });

  it('quotes a cell with ; or a tab, so a Spanish or German Excel (which splits on ;) reads it whole', () => {
    expect(csvCell('towels; soap')).toBe('"towels; soap"');
    expect(csvCell('a\tb')).toBe('"a\tb"');
    expect(csvCell('plain words')).toBe('plain words');
    const file = csvFile(['Note'], [['towels;=1+1'], ['＝1+1;x']]).replace(/^\uFEFF/, '');
    const read = parseCsv(file, ';');
    expect(read.ok && read.records.map((r) => r.fields)).toEqual([['Note'], ["towels;'=1+1"], ["'＝1+1;x"]]);
  });

  it('a formula after a ; a tab or a line break inside a cell is text too: a ;-splitting reader starts a cell there, quotes or not', () => {
    expect(csvCell('towels;=cmd|" /C calc"!A0')).toBe(`"towels;'=cmd|"" /C calc""!A0"`);
    expect(csvCell('ok\n＋1+1')).toBe(`"ok\n'＋1+1"`);
    expect(csvCell('a;\t@x')).toBe(`"a;'\t'@x"`);
    // A comma file with the cell in the middle of its row, read by a spreadsheet that splits on ';' and lines.
    const file = csvFile(['Room', 'Note'], [['301', 'towels;=cmd|" /C calc"!A0'], ['302', 'two\n-lines;@SUM(1)']]).replace(/^\uFEFF/, '');
    const read = parseCsv(file, ';');
    const starts = read.ok ? read.records.flatMap((r) => r.fields).filter((cell) => /^[=+\-@＝＋－＠]/.test(cell)) : ['unreadable'];
    expect(starts).toEqual([]);
  });
});
