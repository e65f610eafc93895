import { Suspense, useId, type ReactNode } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { useHotelLiveUpdates } from '../../lib/live-updates';
import { NoHotelNotice } from '../../components/rooms/no-hotel-notice';
import { PullToRefresh } from '../../components/pull-to-refresh';
import { ScreenSkeleton } from '../../components/ui/skeleton';
import { WorkspaceNav, type WorkspaceView } from './workspace-nav';

interface WorkspaceShellProps {
  title: ReactNode;
  views: readonly WorkspaceView[];
  /** The view at /dashboard itself; the other views are child routes (dashboard/*). */
  landing: (hotelId: string) => ReactNode;
  /** What a pull to refresh fetches again. */
  refresh: (utils: ReturnType<typeof trpc.useUtils>) => Promise<unknown>;
}

/**
 * What every workspace is around its views (issue 18): the heading and the nav, which stay
 * put while a view's code loads under them, and the hotel's live stream, which belongs to the
 * workspace rather than a view so that switching views neither reopens it nor misses a change.
 */
export function WorkspaceShell({ title, views, landing, refresh }: WorkspaceShellProps) {
  const headingId = useId();
  const utils = trpc.useUtils();
  const session = trpc.auth.session.useQuery();
  const hotelId = session.data?.hotelId;
  useHotelLiveUpdates(hotelId);
  // (useRouterState is already in the app's first download; useChildMatches would add to every role's.)
  const atLanding = useRouterState({ select: (state) => state.location.pathname.replace(/\/$/, '') === '/dashboard' });
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h2 id={headingId} className="text-2xl font-semibold">
          {title}
        </h2>
        <WorkspaceNav views={views} />
      </div>
      {hotelId ? (
        <PullToRefresh onRefresh={() => refresh(utils)}>
          <Suspense fallback={<ScreenSkeleton />}>{atLanding ? landing(hotelId) : <Outlet />}</Suspense>
        </PullToRefresh>
      ) : (
        session.data && <NoHotelNotice />
      )}
    </section>
  );
}
