import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestDb, testDatabases, type TestDb } from '../../test/test-db';
import { seedHotel } from '../../test/test-app';
import { seedRooms } from '../../test/seed-rooms';
import { startReceiver } from '../../test/webhook-receiver';
import { logChange } from '../../realtime/change-log.queries';
import { sql } from 'kysely';
import { createWebhookWorker, WEBHOOK_RETRY } from './webhook-worker';
import { isPublicAddress, lookupPublic } from './webhook-target';
import { retryAfterMs, sendWebhook } from './webhook-sender';

const silent = Fastify({ logger: false }).log;

describe('webhook targets at connection time', () => {
  it('classifies addresses: loopback, private, link-local, mapped and reserved are not public', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd00:ec2::254', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:a00:1::']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.215.14']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('never connects to a non-public address unless allow-listed, even when a name resolves to one', async () => {
    const r = await startReceiver();
    const port = new URL(r.url).port;
    const opts = { timeoutMs: 2000, signal: new AbortController().signal };
    const message = { secret: 'whsec_AAAA', id: 'x', body: '{}' };
    try {
      const byName = await sendWebhook({ ...message, url: `http://localhost:${port}/hooks` }, { ...opts, allowedHosts: [] });
      expect(byName).toMatchObject({ ok: false, status: null, error: expect.stringMatching(/non-public address/) });
      const byAddress = await sendWebhook({ ...message, url: `http://127.0.0.1:${port}/hooks` }, { ...opts, allowedHosts: [] });
      expect(byAddress).toMatchObject({ ok: false, error: 'The target address is not public' });
      expect(r.received).toEqual([]);
      const allowed = await sendWebhook({ ...message, url: `http://127.0.0.1:${port}/hooks` }, { ...opts, allowedHosts: ['127.0.0.1'] });
      expect(allowed).toEqual({ ok: true, status: 200, error: null });
      await expect(new Promise((resolve, reject) => lookupPublic('localhost', {}, (e, a) => (e ? reject(e) : resolve(a))))).rejects.toThrow(/non-public/);
    } finally {
      await r.close();
    }
  });
});

describe('the retry schedule (Standard Webhooks)', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-28T10:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 10:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});

describe.each(testDatabases())('several app instances delivering on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb(kind);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('send each event once, in seq order, while changes keep coming', async () => {
    const { db } = testDb;
    const hotel = await seedHotel(db, 'Busy Hotel');
    const rooms = await seedRooms(db, hotel.id, ['1', '2', '3']);
    const r = await startReceiver();
    await db
      .insertInto('webhooks')
      .values({ hotel_id: hotel.id, url: r.url, events: ['room.updated'], secret: 'whsec_AAAA', cursor_seq: 0, created_by: null })
      .execute();
    const workers = [1, 2, 3].map(() => createWebhookWorker({ db, allowedHosts: ['127.0.0.1'], log: silent, pollMs: 5 }));
    try {
      workers.forEach((w) => w.start());
      const changes = 15;
      for (let i = 0; i < changes; i += 1) {
        // Every other change is one webhooks do not subscribe to: skipped, never sent.
        const kind = i % 2 === 0 ? 'rooms' : 'staff';
        await db.transaction().execute((trx) => logChange(trx, { hotelId: hotel.id, kind, roomIds: kind === 'rooms' ? [rooms[i % 3]!.roomId] : [] }));
      }
      await expect.poll(() => r.received.length, { timeout: 15_000 }).toBe(8);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const seqs = r.received.map((x) => JSON.parse(x.body).seq as number);
      expect(seqs).toEqual([1, 3, 5, 7, 9, 11, 13, 15]);
      const log = await db.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute();
      expect(log).toHaveLength(8);
      expect(log.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await r.close();
    }
  });

  it('keeps retrying a failing receiver with backoff for 3 days after the event, then gives that event up', async () => {
    const { db } = testDb;
    const hotel = await seedHotel(db, 'Patient Hotel');
    const [room] = await seedRooms(db, hotel.id, ['1']);
    const r = await startReceiver(() => ({ status: 500 }));
    const hook = await db
      .insertInto('webhooks')
      .values({ hotel_id: hotel.id, url: r.url, events: ['room.updated'], secret: 'whsec_AAAA', cursor_seq: 0, created_by: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The app's own schedule: no test override.
    const worker = createWebhookWorker({ db, allowedHosts: ['127.0.0.1'], log: silent });
    const state = () =>
      sql<{ status: string; attempts: number; wait_s: number }>`select d.status, d.attempts, extract(epoch from w.next_attempt_at - now())::float as wait_s
        from webhook_deliveries d join webhooks w on w.id = d.webhook_id where w.id = ${hook.id}`
        .execute(db)
        .then((res) => res.rows[0]!);
    /** The event happened this many hours ago, and the retry is due now. */
    const eventAgo = async (hours: number) => {
      await sql`update webhook_deliveries set occurred_at = now() - ${hours} * interval '1 hour' where webhook_id = ${hook.id}`.execute(db);
      await db.updateTable('webhooks').set({ next_attempt_at: sql`now()` }).where('id', '=', hook.id).execute();
    };
    try {
      await db.transaction().execute((trx) => logChange(trx, { hotelId: hotel.id, kind: 'rooms', roomIds: [room!.roomId] }));
      await worker.runOnce();
      const first = await state();
      expect(first).toMatchObject({ status: 'pending', attempts: 1 });
      // 5 s (±20 %) after the first failure.
      expect(first.wait_s).toBeGreaterThan(3.5);
      expect(first.wait_s).toBeLessThan(6.5);
      // A day and more after the event (the old 24 h limit), it is still retried, never more than 6 h (+20 %) apart.
      await eventAgo(71);
      await worker.runOnce();
      const later = await state();
      expect(later).toMatchObject({ status: 'pending', attempts: 2 });
      expect(later.wait_s).toBeLessThan(WEBHOOK_RETRY.maxMs * 1.2 / 1000 + 1);
      // Past 3 days: given up.
      await eventAgo(72.1);
      await worker.runOnce();
      expect(await state()).toMatchObject({ status: 'failed', attempts: 3 });
      expect(r.received).toHaveLength(3);
    } finally {
      await worker.stop();
      await r.close();
    }
  });
});
