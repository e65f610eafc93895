import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../lib/toast';
import type { RoomType } from '../../../src-shared/workload.schemas';
import { trpc } from '../../lib/trpc';
import { errorMessage } from '../../lib/forms';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/input';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyRow, Table, TableHead, Td, Tr } from '../../components/ui/table';
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
  const [deleting, setDeleting] = useState<RoomType | null>(null);
  const [numbers, setNumbers] = useState('');
  const [typeId, setTypeId] = useState(NO_TYPE);
  const selectId = useId();
  const list = types.data ?? [];
  const columns = [t`Name`, t`Departure`, t`Stayover`, t`Touch-up`, t`Square feet`, t`Rooms`, t`Actions`];

  async function confirmDelete(type: RoomType) {
    try {
      await remove.mutateAsync({ id: type.id });
      toast.success(t`Room type deleted`);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to delete the room type`));
    }
    setDeleting(null);
    await utils.roomTypes.byHotel.invalidate({ hotelId });
  }

  async function applyType(event: FormEvent) {
    event.preventDefault();
    try {
      const result = await setByNumbers.mutateAsync({ hotelId, roomNumbers: numbers, roomTypeId: typeId === NO_TYPE ? null : typeId });
      const count = i18n.number(result.count);
      toast.success(t`Room type set for ${count} rooms`);
      setNumbers('');
      await Promise.all([utils.roomTypes.byHotel.invalidate({ hotelId }), utils.rooms.byHotel.invalidate({ hotelId })]);
    } catch (error) {
      toast.error(errorMessage(error, t`Failed to set the room type`));
    }
  }

  return (
    <Card>
      <section aria-label={t`Room Types`} className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold">
            <Trans>Room Types</Trans>
          </h3>
          <Button size="sm" onClick={() => setEditing('new')}>
            <Trans>Add Room Type</Trans>
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          <Trans>A room with no type counts 30 credits for a departure, 15 for a stayover and 5 for a touch-up.</Trans>
        </p>
        {/* On a phone each type is a card of labelled lines (the stacked-table style, issue 18). */}
        <Table aria-label={t`Room Types`} className="stacked-table">
          <TableHead columns={columns} />
          <tbody>
            {list.length === 0 ? (
              <EmptyRow colSpan={7}>{types.isPending ? <Trans>Loading...</Trans> : <Trans>No room types yet</Trans>}</EmptyRow>
            ) : (
              list.map((type) => (
                <Tr key={type.id}>
                  <Td className="font-medium">{type.name}</Td>
                  <Td data-label={columns[1]}>{i18n.number(type.credits.departure)}</Td>
                  <Td data-label={columns[2]}>{i18n.number(type.credits.stayover)}</Td>
                  <Td data-label={columns[3]}>{i18n.number(type.credits.touchUp)}</Td>
                  <Td data-label={columns[4]}>{type.squareFeet === null ? '—' : i18n.number(type.squareFeet)}</Td>
                  <Td data-label={columns[5]}>{i18n.number(type.roomCount)}</Td>
                  <Td className="space-x-2 whitespace-nowrap">
                    <Button size="sm" variant="outline" onClick={() => setEditing(type)} aria-label={t`Edit ${type.name}`}>
                      <Trans>Edit</Trans>
                    </Button>
                    <Button size="sm" variant="destructive" onClick={() => setDeleting(type)} aria-label={t`Delete ${type.name}`}>
                      <Trans>Delete</Trans>
                    </Button>
                  </Td>
                </Tr>
              ))
            )}
          </tbody>
        </Table>
        <form onSubmit={applyType} className="flex flex-wrap items-end gap-2">
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
          <Button type="submit" variant="outline" disabled={numbers.trim() === '' || setByNumbers.isPending}>
            <Trans>Set room type</Trans>
          </Button>
        </form>
        <WorkloadCap hotelId={hotelId} canSet={canSetCap} />
      </section>
      {editing && <RoomTypeDialog hotelId={hotelId} type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={<Trans>Delete room type?</Trans>}
        description={<Trans>Its rooms go back to the default credits.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        pending={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </Card>
  );
}
