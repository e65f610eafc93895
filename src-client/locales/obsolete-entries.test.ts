import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src-shared/languages';

/**
 * An obsolete entry ('#~', left by extraction when a text moved) is still compiled into its
 * area's catalog. The client merges areas as their screens open, so an obsolete entry with the
 * id of a live one in another area can replace that one's translation, depending on which area
 * loaded last (issue 22: the Spanish auto-assign 'Plan' showed the desk's old 'Plan'). An
 * obsolete entry may stay while it says the same; one that says otherwise fails here.
 */
const DIR = import.meta.dirname;

interface PoEntry {
  key: string;
  text: string;
  obsolete: boolean;
}

function entries(file: string): PoEntry[] {
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n\r?\n/)
    .flatMap((block) => {
      const field = (name: string) => new RegExp(`^(#~ )?${name} (".*")$`, 'm').exec(block);
      const id = field('msgid');
      if (!id || id[2] === '""') return [];
      const context = field('msgctxt');
      return [{ key: `${context ? (JSON.parse(context[2]!) as string) : ''}\u0004${JSON.parse(id[2]!) as string}`, text: JSON.parse(field('msgstr')?.[2] ?? '""') as string, obsolete: Boolean(id[1]) }];
    });
}

describe('obsolete catalog entries', () => {
  for (const language of LANGUAGES) {
    it(`${language}: none says otherwise than a live entry of another area`, () => {
      const dir = path.join(DIR, language);
      const live = new Map<string, string>();
      const obsolete: [area: string, entry: PoEntry][] = [];
      for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.po'))) {
        for (const entry of entries(path.join(dir, file))) {
          if (entry.obsolete) obsolete.push([file, entry]);
          else live.set(entry.key, entry.text);
        }
      }
      const clashes = obsolete
        .filter(([, entry]) => live.has(entry.key) && live.get(entry.key) !== entry.text)
        .map(([file, entry]) => `${file}: '${entry.key.replace('\u0004', ' | ')}' → '${entry.text}', live: '${live.get(entry.key)}'`);
      expect(clashes).toEqual([]);
    });
  }
});
