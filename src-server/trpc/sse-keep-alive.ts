import type { AnyRouter } from '@trpc/server';

/**
 * The app router as served over HTTP, with SSE pings every `pingMs`: a proxy with an idle
 * timeout (often 60 s) keeps a quiet live stream open. tRPC reads its SSE options from the
 * router's config, which the one initTRPC fixes at import time; the interval comes from the
 * app's configuration, so each app serves a copy carrying its own options (createCaller
 * and the procedures are shared).
 */
export function withSseKeepAlive<TRouter extends AnyRouter>(router: TRouter, pingMs: number): TRouter {
  const sse = {
    ...router._def._config.sse,
    ping: { enabled: true, intervalMs: pingMs },
    // A client that hears nothing (not even a ping) for three intervals reconnects.
    client: { reconnectAfterInactivityMs: pingMs * 3 },
  };
  return { ...router, _def: { ...router._def, _config: { ...router._def._config, sse } } };
}
