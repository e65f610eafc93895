import http from 'node:http';
import net from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { api, ORIGIN, seedHotel, useTestApp } from '../../test/test-app';
import { seedCrew, seedRoom, type Member } from '../../test/seed-rooms';
import { multipartBody } from '../../test/multipart-body';
import { TINY_PNG_BASE64 } from '../../test/procedure-policy';

const PNG = Buffer.from(TINY_PNG_BASE64, 'base64');

/** How a real client's request ends on a real socket: what it sends, then how it stops sending. */
type CutOff = 'half-close' | 'chunked, half-close' | 'connection dropped' | 'form ends without its closing boundary';

/**
 * Sends a photo upload over a real TCP connection (inject never sees a socket end early) and
 * reads what the server answers before the connection ends: its status line and body.
 */
function cutOffUpload(port: number, path: string, cookie: string, how: CutOff): Promise<{ status: number; body: Record<string, unknown> } | 'no answer'> {
  const { payload, contentType } = multipartBody([{ name: 'photo.png', bytes: Buffer.concat([PNG, Buffer.alloc(64 * 1024, 7)]), type: 'image/png' }]);
  const half = payload.subarray(0, Math.floor(payload.length / 2));
  const head = (framing: string) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost:3000\r\nOrigin: ${ORIGIN}\r\nCookie: ${cookie}\r\nContent-Type: ${contentType}\r\n${framing}\r\n`;
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
      if (!status) return resolve('no answer');
      const text = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      // A chunked answer: its JSON is between the first chunk size and the end.
      const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
      resolve({ status, body: JSON.parse(json) as Record<string, unknown> });
    });
    socket.once('connect', () => {
      if (how === 'half-close') {
        // It says the whole body is coming, sends half of it and stops (a phone losing signal).
        socket.write(head(`Content-Length: ${payload.length}\r\n`));
        socket.write(half);
        setTimeout(() => socket.end(), 100);
      } else if (how === 'chunked, half-close') {
        socket.write(head('Transfer-Encoding: chunked\r\n'));
        socket.write(`${half.length.toString(16)}\r\n`);
        socket.write(half);
        socket.write('\r\n');
        setTimeout(() => socket.end(), 100);
      } else if (how === 'connection dropped') {
        socket.write(head(`Content-Length: ${payload.length}\r\n`));
        socket.write(half);
        setTimeout(() => socket.destroy(), 100);
      } else {
        // The bytes it announced all arrive, but the form inside them stops mid-file.
        socket.write(head(`Content-Length: ${half.length}\r\nConnection: close\r\n`));
        socket.write(half);
      }
    });
  });
}

/** Issue 28 (1): an upload whose body ends early is the sender's problem, a 400 with a reason, never a 5xx. */
describe.each(testDatabases())('a photo upload cut off mid-body on %s', (kind) => {
  const t = useTestApp(kind);
  let port = 0;
  /** What the app answered each upload, whether or not the sender was still there to read it. */
  const answered: { url: string; res: http.ServerResponse }[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    // The status the route sets, even on a response whose connection is already gone.
    t.app.server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => answered.push({ url: req.url!, res }));
  });

  async function setup() {
    const hotel = await seedHotel(t.db);
    const c = await seedCrew(t.app, t.db, hotel.id);
    const room = await seedRoom(t.db, hotel.id, '412');
    const order = (await api(t.app, 'POST', '/api/work-orders', { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, category: 'plumbing' } })).json();
    const item = (await api(t.app, 'POST', `/api/hotels/${hotel.id}/lost-items`, { cookie: c.housekeeper.cookie, body: { roomId: room.roomId, description: 'Black iPhone' } })).json();
    return { c, order, item };
  }
  const paths = (order: { id: string }, item: { id: string }) => [`/api/work-orders/${order.id}/photos`, `/api/lost-items/${item.id}/photo`];

  it.each<CutOff>(['half-close', 'chunked, half-close', 'connection dropped', 'form ends without its closing boundary'])(
    'a work order’s and a lost item’s photo sent then cut off (%s): 400 with a reason, nothing stored',
    async (how) => {
      const { c, order, item } = await setup();
      for (const path of paths(order, item)) {
        answered.length = 0;
        const answer = await cutOffUpload(port, path, (c.housekeeper as Member).cookie, how);
        if (how === 'connection dropped') expect(answer).toBe('no answer');
        else {
          expect(answer, path).not.toBe('no answer');
          if (answer === 'no answer') continue;
          expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(400);
          // A body that ends before its announced length is refused by the HTTP parser itself, in the one error shape.
          const reason = how === 'form ends without its closing boundary' ? 'PHOTO_UPLOAD_INVALID' : expect.any(String);
          expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', reason, error: expect.any(String) });
        }
        // The app's own answer to the request, read or not: the sender's fault, never a 5xx.
        await vi.waitFor(() => expect(answered.map((a) => ({ url: a.url, status: a.res.statusCode }))).toEqual([{ url: path, status: 400 }]));
      }
      expect(await t.db.selectFrom('work_order_photos').select('id').execute()).toEqual([]);
      expect((await t.db.selectFrom('lost_items').select('photo').where('id', '=', item.id).executeTakeFirstOrThrow()).photo).toBeNull();
    },
  );
});
