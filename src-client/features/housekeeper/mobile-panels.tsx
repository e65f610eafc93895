import { useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
import { Spinner } from '../../components/ui/spinner';
import { RoomList, type RoomListProps } from './room-list';
import { LateCheckoutList } from './late-checkout-list';
import { TabPanel } from './bottom-nav';

export type CardProps = Omit<RoomListProps, 'rooms' | 'label' | 'empty' | 'className'>;

/** 'My Assigned Rooms', with the rooms out of service in their own section below (spec §2). */
export function MyRoomsPanel({ rooms, cards }: { rooms: BoardRoom[]; cards: CardProps }) {
  const { t } = useLingui();
  const working = rooms.filter((room) => room.status !== 'out_of_service');
  const outOfService = rooms.filter((room) => room.status === 'out_of_service');
  return (
    <TabPanel tab="my-rooms">
      <h2 className="text-lg font-semibold">
        <Trans>My Assigned Rooms</Trans>
      </h2>
      <RoomList {...cards} rooms={working} label={t`My Assigned Rooms`} empty={<Trans>No rooms assigned</Trans>} />
      {outOfService.length > 0 && (
        <section aria-labelledby="hk-out-of-service" className="space-y-3 pt-2">
          <h3 id="hk-out-of-service" className="text-base font-semibold">
            <Trans>Out of Service</Trans>
          </h3>
          <RoomList {...cards} rooms={outOfService} label={t`Out of Service`} empty={null} />
        </section>
      )}
    </TabPanel>
  );
}

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

export function LateCheckoutsPanel({ lateCheckouts, loading }: { lateCheckouts: LateCheckout[]; loading: boolean }) {
  return (
    <TabPanel tab="late-checkouts">
      <h2 className="text-lg font-semibold">
        <Trans>Active Late Checkouts</Trans>
      </h2>
      <LateCheckoutList lateCheckouts={lateCheckouts} loading={loading} />
    </TabPanel>
  );
}
