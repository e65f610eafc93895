import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Card } from '../../components/ui/card';

interface SummaryCardsProps {
  dirty: number;
  assigned: number;
  lateCheckouts: number;
  loading: boolean;
}

/** The three counts at the top of the dashboard. */
export function SummaryCards({ dirty, assigned, lateCheckouts, loading }: SummaryCardsProps) {
  return (
    // Side by side on a phone too, so the board comes into view sooner (issue 13).
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      <Summary label={<Trans>Dirty Rooms</Trans>} value={dirty} loading={loading} />
      <Summary label={<Trans>Assigned Rooms</Trans>} value={assigned} loading={loading} />
      <Summary label={<Trans>Late Checkouts</Trans>} value={lateCheckouts} loading={loading} />
    </dl>
  );
}

function Summary({ label, value, loading }: { label: ReactNode; value: number; loading: boolean }) {
  return (
    <Card className="p-3 sm:p-4">
      <dt className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">{loading ? '–' : value}</dd>
    </Card>
  );
}
