import { describe, expect, it } from 'vitest';
import { isErrorReason, reasonMessage } from './error-reasons';
import { issueReason } from './rule-issues';
import { optionalTextSchema, TEXT_MESSAGES, textSchema } from './text.schemas';

describe('textSchema', () => {
  const name = textSchema({ min: 1, max: 5, required: 'Name is required' });
  it('trims, requires and bounds', () => {
    expect(name.parse('  Ana ')).toBe('Ana');
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required');
    expect(issueReason(name.safeParse('abcdef').error!.issues[0]!, isErrorReason)).toEqual({ reason: 'TEXT_TOO_LONG', values: { max: '5' } });
    expect(reasonMessage('TEXT_TOO_LONG', { max: '5' })).toBe('Text must be at most 5 characters');
    expect(name.safeParse(5).error?.issues[0]?.message).toBe('Name is required');
  });
  it('refuses U+0000 anywhere, which PostgreSQL text cannot hold', () => {
    expect(name.safeParse('a\u0000b').error?.issues[0]?.message).toBe(TEXT_MESSAGES.nul);
  });
  it('makes a lone surrogate well-formed (U+FFFD), as a text column would, so JSON in PostgreSQL takes it', () => {
    expect(name.parse('a\ud800')).toBe('a\ufffd');
    expect(name.parse('😀')).toBe('😀');
  });
  it('keeps a secret as typed', () => {
    expect(textSchema({ max: 10, trim: false }).parse(' pw ')).toBe(' pw ');
  });
  it('optional text stores blank as null', () => {
    const alias = optionalTextSchema({ max: 10 });
    expect(alias.parse('  ')).toBeNull();
    expect(alias.parse(undefined)).toBeNull();
    expect(alias.parse(' Bo ')).toBe('Bo');
    expect(alias.safeParse('\u0000').success).toBe(false);
  });
});
