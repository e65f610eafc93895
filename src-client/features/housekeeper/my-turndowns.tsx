import { lazy } from 'react';
import { Trans } from '@lingui/react/macro';
import { ClosedSection } from './closed-section';

const MyTurndownsBody = lazy(() => import('./my-turndowns-body').then((m) => ({ default: m.MyTurndownsBody })));

/** Her evening turndown rooms (issue 32), closed until she opens them. */
export function MyTurndowns(props: { hotelId: string; userId: string; sync?: () => Promise<void> }) {
  return (
    <ClosedSection summary={<Trans>My turndowns tonight</Trans>}>
      <MyTurndownsBody {...props} />
    </ClosedSection>
  );
}
