import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectSeparator, parseCsv } from './csv';

const fieldsOf = (text: string) => {
  const r = parseCsv(text);
  if (!r.ok) throw new Error('not parsed');
  return r.records.map((x) => x.fields);
};

describe('the CSV reader', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks inside', () => {
    expect(fieldsOf('Room,Note\n101,"Late, ""VIP""\nguest"\n102,x')).toEqual([
      ['Room', 'Note'],
      ['101', 'Late, "VIP"\nguest'],
      ['102', 'x'],
    ]);
  });

  it('drops a byte-order mark, reads CRLF, skips blank lines and numbers records by the line they start on', () => {
    const r = parseCsv('\uFEFFRoom;Status\r\n101;DEP\r\n\r\n"1\n02";INH\r\n103;VAC\r\n');
    expect(r).toEqual({
      ok: true,
      separator: ';',
      records: [
        { line: 1, fields: ['Room', 'Status'] },
        { line: 2, fields: ['101', 'DEP'] },
        { line: 4, fields: ['1\n02', 'INH'] },
        { line: 6, fields: ['103', 'VAC'] },
      ],
    });
  });

  it('finds the separator from the header, outside quotes', () => {
    expect(detectSeparator('"a;b",c,d\n1;2;3;4')).toBe(',');
    expect(detectSeparator('a;b;c')).toBe(';');
    expect(detectSeparator('a\tb')).toBe('\t');
    expect(detectSeparator('room')).toBe(',');
  });

  it('refuses an unclosed quote, naming the line it opened on', () => {
    expect(parseCsv('Room,Note\n101,"open\n102,x')).toEqual({ ok: false, line: 2, problem: 'unclosed_quote' });
  });

  it('reads back any table it is given, written the way spreadsheets write it', () => {
    const cell = fc.string({ maxLength: 12 }).map((s) => s.replace(/\r/g, ''));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 10 }), fc.constantFrom(',', ';'), fc.boolean(), (rows, sep, crlf) => {
        // Every row has a non-blank first cell, so no row reads as a blank line.
        const table = rows.map((r) => ['k', ...r]);
        const quote = (c: string) => `"${c.replace(/"/g, '""')}"`;
        const text = table.map((r) => r.map(quote).join(sep)).join(crlf ? '\r\n' : '\n');
        const parsed = parseCsv(text, sep);
        expect(parsed.ok && parsed.records.map((x) => x.fields)).toEqual(table);
      }),
    );
  });
});
