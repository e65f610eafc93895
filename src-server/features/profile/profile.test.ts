import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, signIn, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, send } from '../../test/http-checks';

describe.each(testDatabases())('GET and PATCH /api/profile/me on %s', (kind) => {
  const t = useTestApp(kind);
  const me = (cookie?: string) => send(t.app, 'GET', '/api/profile/me', { cookie });
  const patch = (cookie: string | undefined, body: unknown) => send(t.app, 'PATCH', '/api/profile/me', { cookie, body });
  const row = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function signedIn(pin?: string) {
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { email: 'pat@hotel.test', fullName: 'Pat Profile', role: 'manager', hotelId: hotel.id, pin });
    await t.db.updateTable('users').set({ alias: 'P', requested_hotel_name: 'Grand' }).where('id', '=', user.id).execute();
    return { user, hotel, cookie: await signIn(t.app, user.email) };
  }

  it('answers the profile fields, pin null when no PIN is set', async () => {
    const { user, hotel, cookie } = await signedIn();
    const res = await me(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      fullName: 'Pat Profile',
      email: 'pat@hotel.test',
      alias: 'P',
      hotelId: hotel.id,
      status: 'approved',
      requestedHotelName: 'Grand',
      role: 'manager',
      pin: null,
      language: null,
    });
  });

  it('answers pin: true when a PIN is set, never the hash', async () => {
    const { cookie } = await signedIn('2468');
    const res = await me(cookie);
    expect(res.json().pin).toBe(true);
    expect(res.body).not.toContain('2468');
  });

  it('refuses without a session: 401 on GET and PATCH, and nothing changes', async () => {
    const { user } = await signedIn();
    expectError(await me(), 401, 'UNAUTHORIZED', 'You are not signed in');
    expectError(await patch(undefined, { fullName: 'Hacker' }), 401, 'UNAUTHORIZED');
    expect((await row(user.id)).full_name).toBe('Pat Profile');
  });

  it('changes only the fields sent: fullName alone leaves the email as it was', async () => {
    const { user, cookie } = await signedIn();
    const before = await row(user.id);
    const res = await patch(cookie, { fullName: '  Patricia Profile ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fullName: 'Patricia Profile', email: 'pat@hotel.test', alias: 'P', role: 'manager' });
    const after = await row(user.id);
    expect(after).toMatchObject({ full_name: 'Patricia Profile', email: 'pat@hotel.test', status: 'approved' });
    expect(after.password_hash).toBe(before.password_hash);
    expect(after.session_version).toBe(before.session_version);
    expect((await me(cookie)).json().fullName).toBe('Patricia Profile');
  });

  it('changes the email (stored lower-case); the new one signs in, the old one not', async () => {
    const { user, cookie } = await signedIn();
    const res = await patch(cookie, { email: 'Pat.New@Hotel.test', currentPassword: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'pat.new@hotel.test', fullName: 'Pat Profile' });
    expect((await row(user.id)).email).toBe('pat.new@hotel.test');
    const login = (email: string) => send(t.app, 'POST', '/api/auth/login', { body: { email, password: user.password } });
    expect((await login('pat.new@hotel.test')).statusCode).toBe(200);
    expect((await login('pat@hotel.test')).statusCode).toBe(401);
  });

  it('sending your own email again, in another case, is no conflict', async () => {
    const { cookie } = await signedIn();
    const res = await patch(cookie, { email: 'PAT@hotel.test', fullName: 'Pat' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'pat@hotel.test', fullName: 'Pat' });
  });

  it('answers an email taken by someone else (any case) with 409 and changes nothing', async () => {
    const { user, cookie } = await signedIn();
    await seedUser(t.db, { email: 'other@hotel.test' });
    const res = await patch(cookie, { email: 'OTHER@hotel.test', fullName: 'Should Not Stick', currentPassword: user.password });
    expectError(res, 409, 'CONFLICT', 'An account with this email already exists');
    expect(await row(user.id)).toMatchObject({ email: 'pat@hotel.test', full_name: 'Pat Profile' });
  });

  it('an empty patch answers the unchanged profile with 200', async () => {
    const { user, cookie } = await signedIn();
    const before = await row(user.id);
    const res = await patch(cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, fullName: 'Pat Profile', email: 'pat@hotel.test' });
    expect((await row(user.id)).updated_at).toEqual(before.updated_at);
  });

  it('validates: bad email, blank name, unknown or privileged fields are 400', async () => {
    const { user, cookie } = await signedIn();
    expectInvalid(await patch(cookie, { email: 'not-an-email' }), 'email', 'Invalid email address');
    expectInvalid(await patch(cookie, { fullName: '   ' }), 'fullName', 'Full name is required');
    expectError(await patch(cookie, { role: 'admin' }), 400, 'BAD_REQUEST');
    expectError(await patch(cookie, { status: 'approved', hotelId: null }), 400, 'BAD_REQUEST');
    expectError(await patch(cookie, { fullName: 'Ok', isAdmin: true }), 400, 'BAD_REQUEST');
    expect(await row(user.id)).toMatchObject({ email: 'pat@hotel.test', full_name: 'Pat Profile', role: 'manager' });
  });

  it('a pending admin (admins need no approval) reads their profile', async () => {
    const admin = await seedUser(t.db, { role: 'admin', status: 'pending' });
    const res = await me(await signIn(t.app, admin.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: admin.id, role: 'admin', status: 'pending', hotelId: null, pin: null });
  });
});
