import { lazy, Suspense } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import type { SessionUser } from '../../../src-shared/auth.schemas';
import { AccountSetupRequired, LoadingState } from './dashboard-states';
import { MobileErrorBoundary } from './mobile-error-boundary';
import { useIsMobile } from './use-is-mobile';
import { useOfflineStartup } from './use-offline-startup';

// Each layout loads only when used, so a phone never downloads the desktop screen.
const MobileDashboard = lazy(() => import('./mobile-dashboard').then((m) => ({ default: m.MobileDashboard })));
const DesktopDashboard = lazy(() => import('./desktop-dashboard').then((m) => ({ default: m.DesktopDashboard })));

const authed = getRouteApi('/_authed');

/** The housekeeper's dashboard: mobile below 768 px (inside an error boundary), desktop above (spec §2). */
export function HousekeeperDashboard() {
  const { user } = authed.useRouteContext();
  if (!user.hotelId) return <AccountSetupRequired />;
  return <Layout user={user} hotelId={user.hotelId} />;
}

function Layout({ user, hotelId }: { user: SessionUser; hotelId: string }) {
  const ready = useOfflineStartup(user.id, hotelId);
  const mobile = useIsMobile();
  const initializing = (
    <LoadingState>
      <Trans>Initializing...</Trans>
    </LoadingState>
  );
  if (!ready) return initializing;
  if (!mobile) {
    return (
      <Suspense fallback={initializing}>
        <DesktopDashboard user={user} hotelId={hotelId} />
      </Suspense>
    );
  }
  return (
    <MobileErrorBoundary>
      <Suspense fallback={initializing}>
        <MobileDashboard user={user} hotelId={hotelId} />
      </Suspense>
    </MobileErrorBoundary>
  );
}
