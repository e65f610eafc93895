import { useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PIN_LENGTH } from '../../src-shared/limits';
import { Button } from './ui/button';

/**
 * The PIN tip after a password sign-in (issue 13) as a line in the page above the lists, not a
 * floating toast (issue 29: the toast covered the cards' buttons). Due until dismissed or the
 * app is reloaded; whether it is due at all (once a device, no PIN yet) is the sign-in's call.
 */
let due = false;
const listeners = new Set<() => void>();

function setDue(next: boolean) {
  due = next;
  for (const listener of listeners) listener();
}

export function showPinTip() {
  setDue(true);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function PinTip() {
  const { t } = useLingui();
  const shown = useSyncExternalStore(subscribe, () => due);
  if (!shown) return null;
  return (
    <div role="note" className="mb-4 flex items-center gap-2 rounded-md border border-blue-300 bg-blue-50 ps-3 text-sm text-blue-950 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-50">
      <p className="flex-1 py-2">
        <Trans>Tip: set a {PIN_LENGTH}-digit PIN in Settings for quick login</Trans>
      </p>
      <Button variant="ghost" size="icon" aria-label={t`Close`} onClick={() => setDue(false)}>
        <span aria-hidden="true">✕</span>
      </Button>
    </div>
  );
}
