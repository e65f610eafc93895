import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { testDatabases } from '../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../test/test-app';
import { expectError, send } from '../test/http-checks';
import { listenOn } from '../test/sse-client';

/** Text an attacker would like reflected; no answer may quote it. */
const MARK = 'zq<script>alert(1)</script>';
const MARK_URL = encodeURIComponent(MARK);

function expectNoEcho(res: LightMyRequestResponse | string) {
  const body = typeof res === 'string' ? res : res.body;
  for (const piece of ['zq', 'script', 'alert', MARK_URL]) expect(body).not.toContain(piece);
}

/** One raw HTTP/1.1 exchange, for requests Node refuses before Fastify sees them. */
function rawExchange(baseUrl: string, request: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseRaw(answer: string) {
  const [head, body] = answer.split('\r\n\r\n');
  const [statusLine, ...lines] = head!.split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine!.split(' ')[1]), headers, body: JSON.parse(body!) };
}

describe.each(testDatabases())('framework errors in the one error body on %s', (kind) => {
  const t = useTestApp(kind);
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await listenOn(t.app);
  });
  const post = (url: string, payload: string, type = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });

  it('a URL that does not decode is a 400 BAD_REQUEST that does not quote it', async () => {
    for (const url of [`/api/%zz${MARK_URL}`, `/trpc/%zz${MARK_URL}`, `/%zz${MARK_URL}`, `/api/hotels/%E0%A4%A${MARK_URL}`]) {
      const res = await send(t.app, 'GET', url);
      expectError(res, 400, 'BAD_REQUEST', 'The request address is not valid');
      expectNoEcho(res);
    }
  });

  it('an overlong path parameter is a 414 URI_TOO_LONG that does not quote it', async () => {
    for (const url of [`/api/hotels/${MARK_URL}${'a'.repeat(6000)}`, `/trpc/${MARK_URL}${'a'.repeat(6000)}`]) {
      const res = await send(t.app, 'GET', url);
      expectError(res, 414, 'URI_TOO_LONG', 'The request address is too long');
      expectNoEcho(res);
    }
  });

  it('malformed JSON on a REST path is a 400 with a fixed message', async () => {
    for (const payload of [`{"email":"${MARK}"`, `${MARK}`, '']) {
      const res = await post('/api/auth/login', payload);
      expectError(res, 400, 'BAD_REQUEST', 'Request body is not valid JSON');
      expectNoEcho(res);
    }
  });

  it('malformed JSON on the tRPC path, in a body or in input=, is a 400 (never 500) that does not quote it', async () => {
    for (const payload of [`{"email":"${MARK}"`, MARK]) {
      const res = await post('/trpc/auth.login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.data).toMatchObject({ code: 'BAD_REQUEST', error: 'Request body is not valid JSON' });
      expectNoEcho(res);
    }
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { role: 'manager', hotelId: hotel.id });
    const cookie = await signIn(t.app, user.email);
    for (const url of [
      `/trpc/rooms.byHotel?input=${MARK_URL}`,
      `/trpc/rooms.byHotel?input=%7B${MARK_URL}`,
      `/trpc/rooms.byHotel?batch=1&input=${MARK_URL}`,
      `/trpc/rooms.byHotel?input=%zz${MARK_URL}`,
    ]) {
      const res = await send(t.app, 'GET', url, { cookie });
      expect(res.statusCode, url).toBe(400);
      expectNoEcho(res);
    }
  });

  it('a body over the limit is a 413 with a fixed message', async () => {
    const res = await post('/api/auth/login', JSON.stringify({ email: MARK, password: 'x'.repeat(300 * 1024) }));
    expectError(res, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
    expectNoEcho(res);
  });

  it('404s do not quote the URL, on REST or tRPC', async () => {
    const rest = await send(t.app, 'GET', `/api/${MARK_URL}`);
    expectError(rest, 404, 'NOT_FOUND', 'Not found');
    expectNoEcho(rest);
    const trpc = await send(t.app, 'GET', `/trpc/${MARK_URL}`);
    expect(trpc.statusCode).toBe(404);
    expect(trpc.json().error.data).toMatchObject({ code: 'NOT_FOUND', error: 'Not found' });
    expectNoEcho(trpc);
  });

  it("tRPC's own method refusal does not quote the path either", async () => {
    const res = await send(t.app, 'GET', '/trpc/auth.logout');
    expect(res.statusCode).toBe(405);
    expect(res.json().error.data).toMatchObject({ code: 'METHOD_NOT_SUPPORTED', error: 'This method is not allowed here' });
  });

  it('headers over 16 KB and an unparsable request line, refused by Node itself, answer the same body and headers', async () => {
    const big = parseRaw(await rawExchange(baseUrl, `GET /api/x?${MARK_URL}${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
    expect(big.status).toBe(431);
    expect(big.body).toMatchObject({ error: 'The request headers are too large', code: 'REQUEST_HEADER_FIELDS_TOO_LARGE' });
    const bad = parseRaw(await rawExchange(baseUrl, `G@T /${MARK} HTTP/1.1\r\n\r\n`));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'The request is not valid', code: 'BAD_REQUEST' });
    for (const answer of [big, bad]) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });
});
