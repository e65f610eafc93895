import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../lib/i18n';
import { systemNoteText, type SystemNote } from '../../../src-shared/system-notes';
import type { WorkOrderCategory } from '../../../src-shared/work-orders.schemas';
import { GUEST_REQUEST_KIND_LABELS } from '../../features/guest-requests/phone/kind-labels';

/**
 * The app's own room notes in the viewer's language (issue 19): the one mapping from a note's
 * kind to its words, used by every screen that shows a room's note or its history. The
 * sentence is built by src-shared/system-notes.ts, as for the CSVs. Here, in the rooms
 * catalog every screen loads, not with the work-order screens.
 */
// A context of their own: 'Electrical' as an out-of-order reason reads otherwise in Spanish.
const CATEGORY: Record<WorkOrderCategory, MessageDescriptor> = {
  plumbing: msg({ message: 'Plumbing', context: 'work order category' }),
  electrical: msg({ message: 'Electrical', context: 'work order category' }),
  furniture: msg({ message: 'Furniture', context: 'work order category' }),
  appliance: msg({ message: 'Appliance', context: 'work order category' }),
  cleaning_supplies: msg({ message: 'Cleaning supplies', context: 'work order category' }),
  other: msg({ message: 'Other', context: 'work order category' }),
};

/** A label table in the viewer's language. */
function inLanguage<K extends string>(labels: Record<K, MessageDescriptor>): Record<K, string> {
  return Object.fromEntries(Object.entries<MessageDescriptor>(labels).map(([k, m]) => [k, i18n._(m)])) as Record<K, string>;
}

export function localSystemNoteText(note: SystemNote): string {
  return systemNoteText(note, {
    outOfService: i18n._(msg`Marked out of service`),
    lateCheckoutDirty: i18n._(msg`Marked dirty after late checkout resolution`),
    category: inLanguage(CATEGORY),
    guestRequest: inLanguage(GUEST_REQUEST_KIND_LABELS),
  });
}

/** A room's or a history row's note as the viewer reads it: the app's in their language, a typed one as typed. */
export function noteText(row: { notes: string | null; systemNote?: SystemNote | null }): string | null {
  return row.systemNote ? localSystemNoteText(row.systemNote) : row.notes;
}
