import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import type { TrpcUtils } from './lib/trpc';
import { FullPageSpinner } from './components/ui/spinner';
import { NotFound } from './components/not-found';
import { AppError } from './components/app-error';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Route data lives in React Query; the router only asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageSpinner,
    // Child routes fall back to the same screens as the root.
    defaultErrorComponent: AppError,
    defaultNotFoundComponent: NotFound,
    defaultPendingMs: 150,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
