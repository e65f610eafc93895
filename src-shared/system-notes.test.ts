import { describe, expect, it } from 'vitest';
import { SYSTEM_NOTE_EN, systemNoteFields, systemNoteText, withNoteData, type SystemNoteWords } from './system-notes';
import { statusEffects } from './room-effects';
import type { RoomFields } from './room-row';
import { systemNoteSchema } from './system-notes.schemas';

const SPANISH: SystemNoteWords = {
  outOfService: 'Marcada fuera de servicio',
  lateCheckoutDirty: 'Marcada como sucia',
  category: { ...SYSTEM_NOTE_EN.category, plumbing: 'Fontanería' },
  guestRequest: { ...SYSTEM_NOTE_EN.guestRequest, towels: 'Toallas' },
};

describe('the app’s own room notes as data (issue 19)', () => {
  it('words each kind in the language given', () => {
    expect(systemNoteText({ kind: 'out-of-service' }, SYSTEM_NOTE_EN)).toBe('Marked out of service');
    expect(systemNoteText({ kind: 'out-of-service' }, SPANISH)).toBe('Marcada fuera de servicio');
    expect(systemNoteText({ kind: 'late-checkout-dirty' }, SYSTEM_NOTE_EN)).toBe('Marked dirty after late checkout resolution');
    const leak = { kind: 'work-order', params: { category: 'plumbing', title: null, note: 'Leak under the sink' } } as const;
    expect(systemNoteText(leak, SYSTEM_NOTE_EN)).toBe('Plumbing: Leak under the sink');
    expect(systemNoteText(leak, SPANISH)).toBe('Fontanería: Leak under the sink');
    // A typed title is the reporter's words: never translated.
    expect(systemNoteText({ kind: 'work-order', params: { category: 'plumbing', title: 'Tap', note: null } }, SPANISH)).toBe('Tap');
    const towels = { kind: 'guest-request', params: { request: 'towels', note: '2 bath towels' } } as const;
    expect(systemNoteText(towels, SYSTEM_NOTE_EN)).toBe('Towels: 2 bath towels');
    expect(systemNoteText(towels, SPANISH)).toBe('Toallas: 2 bath towels');
    expect(systemNoteText({ kind: 'guest-request', params: { request: 'towels', note: null } }, SPANISH)).toBe('Toallas');
  });

  it('stores the English words beside the data, and a typed note clears the data', () => {
    expect(systemNoteFields({ kind: 'out-of-service' })).toEqual({ notes: 'Marked out of service', system_note: { kind: 'out-of-service' } });
    expect(withNoteData({ notes: 'Guest asked' })).toEqual({ notes: 'Guest asked', system_note: null });
    const clean: RoomFields = { status: 'clean' };
    expect(withNoteData(clean)).toEqual({ status: 'clean' });
    const both = systemNoteFields({ kind: 'late-checkout-dirty' });
    expect(withNoteData(both)).toBe(both);
  });

  it('front desk Out of Service: a given note wins, else the room keeps its note, else the app writes its own', () => {
    const at = '2026-11-26T10:00:00Z';
    const oos = (notes: string | null, currentNotes: string | null) => statusEffects('frontdesk', 'out_of_service', { actorId: 'u', at, notes, currentNotes });
    expect(oos('Broken window', 'old')).toMatchObject({ notes: 'Broken window' });
    expect(oos('Broken window', 'old').system_note).toBeUndefined();
    expect(oos(null, 'old')).not.toHaveProperty('notes');
    expect(oos(null, null)).toMatchObject({ notes: 'Marked out of service', system_note: { kind: 'out-of-service' } });
    const late = statusEffects('system', 'dirty', { actorId: 'u', at, systemNote: { kind: 'late-checkout-dirty' }, currentNotes: null });
    expect(late).toMatchObject({ notes: 'Marked dirty after late checkout resolution', system_note: { kind: 'late-checkout-dirty' } });
    // A new cycle drops the last one's note, words and data alike (withNoteData on write).
    expect(withNoteData(statusEffects('manager', 'dirty', { actorId: 'u', at, currentNotes: 'x' }))).toMatchObject({ notes: null, system_note: null });
  });

  it('the answers’ schema accepts every kind and refuses an unknown one', () => {
    expect(systemNoteSchema.safeParse({ kind: 'late-checkout-dirty' }).success).toBe(true);
    expect(systemNoteSchema.safeParse({ kind: 'work-order', params: { category: 'other', title: 'T', note: null } }).success).toBe(true);
    expect(systemNoteSchema.safeParse({ kind: 'guest-request', params: { request: 'crib', note: null } }).success).toBe(true);
    expect(systemNoteSchema.safeParse({ kind: 'guest-request', params: { request: 'pizza', note: null } }).success).toBe(false);
    expect(systemNoteSchema.safeParse({ kind: 'handed-over' }).success).toBe(false);
  });
});
