import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GuestRequestStatus } from '../../../../src-shared/guest-requests.schemas';

/** A guest request's state as the desk shows it (the phone lists open requests only, so never says it). */
export const GUEST_REQUEST_STATUS_LABELS: Record<GuestRequestStatus, MessageDescriptor> = {
  open: msg`Open`,
  done: msg`Done`,
  cancelled: msg`Cancelled`,
};
