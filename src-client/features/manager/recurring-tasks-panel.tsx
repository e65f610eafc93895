import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecurringTaskRow } from '../../../src-shared/recurring-tasks.schemas';
import { formatDay } from '../../../src-shared/display-time';
import { trpc } from '../../lib/trpc';
import { useHotelBoard } from '../../lib/rooms';
import { useHotelDay } from '../../lib/use-hotel-day';
import { Button } from '../../components/ui/button';
import { Td } from '../../components/ui/table';
import { SetupPanel } from '../../components/setup/setup-panel';
import { DeleteRowDialog, useRowDeletion } from '../../components/setup/row-deletion';
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
  const deletion = useRowDeletion<RecurringTaskRow>({
    remove: (task) => remove.mutateAsync({ id: task.id }),
    deleted: t`Recurring task deleted`,
    failed: t`Failed to delete the recurring task`,
    refresh: () => utils.recurringTasks.byHotel.invalidate({ hotelId }),
  });
  const columns = [t`Task`, t`Room or area`, t`What it makes`, t`Every`, t`Next due`, t`Actions`];

  const what = (task: RecurringTaskRow) =>
    task.kind === 'work_order'
      ? t`Work order: ${i18n._(CATEGORY_LABELS[task.category])}`
      : task.cleaningType
        ? t`Cleaning: ${i18n._(CLEANING_TYPE_LABELS[task.cleaningType])}`
        : t`Cleaning`;

  const cells = (task: RecurringTaskRow) => {
    const place = task.roomNumber ? t`Room ${task.roomNumber}` : (task.areaName ?? '');
    const days = i18n.number(task.everyDays);
    return (
      <>
        <Td className="font-medium">{task.title}</Td>
        <Td data-label={columns[1]}>{place}</Td>
        <Td data-label={columns[2]}>{what(task)}</Td>
        <Td data-label={columns[3]}>{t`${days} days`}</Td>
        <Td data-label={columns[4]}>{formatDay(task.nextDue, i18n.locale)}</Td>
        <Td>
          <Button size="sm" variant="destructive" onClick={() => deletion.ask(task)} aria-label={t`Delete ${task.title}`}>
            <Trans>Delete</Trans>
          </Button>
        </Td>
      </>
    );
  };

  return (
    <SetupPanel
      title={<Trans>Recurring tasks</Trans>}
      add={<Trans>Add recurring task</Trans>}
      onAdd={() => setAdding(true)}
      description={<Trans>Preventive work every few days, made on its due day: filters, deep cleans, turning mattresses.</Trans>}
      columns={columns}
      query={tasks}
      empty={<Trans>No recurring tasks yet</Trans>}
      cells={cells}
    >
      {adding && <RecurringTaskDialog hotelId={hotelId} today={today} rooms={rooms.data ?? []} areas={areas.data ?? []} onClose={() => setAdding(false)} />}
      <DeleteRowDialog
        deletion={deletion}
        title={<Trans>Delete recurring task?</Trans>}
        description={<Trans>It stops; what it already made stays.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
      />
    </SetupPanel>
  );
}
