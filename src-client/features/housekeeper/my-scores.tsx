import { lazy } from 'react';
import { Trans } from '@lingui/react/macro';
import { ClosedSection } from './closed-section';

const MyScoresBody = lazy(() => import('./my-scores-body').then((m) => ({ default: m.MyScoresBody })));

/** Her own inspection scores of the last 30 days (DESIGN §20), closed until she opens them. */
export function MyScores() {
  return (
    <ClosedSection summary={<Trans>My inspection scores (last 30 days)</Trans>}>
      <MyScoresBody />
    </ClosedSection>
  );
}
