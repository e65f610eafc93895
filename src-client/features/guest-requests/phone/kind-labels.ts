import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GuestRequestKind } from '../../../../src-shared/guest-requests.schemas';

/** What a guest asked for, as every screen says it (the phone's catalog is always loaded). */
export const GUEST_REQUEST_KIND_LABELS: Record<GuestRequestKind, MessageDescriptor> = {
  towels: msg`Towels`,
  amenities: msg`Amenities`,
  crib: msg`Crib`,
  extra_cleaning: msg`Extra cleaning`,
  other: msg`Other`,
};
