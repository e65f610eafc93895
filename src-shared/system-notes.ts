import type { WorkOrderCategory } from './work-orders.schemas';
import type { GuestRequestKind } from './guest-requests.schemas';
import { NOTE_MAX_LENGTH } from './limits';

// No zod here: the housekeeper's card imports it through room-effects (DESIGN §9 budget);
// the schema is in system-notes.schemas.ts.

/**
 * The notes the app itself writes on a room (issue 19): a kind and its parameters, stored as
 * data (room_statuses.system_note, room_status_events.system_note) and put in words by each
 * reader in its own language: the client (components/rooms/system-note-text.ts), the CSVs
 * (reports/csv-texts.ts). What people type stays text and is never translated.
 */
export type SystemNote =
  | { kind: 'out-of-service' }
  | { kind: 'late-checkout-dirty' }
  /** A work order that made the room unsellable: its typed title (else its category) and note. */
  | { kind: 'work-order'; params: { category: WorkOrderCategory; title: string | null; note: string | null } }
  /** A guest request done (a day-history row): what the guest asked for and the desk's note. */
  | { kind: 'guest-request'; params: { request: GuestRequestKind; note: string | null } };

export type SystemNoteKind = SystemNote['kind'];

/** A work-order category in English: a report's title when it gave none, and the English notes. */
export const WORK_ORDER_CATEGORY_EN: Record<WorkOrderCategory, string> = {
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  furniture: 'Furniture',
  appliance: 'Appliance',
  cleaning_supplies: 'Cleaning supplies',
  other: 'Other',
};

/** What a guest asked for, in English: the English notes and the English push and CSV. */
export const GUEST_REQUEST_KIND_EN: Record<GuestRequestKind, string> = {
  towels: 'Towels',
  amenities: 'Amenities',
  crib: 'Crib',
  extra_cleaning: 'Extra cleaning',
  other: 'Other',
};

/** How a language says each part of a system note; English here, the others beside their readers. */
export interface SystemNoteWords {
  outOfService: string;
  lateCheckoutDirty: string;
  category: Record<WorkOrderCategory, string>;
  guestRequest: Record<GuestRequestKind, string>;
}

/** English: the words of the `notes` field the REST answers keep (backward compatible). */
export const SYSTEM_NOTE_EN: SystemNoteWords = {
  outOfService: 'Marked out of service',
  lateCheckoutDirty: 'Marked dirty after late checkout resolution',
  category: WORK_ORDER_CATEGORY_EN,
  guestRequest: GUEST_REQUEST_KIND_EN,
};

/** A system note in one language's words: the one place a kind becomes a sentence. */
export function systemNoteText(note: SystemNote, words: SystemNoteWords): string {
  switch (note.kind) {
    case 'out-of-service':
      return words.outOfService;
    case 'late-checkout-dirty':
      return words.lateCheckoutDirty;
    case 'work-order':
      return withTypedNote(note.params.title ?? words.category[note.params.category], note.params.note);
    case 'guest-request':
      return withTypedNote(words.guestRequest[note.params.request], note.params.note);
  }
}

/** What the note is about, then what someone typed about it. */
function withTypedNote(what: string, typed: string | null): string {
  return typed ? `${what}: ${typed}` : what;
}

/** The status row's note columns for a system note: its English rendering (REST `notes`) and the data. */
export function systemNoteFields(note: SystemNote): { notes: string; system_note: SystemNote } {
  return { notes: systemNoteText(note, SYSTEM_NOTE_EN).slice(0, NOTE_MAX_LENGTH), system_note: note };
}

/** A change that writes a typed note drops the app's: the words and the data never disagree. */
export function withNoteData<T extends { notes?: string | null; system_note?: SystemNote | null }>(set: T): T {
  return set.notes !== undefined && set.system_note === undefined ? { ...set, system_note: null } : set;
}
