import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import type { SessionUser } from '../../../src-shared/auth.schemas';
import { hasServerAnswer, trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { translateReason } from '../../lib/reasons';
import { useStartSession } from '../../lib/session';
import type { AccountNotice } from './account-status-notice';
import { showPinTip } from '../../components/pin-tip';

const TIP_KEY = 'hk-pin-tip-shown';

function tipShown(): boolean {
  try {
    return localStorage.getItem(TIP_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberTipShown(): void {
  try {
    localStorage.setItem(TIP_KEY, '1');
  } catch {
    // Private mode: shown again next time.
  }
}

/** What both sign-in forms share: success, the status notice, and failure toasts. */
export function useLoginOutcome() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const utils = trpc.useUtils();
  const [notice, setNotice] = useState<AccountNotice | null>(null);

  async function succeeded(user: SessionUser, method: 'password' | 'pin') {
    startSession(user);
    // The tip is for those without a PIN (issue 13); one who signs in by PIN has one. Asked before
    // moving on, so the tip shows with the dashboard, not in the middle of its first paint.
    if (method === 'password') await tipWhenNoPin();
    await navigate({ to: '/dashboard' });
  }

  async function tipWhenNoPin() {
    // Once per device (issue 29): a tip repeated at every sign-in is in the way, not a tip.
    if (tipShown()) return;
    try {
      const me = await utils.client.profile.me.query();
      if (me.pin) return;
      showPinTip();
      rememberTipShown();
    } catch (error) {
      console.info('No PIN tip: the profile could not be read', error);
    }
  }

  function failed(error: unknown) {
    const forbidden = hasServerAnswer(error) && error.data?.code === 'FORBIDDEN';
    const status = forbidden ? error.data?.status : undefined;
    if (status === 'pending' || status === 'rejected') {
      setNotice(status);
      return;
    }
    // Every other 403 (PIN sign-in locked, a guard's refusal) is said on the form too (issue 29):
    // right credentials refused is not a typo to retry, and a toast may be gone before she looks.
    if (forbidden) {
      setNotice({ refused: errorMessage(error, translateReason('FORBIDDEN')) });
      return;
    }
    toast.error(errorMessage(error, t`Login failed`));
  }

  return { notice, clearNotice: () => setNotice(null), succeeded, failed };
}
