import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ERROR_REASONS, type ErrorReason } from '../../src-shared/error-reasons';
import { messages as en } from '../locales/en/messages';
import { messages as es } from '../locales/es/messages';
import { refusalText, translateReason } from './reasons';

const REASONS = Object.keys(ERROR_REASONS) as ErrorReason[];

describe('errors are translated by their reason', () => {
  beforeAll(() => {
    i18n.load({ en, es });
  });

  it('has an English and a Spanish text for every reason of the table', () => {
    for (const reason of REASONS) {
      expect(en[`reason.${reason}`], reason).toBeDefined();
      expect(es[`reason.${reason}`], reason).toBeDefined();
    }
    i18n.activate('es');
    const untranslated = REASONS.filter((reason) => translateReason(reason, { room: '1', rooms: '1', max: '1' }) === ERROR_REASONS[reason]);
    expect(untranslated).toEqual([]);
  });

  it('fills the slots with the values the server sent, in the user language', () => {
    i18n.activate('es');
    expect(translateReason('ROOM_NUMBER_TAKEN', { room: '101' })).toBe('La habitación 101 ya existe en este hotel');
    i18n.activate('en');
    expect(translateReason('ROOM_NUMBER_TAKEN', { room: '101' })).toBe('Room 101 already exists in this hotel');
  });

  it('reads the reason of a tRPC error, and the first rule of invalid input', () => {
    i18n.activate('es');
    // The English message is deliberately wrong: only the reason counts.
    const trpcError = { message: 'Room not found', data: { reason: 'PIN_LOCKED', code: 'FORBIDDEN' } };
    expect(refusalText(trpcError)).toMatch(/^El inicio de sesión con PIN está bloqueado/);
    const invalid = {
      data: { reason: 'INVALID_INPUT', issues: [{ path: 'rooms', message: 'x', reason: 'ROOM_LIST_REPEATED_ONE', values: { rooms: '101' } }] },
    };
    expect(refusalText(invalid)).toBe('La habitación 101 aparece más de una vez');
    const plainRule = { data: { reason: 'INVALID_INPUT', issues: [{ path: 'name', message: 'Hotel name is required' }] } };
    expect(refusalText(plainRule)).toBe('Hotel name is required');
    expect(refusalText(new Error('network down'))).toBeNull();
  });
});

/** Every client source file, as text (no tests, no catalogs, no generated files). */
function clientSources(dir = path.resolve(import.meta.dirname, '..')): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : clientSources(file);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|gen)\.tsx?$/.test(entry.name)) return [];
    return [{ file: path.relative(process.cwd(), file), text: fs.readFileSync(file, 'utf8') }];
  });
}

describe('no client code keys on the English text of an error', () => {
  it('never compares, pattern-matches or translates an error message', () => {
    const offences = clientSources().flatMap(({ file, text }) =>
      [/\.message\s*[!=]==/, /new RegExp\(/, /\berror\.message\b/]
        .filter((pattern) => pattern.test(text))
        // The crash page shows a programming error's own text; no server answer goes there.
        .filter(() => !file.endsWith('components/app-error.tsx'))
        .map((pattern) => `${file}: ${pattern}`),
    );
    expect(offences).toEqual([]);
  });
});
