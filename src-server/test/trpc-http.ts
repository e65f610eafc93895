import type { FastifyInstance } from 'fastify';
import { ORIGIN } from './test-app';
import { expectReason } from './http-checks';

export interface TrpcResult {
  status: number;
  /** result.data on success */
  data: unknown;
  /** the DESIGN §5 body carried in error.data on failure */
  error: { error: string; code: string; reason: string; httpStatus: number; issues?: { path: string; message: string }[] } | null;
}

/** One tRPC call over HTTP, as the browser's httpLink sends it (no transformer, no batching). */
export async function trpc(
  app: FastifyInstance,
  type: 'query' | 'mutation',
  path: string,
  input: unknown,
  cookie?: string,
): Promise<TrpcResult> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const res =
    type === 'query'
      ? await app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers })
      : await app.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...headers, origin: ORIGIN }, payload: input as object });
  const body = res.json();
  if (body.error) expect500Free(res.statusCode, res.body);
  if (body.error) expectReason(body.error.data);
  return { status: res.statusCode, data: body.result?.data, error: body.error ? body.error.data : null };
}

function expect500Free(status: number, body: string) {
  if (status >= 500) throw new Error(`tRPC answered ${status}: ${body}`);
  if (/"stack"\s*:\s*"/.test(body)) throw new Error(`tRPC error carries a stack trace: ${body}`);
}
