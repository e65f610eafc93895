import { Suspense, useId } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { useHotelLiveUpdates } from '../../lib/live-updates';
import { NoHotelNotice } from '../../components/rooms/no-hotel-notice';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { ScreenSkeleton } from '../../components/ui/skeleton';
import { DeskView } from '../frontdesk/desk-view';
import { WorkspaceNav, type WorkspaceView } from './workspace-nav';

const VIEWS: readonly WorkspaceView[] = [
  { to: '/dashboard', label: <Trans>Desk</Trans> },
  { to: '/dashboard/board', label: <Trans>Board</Trans> },
];

/** The front desk's workspace (issue 18): the desk (search, late checkouts, rooms by status) and the board. */
export function DeskWorkspace() {
  const headingId = useId();
  const utils = trpc.useUtils();
  const session = trpc.auth.session.useQuery();
  const hotelId = session.data?.hotelId;
  useHotelLiveUpdates(hotelId);
  // /dashboard itself is the landing view; the other views are child routes (dashboard/*).
  // (useRouterState is already in the app's first download; useChildMatches would add to every role's.)
  const landing = useRouterState({ select: (state) => state.location.pathname.replace(/\/$/, '') === '/dashboard' });
  const refresh = () => Promise.all([utils.roomStatuses.invalidate(), utils.lateCheckouts.invalidate(), utils.roomNotes.invalidate()]);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h2 id={headingId} className="text-2xl font-semibold">
          <Trans>Front Desk</Trans>
        </h2>
        <WorkspaceNav views={VIEWS} />
      </div>
      {hotelId ? (
        <PullToRefresh onRefresh={refresh}>
          {/* A view's code loads under the heading and nav, which stay put. */}
          <Suspense fallback={<ScreenSkeleton />}>{landing ? <DeskView hotelId={hotelId} /> : <Outlet />}</Suspense>
        </PullToRefresh>
      ) : (
        session.data && <NoHotelNotice />
      )}
    </section>
  );
}
