import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiCall, skipE2E, uniqueEmail, useE2E } from './harness';
import { PASSWORD, PHONE, roomCard, sees, seedHousekeepingHotel, sessionCookie, shows, signInContext, waitForWorker, type HousekeepingHotel } from './housekeeper-setup';
import { seedUser } from '../src-server/test/test-app';
import { staleChangeReason } from '../src-shared/stale-change';

/**
 * Issue 19, point 7, through the phone's screens: random sequences of taps (Mark Clean and its
 * Undo, Start, Out of Service, Do not disturb and Ready for service) online and offline, reloads, network drops and a manager's changes through the API
 * meanwhile (set dirty, reassign, set dirty and hand back: ABA). After each sequence 'My
 * Rooms' must match the server (rooms set dirty or reassigned while the phone was away gone
 * from it), the failure list must name exactly the rooms whose queued changes the shared
 * stale rule refuses (ABA included), no change of the phone reaches the history twice, and
 * Mark Clean stops the card's clock at once, offline too (issue 18). Set OFFLINE_E2E_SEED to
 * replay a failure.
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
      out.push(`${name}:${(await isOffered(card.getByRole('button', { name: /Mark Clean/ }))) ? 'to clean' : 'done'}`);
    }
    return out.sort();
  }

  /**
   * The rooms of the phone's failure list so far (read and forgotten): kept as they appear, in
   * the page itself, so a list shown while the test was busy (a reload can bring the network
   * back to the page before the test reconnects it) is not missed.
   */
  async function failedRooms(page: Page): Promise<string[]> {
    const texts = await page.evaluate(() => {
      const seen = sessionStorage.getItem('sync-failures') ?? '[]';
      sessionStorage.removeItem('sync-failures');
      return JSON.parse(seen) as string[];
    });
    return [...new Set(texts.map((text) => /^Room ([^:]+): /.exec(text)?.[1] ?? text))].sort();
  }

  /** The phone's queued changes, oldest first: the room and the version it saw (offline/queued-action.ts). */
  async function queuedItems(page: Page): Promise<{ roomId: string; expectedVersion: number }[]> {
    return page.evaluate(
      () =>
        new Promise<{ roomId: string; expectedVersion: number }[]>((resolve) => {
          const open = indexedDB.open('housekeeping');
          open.onsuccess = () => {
            const req = open.result.transaction('pending-updates').objectStore('pending-updates').getAll();
            req.onsuccess = () =>
              resolve(
                (req.result as { timestamp: number; roomId: string; payload: { expectedVersion: number } }[])
                  .sort((a, b) => a.timestamp - b.timestamp)
                  .map((item) => ({ roomId: item.roomId, expectedVersion: item.payload.expectedVersion })),
              );
          };
          open.onerror = () => resolve([]);
        }),
    );
  }

  /** Whether the card offers the button now, without waiting: a live update may take the card away any moment. */
  const isOffered = (button: Locator) => button.evaluateAll((found) => found.some((b) => !(b as HTMLButtonElement).disabled));
  async function tapIfOffered(button: Locator): Promise<boolean> {
    if (!(await isOffered(button))) return false;
    try {
      await button.click({ timeout: 2000 });
      return true;
    } catch {
      return false; // The card went (the manager's change arrived): nothing was tapped.
    }
  }

  /** An item of the card's More menu (issue 29), tapped if the card offers it now (see tapIfOffered); the menu is closed if not. */
  async function tapMore(card: Locator, name: RegExp): Promise<boolean> {
    const more = card.getByRole('button', { name: /^More\W/ });
    if (!(await isOffered(more))) return false;
    const page = card.page();
    const menu = page.getByRole('menu');
    if ((await menu.count()) === 0 && !(await tapIfOffered(more))) return false;
    const item = menu.getByRole('menuitem', { name });
    // Radix marks an item that cannot be chosen now with data-disabled.
    const offered = () => item.evaluateAll((found) => found.some((el) => !el.hasAttribute('data-disabled')));
    await expect.poll(async () => (await offered()) || (await card.count()) === 0, { timeout: 5000 }).toBe(true).catch(() => undefined);
    try {
      if (await offered()) {
        await item.click({ timeout: 2000 });
        return true;
      }
    } catch {
      // The card went (the manager's change arrived): nothing was tapped.
    }
    if ((await menu.count()) > 0) await page.keyboard.press('Escape');
    return false;
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
    const statusOf = async (n: RoomNumber) =>
      (await e2e.db.selectFrom('room_statuses').select('status').where('room_id', '=', hotel.rooms[n]!).executeTakeFirstOrThrow()).status;
    /** The manager's changes, only where the rule table allows them (false: nothing changed). */
    const setDirty = async (n: RoomNumber) => {
      if ((await statusOf(n)) === 'dirty') return false;
      await manager('POST', '/api/room-statuses', { roomId: hotel.rooms[n], status: 'dirty' });
      return true;
    };
    const assign = async (n: RoomNumber, to: string) => {
      if (!['dirty', 'assigned'].includes(await statusOf(n))) return false;
      await manager('POST', '/api/room-statuses/assign', { roomIds: [hotel.rooms[n]], housekeeperId: to });
      return true;
    };
    const serverRooms = async () => {
      const res = await apiCall(e2e.baseUrl, 'GET', `/api/room-statuses/assigned/${hotel.housekeeper.id}`, undefined, managerCookie);
      return (res.json as unknown as { roomNumber: string; status: string }[]).map((r) => `Room ${r.roomNumber}:${r.status === 'assigned' ? 'to clean' : 'done'}`).sort();
    };

    /** The phone's list against the server's, both read on each try: a tap made online may still be on its way. */
    const compare = async () => {
      const [shown, server] = [await myRoomsOnScreen(page), await serverRooms()];
      return shown.join() === server.join() ? 'same' : `phone ${shown.join()} / server ${server.join()}`;
    };
    const { page, context } = await e2e.newPage(PHONE);
    await signInContext(e2e, context, hotel.housekeeper.email);
    await context.addInitScript(() => {
      // Each failure list item (sync-toasts.tsx) once, across reloads.
      const seen = new WeakSet<Element>();
      new MutationObserver(() => {
        for (const item of document.querySelectorAll('li')) {
          const text = item.textContent ?? '';
          if (seen.has(item) || !/^Room [^:]+: /.test(text)) continue;
          seen.add(item);
          const list = JSON.parse(sessionStorage.getItem('sync-failures') ?? '[]') as string[];
          sessionStorage.setItem('sync-failures', JSON.stringify([...list, text]));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
    await waitForWorker(page);
    // What the phone said (a live stream interrupted, a sync that failed) goes in the failure log.
    page.on('console', (message) => log.push(`    [phone] ${message.text().slice(0, 200)}`));
    const watched = (url: string) => url.includes('events.hotel') || url.includes('assignedTo');
    page.on('request', (request) => {
      if (watched(request.url())) log.push(`    [net] ${new Date().toISOString().slice(11, 23)} ${request.url().slice(-90)} ${request.headers()['last-event-id'] ?? ''}`);
    });
    page.on('requestfailed', (request) => {
      if (watched(request.url())) log.push(`    [net] failed ${request.url().slice(-60)} ${request.failure()?.errorText ?? ''}`);
    });
    page.on('response', (response) => {
      if (watched(response.url())) log.push(`    [net] ${response.status()} ${response.url().slice(-60)}`);
    });
    let offline = false;
    let refusals = 0;
    /** How often each kind of tap was made, for the run's summary. */
    const taps = new Map<string, number>();
    const tap = (what: string, room: RoomNumber) => {
      taps.set(what, (taps.get(what) ?? 0) + 1);
      log.push(`  ${what} ${room}${offline ? ' (offline)' : ''}`);
    };
    /**
     * Undo from the toast of the tap just made: only when no older toast offered one (so the Undo
     * is surely this tap's), and while it is still there (a busy machine may have let it go).
     */
    const undoButtons = () => page.getByRole('button', { name: 'Undo' });
    const undoFromToast = async (before: number) => {
      if (before !== 0) return false;
      const shown = await expect
        .poll(() => undoButtons().count(), { timeout: 5000 })
        .toBe(1)
        .then(() => true)
        .catch(() => false);
      return shown && tapIfOffered(undoButtons());
    };
    const setOffline = async (value: boolean) => {
      offline = value;
      await context.setOffline(value);
    };

    try {
      for (let n = 0; n < SEQUENCES; n += 1) {
        log.length = 0;
        log.push(`sequence ${n} ${new Date().toISOString().slice(11, 23)}`);
        // A fresh start: each room dirty, then handed to the phone's housekeeper, heard live.
        for (const room of ROOMS) {
          await setDirty(room);
          await assign(room, hotel.housekeeper.id);
        }
        // A card that read 'to clean' before the reset reads the same after it, so its Mark Clean
        // says nothing of whether the two changes have arrived; a tap on it before they do is
        // rightly refused as stale (CI met it: an online Start answered 409). The sequence starts
        // from the server's rooms instead.
        await page.reload();
        await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
        for (const room of ROOMS) await shows(roomCard(page, room).getByRole('button', { name: /Mark Clean/ }));
        /** Rooms tapped while offline since the last reconnect. */
        const tapped = new Set<RoomNumber>();
        /** A tap made offline is stored on the device before the card says so (then a reload keeps it). */
        // Chromium's offline emulation does not cut a stream already open: a manager's change
        // made just before the tap may still arrive and take the card away after it. The tap is
        // queued all the same (the reconnect's prediction reads the queue), so a card gone counts.
        const queued = async (room: RoomNumber) => {
          const card = roomCard(page, room);
          await expect.poll(async () => (await card.getByText('Waiting to sync').count()) === 1 || (await card.count()) === 0, { timeout: 10_000 }).toBe(true);
          tapped.add(room);
        };
        const reconnect = async () => {
          // The prediction, by the shared rule (src-shared/stale-change.ts): each change still
          // queued, with the version the phone saw, against the room as the server has it now.
          // (What the phone saw is read from its queue: the page may hear changes while the test
          // holds it offline, through its service worker, so the test cannot know it otherwise.)
          const items = await queuedItems(page);
          const rows = items.length
            ? await e2e.db
                .selectFrom('room_statuses as s')
                .innerJoin('rooms as r', 'r.id', 's.room_id')
                .select(['r.room_number', 's.room_id', 's.version', 's.assigned_to', 's.last_actor_id', 's.last_actor_version', 's.last_actor_since'])
                .where('s.room_id', 'in', items.map((i) => i.roomId))
                .execute()
            : [];
          const expected = [
            ...new Set(
              items.flatMap((item) => {
                const row = rows.find((r) => r.room_id === item.roomId)!;
                const room = { version: row.version, assignedTo: row.assigned_to, lastChange: { actorId: row.last_actor_id, version: row.last_actor_version, since: row.last_actor_since } };
                return staleChangeReason(room, item.expectedVersion, hotel.housekeeper.id) ? [row.room_number] : [];
              }),
            ),
          ].sort();
          const predicted = new Set(items.map((i) => rows.find((r) => r.room_id === i.roomId)!.room_number));
          await setOffline(false);
          await expect.poll(() => queueLength(page), { timeout: 20_000 }).toBe(0);
          let failed: string[] = [];
          const matches = async () => {
            failed = [...new Set([...failed, ...(await failedRooms(page))])];
            const missing = expected.filter((room) => !failed.includes(room));
            // A change the page sent before the test reconnected it was not predicted: it may have failed.
            const extra = failed.filter((room) => !expected.includes(room) && (predicted.has(room) || !tapped.has(room as RoomNumber)));
            return missing.length + extra.length === 0 ? 'as predicted' : `failed ${failed.join()} / predicted ${expected.join()}`;
          };
          await expect.poll(matches, { timeout: 10_000 }).toBe('as predicted');
          refusals += expected.length;
          log.push(`  online; refused as predicted: ${expected.join(', ') || 'none'}`);
          tapped.clear();
          // Back online, the phone catches up with what changed while it was away before the next
          // tap (issue 19): an online tap is on the room as it is, never on a card left stale.
          await expect.poll(compare, { timeout: 15_000 }).toBe('same');
        };

        // Most sequences start with the network gone: the phone's taps then meet the manager's changes.
        if (rng.next() < 0.6) {
          await setOffline(true);
          await sees(page, "You're offline - Changes will sync when connected");
          log.push('  offline');
        }
        const steps = 4 + Math.floor(rng.next() * 4);
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
          } else if (roll < 0.42) {
            const clean = card.getByRole('button', { name: /Mark Clean/ });
            const undosBefore = await undoButtons().count();
            // Changes queued before this one (a one-tap Do not disturb, issue 29) stay queued after its Undo.
            const queuedBefore = await queueLength(page);
            if (!(await tapIfOffered(clean))) continue;
            tap('Mark Clean', room);
            // Issue 18: the room's clock stops on the device at once, offline too.
            await shows(card.getByRole('timer'), 0);
            if (rng.next() < 0.35 && (await undoFromToast(undosBefore))) {
              // Undo from the toast: offline it drops the queued change, online the server takes it back.
              tap('Undo', room);
              await sees(page, 'Change undone');
              await expect.poll(() => queueLength(page)).toBe(queuedBefore);
              continue;
            }
            if (offline) await queued(room);
            else await expect.poll(() => queueLength(page)).toBe(0);
          } else if (roll < 0.5) {
            // Out of Service with its reason (it stays on 'My Rooms', with nothing left to tap).
            if (!(await tapMore(card, /Out of Service/))) continue;
            const dialog = page.getByRole('dialog', { name: `Take room ${room} out of service?` });
            await shows(dialog);
            await dialog.getByLabel('Reason').fill('Leak');
            await dialog.getByRole('button', { name: 'Take out of service' }).click();
            await shows(dialog, 0);
            tap('Out of Service', room);
            if (offline) await queued(room);
            else await expect.poll(() => queueLength(page)).toBe(0);
          } else if (roll < 0.58) {
            // A deferral (Do not disturb), or 'Ready for service' on a room deferred already.
            const ready = card.getByRole('button', { name: /Ready for service/ });
            const what = (await tapIfOffered(ready)) ? 'Ready for service' : (await tapMore(card, /^Do not disturb$/)) ? 'Do not disturb' : null;
            if (!what) continue;
            tap(what, room);
            if (offline) await queued(room);
            else await expect.poll(() => queueLength(page)).toBe(0);
          } else if (roll < 0.65) {
            const start = card.getByRole('button', { name: /^Start/ });
            if (!(await tapIfOffered(start))) continue;
            tap('Start', room);
            if (offline) {
              // The clock shows at once, unless the card went (see `queued`).
              await expect.poll(async () => (await card.getByRole('timer').count()) === 1 || (await card.count()) === 0, { timeout: 10_000 }).toBe(true);
              await queued(room);
            } else {
              await shows(card.getByRole('timer'));
              await expect.poll(() => queueLength(page)).toBe(0);
            }
          } else if (roll < 0.9) {
            const what = rng.pick(['dirty', 'reassign', 'aba'] as const);
            let changed = false;
            if (what === 'dirty') changed = await setDirty(room);
            if (what === 'reassign') changed = await assign(room, other.id);
            if (what === 'aba') changed = (await setDirty(room)) && (await assign(room, hotel.housekeeper.id));
            if (!changed) continue;
            log.push(`  ${new Date().toISOString().slice(11, 23)} manager ${what} ${room}`);
            // Online, the phone hears it before the next tap (a live tap on a stale card is another test's).
            if (!offline && what !== 'aba') await shows(card, 0);
            else if (!offline) await page.waitForTimeout(1500);
          } else {
            await page.reload();
            await shows(page.getByRole('heading', { name: 'My Assigned Rooms' }));
            log.push(`  reload${offline ? ' (offline)' : ''}`);
          }
        }
        if (offline) await reconnect();
        // Caught up: the phone's list is the server's, rooms reassigned or set dirty meanwhile gone.
        await expect.poll(compare, { timeout: 15_000 }).toBe('same');
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
      console.info(`offline-random e2e: seed ${seed}, ${SEQUENCES} sequences, ${refusals} stale changes refused as expected, taps`, Object.fromEntries(taps));
    } catch (error) {
      console.error(`offline-random e2e failed: OFFLINE_E2E_SEED=${seed}\n${log.join('\n')}`);
      throw error;
    }
  });
});
