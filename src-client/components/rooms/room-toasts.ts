import { msg } from '@lingui/core/macro';
import { toast } from '../../lib/toast';
import { TOAST_MS } from '../../../src-shared/limits';
import { UNDO_TOAST_MS } from '../../../src-shared/limits';
import { i18n } from '../../lib/i18n';

/** A room action done: short-lived, as the spec asks for room-action messages (§9). */
export function roomSuccessToast(message: string) {
  toast.success(message, { duration: TOAST_MS.roomAction });
}

/** A change that can be taken back for a few seconds (issue 13): the toast stays that long, with Undo. */
export function undoableToast(message: string, onUndo: () => void) {
  toast.success(message, { duration: UNDO_TOAST_MS, action: { label: i18n._(msg`Undo`), onClick: onUndo } });
}

/**
 * A refused or failed room action: titled 'Error' unless the spec names another title (§8).
 * Errors keep the default duration, long enough to read the reason.
 */
export function roomErrorToast(description: string, title: string = i18n._(msg`Error`)) {
  toast.error(title, { description });
}
