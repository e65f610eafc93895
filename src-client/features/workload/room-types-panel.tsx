import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomType } from '../../../src-shared/workload.schemas';
import { trpc } from '../../lib/trpc';
import { useFormSubmit } from '../../lib/use-form-submit';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/input';
import { Td } from '../../components/ui/table';
import { SetupPanel } from '../../components/setup/setup-panel';
import { DeleteRowDialog, useRowDeletion } from '../../components/setup/row-deletion';
import { RoomTypeDialog } from './room-type-dialog';
import { WorkloadCap } from './workload-cap';
import { useRoomTypes } from './use-workload';

const NO_TYPE = '';

/**
 * Room types of one hotel (DESIGN §13): credits per cleaning type and square feet; a type for
 * rooms by number ('101-120' are Queen); the hotel's workload cap. Admins and the manager.
 */
export function RoomTypesPanel({ hotelId, canSetCap }: { hotelId: string; canSetCap: boolean }) {
  const { t, i18n } = useLingui();
  const utils = trpc.useUtils();
  const types = useRoomTypes(hotelId);
  const remove = trpc.roomTypes.delete.useMutation();
  const setByNumbers = trpc.roomTypes.setByNumbers.useMutation();
  const [editing, setEditing] = useState<RoomType | 'new' | null>(null);
  const deletion = useRowDeletion<RoomType>({
    remove: (type) => remove.mutateAsync({ id: type.id }),
    deleted: t`Room type deleted`,
    failed: t`Failed to delete the room type`,
    refresh: () => utils.roomTypes.byHotel.invalidate({ hotelId }),
  });
  const [numbers, setNumbers] = useState('');
  const [typeId, setTypeId] = useState(NO_TYPE);
  const selectId = useId();
  const list = types.data ?? [];
  const columns = [t`Name`, t`Departure`, t`Stayover`, t`Touch-up`, t`Turndown`, t`Square feet`, t`Rooms`, t`Actions`];

  // A form in the panel rather than a dialog: after success the range empties for the next one.
  const typeForm = useFormSubmit({
    mutate: () => setByNumbers.mutateAsync({ hotelId, roomNumbers: numbers, roomTypeId: typeId === NO_TYPE ? null : typeId }),
    success: (result) => {
      const count = i18n.number(result.count);
      return t`Room type set for ${count} rooms`;
    },
    failure: t`Failed to set the room type`,
    close: () => setNumbers(''),
    refresh: () => Promise.all([utils.roomTypes.byHotel.invalidate({ hotelId }), utils.rooms.byHotel.invalidate({ hotelId })]),
  });

  return (
    <SetupPanel
      title={<Trans>Room Types</Trans>}
      add={<Trans>Add Room Type</Trans>}
      onAdd={() => setEditing('new')}
      description={<Trans>A room with no type counts 30 credits for a departure, 15 for a stayover and 5 for a touch-up.</Trans>}
      columns={columns}
      query={types}
      empty={<Trans>No room types yet</Trans>}
      cells={(type) => (
        <>
          <Td className="font-medium">{type.name}</Td>
          <Td data-label={columns[1]}>{i18n.number(type.credits.departure)}</Td>
          <Td data-label={columns[2]}>{i18n.number(type.credits.stayover)}</Td>
          <Td data-label={columns[3]}>{i18n.number(type.credits.touchUp)}</Td>
          <Td data-label={columns[4]}>{i18n.number(type.credits.turndown)}</Td>
          <Td data-label={columns[5]}>{type.squareFeet === null ? '—' : i18n.number(type.squareFeet)}</Td>
          <Td data-label={columns[6]}>{i18n.number(type.roomCount)}</Td>
          <Td className="space-x-2 whitespace-nowrap">
            <Button size="sm" variant="outline" onClick={() => setEditing(type)} aria-label={t`Edit ${type.name}`}>
              <Trans>Edit</Trans>
            </Button>
            <Button size="sm" variant="destructive" onClick={() => deletion.ask(type)} aria-label={t`Delete ${type.name}`}>
              <Trans>Delete</Trans>
            </Button>
          </Td>
        </>
      )}
    >
      <form onSubmit={typeForm.submitWith(undefined)} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <Field label={t`Room range`} placeholder="101-120" value={numbers} onChange={(e) => setNumbers(e.target.value)} />
        </div>
        <div className="space-y-1.5 text-sm">
          <label htmlFor={selectId} className="block font-medium">
            <Trans>Room type</Trans>
          </label>
          <NativeSelect id={selectId} value={typeId} onChange={(e) => setTypeId(e.target.value)}>
            <option value={NO_TYPE}>{t`No type (default credits)`}</option>
            {list.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" variant="outline" disabled={numbers.trim() === '' || typeForm.pending}>
          <Trans>Set room type</Trans>
        </Button>
      </form>
      <WorkloadCap hotelId={hotelId} canSet={canSetCap} />
      {editing && <RoomTypeDialog hotelId={hotelId} type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <DeleteRowDialog
        deletion={deletion}
        title={<Trans>Delete room type?</Trans>}
        description={<Trans>Its rooms go back to the default credits.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
      />
    </SetupPanel>
  );
}
