import { Trans, useLingui } from '@lingui/react/macro';
import type { Deferral } from '../../../src-shared/room-lifecycle.schemas';
import { DEFERRAL_LABELS } from './lifecycle-labels';

/** Why service was deferred and when to try again, in the reader's language ('Do not disturb · retry 14:30'). */
export function DeferralText({ deferral }: { deferral: Pick<Deferral, 'reason' | 'retryAt'> }) {
  const { i18n } = useLingui();
  const retryAt = deferral.retryAt;
  return (
    <>
      {i18n._(DEFERRAL_LABELS[deferral.reason])}
      {retryAt && (
        <>
          {' · '}
          <Trans>retry {retryAt}</Trans>
        </>
      )}
    </>
  );
}
