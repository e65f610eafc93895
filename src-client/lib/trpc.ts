import { QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import { httpBatchLink, httpSubscriptionLink, splitLink, TRPCClientError } from '@trpc/client';
// Type-only: the client never bundles server code.
import type { AppRouter } from '../../src-server/trpc/app.router';
import { QUERY_STALE_MS } from '../../src-shared/limits';

export const trpc = createTRPCReact<AppRouter>();

export const trpcClient = trpc.createClient({
  links: [
    // Live updates stream over SSE (an EventSource sends the same-origin cookie); the rest is batched.
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: '/trpc' }),
      false: httpBatchLink({
        url: '/trpc',
        fetch: (url, options) => fetch(url, { ...options, credentials: 'include' }),
      }),
    }),
  ],
});

export type ApiError = TRPCClientError<AppRouter>;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof TRPCClientError;
}

/** True when the server answered (as opposed to a network failure). */
export function hasServerAnswer(error: unknown): error is ApiError {
  return isApiError(error) && error.data != null;
}

export function createQueryClient(
  onQueryError?: (error: unknown, query: Query<unknown, unknown, unknown>) => void,
  onQueryAnswer?: (query: Query<unknown, unknown, unknown>) => void,
) {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onQueryError?.(error, query), onSuccess: (_data, query) => onQueryAnswer?.(query) }),
    defaultOptions: {
      // Spec §9: data stays fresh for 60 s; queries are not retried.
      queries: { staleTime: QUERY_STALE_MS, retry: false },
      mutations: { retry: false },
    },
  });
}

export function createTrpcUtils(queryClient: QueryClient) {
  return createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
