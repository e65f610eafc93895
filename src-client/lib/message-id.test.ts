import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { messageId } from './message-id';

describe("lingui's message id, without js-sha256 in the bundle", () => {
  it('agrees with generateMessageId on fixed and random texts, any length and script', () => {
    for (const text of ['', 'This field is required', 'Habitación {room} ya existe', 'x'.repeat(55), 'y'.repeat(56), 'z'.repeat(64), '🧹'.repeat(40)]) {
      expect(messageId(text), text).toBe(generateMessageId(text));
      expect(messageId(text, 'ctx'), text).toBe(generateMessageId(text, 'ctx'));
    }
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ maxLength: 10 }), (text, context) => messageId(text, context) === generateMessageId(text, context)), { numRuns: 500 });
  });
});
