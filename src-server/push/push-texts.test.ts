import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src-shared/languages';
import { pushTexts } from './push-texts';

/**
 * Issue 22: an attendant gets her pushes in her own language. A new language's record that
 * copied an English text would pass the type check; this catches it (room numbers and the
 * reason, hotel data, stay as given).
 */
describe('push texts', () => {
  const said = (l: (typeof LANGUAGES)[number]) => {
    const t = pushTexts(l);
    return [t.title, t.assigned(['204']), t.assigned(['204', '205']), t.rushTitle, t.rush('204'), t.attentionTitle, t.needsAttention('204', 'Towels')];
  };

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s says every push in its own words', (language) => {
    const own = said(language);
    said('en').forEach((text, i) => expect(own[i], `${language}: ${text}`).not.toBe(text));
    // Both rooms, in order, with the language's own list comma ('204، 205' in Arabic, '204、205' in Chinese).
    expect(own[2]).toMatch(/204\P{L}{1,3}205/u);
    expect(own[6]).toContain('Towels');
  });
});
