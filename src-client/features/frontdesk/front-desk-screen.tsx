import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { NoHotelNotice } from '../../components/rooms/no-hotel-notice';
import { FrontDeskBoard } from './front-desk-board';

/** The front desk rooms screen: late checkouts and the rooms by status. */
export function FrontDeskScreen() {
  const headingId = useId();
  const session = trpc.auth.session.useQuery();
  const hotelId = session.data?.hotelId;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        <Trans>Front Desk</Trans>
      </h2>
      {hotelId ? <FrontDeskBoard hotelId={hotelId} /> : session.data && <NoHotelNotice />}
    </section>
  );
}
