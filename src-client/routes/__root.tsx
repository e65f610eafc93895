import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import type { RouterContext } from '../router';
import { useTheme } from '../lib/theme';
import { NotFound } from '../components/not-found';
import { AppError } from '../components/app-error';
import { UpdateBanner } from '../components/pwa/update-banner';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: AppError,
});

function RootLayout() {
  const theme = useTheme();
  return (
    <>
      <Outlet />
      <UpdateBanner />
      <Toaster richColors closeButton position="top-center" theme={theme} />
    </>
  );
}
