import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import type { SessionUser } from '../../../src-shared/auth.schemas';
import { PIN_LENGTH } from '../../../src-shared/limits';
import { hasServerAnswer, trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { useStartSession } from '../../lib/session';
import type { AccountNotice } from './account-status-notice';

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
    try {
      const me = await utils.client.profile.me.query();
      if (!me.pin) toast.info(t`Tip: set a ${PIN_LENGTH}-digit PIN in Settings for quick login`);
    } catch (error) {
      console.info('No PIN tip: the profile could not be read', error);
    }
  }

  function failed(error: unknown) {
    const status = hasServerAnswer(error) && error.data?.code === 'FORBIDDEN' ? error.data.status : undefined;
    if (status === 'pending' || status === 'rejected') {
      setNotice(status);
      return;
    }
    toast.error(errorMessage(error, t`Login failed`));
  }

  return { notice, clearNotice: () => setNotice(null), succeeded, failed };
}
