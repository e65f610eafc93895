import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src-shared/languages';
import { readPo } from './read-po';

/**
 * Issue 29 point 15: the words GLOSSARY.md fixes, checked in the catalogs. Out of order and out
 * of service are two statuses and read as two in every language; 'Ready for service' (a
 * deferred room she may clean now) never reads as ready for a guest; Spanish says usted, never
 * tú; Tagalog leaves in English only the trade's words and names the glossary keeps.
 */
const DIR = import.meta.dirname;
const AREAS = fs.readdirSync(path.join(DIR, 'en')).filter((f) => f.endsWith('.po'));

/** A language's translations, keyed 'area/msgid'. */
function catalog(locale: string): Map<string, string> {
  return new Map(AREAS.flatMap((area) => readPo(path.join(DIR, locale, area)).map((e) => [`${area.slice(0, -3)}/${e.id}`, e.text] as const)));
}
const english = catalog('en');
const others = LANGUAGES.filter((l) => l !== 'en');

/** A message's words without its placeholders, to compare a title with its count and one without. */
const words = (text: string) => text.replace(/\{[^}]*\}/g, '').replace(/[().…:]/g, '').trim().toLowerCase();

// The same place in the app, once about out of order and once about out of service.
const OUT_OF_ORDER_VS_SERVICE: [string, string][] = [
  ['rooms/Out of Order', 'rooms/Out of Service'],
  ['desk/No rooms out of order', 'desk/No rooms out of service'],
  ['desk/Out of Order Rooms ({0})', 'desk/Out of Service Rooms'],
  ['messages/Set out of order', 'rooms/Take out of service'],
];

describe.each(others)('%s', (locale) => {
  const texts = catalog(locale);

  it('names out of order and out of service with different words', () => {
    for (const [order, service] of OUT_OF_ORDER_VS_SERVICE) {
      expect(words(texts.get(order)!), `${order} / ${service}`).not.toBe(words(texts.get(service)!));
    }
    // The status word of out of service never appears in out of order's label, nor the other way.
    const ooo = words(texts.get('rooms/Out of Order')!);
    const oos = words(texts.get('rooms/Out of Service')!);
    expect(ooo.includes(oos) || oos.includes(ooo), `${ooo} / ${oos}`).toBe(false);
  });

  it("says 'Ready for service' as a room she may clean now, not one ready for a guest", () => {
    expect(texts.get('housekeeper/Ready for service')).not.toBe(texts.get('board/Ready for a guest'));
  });
});

describe('the words of each language', () => {
  // What 'ready for guests / for sale / for use' reads as: the meaning 'Ready for service' lost.
  const READY_FOR_GUESTS: Partial<Record<string, RegExp>> = {
    'zh-Hans': /入住|可供/,
    ar: /للاستخدام|لنزيل/,
    fr: /vente|client/i,
    'pt-BR': /hóspede|venda/i,
    pl: /sprzeda|gość/i,
    es: /huésped|servicio/i,
  };
  it.each(Object.entries(READY_FOR_GUESTS))("%s: 'Ready for service' does not say ready for guests", (locale, wrong) => {
    expect(catalog(locale).get('housekeeper/Ready for service')).not.toMatch(wrong!);
  });

  // Tú forms Spanish screens used; usted's are Elija, Introduzca, Seleccione, Pulse, tiene, su…
  const TU_WORDS = ['tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'tienes', 'puedes', 'quieres', 'debes', 'necesitas', 'estás', 'eres', 'has', 'recibirás', 'podrás'];
  const TU_IMPERATIVES = ['Elige', 'Introduce', 'Selecciona', 'Pulsa', 'Indica', 'Describe', 'Envía', 'Crea', 'Desliza', 'Suelta', 'Escribe', 'Añade', 'Mantente', 'Déjalas', 'Actualízalas', 'márcalas', 'renómbrala', 'Inténtalo'];
  it('Spanish says usted everywhere: no tú form in any catalog', () => {
    const tu = new RegExp(`(?<![\\p{L}])(${TU_WORDS.join('|')})(?![\\p{L}])`, 'iu');
    // An imperative opens a sentence; 'crea' or 'indica' inside one is the third person ('what it creates').
    const imperative = new RegExp(`(?:^|[.;:¿¡]\\s*)(${TU_IMPERATIVES.join('|')})(?![\\p{L}])|(?<![\\p{L}])(${TU_IMPERATIVES.filter((w) => /[áéíóú]/.test(w)).join('|')})(?![\\p{L}])`, 'u');
    const found = [...catalog('es')].filter(([, text]) => tu.test(text) || imperative.test(text)).map(([id, text]) => `${id} → ${text}`);
    expect(found).toEqual([]);
  });

  it("Spanish calls out of order 'bloqueada', not the calque 'fuera de orden'", () => {
    const found = [...catalog('es')].filter(([, text]) => /fuera de orden/i.test(text)).map(([id]) => id);
    expect(found).toEqual([]);
  });

  /**
   * What Tagalog keeps in English, as GLOSSARY.md says: the hotel trade's Taglish words
   * (stayover, touch-up, shift, front desk, housekeeping, maintenance, manager, out of order,
   * work order, square feet, occupancy), the PMS's own credential names, and what Filipino phone screens
   * themselves show in English (Email, Password, Account, Hotel, PIN).
   */
  const TAGALOG_KEEPS = new Set(
    [
      'Stayover', 'Touch-up', 'Shift', 'Front desk', 'Front Desk', 'Housekeeping', 'Maintenance', 'Manager', 'Out of Order',
      'Work order', 'Work order: {0}', 'Square feet', 'Occupancy', 'PMS', 'PIN', 'Client ID', 'Client secret', 'Client token', 'Email',
      'Password', 'Account', 'Hotel', 'VIP', 'ID',
    ].map((s) => s.toLowerCase()),
  );
  it('Tagalog translates every message but the words the glossary keeps in English', () => {
    const untranslated = [...catalog('tl')]
      .filter(([id, text]) => {
        const source = english.get(id) || id.slice(id.indexOf('/') + 1);
        if (text.trim().toLowerCase() !== source.trim().toLowerCase()) return false;
        // Punctuation and placeholders only (', {hotelName}', '{from} → {to}'): nothing to translate.
        return /\p{L}/u.test(source.replace(/\{[^}]*\}/g, '')) && !TAGALOG_KEEPS.has(source.toLowerCase());
      })
      .map(([id]) => id);
    expect(untranslated).toEqual([]);
  });
});
