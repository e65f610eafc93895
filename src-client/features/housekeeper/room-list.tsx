import type { ReactNode } from 'react';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { RoomNote } from '../../../src-shared/room-notes.schemas';
import { RoomCard, type RoomCardProps } from './room-card';

export type RoomListProps = Omit<RoomCardProps, 'room' | 'unread' | 'busy' | 'pending' | 'note' | 'cleanerName'> & {
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
export function RoomList({ rooms, unread, notes, cleanedBy, busy, pendingRoomIds, label, empty, className, ...card }: RoomListProps) {
  if (rooms.length === 0) return <p className="py-6 text-center text-muted-foreground">{empty}</p>;
  return (
    <ul aria-label={label} className={className ?? 'grid gap-3'}>
      {rooms.map((room) => (
        <li key={room.roomId}>
          <RoomCard
            room={room}
            unread={unread[room.roomId] ?? 0}
            note={notes?.[room.roomId]}
            cleanerName={cleanedBy?.(room)}
            busy={busy.has(room.roomId)}
            pending={pendingRoomIds.has(room.roomId)}
            {...card}
          />
        </li>
      ))}
    </ul>
  );
}
