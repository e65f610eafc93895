import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DayPlan } from '../../../src-shared/occupancy.schemas';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button } from '../../components/ui/button';
import { PlanSection } from './plan-section';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { EmptyRow, Table, TableHead, Td, Tr } from '../../components/ui/table';
import { STATUS_LABELS } from '../../components/rooms/status-labels';
import { CLEANING_TYPE_LABELS } from '../../components/lifecycle/lifecycle-labels';
import { WHY_LABELS } from './plan-labels';
import type { PlanDay } from './plan-day';

/** The preview's query key: the plan is a POST (apply: false) on the server, read here like a query. */
export const dayPlanKey = (hotelId: string, date: string) => ['occupancy', 'day-plan', hotelId, date] as const;

/**
 * The day's plan before it applies (DESIGN §17): each room it would make dirty, from → to,
 * the cleaning type and why; applied in one tap after a confirm. The board follows through
 * the live stream (the plan is one change of those rooms). Tomorrow's plan is a preview: it
 * applies on its day (applied tonight it would make rooms dirty now).
 */
export function DayPlanPanel({ hotelId, day, date }: { hotelId: string; day: PlanDay; date: string }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const preview = useQuery({
    queryKey: dayPlanKey(hotelId, date),
    queryFn: () => utils.client.occupancy.dayPlan.mutate({ hotelId, date, apply: false }),
  });
  const apply = trpc.occupancy.dayPlan.useMutation();
  const applying = useFormSubmit({
    mutate: apply.mutateAsync,
    success: (plan: DayPlan) => {
      const count = plan.rooms.length;
      return t`Plan applied: ${count} rooms to clean`;
    },
    failure: t`Could not apply the plan`,
    close: () => setConfirming(false),
    refresh: () => queryClient.invalidateQueries({ queryKey: dayPlanKey(hotelId, date) }),
  });
  const rooms = preview.data?.rooms ?? [];
  const count = rooms.length;
  return (
    <PlanSection
      title={day === 'today' ? <Trans>Today's plan ({date})</Trans> : <Trans>Tomorrow's plan ({date})</Trans>}
      action={
        day === 'today' ? (
          <Button disabled={count === 0 || applying.pending} onClick={() => setConfirming(true)}>
            <Trans>Apply plan</Trans>
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>Applied on its day</Trans>
          </p>
        )
      }
      after={
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={<Trans>Apply today's plan?</Trans>}
          description={<Trans>{count} rooms become dirty with the cleaning type shown.</Trans>}
          confirmLabel={<Trans>Apply plan</Trans>}
          pending={applying.pending}
          onConfirm={() => void applying.run({ hotelId, date, apply: true })}
        />
      }
    >
      {/* One height loading, empty or long (the rows scroll in it): nothing below moves on load or import (issue 29). */}
      <div data-scroll-box className="h-72 overflow-y-auto">
        {preview.isPending ? (
          <Skeleton className="h-full w-full" />
        ) : preview.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(preview.error, t`Could not load the plan`)}
          </p>
        ) : (
          <Table aria-label={t`Rooms the plan changes`}>
            <TableHead columns={[t`Room`, t`From`, t`To`, t`Cleaning type`, t`Why`]} />
            <tbody>
              {rooms.length === 0 ? (
                <EmptyRow colSpan={5}>
                  {day === 'today' ? (
                    <Trans>Nothing to plan: no room needs a change from today's occupancy</Trans>
                  ) : (
                    <Trans>Nothing to plan: no room needs a change from tomorrow's occupancy</Trans>
                  )}
                </EmptyRow>
              ) : (
                rooms.map((room) => (
                  <Tr key={room.roomId} data-plan-room={room.roomNumber}>
                    <Td className="font-medium">{room.roomNumber}</Td>
                    <Td>{i18n._(STATUS_LABELS[room.from])}</Td>
                    <Td>{i18n._(STATUS_LABELS[room.to])}</Td>
                    <Td>{i18n._(CLEANING_TYPE_LABELS[room.cleaningType])}</Td>
                    <Td>{i18n._(WHY_LABELS[room.why])}</Td>
                  </Tr>
                ))
              )}
            </tbody>
          </Table>
        )}
      </div>
    </PlanSection>
  );
}
