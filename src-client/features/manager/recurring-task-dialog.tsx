import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { AreaRow } from '../../../src-shared/areas.schemas';
import { CLEANING_TYPES, type CleaningType } from '../../../src-shared/cleaning-types';
import { WORK_ORDER_CATEGORIES, WORK_ORDER_PRIORITIES, WORK_ORDER_TITLE_MAX, type WorkOrderCategory, type WorkOrderPriority } from '../../../src-shared/work-orders.schemas';
import { createRecurringTaskInput, RECURRING_EVERY_MAX, type RecurringKind } from '../../../src-shared/recurring-tasks.schemas';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { DayField } from '../../components/ui/day-field';
import { SegmentedRadioGroup } from '../../components/ui/segmented-radio-group';
import { CLEANING_TYPE_LABELS } from '../../components/lifecycle/lifecycle-labels';
import { CATEGORY_LABELS, PRIORITY_LABELS } from '../maintenance/work-order-labels';

/** The place select's value: 'room:<id>' or 'area:<id>', one list for both. */
type Place = `room:${string}` | `area:${string}` | '';

/**
 * A recurring task (issue 21): a room or an area, what (a work order, or a cleaning), every N
 * days from a first due day. A room's cleaning marks the room dirty with its cleaning type;
 * an area's is a work order of the area (src-shared/recurring-tasks.schemas.ts).
 */
export function RecurringTaskDialog(props: { hotelId: string; today: string; rooms: readonly BoardRoom[]; areas: readonly AreaRow[]; onClose(): void }) {
  const { hotelId, today, rooms, areas, onClose } = props;
  const { t, i18n } = useLingui();
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.recurringTasks.create.useMutation();
  const [place, setPlace] = useState<Place>('');
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<RecurringKind>('work_order');
  const [category, setCategory] = useState<WorkOrderCategory>('other');
  const [priority, setPriority] = useState<WorkOrderPriority>('normal');
  const [cleaningType, setCleaningType] = useState<CleaningType>('touch_up');
  const [everyDays, setEveryDays] = useState('30');
  const [nextDue, setNextDue] = useState(today);
  const isRoom = place.startsWith('room:');
  const placeId = place.slice(5);
  const lastDay = `${Number(today.slice(0, 4)) + 2}-12-31`;

  const form = useFormSubmit({
    schema: createRecurringTaskInput,
    mutate: (input) => create.mutateAsync(input),
    success: t`Recurring task added`,
    failure: t`Failed to add the recurring task`,
    close: onClose,
    refresh: () => utils.recurringTasks.byHotel.invalidate({ hotelId }),
  });
  const values = {
    hotelId,
    ...(place === '' ? {} : isRoom ? { roomId: placeId } : { areaId: placeId }),
    title,
    kind,
    category,
    priority,
    ...(kind === 'cleaning' && isRoom ? { cleaningType } : {}),
    everyDays: /^\d+$/.test(everyDays.trim()) ? Number(everyDays.trim()) : everyDays,
    nextDue,
  };

  return (
    <FormDialog title={<Trans>Add recurring task</Trans>} onClose={onClose} onSubmit={form.submitWith(values)} submitLabel={<Trans>Add</Trans>} pending={form.pending}>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-place`}>{t`Room or area`}</Label>
        <NativeSelect
          id={`${id}-place`}
          value={place}
          onChange={(e) => setPlace(e.target.value as Place)}
          aria-invalid={form.errors.roomId ? true : undefined}
          aria-describedby={form.errors.roomId ? `${id}-place-error` : undefined}
        >
          <option value="">{t`Choose…`}</option>
          <optgroup label={t`Areas`}>
            {areas.map((a) => (
              <option key={a.id} value={`area:${a.id}`}>
                {a.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={t`Rooms`}>
            {rooms.map((r) => (
              <option key={r.roomId} value={`room:${r.roomId}`}>
                {r.roomNumber}
              </option>
            ))}
          </optgroup>
        </NativeSelect>
        {form.errors.roomId && (
          <p id={`${id}-place-error`} className="text-sm text-destructive dark:text-red-400">
            {form.errors.roomId}
          </p>
        )}
      </div>
      <Field label={t`Title`} placeholder={t`Deep clean`} value={title} maxLength={WORK_ORDER_TITLE_MAX} onChange={(e) => setTitle(e.target.value)} error={form.errors.title} />
      <SegmentedRadioGroup
        label={t`What it makes`}
        value={kind}
        onChange={setKind}
        options={[
          { value: 'work_order', label: <Trans>Work order</Trans> },
          { value: 'cleaning', label: <Trans>Cleaning</Trans> },
        ]}
      />
      {kind === 'work_order' ? (
        <div className="grid grid-cols-2 gap-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-category`}>{t`Category`}</Label>
            <NativeSelect id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value as WorkOrderCategory)}>
              {WORK_ORDER_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {i18n._(CATEGORY_LABELS[c])}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-priority`}>{t`Priority`}</Label>
            <NativeSelect id={`${id}-priority`} value={priority} onChange={(e) => setPriority(e.target.value as WorkOrderPriority)}>
              {WORK_ORDER_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {i18n._(PRIORITY_LABELS[p])}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      ) : isRoom ? (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-cleaning`}>{t`Cleaning type`}</Label>
          <NativeSelect id={`${id}-cleaning`} value={cleaningType} onChange={(e) => setCleaningType(e.target.value as CleaningType)}>
            {CLEANING_TYPES.map((c) => (
              <option key={c} value={c}>
                {i18n._(CLEANING_TYPE_LABELS[c])}
              </option>
            ))}
          </NativeSelect>
          <p className="text-sm text-muted-foreground">
            <Trans>When it is due and the room is clean, the room becomes dirty with this cleaning type and the title as its note.</Trans>
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>An area's cleaning becomes a work order of the area, to hand out.</Trans>
        </p>
      )}
      <Field
        label={t`Every how many days`}
        inputMode="numeric"
        value={everyDays}
        maxLength={String(RECURRING_EVERY_MAX).length}
        onChange={(e) => setEveryDays(e.target.value)}
        error={form.errors.everyDays}
      />
      <DayField label={t`First due`} value={nextDue} max={lastDay} onChange={setNextDue} />
    </FormDialog>
  );
}
