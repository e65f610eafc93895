import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectInvalid, send } from '../../test/http-checks';

/** Issue 22: the user's language is kept on the server, follows them to every device and to their notifications. */
describe.each(testDatabases())('a user language on %s', (kind) => {
  const t = useTestApp(kind);
  const patch = (cookie: string, body: unknown) => send(t.app, 'PATCH', '/api/profile/me', { cookie, body });
  const session = (cookie: string) => send(t.app, 'GET', '/api/auth/session', { cookie });

  async function twoUsers() {
    const hotel = await seedHotel(t.db);
    const ana = await seedUser(t.db, { email: 'ana@hotel.test', fullName: 'Ana', role: 'housekeeper', hotelId: hotel.id });
    const bo = await seedUser(t.db, { email: 'bo@hotel.test', fullName: 'Bo', role: 'housekeeper', hotelId: hotel.id });
    for (const [user, endpoint] of [[ana, 'https://fcm.googleapis.com/a1'], [ana, 'https://fcm.googleapis.com/a2'], [bo, 'https://fcm.googleapis.com/b1']] as const) {
      await t.db.insertInto('push_subscriptions').values({ user_id: user.id, endpoint, p256dh_key: 'k', auth_key: 'a', language: 'en', session_version: 1 }).execute();
    }
    return { ana, bo };
  }

  it('is null until chosen; a choice is saved, answered by the session on another device and sets the language of every device of hers only', async () => {
    const { ana, bo } = await twoUsers();
    const phone = await signIn(t.app, ana.email);
    expect((await session(phone)).json().language).toBeNull();

    const res = await patch(phone, { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ language: 'es', fullName: 'Ana' });

    const laptop = await signIn(t.app, ana.email);
    expect((await session(laptop)).json()).toMatchObject({ id: ana.id, language: 'es' });
    const devices = await t.db.selectFrom('push_subscriptions').select(['user_id', 'language']).execute();
    expect(devices.filter((d) => d.user_id === ana.id).map((d) => d.language)).toEqual(['es', 'es']);
    expect(devices.filter((d) => d.user_id === bo.id).map((d) => d.language)).toEqual(['en']);
    // The sign-in answer carries it too, so the first screen after signing in speaks it.
    const login = await send(t.app, 'POST', '/api/auth/login', { body: { email: ana.email, password: 'password123' } });
    expect(login.json().language).toBe('es');
  });

  it('refuses a language the app does not speak with a 400 naming the field, and keeps the saved one', async () => {
    const { ana } = await twoUsers();
    const cookie = await signIn(t.app, ana.email);
    await patch(cookie, { language: 'es' });
    expectInvalid(await patch(cookie, { language: 'xx' }), 'language');
    expect((await session(cookie)).json().language).toBe('es');
  });
});
