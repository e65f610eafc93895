import type { FastifyInstance } from 'fastify';
import { ORIGIN } from '../test/test-app';
import { RawText, toJsonText } from './hostile-values';
import type { ProcedureEntry } from './procedure-list';
import type { Answer } from './fuzz-check';


const textOf = (input: unknown) => (input instanceof RawText ? input.text : toJsonText(input));

/** One call as the browser's links send it: queries and subscriptions as GET, mutations as a JSON POST. */
export async function callProcedure(app: FastifyInstance, procedure: ProcedureEntry, input: unknown, cookie: string | undefined): Promise<Answer> {
  const text = textOf(input);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (procedure.type === 'mutation') {
    return app.inject({
      method: 'POST',
      url: `/trpc/${procedure.path}`,
      headers: { ...headers, origin: ORIGIN, 'content-type': 'application/json' },
      ...(text === undefined ? {} : { payload: text }),
    });
  }
  // Raw text goes into the URL unencoded on purpose: odd percent-escapes are part of the fuzz.
  const query = text === undefined ? '' : `?input=${input instanceof RawText ? text : encodeURIComponent(text)}`;
  const url = `/trpc/${procedure.path}${query}`;
  if (procedure.type === 'query') return app.inject({ method: 'GET', url, headers });
  return firstEvent(app, url, headers);
}

/** A subscription never ends by itself: read its answer up to the first event, then hang up. */
async function firstEvent(app: FastifyInstance, url: string, headers: Record<string, string>): Promise<Answer> {
  const abort = new AbortController();
  const res = await app.inject({ method: 'GET', url, headers: { ...headers, accept: 'text/event-stream' }, payloadAsStream: true, signal: abort.signal });
  let body = '';
  try {
    for await (const chunk of res.stream()) {
      body += String(chunk);
      if (body.includes('\n\n')) break;
    }
  } catch {
    // the stream ended by our own abort
  }
  abort.abort();
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) };
}
