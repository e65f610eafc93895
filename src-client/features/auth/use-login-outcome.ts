import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { toast } from 'sonner';
import type { SessionUser } from '../../../src-shared/auth.schemas';
import { PIN_LENGTH } from '../../../src-shared/limits';
import { hasServerAnswer } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { useStartSession } from '../../lib/session';
import type { AccountNotice } from './account-status-notice';

/** What both sign-in forms share: success, the status notice, and failure toasts. */
export function useLoginOutcome() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [notice, setNotice] = useState<AccountNotice | null>(null);

  async function succeeded(user: SessionUser, method: 'password' | 'pin') {
    startSession(user);
    if (method === 'password') toast.info(t`Tip: set a ${PIN_LENGTH}-digit PIN in Settings for quick login`);
    await navigate({ to: '/dashboard' });
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
