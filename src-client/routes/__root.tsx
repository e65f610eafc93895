import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../router';
import { useTheme } from '../lib/theme';
import { NotFound } from '../components/not-found';
import { AppError } from '../components/app-error';
import { UpdateBanner } from '../components/pwa/update-banner';
import { LazyToaster } from '../components/lazy-toaster';
import { useIsMobile } from '../features/housekeeper/use-is-mobile';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: AppError,
});

function RootLayout() {
  const theme = useTheme();
  const phone = useIsMobile();
  return (
    <>
      <Outlet />
      <UpdateBanner />
      {/* On a phone toasts sit at the bottom, above the bottom nav: at the top they covered Settings and
          Logout, and an Undo is nearer the thumb (issue 13). */}
      <LazyToaster richColors closeButton position={phone ? 'bottom-center' : 'top-center'} mobileOffset={{ bottom: 80 }} theme={theme} />
    </>
  );
}
