import { getTRPCErrorShape, transformTRPCResponse, type AnyTRPCRouter } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { ErrorReason } from '../../src-shared/error-reasons';
import { ReasonedError } from './errors';

/**
 * The body of a refusal made before tRPC sees the request (the shutdown drain, issue 28), as
 * tRPC itself answers a request it refuses whole (createContext failing): one `{ error }`
 * through the router's own errorFormatter, so the code, reason and message sit where every
 * other tRPC error carries them. A batch gets it once; tRPC's client gives it to each call.
 */
export function trpcRefusalBody(router: AnyTRPCRouter, code: TRPC_ERROR_CODE_KEY, reason: ErrorReason): string {
  const config = router._def._config;
  const error = new ReasonedError(code, reason);
  const shape = getTRPCErrorShape({ config, error, type: 'unknown', path: undefined, input: undefined, ctx: undefined });
  return JSON.stringify(transformTRPCResponse(config, { error: shape }));
}
