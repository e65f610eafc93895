import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { skipE2E, uniqueEmail, useE2E } from './harness';
import { PHONE, pageIn } from './housekeeper-setup';
import { seedHotel, seedUser } from '../src-server/test/test-app';
import { PIN_MAX_FAILURES } from '../src-shared/limits';

/**
 * Issue 29 §5: a sign-in refused with 403 says why on the form itself, in the reader's language,
 * whatever the reason (an account waiting or rejected, PIN sign-in locked, a reason newer than
 * the app): not a toast that may be gone before she looks, never nothing.
 */
describe.skipIf(skipE2E)('a refused sign-in says why on the form', () => {
  const e2e = useE2E();
  let hotelId: string;
  const PASSWORD = 'refused-password';

  beforeAll(async () => {
    if (skipE2E) return;
    hotelId = (await seedHotel(e2e.db, 'Refusal Inn')).id;
  });

  const ENGLISH = { method: 'Quick PIN', email: 'Email', pin: 'PIN', submit: 'Sign In' };

  async function signIn(page: Page, email: string, how: { pin: string }, labels = ENGLISH) {
    await page.goto('/auth');
    await page.getByRole('radio', { name: labels.method }).click();
    await page.getByLabel(labels.email).fill(email);
    await page.getByLabel(labels.pin, { exact: true }).fill(how.pin);
    await page.getByRole('button', { name: labels.submit }).click();
  }

  /** The form's alert, after the refusal; the toast (if any) gone from the count. */
  async function alertSays(page: Page, text: string) {
    await expect.poll(() => page.getByRole('alert').filter({ hasText: text }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/auth');
  }

  it('PIN sign-in locked after too many tries says so on the form, and how to unlock it', async () => {
    const user = await seedUser(e2e.db, { email: uniqueEmail('locked'), password: PASSWORD, pin: '1234', hotelId });
    await e2e.db.updateTable('users').set({ pin_failures: PIN_MAX_FAILURES, pin_locked_at: new Date() }).where('id', '=', user.id).execute();
    const { page } = await e2e.newPage(PHONE);
    await signIn(page, user.email, { pin: '1234' });
    await alertSays(page, 'PIN login is locked after too many failed attempts. Sign in with your password to unlock it.');
  });

  it('a pending account signing in by PIN sees the pending notice', async () => {
    const user = await seedUser(e2e.db, { email: uniqueEmail('pending'), password: PASSWORD, pin: '4321', hotelId, status: 'pending' });
    const { page } = await e2e.newPage(PHONE);
    await signIn(page, user.email, { pin: '4321' });
    await alertSays(page, 'Your account is awaiting admin approval.');
  });

  it('the same in the reader\'s language, and a reason newer than the app reads as a generic refusal', async () => {
    const user = await seedUser(e2e.db, { email: uniqueEmail('locked-es'), password: PASSWORD, pin: '1234', hotelId });
    await e2e.db.updateTable('users').set({ pin_failures: PIN_MAX_FAILURES, pin_locked_at: new Date() }).where('id', '=', user.id).execute();
    const spanish = await pageIn(e2e, PHONE, 'es');
    await signIn(spanish, user.email, { pin: '1234' }, { method: 'PIN rápido', email: 'Correo electrónico', pin: 'PIN', submit: 'Iniciar sesión' });
    await alertSays(spanish, 'El inicio de sesión con PIN está bloqueado');
    // A server newer than this app refuses for a reason it has no text for: still said, generically.
    const { page } = await e2e.newPage(PHONE);
    await page.route('**/trpc/auth.pinLogin**', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replaceAll('PIN_LOCKED', 'A_NEWER_REASON') });
    });
    await signIn(page, user.email, { pin: '1234' });
    await alertSays(page, 'The request was refused');
  });
});
