import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src-shared/languages';
import { readPo } from '../../../src-client/locales/read-po';
import { csvTexts } from './csv-texts';

/** The status labels the screens show (src-client/components/rooms/status-labels.ts), by status. */
const LABELS = { clean: 'Clean', dirty: 'Dirty', assigned: 'Assigned', out_of_service: 'Out of Service', pms_updated: 'PMS Updated', inspected: 'Inspected', out_of_order: 'Out of Order' } as const;

// GLOSSARY.md: one word for each status on every screen and in the CSV exports (issue 29).
describe('the report CSVs', () => {
  it.each(LANGUAGES)('%s names each room status as the screens do', (locale) => {
    const rooms = new Map(readPo(path.resolve('src-client/locales', locale, 'rooms.po')).map((e) => [e.id, e.text || e.id]));
    const screens = Object.fromEntries(Object.entries(LABELS).map(([status, id]) => [status, rooms.get(id)]));
    expect(csvTexts(locale).status).toEqual(screens);
  });
});
