import { describe, expect, it } from 'vitest';
import { csvLanguage } from './report-csv';

describe('report CSV files (issue 18)', () => {
  it("picks the reader's language: ?lang first, then Accept-Language by weight, else English", () => {
    expect(csvLanguage('es', undefined)).toBe('es');
    expect(csvLanguage('es-MX', 'en')).toBe('es');
    expect(csvLanguage('en', 'es')).toBe('en');
    expect(csvLanguage(undefined, 'es-CO,es;q=0.9,en;q=0.8')).toBe('es');
    expect(csvLanguage(undefined, 'de-DE, en;q=0.3, es;q=0.7')).toBe('es');
    // Issue 22: a language with a region ('pt-BR') is found by its full tag, and by its base language.
    expect(csvLanguage('pt-BR', undefined)).toBe('pt-BR');
    expect(csvLanguage(undefined, 'pt-br,pt;q=0.9')).toBe('pt-BR');
    expect(csvLanguage('pt-PT', 'en')).toBe('pt-BR');
    expect(csvLanguage(undefined, 'fr-FR, en;q=0.3, es;q=0.7')).toBe('fr');
    expect(csvLanguage('pl', 'es')).toBe('pl');
    expect(csvLanguage(undefined, 'es;q=0, en;q=0.1')).toBe('en');
    expect(csvLanguage('xx', 'de')).toBe('en');
    expect(csvLanguage(undefined, undefined)).toBe('en');
  });
});
