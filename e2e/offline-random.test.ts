import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, PHONE, roomCard, sees, seedHousekeepingHotel, sessionCookie, shows, signInContext, waitForWorker, type HousekeepingHotel } from './housekeeper-setup';
import { seedUser } from '../src-server/test/test-app';

/**
 * Issue 19, point 7, through the phone's screens: random sequences of taps (Mark Clean,
 * Start) online and offline, reloads, network drops and a manager's changes through the API
 * meanwhile (set dirty, reassign, set dirty and hand back: ABA). After each sequence 'My
 * Rooms' must match the server, every change tapped offline on a room the manager touched
 * meanwhile must be in the failure list (and not applied), and every other must be applied
 * once. Set OFFLINE_E2E_SEED to replay a failure.
 */
const SEQUENCES = 20;
const ROOMS = ['101', '102', '103'] as const;
type RoomNumber = (typeof ROOMS)[number];

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

describe.skipIf(skipE2E)('offline at random, through the phone', () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;
  let other: { id: string };

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Random Hotel');
    other = await seedUser(e2e.db, { email: uniqueEmail('otto'), password: PASSWORD, fullName: 'Otto Other', role: 'housekeeper', hotelId: hotel.hotelId });
  });

  async function queueLength(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('housekeeping');
          open.onsuccess = () => {
            const req = open.result.transaction('pending-updates').objectStore('pending-updates').count();
            req.onsuccess = () => resolve(req.result);
          };
          open.onerror = () => resolve(-1);
        }),
    );
  }

  /** The rooms 'My Rooms' shows, with whether Mark Clean is offered, as the server has them. */
  async function myRoomsOnScreen(page: Page): Promise<string[]> {
    const cards = page.getByRole('article');
    const out: string[] = [];
    for (const card of await cards.all()) {
      const name = (await card.getByRole('heading').first().textContent()) ?? '';
      const clean = card.getByRole('button', { name: /Mark Clean/ });
      out.push(`${name}:${(await clean.count()) > 0 && (await clean.isEnabled()) ? 'to clean' : 'done'}`);
    }
    return out.sort();
  }

  it(`${SEQUENCES} random sequences end with 'My Rooms' and the failure list matching the server`, { timeout: 300_000 }, async () => {
    const seed = Number(process.env.OFFLINE_E2E_SEED ?? crypto.randomInt(2 ** 31));
    const rng = prng(seed);
    const log: string[] = [];
    const managerCookie = await sessionCookie(e2e.baseUrl, hotel.manager.email);
    const manager = async (method: string, url: string, body: unknown) => {
      const res = await apiCall(e2e.baseUrl, method, url, body, managerCookie);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
    };
    const setDirty = (n: RoomNumber) => manager('POST', '/api/room-statuses', { roomId: hotel.rooms[n], status: 'dirty' });
    const assign = (n: RoomNumber, to: string) => manager('POST', '/api/room-statuses/assign', { roomIds: [hotel.rooms[n]], housekeeperId: to });
    const serverRooms = async () => {
      const res = await apiCall(e2e.baseUrl, 'GET', `/api/room-statuses/assigned/${hotel.housekeeper.id}`, undefined, managerCookie);
      return (res.json as unknown as { roomNumber: string; status: string }[]).map((r) => `Room ${r.roomNumber}:${r.status === 'assigned' ? 'to clean' : 'done'}`).sort();
    };

    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    await waitForWorker(page);
    let offline = false;
    const setOffline = async (value: boolean) => {
      offline = value;
      await context.setOffline(value);
    };

    try {
      for (let n = 0; n < SEQUENCES; n += 1) {
        log.length = 0;
        log.push(`sequence ${n}`);
        // A fresh start: each room dirty, then handed to the phone's housekeeper, heard live.
        for (const room of ROOMS) {
          await setDirty(room);
          await assign(room, hotel.housekeeper.id);
        }
        for (const room of ROOMS) await shows(roomCard(page, room).getByRole('button', { name: /Mark Clean/ }));
        /** Rooms the manager changed while the phone was offline: its taps there must fail. */
        const touched = new Set<RoomNumber>();
        /** Rooms tapped while offline, since the phone went offline. */
        const tapped = new Set<RoomNumber>();

        const reconnect = async () => {
          await setOffline(false);
          await expect.poll(() => queueLength(page), { timeout: 20_000 }).toBe(0);
          for (const room of tapped) {
            if (touched.has(room)) await sees(page, `Room ${room}: `);
          }
          log.push(`  online; refused expected for ${[...tapped].filter((r) => touched.has(r)).join(', ') || 'none'}`);
          touched.clear();
          tapped.clear();
        };

        const steps = 3 + Math.floor(rng.next() * 4);
        for (let step = 0; step < steps; step += 1) {
          const roll = rng.next();
          const room = rng.pick(ROOMS);
          const card = roomCard(page, room);
          if (roll < 0.25) {
            if (offline) await reconnect();
            else {
              await setOffline(true);
              await sees(page, "You're offline - Changes will sync when connected");
              log.push('  offline');
            }
          } else if (roll < 0.5) {
            const clean = card.getByRole('button', { name: /Mark Clean/ });
            if ((await clean.count()) === 0 || !(await clean.isEnabled())) continue;
            await clean.click();
            log.push(`  Mark Clean ${room}${offline ? ' (offline)' : ''}`);
            // Issue 18: the room's clock stops on the device at once, offline too.
            await shows(card.getByRole('timer'), 0);
            if (offline) tapped.add(room);
            else await expect.poll(() => queueLength(page)).toBe(0);
          } else if (roll < 0.65) {
            const start = card.getByRole('button', { name: /^Start/ });
            if ((await start.count()) === 0 || !(await start.isEnabled())) continue;
            await start.click();
            log.push(`  Start ${room}${offline ? ' (offline)' : ''}`);
            await shows(card.getByRole('timer'));
            if (offline) tapped.add(room);
            else await expect.poll(() => queueLength(page)).toBe(0);
          } else if (roll < 0.9) {
            const what = rng.pick(['dirty', 'reassign', 'aba'] as const);
            if (what === 'dirty') await setDirty(room);
            if (what === 'reassign') await assign(room, other.id);
            if (what === 'aba') {
              await setDirty(room);
              await assign(room, hotel.housekeeper.id);
            }
            log.push(`  manager ${what} ${room}`);
            if (offline) touched.add(room);
            // Online, the phone hears it before the next tap (a live tap on a stale card is another test's).
            else if (what !== 'aba') await shows(card, 0);
            else await page.waitForTimeout(1500);
          } else {
            await page.reload();
            await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
            log.push(`  reload${offline ? ' (offline)' : ''}`);
          }
        }
        if (offline) await reconnect();
        // Caught up: the phone's list is the server's, rooms reassigned or set dirty meanwhile gone.
        const expected = await serverRooms();
        await expect.poll(() => myRoomsOnScreen(page), { timeout: 15_000 }).toEqual(expected);
      }
      // Each change the phone made reached the history once.
      const events = await e2e.db
        .selectFrom('room_status_events')
        .select(['client_action_id'])
        .where('hotel_id', '=', hotel.hotelId)
        .where('actor_id', '=', hotel.housekeeper.id)
        .execute();
      const ids = events.map((e) => e.client_action_id);
      expect(new Set(ids).size).toBe(ids.length);
    } catch (error) {
      console.error(`offline-random e2e failed: OFFLINE_E2E_SEED=${seed}\n${log.join('\n')}`);
      throw error;
    }
  });
});
