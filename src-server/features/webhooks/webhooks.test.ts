import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';
import { expectAdminOnly } from '../../test/role-checks';
import { seedRooms } from '../../test/seed-rooms';
import { startReceiver, type ReceivedWebhook } from '../../test/webhook-receiver';
import { TIMEZONES } from '../../../src-shared/timezones';
import { hotelClock } from '../../../src-shared/hotel-time';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES } from '../../../src-shared/webhooks.schemas';
import { reasonMessage, type ErrorReason } from '../../../src-shared/error-reasons';

/** The receiver's side of Standard Webhooks, written out here rather than imported from the app. */
function verify(secret: string, received: ReceivedWebhook): boolean {
  const id = received.headers['webhook-id'] as string;
  const timestamp = received.headers['webhook-timestamp'] as string;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${received.body}`).digest('base64');
  const given = (received.headers['webhook-signature'] as string).split(' ').map((s) => s.replace(/^v1,/, ''));
  return given.some((sig) => sig.length === expected.length && crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected)));
}

/** A timezone where it is not yet 23:00, so a late checkout at 23:59 is later today. */
const EARLY_TZ = TIMEZONES.find((tz) => hotelClock(tz) < '23:00') ?? 'UTC';

describe.each(testDatabases())('webhooks on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' },
    webhookWorker: { pollMs: 20, retry: { baseMs: 40, maxMs: 150, windowMs: 60_000 } },
  });
  const receivers: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  async function world() {
    const hotel = await seedHotel(t.db, 'Harbour Hotel', EARLY_TZ);
    const rooms = await seedRooms(t.db, hotel.id, ['101', '102']);
    const admin = await seedUser(t.db, { role: 'admin' });
    const cookie = await signIn(t.app, admin.email);
    const create = (body: unknown) => send(t.app, 'POST', '/api/webhooks', { cookie, body });
    return { hotel, rooms, cookie, create };
  }
  async function receiver(answer?: Parameters<typeof startReceiver>[0]) {
    const r = await startReceiver(answer);
    receivers.push(r);
    return r;
  }
  const delivered = (r: { received: ReceivedWebhook[] }) => r.received.filter((x) => x.status === 200);

  it('delivers signed events in seq order, retrying a failing receiver until it answers, with a delivery log', async () => {
    const w = await world();
    // The first two attempts fail: the first event is retried, and nothing after it overtakes it.
    const r = await receiver((n) => ({ status: n <= 2 ? 503 : 200 }));
    const res = await w.create({ hotelId: w.hotel.id, url: r.url, events: [...WEBHOOK_EVENTS] });
    expect(res.statusCode, res.body).toBe(200);
    const hook = res.json();
    expect(hook).toMatchObject({ id: expect.any(String), hotelId: w.hotel.id, url: r.url, events: [...WEBHOOK_EVENTS] });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await send(t.app, 'GET', '/api/webhooks', { cookie: w.cookie });
    expect(list.json()).toEqual([{ id: hook.id, hotelId: w.hotel.id, url: r.url, events: [...WEBHOOK_EVENTS], createdAt: expect.any(String), disabledAt: null }]);

    const [room] = w.rooms;
    expect((await send(t.app, 'POST', '/api/room-statuses', { cookie: w.cookie, body: { roomId: room!.roomId, status: 'dirty' } })).statusCode).toBe(200);
    expect((await send(t.app, 'POST', '/api/room-notes', { cookie: w.cookie, body: { roomId: room!.roomId, content: 'Broken lamp' } })).statusCode).toBe(200);
    const late = await send(t.app, 'POST', '/api/late-checkouts', { cookie: w.cookie, body: { roomId: room!.roomId, hotelId: w.hotel.id, checkoutTime: '23:59' } });
    expect(late.statusCode, late.body).toBe(200);
    expect((await send(t.app, 'PATCH', `/api/late-checkouts/${late.json().id}`, { cookie: w.cookie, body: {} })).statusCode).toBe(200);

    // dirty · note · late checkout (list, then the room's flag) · resolved (list, then the room set dirty)
    const expectedTypes = ['room.updated', 'note.created', 'late_checkout.created', 'room.updated', 'late_checkout.resolved', 'room.updated'];
    await expect.poll(() => delivered(r).length, { timeout: 15_000 }).toBe(expectedTypes.length);
    const bodies = delivered(r).map((x) => JSON.parse(x.body));
    expect(bodies.map((b) => b.type)).toEqual(expectedTypes);
    const seqs = bodies.map((b) => b.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    for (const x of r.received) {
      expect(verify(hook.secret, x), 'signature').toBe(true);
      expect(x.headers['content-type']).toBe('application/json');
      expect(Math.abs(Number(x.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
      expect(JSON.parse(x.body).id).toBe(x.headers['webhook-id']);
    }
    // A tampered body no longer verifies: the check above can fail.
    expect(verify(hook.secret, { ...r.received[2]!, body: r.received[2]!.body.replace('dirty', 'clean') })).toBe(false);
    // The retried event kept its id; the failures came first.
    expect(r.received.slice(0, 3).map((x) => x.headers['webhook-id'])).toEqual(Array(3).fill(bodies[0].id));
    expect(bodies[0]).toMatchObject({ hotelId: w.hotel.id, occurredAt: expect.any(String), data: { rooms: [{ roomId: room!.roomId, status: 'dirty' }] } });
    // Standard Webhooks' `timestamp`: when the event happened (not when it was sent), on every payload.
    for (const b of bodies) expect(b.timestamp).toBe(b.occurredAt);
    expect(Date.parse(bodies[0].timestamp)).toBeGreaterThan(Date.now() - 60_000);
    expect(bodies[1].data.note).toMatchObject({ roomId: room!.roomId, content: 'Broken lamp' });
    expect(bodies[2].data.lateCheckout).toMatchObject({ roomId: room!.roomId, checkoutTime: '23:59' });
    expect(bodies[4].data.lateCheckout).toMatchObject({ id: late.json().id, resolvedAt: expect.any(String) });

    // The receiver has every body before the worker records the last answer: wait for the log.
    const deliveries = async () => (await send(t.app, 'GET', `/api/webhooks/${hook.id}/deliveries`, { cookie: w.cookie })).json() as { status: string; attempts: number }[];
    await expect.poll(async () => (await deliveries()).filter((d) => d.status === 'delivered').length, { timeout: 15_000 }).toBe(expectedTypes.length);
    const log = await deliveries();
    expect(log).toHaveLength(expectedTypes.length);
    expect(log.at(-1)).toMatchObject({ id: bodies[0].id, type: 'room.updated', status: 'delivered', attempts: 3, lastStatus: 200 });
    expect(log.slice(0, -1).every((d: { status: string; attempts: number }) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
  });

  it('a redirect is not followed; deleting the webhook stops it', async () => {
    const w = await world();
    const elsewhere = await receiver();
    const r = await receiver(() => ({ status: 302, headers: { location: elsewhere.url } }));
    const hook = (await w.create({ hotelId: w.hotel.id, url: r.url, events: ['room.updated'] })).json();
    await send(t.app, 'POST', '/api/room-statuses', { cookie: w.cookie, body: { roomId: w.rooms[0]!.roomId, status: 'dirty' } });
    await expect.poll(() => r.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const [pending] = (await send(t.app, 'GET', `/api/webhooks/${hook.id}/deliveries`, { cookie: w.cookie })).json();
    expect(pending).toMatchObject({ status: 'pending', lastStatus: 302, lastError: 'Redirect (302) not followed' });
    expect(pending.attempts).toBeGreaterThanOrEqual(1);
    expect(elsewhere.received).toEqual([]);

    expect((await send(t.app, 'DELETE', `/api/webhooks/${hook.id}`, { cookie: w.cookie })).json()).toEqual({ success: true });
    const count = r.received.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(r.received.length).toBeLessThanOrEqual(count + 1); // at most the attempt already in flight
    expect(expectError(await send(t.app, 'GET', `/api/webhooks/${hook.id}/deliveries`, { cookie: w.cookie }), 404, 'NOT_FOUND', reasonMessage('WEBHOOK_NOT_FOUND')).reason).toBe('WEBHOOK_NOT_FOUND');
  });

  it('refuses targets that are not public https hosts (SSRF), unless allow-listed', async () => {
    const w = await world();
    const refusals: [string, ErrorReason][] = [
      ['https://10.1.2.3/hooks', 'WEBHOOK_URL_PRIVATE'],
      ['https://192.168.0.10/hooks', 'WEBHOOK_URL_PRIVATE'],
      ['https://172.20.0.1/hooks', 'WEBHOOK_URL_PRIVATE'],
      ['https://127.0.0.2/hooks', 'WEBHOOK_URL_PRIVATE'],
      ['https://0x7f000002/hooks', 'WEBHOOK_URL_PRIVATE'],
      ['https://169.254.169.254/latest/meta-data', 'WEBHOOK_URL_PRIVATE'],
      ['https://[::1]/hooks', 'WEBHOOK_URL_PRIVATE'],
      ['https://[fd00:ec2::254]/hooks', 'WEBHOOK_URL_PRIVATE'],
      ['https://[::ffff:10.0.0.1]/hooks', 'WEBHOOK_URL_PRIVATE'],
      ['https://localhost/hooks', 'WEBHOOK_URL_PRIVATE'],
      ['http://localhost/hooks', 'WEBHOOK_URL_NOT_HTTPS'],
      ['http://93.184.215.14/hooks', 'WEBHOOK_URL_NOT_HTTPS'],
      ['ftp://93.184.215.14/hooks', 'WEBHOOK_URL_NOT_HTTPS'],
      ['file:///etc/passwd', 'WEBHOOK_URL_NOT_HTTPS'],
      ['javascript:alert(1)', 'WEBHOOK_URL_NOT_HTTPS'],
      ['https://user:secret@93.184.215.14/hooks', 'WEBHOOK_URL_CREDENTIALS'],
      ['https://no-such-host.invalid/hooks', 'WEBHOOK_URL_UNRESOLVED'],
      ];
    // A schema rule answers INVALID_INPUT with the rule's own text.
    expectInvalid(await w.create({ hotelId: w.hotel.id, url: 'not a url', events: ['room.updated'] }), 'url', reasonMessage(WEBHOOK_MESSAGES.urlInvalid));
    for (const [url, reason] of refusals) {
      const body = expectError(await w.create({ hotelId: w.hotel.id, url, events: ['room.updated'] }), 400, 'BAD_REQUEST', reasonMessage(reason));
      expect(body.reason, url).toBe(reason);
      // An admin refused a local or http receiver learns which setting allows it (issue 18).
      if (reason === 'WEBHOOK_URL_PRIVATE' || reason === 'WEBHOOK_URL_NOT_HTTPS') expect(body.error, url).toContain('WEBHOOK_ALLOWED_HOSTS');
    }
    expectError(await w.create({ hotelId: w.hotel.id, url: 'https://93.184.215.14/', events: [] }), 400, 'BAD_REQUEST', reasonMessage(WEBHOOK_MESSAGES.eventsRequired));
    expectError(await w.create({ hotelId: w.hotel.id, url: 'https://93.184.215.14/', events: ['room.deleted'] }), 400, 'BAD_REQUEST', reasonMessage(WEBHOOK_MESSAGES.badEvent));
    expect(await t.db.selectFrom('webhooks').select('id').execute()).toEqual([]);
    // A public address, and the allow-listed host over http.
    expect((await w.create({ hotelId: w.hotel.id, url: 'https://93.184.215.14/hooks', events: ['room.updated'] })).statusCode).toBe(200);
    expect((await w.create({ hotelId: w.hotel.id, url: 'http://127.0.0.1:9/hooks', events: ['note.created'] })).statusCode).toBe(200);
  });

  it('only admins manage webhooks', async () => {
    const w = await world();
    const hook = (await w.create({ hotelId: w.hotel.id, url: 'https://93.184.215.14/hooks', events: ['room.updated'] })).json();
    await expectAdminOnly(t, w.hotel.id, [
      { method: 'GET', url: '/api/webhooks' },
      { method: 'POST', url: '/api/webhooks', body: { hotelId: w.hotel.id, url: 'https://93.184.215.14/x', events: ['room.updated'] } },
      { method: 'DELETE', url: `/api/webhooks/${hook.id}` },
      { method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` },
      { method: 'POST', url: `/api/webhooks/${hook.id}/enable` },
    ]);
    expect(await t.db.selectFrom('webhooks').select('id').execute()).toEqual([{ id: hook.id }]);
    expectError(await w.create({ hotelId: crypto.randomUUID(), url: 'https://93.184.215.14/', events: ['room.updated'] }), 404, 'NOT_FOUND', 'Hotel not found');
  });

  it('a receiver answering 410 Gone disables the webhook: nothing more is sent until an admin enables it again, then it resumes where it stopped', async () => {
    const w = await world();
    const r = await receiver((n) => ({ status: n === 1 ? 410 : 200 }));
    const hook = (await w.create({ hotelId: w.hotel.id, url: r.url, events: ['room.updated'] })).json();
    const dirty = (roomId: string) => send(t.app, 'POST', '/api/room-statuses', { cookie: w.cookie, body: { roomId, status: 'dirty' } });
    await dirty(w.rooms[0]!.roomId);
    await expect.poll(async () => (await send(t.app, 'GET', '/api/webhooks', { cookie: w.cookie })).json()[0].disabledAt, { timeout: 15_000 }).not.toBeNull();
    await dirty(w.rooms[1]!.roomId);
    // Many retry intervals (40 ms here): no retry, and the new event is not sent either.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(r.received.map((x) => x.status)).toEqual([410]);
    const [gone] = (await send(t.app, 'GET', `/api/webhooks/${hook.id}/deliveries`, { cookie: w.cookie })).json();
    expect(gone).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 410, lastError: 'HTTP 410' });

    const enabled = await send(t.app, 'POST', `/api/webhooks/${hook.id}/enable`, { cookie: w.cookie });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ id: hook.id, disabledAt: null });
    await expect.poll(() => delivered(r).length, { timeout: 15_000 }).toBe(2);
    // The event the 410 stopped at goes first, under its own id.
    expect(delivered(r)[0]!.headers['webhook-id']).toBe(r.received[0]!.headers['webhook-id']);
    expect(delivered(r).map((x) => JSON.parse(x.body).data.rooms[0].roomId)).toEqual([w.rooms[0]!.roomId, w.rooms[1]!.roomId]);
    expectError(await send(t.app, 'POST', `/api/webhooks/${crypto.randomUUID()}/enable`, { cookie: w.cookie }), 404, 'NOT_FOUND', reasonMessage('WEBHOOK_NOT_FOUND'));
  });

  it.each([429, 503])('waits as long as a %i answer’s Retry-After asks before trying again', async (status) => {
    const w = await world();
    const at: number[] = [];
    const r = await receiver((n) => {
      at.push(Date.now());
      return n === 1 ? { status, headers: { 'retry-after': '2' } } : { status: 200 };
    });
    await w.create({ hotelId: w.hotel.id, url: r.url, events: ['room.updated'] });
    await send(t.app, 'POST', '/api/room-statuses', { cookie: w.cookie, body: { roomId: w.rooms[0]!.roomId, status: 'dirty' } });
    await expect.poll(() => delivered(r).length, { timeout: 15_000 }).toBe(1);
    // The backoff alone would have tried again after some 40 ms.
    expect(r.received.map((x) => x.status)).toEqual([status, 200]);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(1900);
  });
});
