import { useMemo, type ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { STATUS_LABELS } from '../../components/rooms/status-labels';
import { RoomCardSection } from './room-card-section';
import { FrontDeskRoomCard } from './front-desk-room-card';
import { useFrontDeskStatus } from './use-front-desk-status';
import { deskSections, type DeskSection, type DeskSectionKey } from './desk-sections';

interface FrontDeskSectionsProps {
  rooms: BoardRoom[];
  unread: Record<string, number>;
  onOpenNotes(room: BoardRoom): void;
}

const TITLES: Record<DeskSectionKey, { title: ReactNode; empty: ReactNode }> = {
  notReady: { title: <Trans>Dirty Rooms</Trans>, empty: <Trans>No dirty rooms</Trans> },
  clean: { title: <Trans>Clean Rooms</Trans>, empty: <Trans>No clean rooms</Trans> },
  pmsUpdated: { title: <Trans>PMS Updated Rooms</Trans>, empty: <Trans>No PMS updated rooms</Trans> },
  outOfService: { title: <Trans>Out of Service Rooms</Trans>, empty: <Trans>No rooms out of service</Trans> },
};

/**
 * Dirty, Clean, PMS Updated and Out of Service. Rooms being cleaned (assigned) are still
 * not ready, so they stay in Dirty with their status and housekeeper shown; each section
 * names the board's statuses it counts, so its count and the chips' agree (issue 18).
 */
export function FrontDeskSections({ rooms, unread, onOpenNotes }: FrontDeskSectionsProps) {
  const { changeStatus, pendingRoomId } = useFrontDeskStatus();
  const sections = useMemo(() => deskSections(rooms), [rooms]);

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
      {sections.map((section) => (
        <RoomCardSection
          key={section.key}
          title={TITLES[section.key].title}
          empty={TITLES[section.key].empty}
          breakdown={<SectionBreakdown section={section} />}
          rooms={section.rooms}
          renderCard={card}
        />
      ))}
    </>
  );
}

/** 'Dirty 0 · Assigned 126 · 2 held by a late checkout': the chips' words and numbers. */
function SectionBreakdown({ section }: { section: DeskSection }) {
  const { i18n } = useLingui();
  const held = section.waitingOnLateCheckout;
  if (section.statuses.length === 1 && held === 0) return null;
  const parts = section.statuses.map((status) => `${i18n._(STATUS_LABELS[status])} ${section.counts[status] ?? 0}`);
  return (
    <p className="text-sm text-muted-foreground" data-breakdown>
      {parts.join(' · ')}
      {held > 0 && (
        <>
          {' · '}
          <Plural value={held} one="# held by a late checkout (listed above)" other="# held by a late checkout (listed above)" />
        </>
      )}
    </p>
  );
}
