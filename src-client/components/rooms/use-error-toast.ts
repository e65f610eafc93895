import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '../../lib/i18n';
import { roomErrorToast } from './room-toasts';

/** Toasts once per failure of a query (spec §8 load errors), not on every render. */
export function useErrorToast(error: unknown, message: MessageDescriptor) {
  useEffect(() => {
    if (error) roomErrorToast(i18n._(message));
    // The message is a constant descriptor; a new failure is a new error object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
