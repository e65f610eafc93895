import { useCallback, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { Checkbox } from '../../components/ui/checkbox';
import { toggled } from '../../lib/toggled';
import { RoomTableSection } from '../../components/tables/room-table-section';
import { SelectionBar } from './selection-bar';
import { DirtyRoomCells } from './dirty-room-cells';
import { useAssignRooms } from './use-assign-rooms';
import { useManagerRows } from './use-manager-rows';
import type { Housekeeper } from './housekeeper-select';

interface DirtyRoomsTableProps {
  rooms: BoardRoom[];
  loading: boolean;
  housekeepers: Housekeeper[];
  unread: Record<string, number>;
  onOpenNotes(room: BoardRoom): void;
}

/** 'Dirty Rooms - Assign to Housekeepers': pick rooms and hand them out, singly or together. */
export function DirtyRoomsTable({ rooms, loading, housekeepers, unread, onOpenNotes }: DirtyRoomsTableProps) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { assign, pending } = useAssignRooms(rooms[0]?.hotelId);
  const rowOf = useManagerRows(unread, onOpenNotes);
  // Rooms that left the list (assigned elsewhere, cleaned) drop out of the selection.
  const selectedIds = useMemo(() => rooms.filter((r) => selected.has(r.roomId)).map((r) => r.roomId), [rooms, selected]);
  const count = selectedIds.length;
  const all = count > 0 && count === rooms.length;

  const toggle = useCallback((roomId: string, on: boolean) => setSelected((prev) => toggled(prev, roomId, on)), []);
  const assignOne = useCallback((roomId: string, housekeeperId: string) => void assign([roomId], housekeeperId, true), [assign]);

  async function assignSelected(housekeeperId: string) {
    const ok = await assign(selectedIds, housekeeperId);
    if (ok) setSelected(new Set());
    return ok;
  }

  return (
    <RoomTableSection
      title={<Trans>Dirty Rooms - Assign to Housekeepers</Trans>}
      above={
        count > 0 && (
          <SelectionBar
            count={count}
            housekeepers={housekeepers}
            pending={pending}
            onAssign={assignSelected}
            onClear={() => setSelected(new Set())}
          />
        )
      }
      rooms={rooms}
      loading={loading}
      empty={<Trans>No dirty rooms to assign</Trans>}
      headers={[
        <label key="all" className="inline-flex size-11 cursor-pointer items-center justify-center md:size-auto">
          <Checkbox
            aria-label={t`Select all dirty rooms`}
            checked={all}
            disabled={rooms.length === 0}
            ref={(el) => {
              if (el) el.indeterminate = count > 0 && !all;
            }}
            onChange={(e) => setSelected(e.target.checked ? new Set(rooms.map((r) => r.roomId)) : new Set())}
          />
        </label>,
        <Trans key="room">Room</Trans>,
        <Trans key="notes">Notes</Trans>,
        <Trans key="assign">Assign To</Trans>,
        <Trans key="actions">Actions</Trans>,
      ]}
      widths={['w-12', 'w-24', '', 'w-52', 'w-[22rem]']}
      phoneRow="max-md:h-72"
      renderCells={(room) => (
        <DirtyRoomCells
          room={room}
          selected={selected.has(room.roomId)}
          assigning={pending}
          housekeepers={housekeepers}
          onToggle={toggle}
          onAssign={assignOne}
          {...rowOf(room)}
        />
      )}
    />
  );
}
