import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomView } from '../../../src-shared/rooms.schemas';
import { trpc } from '../../lib/trpc';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Td, Tr } from '../../components/ui/table';
import { EditRoomDialog } from './edit-room-dialog';
import { AddRoomsDialog } from './add-rooms-dialog';
import { RowActions } from '../../components/lists/row-actions';
import { useConfirmedAction } from '../../components/lists/use-confirmed-action';
import { Blank } from './list-rows';
import { ListTable } from './list-table';
import { byRoomNumber } from './sort';
import { useAdminRefresh } from './use-admin-refresh';
import { useRoomTypes } from '../workload/use-workload';

/**
 * A large hotel's list comes in pages, so it never grows past one screenful or so (issue 18:
 * 2,000 rooms made a list 11,000 px tall); a search finds any room at once.
 */
export const ROOMS_PAGE_SIZE = 50;
const FILTER_FROM = 20;

/** The rooms of one hotel in numeric order, with Edit and Delete (after confirmation). */
export function HotelRooms({ hotelId, hotelName }: { hotelId: string; hotelName: string }) {
  const { t, i18n } = useLingui();
  const rooms = trpc.rooms.byHotel.useQuery({ hotelId });
  const remove = trpc.rooms.delete.useMutation();
  const refresh = useAdminRefresh();
  const [editing, setEditing] = useState<RoomView | null>(null);
  const deleting = useConfirmedAction<RoomView>({
    run: (room) => remove.mutateAsync({ id: room.id }),
    success: t`Room deleted successfully`,
    failure: t`Failed to delete room`,
    refresh: refresh.hotels,
  });
  const [adding, setAdding] = useState(false);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(0);
  const typeNames = new Map((useRoomTypes(hotelId).data ?? []).map((type) => [type.id, type.name]));
  const sorted = useMemo(() => byRoomNumber(rooms.data ?? []), [rooms.data]);
  const wanted = query.trim().toLowerCase();
  const matching = wanted ? sorted.filter((room) => room.roomNumber.toLowerCase().includes(wanted)) : sorted;
  const pages = Math.max(1, Math.ceil(matching.length / ROOMS_PAGE_SIZE));
  // A search or a deletion can leave fewer pages than the one open: the last one shows.
  const current = Math.min(page, pages - 1);
  const rows = matching.slice(current * ROOMS_PAGE_SIZE, (current + 1) * ROOMS_PAGE_SIZE);
  const first = i18n.number(current * ROOMS_PAGE_SIZE + 1);
  const last = i18n.number(current * ROOMS_PAGE_SIZE + rows.length);
  const total = i18n.number(matching.length);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3 py-2">
        {sorted.length > FILTER_FROM && (
          <div className="max-w-xs">
            <Field label={t`Find a room`} type="search" value={query} onChange={(e) => {
                setQuery(e.target.value);
                setPage(0);
              }}
            />
          </div>
        )}
        <Button size="sm" className="ms-auto" onClick={() => setAdding(true)}>
          <Trans>Add Rooms</Trans>
          <span className="sr-only">{t`, ${hotelName}`}</span>
        </Button>
      </div>
      {adding && <AddRoomsDialog hotelId={hotelId} hotelName={hotelName} onClose={() => setAdding(false)} />}
      <ListTable
        caption={t`Rooms of ${hotelName}`}
        columns={[<Trans>Room Number</Trans>, <Trans>Floor</Trans>, <Trans>Room type</Trans>, <Trans>Actions</Trans>]}
        what={`rooms of ${hotelName}`}
        query={rooms}
        isEmpty={matching.length === 0}
        empty={<Trans>No rooms found</Trans>}
      >
        {rows.map((room) => (
          <Tr key={room.id}>
            <Td className="font-medium">{room.roomNumber}</Td>
            <Td className="tabular-nums" data-label={t`Floor`}>
              {room.floor ?? <Blank />}
            </Td>
            <Td data-label={t`Room type`}>{(room.roomTypeId && typeNames.get(room.roomTypeId)) ?? <Blank />}</Td>
            <RowActions
              actions={[
                { label: <Trans>Edit</Trans>, ariaLabel: t`Edit room ${room.roomNumber}`, variant: 'outline', onClick: () => setEditing(room) },
                { label: <Trans>Delete</Trans>, ariaLabel: t`Delete room ${room.roomNumber}`, variant: 'destructive', onClick: () => deleting.ask(room) },
              ]}
            />
          </Tr>
        ))}
      </ListTable>
      {pages > 1 && (
        <nav aria-label={t`Pages of rooms, ${hotelName}`} className="flex flex-wrap items-center gap-3 px-3 pt-3 text-sm text-muted-foreground">
          <span aria-live="polite">
            <Trans>
              Rooms {first}–{last} of {total}
            </Trans>
          </span>
          <Button size="sm" variant="outline" disabled={current === 0} onClick={() => setPage(current - 1)}>
            <Trans>Previous rooms</Trans>
          </Button>
          <Button size="sm" variant="outline" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            <Trans>Next rooms</Trans>
          </Button>
        </nav>
      )}
      {editing && <EditRoomDialog room={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        {...deleting.dialog}
        title={<Trans>Delete room {deleting.target?.roomNumber}?</Trans>}
        description={
          <Trans>
            Its current status, notes and late checkouts are removed. Past cleaning reports still count it.
          </Trans>
        }
        confirmLabel={<Trans>Delete</Trans>}
      />
    </>
  );
}
