import type { ReactNode } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { RoomNote } from '../../../src-shared/room-notes.schemas';
import { RoomCard, type RoomCardProps } from './room-card';
import type { GuestTasks } from '../guest-requests/phone/use-guest-tasks';

export type RoomListProps = Omit<RoomCardProps, 'room' | 'unread' | 'busy' | 'pending' | 'note' | 'cleanerName' | 'guest' | 'priority'> & {
  /** Her own list (DESIGN §22): each room's reason and moving it up. */
  priorityOf?(room: BoardRoom): RoomCardProps['priority'];
  /** The viewer's open guest requests (issue 21), shown on their rooms' cards. */
  guestTasks?: GuestTasks;
  rooms: readonly BoardRoom[];
  unread: Record<string, number>;
  /** Each room's newest unread note (useCardExtras). */
  notes?: Record<string, RoomNote>;
  /** Who cleaned a room that is done (useCardExtras). */
  cleanedBy?(room: BoardRoom): string | null | undefined;
  busy: ReadonlySet<string>;
  pendingRoomIds: ReadonlySet<string>;
  label: string;
  empty: ReactNode;
  className?: string;
};

/** A list (grid on wide screens) of room cards, or its empty text. */
export function RoomList({ rooms, unread, notes, cleanedBy, busy, pendingRoomIds, label, empty, className, guestTasks, priorityOf, ...card }: RoomListProps) {
  if (rooms.length === 0) return <p className="py-6 text-center text-muted-foreground">{empty}</p>;
  return (
    <ul aria-label={label} className={className ?? 'grid gap-2'}>
      {rooms.map((room) => (
        <li key={room.roomId}>
          <RoomCard
            room={room}
            unread={unread[room.roomId] ?? 0}
            note={notes?.[room.roomId]}
            cleanerName={cleanedBy?.(room)}
            busy={busy.has(room.roomId)}
            pending={pendingRoomIds.has(room.roomId)}
            guest={guestTasks?.byRoom[room.roomId] && { requests: guestTasks.byRoom[room.roomId]!, busy: guestTasks.busy, onDone: guestTasks.done }}
            priority={priorityOf?.(room)}
            {...card}
          />
        </li>
      ))}
    </ul>
  );
}
