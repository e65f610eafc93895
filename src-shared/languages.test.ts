import { describe, expect, it } from 'vitest';
import { bestLanguage, intlLocale, languageCode, languageDirection, languageName, matchLanguage } from './languages';
import { formatNumber } from './format';
import { formatClockTime } from './display-time';

// The languages issue 22 brings, passed in: these rules hold before the catalogs land.
const APP = ['en', 'es', 'pt-BR', 'fr', 'ht', 'pl', 'vi', 'zh-Hans', 'tl', 'ar'] as const;

describe('matchLanguage', () => {
  it('takes the same tag in any letter case', () => {
    expect(matchLanguage(['pt-br'], APP)).toBe('pt-BR');
    expect(matchLanguage(['zh-hans'], APP)).toBe('zh-Hans');
  });

  it('matches a base language to a regional one and a region to another', () => {
    expect(matchLanguage(['pt'], APP)).toBe('pt-BR');
    expect(matchLanguage(['pt-PT'], APP)).toBe('pt-BR');
    expect(matchLanguage(['es-MX'], APP)).toBe('es');
    expect(matchLanguage(['fr-CA'], APP)).toBe('fr');
    expect(matchLanguage(['ar-EG'], APP)).toBe('ar');
  });

  it('matches Chinese by script', () => {
    expect(matchLanguage(['zh-CN'], APP)).toBe('zh-Hans');
    expect(matchLanguage(['zh-SG'], APP)).toBe('zh-Hans');
    expect(matchLanguage(['zh'], APP)).toBe('zh-Hans');
  });

  it('knows Filipino and Tagalog as one language', () => {
    expect(matchLanguage(['fil'], APP)).toBe('tl');
    expect(matchLanguage(['fil-PH'], APP)).toBe('tl');
    expect(matchLanguage(['tl-PH'], APP)).toBe('tl');
  });

  it('keeps the order of preferences, another script only when nothing else fits', () => {
    expect(matchLanguage(['de', 'vi-VN', 'es'], APP)).toBe('vi');
    expect(matchLanguage(['zh-TW', 'en-US'], APP)).toBe('en');
    expect(matchLanguage(['zh-TW', 'de'], APP)).toBe('zh-Hans');
  });

  it('prefers the same region among two of one language', () => {
    expect(matchLanguage(['pt-PT'], ['pt-BR', 'pt-PT'])).toBe('pt-PT');
    expect(matchLanguage(['pt-AO'], ['pt-BR', 'pt-PT'])).toBe('pt-BR');
  });

  it('ignores empty and invalid tags and answers undefined when nothing fits', () => {
    expect(matchLanguage(['', 'not a tag', 'de'], APP)).toBeUndefined();
    expect(matchLanguage(['zh-CN'], ['en', 'es'])).toBeUndefined();
  });
});

describe('bestLanguage', () => {
  it('falls back to English, or the fallback given', () => {
    expect(bestLanguage(['de-DE'])).toBe('en');
    expect(bestLanguage(['de-DE'], 'es')).toBe('es');
    expect(bestLanguage(['es-419', 'en'])).toBe('es');
  });
});

describe('languageDirection', () => {
  it('knows right-to-left scripts and the pseudo RTL locale', () => {
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('he-IL')).toBe('rtl');
    expect(languageDirection('pseudo-rtl')).toBe('rtl');
    expect(languageDirection('zh-Hans')).toBe('ltr');
  });
});

describe('languages Intl has no data for', () => {
  it('writes Haitian Creole as Haiti’s French does, and names it in itself', () => {
    expect(intlLocale('ht')).toBe('fr-HT');
    expect(intlLocale('es')).toBe('es');
    expect(formatNumber(102.2, 'ht')).toBe('102,2');
    expect(formatClockTime('19:22', 'ht')).toBe('19:22');
    expect(languageName('ht')).toBe('Kreyòl ayisyen');
  });
});

describe('the language button', () => {
  it('shows Chinese as ZH and Brazilian Portuguese as PT, not their whole tags', () => {
    expect(languageCode('zh-Hans')).toBe('ZH');
    expect(languageCode('pt-BR')).toBe('PT');
    expect(languageCode('en')).toBe('EN');
  });

  it('keeps the whole tag where two languages share a subtag, so one code never means two', () => {
    expect(languageCode('zh-Hans', [...APP, 'zh-Hant'])).toBe('ZH-HANS');
    expect(languageCode('zh-Hant', [...APP, 'zh-Hant'])).toBe('ZH-HANT');
    expect(languageCode('es', [...APP, 'zh-Hant'])).toBe('ES');
  });
});
