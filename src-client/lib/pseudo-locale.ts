import type { Messages } from '@lingui/core';

/**
 * The pseudo-locales' texts (issue 22; which tags and why: PSEUDO_LOCALES in i18n.ts): the
 * English catalog accented and about a third longer. Its own chunk, downloaded only when a
 * test has stored a pseudo-locale as the device's language.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'áƀçðéƒĝĥíĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]!]),
);
const VOWELS = new Set([...'aeiouyAEIOUY']);

/**
 * A text accented, each vowel written twice ('Save' → 'Šááṽéé': about 35% longer in
 * English, and longer words wrap as a translation's would). Rich-text tags ('<0>', '</0>',
 * '<0/>') stay as they are: the Trans component reads them.
 */
export function pseudoText(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part, i) => (i % 2 === 1 ? part : [...part].map((c) => (VOWELS.has(c) ? ACCENTED[c]!.repeat(2) : (ACCENTED[c] ?? c))).join('')))
    .join('');
}

type Token = string | [name: string, type?: string, format?: Record<string, unknown>];

/** A compiled message's texts changed, its placeholders and plural forms kept. */
function pseudoTokens(message: unknown): unknown {
  if (typeof message === 'string') return message === '#' ? message : pseudoText(message);
  if (!Array.isArray(message)) return message;
  return (message as Token[]).map((token) => {
    if (typeof token === 'string') return pseudoTokens(token);
    const [name, type, format] = token;
    if (!format || (type !== 'plural' && type !== 'selectordinal' && type !== 'select')) return token;
    const cases = Object.fromEntries(Object.entries(format).map(([key, value]) => [key, key === 'offset' ? value : pseudoTokens(value)]));
    return [name, type, cases];
  });
}

/** A catalog's every message in the pseudo-locale. */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, pseudoTokens(message)])) as Messages;
}
