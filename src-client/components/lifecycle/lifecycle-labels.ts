import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CleaningType } from '../../../src-shared/cleaning-types';
import type { DeferralReason } from '../../../src-shared/room-lifecycle';

/** How each cleaning type reads on cards, rows and the bulk dialog (DESIGN §12). */
export const CLEANING_TYPE_LABELS: Record<CleaningType, MessageDescriptor> = {
  departure: msg`Departure`,
  stayover: msg`Stayover`,
  touch_up: msg`Touch-up`,
};

/** Why service was deferred. */
export const DEFERRAL_LABELS: Record<DeferralReason, MessageDescriptor> = {
  dnd: msg`Do not disturb`,
  refused: msg`Service refused`,
  guest_in_room: msg`Guest in room`,
};
