import { useMemo } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { splitBoard } from '../../lib/rooms';
import { RoomCardSection } from './room-card-section';
import { FrontDeskRoomCard } from './front-desk-room-card';
import { useFrontDeskStatus } from './use-front-desk-status';

interface FrontDeskSectionsProps {
  rooms: BoardRoom[];
  unread: Record<string, number>;
  onOpenNotes(room: BoardRoom): void;
}

/**
 * Dirty, Clean, PMS Updated and Out of Service. Rooms being cleaned (assigned) are still
 * not ready, so they stay in Dirty with their status and housekeeper shown.
 */
export function FrontDeskSections({ rooms, unread, onOpenNotes }: FrontDeskSectionsProps) {
  const { changeStatus, pendingRoomId } = useFrontDeskStatus();
  const lists = useMemo(() => {
    const split = splitBoard(rooms);
    const notReady = new Set([...split.dirty, ...split.assigned]);
    return { ...split, notReady: rooms.filter((r) => notReady.has(r)) };
  }, [rooms]);

  const card = (room: BoardRoom) => (
    <FrontDeskRoomCard
      key={room.roomId}
      room={room}
      unread={unread[room.roomId] ?? 0}
      busy={pendingRoomId === room.roomId}
      onChangeStatus={(to, notes) => void changeStatus(room, to, notes)}
      onOpenNotes={() => onOpenNotes(room)}
    />
  );

  return (
    <>
      <RoomCardSection title={<Trans>Dirty Rooms</Trans>} empty={<Trans>No dirty rooms</Trans>} rooms={lists.notReady} renderCard={card} />
      <RoomCardSection title={<Trans>Clean Rooms</Trans>} empty={<Trans>No clean rooms</Trans>} rooms={lists.clean} renderCard={card} />
      <RoomCardSection
        title={<Trans>PMS Updated Rooms</Trans>}
        empty={<Trans>No PMS updated rooms</Trans>}
        rooms={lists.pmsUpdated}
        renderCard={card}
      />
      <RoomCardSection
        title={<Trans>Out of Service Rooms</Trans>}
        empty={<Trans>No rooms out of service</Trans>}
        rooms={lists.outOfService}
        renderCard={card}
      />
    </>
  );
}
