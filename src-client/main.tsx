import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { createQueryClient, createTrpcUtils, isApiError, trpc, trpcClient } from './lib/trpc';
import { activateLocale, i18n, rememberedLocale } from './lib/i18n';
import { createAppRouter } from './router';
import { LocaleDirection } from './components/locale-direction';
import { registerServiceWorker } from './offline/sw-registration';
import { keepNewestRows } from './lib/room-cache';
import './styles.css';

function isSessionCheck(queryKey: readonly unknown[]): boolean {
  const path = queryKey[0];
  return Array.isArray(path) && path.join('.') === 'auth.session';
}

// A query refused with 401 means the session ended (expiry, password change elsewhere):
// forget the user's data and go back to sign-in. The session check itself just means "no user".
const queryClient = createQueryClient(
  (error, query) => {
    if (!isApiError(error) || error.data?.code !== 'UNAUTHORIZED' || isSessionCheck(query.queryKey)) return;
    queryClient.clear();
    void router.navigate({ to: '/auth' });
  },
  // A room list that answers late never takes a room back to an older row (room-cache.ts).
  (query) => keepNewestRows(queryClient, query),
);
const router = createAppRouter({ queryClient, trpc: createTrpcUtils(queryClient) });

try {
  await activateLocale(rememberedLocale());
} catch (error) {
  console.error('Could not load the remembered language', error);
  await activateLocale('en');
}

registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <LocaleDirection>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </trpc.Provider>
      </LocaleDirection>
    </I18nProvider>
  </StrictMode>,
);
