import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecurringTaskRow } from '../../../src-shared/recurring-tasks.schemas';
import { formatDay } from '../../../src-shared/display-time';
import { trpc } from '../../lib/trpc';
import { useHotelBoard } from '../../lib/rooms';
import { useHotelDay } from '../../lib/use-hotel-day';
import { errorMessage } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyRow, Table, TableHead, Td, Tr } from '../../components/ui/table';
import { CLEANING_TYPE_LABELS } from '../../components/lifecycle/lifecycle-labels';
import { CATEGORY_LABELS } from '../maintenance/work-order-labels';
import { RecurringTaskDialog } from './recurring-task-dialog';

/** Recurring preventive tasks in Setup (issue 21): the list with the next due day, add, delete. */
export function RecurringTasksPanel({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const tasks = trpc.recurringTasks.byHotel.useQuery({ hotelId });
  const areas = trpc.areas.byHotel.useQuery({ hotelId });
  const rooms = useHotelBoard(hotelId);
  const { today } = useHotelDay(hotelId);
  const remove = trpc.recurringTasks.delete.useMutation();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<RecurringTaskRow | null>(null);
  const list = tasks.data ?? [];
  const columns = [t`Task`, t`Room or area`, t`What it makes`, t`Every`, t`Next due`, t`Actions`];

  const what = (task: RecurringTaskRow) =>
    task.kind === 'work_order'
      ? t`Work order: ${i18n._(CATEGORY_LABELS[task.category])}`
      : task.cleaningType
        ? t`Cleaning: ${i18n._(CLEANING_TYPE_LABELS[task.cleaningType])}`
        : t`Cleaning`;

  async function confirmDelete(task: RecurringTaskRow) {
    try {
      await remove.mutateAsync({ id: task.id });
      toast.success(t`Recurring task deleted`);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to delete the recurring task`));
    }
    setDeleting(null);
    await utils.recurringTasks.byHotel.invalidate({ hotelId });
  }

  return (
    <Card>
      <section aria-label={t`Recurring tasks`} className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold">
            <Trans>Recurring tasks</Trans>
          </h3>
          <Button size="sm" onClick={() => setAdding(true)}>
            <Trans>Add recurring task</Trans>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          <Trans>Preventive work every few days, made on its due day: filters, deep cleans, turning mattresses.</Trans>
        </p>
        <Table aria-label={t`Recurring tasks`} className="stacked-table">
          <TableHead columns={columns} />
          <tbody>
            {list.length === 0 ? (
              <EmptyRow colSpan={6}>{tasks.isPending ? <Trans>Loading...</Trans> : <Trans>No recurring tasks yet</Trans>}</EmptyRow>
            ) : (
              list.map((task) => {
                const place = task.roomNumber ? t`Room ${task.roomNumber}` : (task.areaName ?? '');
                const days = i18n.number(task.everyDays);
                return (
                  <Tr key={task.id}>
                    <Td className="font-medium">{task.title}</Td>
                    <Td data-label={columns[1]}>{place}</Td>
                    <Td data-label={columns[2]}>{what(task)}</Td>
                    <Td data-label={columns[3]}>{t`${days} days`}</Td>
                    <Td data-label={columns[4]}>{formatDay(task.nextDue, i18n.locale)}</Td>
                    <Td>
                      <Button size="sm" variant="destructive" onClick={() => setDeleting(task)} aria-label={t`Delete ${task.title}`}>
                        <Trans>Delete</Trans>
                      </Button>
                    </Td>
                  </Tr>
                );
              })
            )}
          </tbody>
        </Table>
      </section>
      {adding && (
        <RecurringTaskDialog hotelId={hotelId} today={today} rooms={rooms.data ?? []} areas={areas.data ?? []} onClose={() => setAdding(false)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<Trans>Delete recurring task?</Trans>}
        description={<Trans>It stops; what it already made stays.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        pending={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </Card>
  );
}
