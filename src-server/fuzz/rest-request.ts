import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ORIGIN } from '../test/test-app';
import { hostileString, RawText, rawText, toJsonText } from './hostile-values';
import type { RestRoute } from './rest-routes';
import { inputArbitrary, type Hints } from './zod-arbitrary';
import type { Answer } from './fuzz-check';

/** One generated REST request: path params already encoded (or oddly encoded on purpose). */
export interface RestRequest {
  params: Record<string, string>;
  /** The procedure's input: the JSON body of a write, the query string of a read. */
  input: unknown;
  /** Sent verbatim instead of the JSON of input, now and then. */
  rawBody: RawText | null;
  extraQuery: string;
  contentType: string;
}

/** Path segments a router or decoder can trip on; sent as written, not encoded again. */
const ODD_PATH_PARAMS = ['%', '%zz', '%00', '%2F', '..%2F..', '%2e%2e', '%C0%AE', '%E2%80%AE', '%F0%9F%98%80', '%ff%fe', 'a'.repeat(6000), '00000000-0000-4000-8000-000000000000%00', '%20', '+', 'null', '__proto__', 'constructor'];
/** Query strings beyond what the shim reads: repeated and bracketed keys, odd escapes, a lot of them. */
const ODD_QUERIES = ['&date=2026-01-01&date=2026-01-02', '&date[]=x', '&date=%00', '&date=%', '&__proto__=1', '&constructor[prototype][x]=1', `&${'x=1&'.repeat(2000)}`, `&date=${'9'.repeat(5000)}`, '&input=%7B%7D'];

/**
 * encodeURIComponent, but a lone surrogate (which it refuses) is written as the bytes a
 * careless client would send for it: invalid UTF-8, one more odd encoding for the server.
 */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length > 1 || c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }).join('');
  }
}

function paramArbitrary(name: string, hints: Hints): fc.Arbitrary<string> {
  const hinted = hints.byKey[name] as fc.Arbitrary<string> | undefined;
  const real = hinted ?? fc.constantFrom(...hints.ids);
  return fc.oneof(
    { weight: 6, arbitrary: real.map(encodeLoosely) },
    { weight: 1, arbitrary: fc.uuid().map(encodeLoosely) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_PATH_PARAMS) },
    { weight: 2, arbitrary: hostileString.map(encodeLoosely) },
  );
}

export function restRequestArbitrary(route: RestRoute, hints: Hints): fc.Arbitrary<RestRequest> {
  return fc.record({
    params: fc.record(Object.fromEntries(route.params.map((name) => [name, paramArbitrary(name, hints)]))),
    input: inputArbitrary(route.procedure.input, hints),
    rawBody: fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: rawText }),
    extraQuery: fc.oneof({ weight: 8, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...ODD_QUERIES) }),
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16') },
    ),
  });
}

/** A read's input as its query string: each top-level field, arrays as repeated keys. */
function queryOf(input: unknown): string {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined) continue;
      pairs.push(`${encodeLoosely(key)}=${encodeLoosely(typeof v === 'string' ? v : (toJsonText(v) ?? ''))}`);
    }
  }
  return pairs.join('&');
}

export function sendRest(app: FastifyInstance, route: RestRoute, req: RestRequest, cookie: string | undefined): Promise<Answer> {
  const path = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => req.params[name]!);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (route.method === 'GET' || route.method === 'DELETE') {
    const query = `${queryOf(req.input)}${req.extraQuery}`;
    return app.inject({ method: route.method, url: query ? `${path}?${query}` : path, headers: route.method === 'GET' ? headers : { ...headers, origin: ORIGIN } });
  }
  const body = req.rawBody ? req.rawBody.text : toJsonText(req.input);
  return app.inject({
    method: route.method,
    url: req.extraQuery ? `${path}?${req.extraQuery}` : path,
    headers: { ...headers, origin: ORIGIN, 'content-type': req.contentType },
    ...(body === undefined ? {} : { payload: body }),
  });
}
