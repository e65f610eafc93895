import { useMemo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { shiftCounts } from '../../../src-shared/shift-counts';
import { Card } from '../../components/ui/card';

/**
 * 'How is the shift going?' in five counts (issue 18). The cards have their final size while
 * the board loads ('–' stands in for a number), so nothing below them moves when data comes.
 */
export function ShiftCountCards({ rooms, timezone }: { rooms: readonly BoardRoom[] | undefined; timezone: string | undefined }) {
  const counts = useMemo(() => (rooms && timezone ? shiftCounts(rooms, { timezone }) : null), [rooms, timezone]);
  const { i18n } = useLingui();
  // Every count in the reader's digits and grouping.
  const cleaned = i18n.number(counts?.cleanedToday ?? 0);
  const total = i18n.number(counts?.dayTotal ?? 0);
  const count = (n: number | undefined) => (n === undefined ? undefined : i18n.number(n));
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-5">
      <Count label={<Trans>To clean</Trans>} value={count(counts?.toClean)} />
      <Count label={<Trans>In progress</Trans>} value={count(counts?.inProgress)} />
      <Count
        label={<Trans>Cleaned today</Trans>}
        value={counts ? <Trans>{cleaned} of {total}</Trans> : undefined}
      />
      <Count label={<Trans>Awaiting inspection</Trans>} value={count(counts?.awaitingInspection)} />
      <Count label={<Trans>Deferred</Trans>} value={count(counts?.deferred)} />
    </dl>
  );
}

/** A count's name wraps onto a second line rather than being cut (issue 29: 'Awaiting insp…' at 390 px). */
function Count({ label, value }: { label: ReactNode; value: ReactNode | undefined }) {
  return (
    <Card className="p-3 sm:p-4">
      <dt className="text-xs font-medium leading-tight break-words text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="mt-1 text-lg font-bold leading-tight tabular-nums break-words sm:text-3xl">{value ?? '–'}</dd>
    </Card>
  );
}
