import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { NoHotelNotice } from '../../components/rooms/no-hotel-notice';
import { ManagerBoard } from './manager-board';

/** The manager's screen: the whole hotel's rooms, assignments, late checkouts and report. */
export function ManagerDashboard() {
  const headingId = useId();
  const session = trpc.auth.session.useQuery();
  const hotelId = session.data?.hotelId;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        <Trans>Manager Dashboard</Trans>
      </h2>
      {hotelId ? <ManagerBoard hotelId={hotelId} /> : session.data && <NoHotelNotice />}
    </section>
  );
}
