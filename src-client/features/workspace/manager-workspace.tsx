import { Suspense, useId } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { trpc } from '../../lib/trpc';
import { useHotelLiveUpdates } from '../../lib/live-updates';
import { NoHotelNotice } from '../../components/rooms/no-hotel-notice';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { ScreenSkeleton } from '../../components/ui/skeleton';
import { ShiftView } from '../manager/shift-view';
import { WorkspaceNav, type WorkspaceView } from './workspace-nav';

const VIEWS: readonly WorkspaceView[] = [
  { to: '/dashboard', label: <Trans>Shift</Trans> },
  { to: '/dashboard/board', label: <Trans>Board</Trans> },
  { to: '/dashboard/reports', label: <Trans>Reports</Trans> },
  { to: '/dashboard/setup', label: <Trans>Setup</Trans> },
];

/**
 * The manager's workspace (issue 18): a view per task, each with its own URL, instead of one
 * endless page. The live stream belongs to the workspace, not a view, so switching views
 * neither reopens it nor misses a change.
 */
export function ManagerWorkspace() {
  const headingId = useId();
  const utils = trpc.useUtils();
  const session = trpc.auth.session.useQuery();
  const hotelId = session.data?.hotelId;
  useHotelLiveUpdates(hotelId);
  // /dashboard itself is the landing view; the other views are child routes (dashboard/*).
  // (useRouterState is already in the app's first download; useChildMatches would add to every role's.)
  const landing = useRouterState({ select: (state) => state.location.pathname.replace(/\/$/, '') === '/dashboard' });
  const refresh = () =>
    Promise.all([
      utils.roomStatuses.invalidate(),
      utils.lateCheckouts.invalidate(),
      utils.roomNotes.invalidate(),
      utils.dailyStats.invalidate(),
      utils.staff.byHotel.invalidate(),
    ]);
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h2 id={headingId} className="text-2xl font-semibold">
          <Trans>Manager Dashboard</Trans>
        </h2>
        <WorkspaceNav views={VIEWS} />
      </div>
      {hotelId ? (
        <PullToRefresh onRefresh={refresh}>
          {/* A view's code loads under the heading and nav, which stay put. */}
          <Suspense fallback={<ScreenSkeleton />}>{landing ? <ShiftView hotelId={hotelId} /> : <Outlet />}</Suspense>
        </PullToRefresh>
      ) : (
        session.data && <NoHotelNotice />
      )}
    </section>
  );
}
