import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { pseudoMessages, pseudoText } from './pseudo-locale';

describe('pseudoText', () => {
  it('accents every letter and writes vowels twice: about a third longer', () => {
    expect(pseudoText('Save')).toBe('Šááṽéé');
    const text = 'Rooms to Clean';
    expect(pseudoText(text).length / text.length).toBeGreaterThan(1.3);
  });

  it('keeps the rich-text tags the Trans component reads', () => {
    expect(pseudoText('Checkout at <0>noon</0><1/>')).toBe('Çĥééçķööûûţ ááţ <0>ñööööñ</0><1/>');
  });
});

describe('pseudoMessages', () => {
  it('keeps placeholders and plural forms working', () => {
    const messages = pseudoMessages({
      a: compileMessage('Room {number} is clean'),
      b: compileMessage('{count, plural, one {# room} other {# rooms}}'),
    });
    const translator = setupI18n({ locale: 'en-XA', messages: { 'en-XA': messages } });
    expect(translator._('a', { number: '101' })).toBe('Ŕööööɱ 101 ííš çļééááñ');
    expect(translator._('b', { count: 1 })).toBe('1 ŕööööɱ');
    expect(translator._('b', { count: 1200 })).toBe('1,200 ŕööööɱš');
  });
});
