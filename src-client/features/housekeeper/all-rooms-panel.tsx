import { useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import { Spinner } from '../../components/ui/spinner';
import { RoomList } from './room-list';
import { TabPanel } from './bottom-nav';
import type { CardProps } from './mobile-panels';

/** 'All Rooms' of the hotel, by floor then room number, with a search by room number (issue 18). */
export function AllRoomsPanel({ rooms, loading, cards }: { rooms: BoardRoom[]; loading: boolean; cards: CardProps }) {
  const { t } = useLingui();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const term = query.trim().toLowerCase();
  const found = useMemo(() => (term ? rooms.filter((r) => r.roomNumber.toLowerCase().startsWith(term)) : rooms), [rooms, term]);
  return (
    <TabPanel tab="all-rooms">
      <h2 className="text-lg font-semibold">
        <Trans>All Rooms</Trans>
      </h2>
      <label htmlFor={searchId} className="sr-only">
        <Trans>Find a room</Trans>
      </label>
      <input
        id={searchId}
        type="search"
        inputMode="search"
        autoComplete="off"
        placeholder={t`Room number, e.g. 305`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="h-11 w-full rounded-md border border-border bg-card px-3 text-base"
      />
      {loading ? (
        <Spinner className="mx-auto block" />
      ) : (
        <RoomList
          {...cards}
          rooms={found}
          label={t`All Rooms`}
          empty={term ? <Trans>No room matches “{query}”</Trans> : <Trans>No rooms available</Trans>}
        />
      )}
    </TabPanel>
  );
}

