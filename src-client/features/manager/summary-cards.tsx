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
    <dl className="grid gap-3 sm:grid-cols-3">
      <Summary label={<Trans>Dirty Rooms</Trans>} value={dirty} loading={loading} />
      <Summary label={<Trans>Assigned Rooms</Trans>} value={assigned} loading={loading} />
      <Summary label={<Trans>Late Checkouts</Trans>} value={lateCheckouts} loading={loading} />
    </dl>
  );
}

function Summary({ label, value, loading }: { label: ReactNode; value: number; loading: boolean }) {
  return (
    <Card className="p-4">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{loading ? '–' : value}</dd>
    </Card>
  );
}
