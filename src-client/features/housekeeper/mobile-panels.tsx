import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardRoom } from '../../../src-shared/room-ops.schemas';
import type { LateCheckout } from '../../../src-shared/late-checkouts.schemas';
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
      <h2 className="text-base font-semibold">
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

export function LateCheckoutsPanel({ lateCheckouts, loading, mine }: { lateCheckouts: LateCheckout[]; loading: boolean; mine: ReadonlySet<string> }) {
  return (
    <TabPanel tab="late-checkouts">
      <h2 className="text-lg font-semibold">
        <Trans>Active Late Checkouts</Trans>
      </h2>
      <LateCheckoutList lateCheckouts={lateCheckouts} loading={loading} mine={mine} />
    </TabPanel>
  );
}
