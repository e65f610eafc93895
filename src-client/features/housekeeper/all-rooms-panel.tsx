import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { roomSearchTerm, searchRooms } from '../../../src-shared/room-search';
import { RoomSearchField } from '../../components/rooms/room-search-field';
import { Spinner } from '../../components/ui/spinner';
import { RoomList } from './room-list';
import { TabPanel } from './bottom-nav';
import type { CardProps } from './mobile-panels';
import { AreaFoundItem } from '../lost-found/phone/area-found-item';

/** 'All Rooms' of the hotel, by floor then room number, with a search by room number (issue 18). */
export function AllRoomsPanel({ hotelId, rooms, loading, cards }: { hotelId: string; rooms: BoardRoom[]; loading: boolean; cards: CardProps }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const searching = roomSearchTerm(query) !== '';
  const found = useMemo(() => (searching ? searchRooms(rooms, query) : rooms), [rooms, query, searching]);
  return (
    <TabPanel tab="all-rooms">
      <h2 className="text-lg font-semibold">
        <Trans>All Rooms</Trans>
      </h2>
      <RoomSearchField value={query} onChange={setQuery} hideLabel />
      {/* A find away from any room (issue 29): the public areas are the hotel's, like All Rooms. */}
      <AreaFoundItem hotelId={hotelId} />
      {loading ? (
        <Spinner className="mx-auto block" />
      ) : (
        <RoomList
          {...cards}
          rooms={found}
          label={t`All Rooms`}
          empty={searching ? <Trans>No room matches “{query}”</Trans> : <Trans>No rooms available</Trans>}
        />
      )}
    </TabPanel>
  );
}

