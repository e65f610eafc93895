import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/test-db';
import { seedHotel, seedUser, useTestApp } from '../../test/test-app';
import { expectError, expectInvalid, newSessionCookie, send, sessionStatus } from '../../test/http-checks';
import { PIN_MAX_FAILURES } from '../../../src-shared/limits';

const LOCKED = 'PIN login is locked after too many failed attempts. Sign in with your password to unlock it.';

describe.each(testDatabases())('POST /api/auth/pin-login on %s', (kind) => {
  const t = useTestApp(kind);
  const pinLogin = (body: unknown) => send(t.app, 'POST', '/api/auth/pin-login', { body });
  const pinState = (id: string) =>
    t.db.selectFrom('users').select(['pin_failures', 'pin_locked_at']).where('id', '=', id).executeTakeFirstOrThrow();

  it('signs in with the PIN: a working cookie and the user', async () => {
    const hotel = await seedHotel(t.db);
    const user = await seedUser(t.db, { email: 'hk@hotel.test', pin: '0427', hotelId: hotel.id });
    const res = await pinLogin({ email: 'HK@hotel.test', pin: '0427' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: 'hk@hotel.test',
      hotelId: hotel.id,
      status: 'approved',
      role: 'housekeeper',
      fullName: user.full_name,
      language: null,
    });
    expect(await sessionStatus(t.app, newSessionCookie(res)!)).toBe(200);
  });

  it('answers 401 when the account has no PIN, or does not exist', async () => {
    const user = await seedUser(t.db);
    for (const email of [user.email, 'ghost@hotel.test']) {
      const res = await pinLogin({ email, pin: '1234' });
      expectError(res, 401, 'UNAUTHORIZED', 'Invalid email or PIN');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // No PIN, nothing to lock: the PIN counter stays at zero.
    expect((await pinState(user.id)).pin_failures).toBe(0);
  });

  it('answers a wrong PIN with 401 and counts it', async () => {
    const user = await seedUser(t.db, { pin: '1111' });
    expectError(await pinLogin({ email: user.email, pin: '2222' }), 401, 'UNAUTHORIZED', 'Invalid email or PIN');
    expect((await pinState(user.id)).pin_failures).toBe(1);
  });

  it(`locks after ${PIN_MAX_FAILURES} wrong PINs, even for the right one, until a password login`, async () => {
    const user = await seedUser(t.db, { pin: '1111' });
    for (let i = 0; i < PIN_MAX_FAILURES; i += 1) {
      expectError(await pinLogin({ email: user.email, pin: '2222' }), 401, 'UNAUTHORIZED');
    }
    const state = await pinState(user.id);
    expect(state.pin_failures).toBe(PIN_MAX_FAILURES);
    expect(state.pin_locked_at).toBeInstanceOf(Date);
    const locked = await pinLogin({ email: user.email, pin: '1111' });
    expectError(locked, 403, 'FORBIDDEN', LOCKED);
    expect(locked.headers['set-cookie']).toBeUndefined();
    expectError(await pinLogin({ email: user.email, pin: '2222' }), 403, 'FORBIDDEN', LOCKED);

    const password = await send(t.app, 'POST', '/api/auth/login', { body: { email: user.email, password: user.password } });
    expect(password.statusCode).toBe(200);
    expect(await pinState(user.id)).toEqual({ pin_failures: 0, pin_locked_at: null });
    expect((await pinLogin({ email: user.email, pin: '1111' })).statusCode).toBe(200);
  });

  it('a successful PIN login resets the failures counted so far', async () => {
    const user = await seedUser(t.db, { pin: '1111' });
    for (let i = 0; i < PIN_MAX_FAILURES - 1; i += 1) await pinLogin({ email: user.email, pin: '0000' });
    expect((await pinLogin({ email: user.email, pin: '1111' })).statusCode).toBe(200);
    expect((await pinState(user.id)).pin_failures).toBe(0);
    // So one more wrong PIN does not lock the account.
    await pinLogin({ email: user.email, pin: '0000' });
    expect((await pinLogin({ email: user.email, pin: '1111' })).statusCode).toBe(200);
  });

  it('refuses a pending or rejected account with the right PIN: 403 naming the status', async () => {
    const pending = await seedUser(t.db, { pin: '1111', status: 'pending' });
    const rejected = await seedUser(t.db, { pin: '1111', status: 'rejected' });
    const a = await pinLogin({ email: pending.email, pin: '1111' });
    expect(expectError(a, 403, 'FORBIDDEN', 'Your account is awaiting admin approval.').status).toBe('pending');
    const b = await pinLogin({ email: rejected.email, pin: '1111' });
    expect(expectError(b, 403, 'FORBIDDEN').status).toBe('rejected');
    expect(a.headers['set-cookie']).toBeUndefined();
    expect(b.headers['set-cookie']).toBeUndefined();
  });

  it('validates the PIN: exactly 4 digits', async () => {
    const user = await seedUser(t.db, { pin: '1111' });
    for (const pin of ['abc', '12345', '123', '', '12a4', ' 1234', 1234]) {
      expectInvalid(await pinLogin({ email: user.email, pin }), 'pin', 'PIN must be exactly 4 digits');
    }
    expectInvalid(await pinLogin({ pin: '1234' }), 'email');
    expectInvalid(await pinLogin({ email: 'bad', pin: '1234' }), 'email', 'Invalid email address');
    // Malformed input is not a wrong PIN.
    expect((await pinState(user.id)).pin_failures).toBe(0);
  });

  it('a burst of parallel PIN guesses gets no more tries than the lock allows', async () => {
    const user = await seedUser(t.db, { pin: '1111' });
    // From many IPs, so the per-IP limits do not hide the PIN lock.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(t.app, 'POST', '/api/auth/pin-login', {
          body: { email: user.email, pin: String(2000 + i) },
          remoteAddress: `192.0.2.${i + 1}`,
        }),
      ),
    );
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(PIN_MAX_FAILURES);
    expect(codes.filter((c) => c === 403)).toHaveLength(20 - PIN_MAX_FAILURES);
    expect((await pinState(user.id)).pin_failures).toBe(PIN_MAX_FAILURES);
    expectError(await pinLogin({ email: user.email, pin: '1111' }), 403, 'FORBIDDEN', LOCKED);
  });
});
