import { describe, expect, it } from 'vitest';
import { expectAccessible, skipE2E, uniqueEmail, useE2E, apiCall, chooseLanguage } from './harness';

const ADMIN = { email: 'admin@e2e.test', password: 'admin-password', fullName: 'Alex Admin' };

/** Admin set-up through the API, for the flows that need one before the admin screens exist. */
async function adminCookie(baseUrl: string) {
  await apiCall(baseUrl, 'POST', '/api/auth/admin-signup', ADMIN);
  const login = await apiCall(baseUrl, 'POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
  expect(login.status).toBe(200);
  return login.cookie!;
}

describe.skipIf(skipE2E)('accounts in the browser', () => {
  const e2e = useE2E();

  it('first visit: the admin signs up and lands signed in on the admin dashboard after 1.5 s (issue 18)', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/');
    await page.waitForURL('**/auth');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Create admin account' }).click();
    await page.waitForURL('**/admin-signup');
    await expectAccessible(page);
    await page.getByLabel('Full Name').fill(ADMIN.fullName);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Create Admin Account' }).click();
    await expect.poll(() => page.getByText('Admin account created successfully!').count()).toBeGreaterThan(0);
    await page.waitForURL('**/dashboard');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByRole('tab', { name: /Pending Staff/ }).waitFor();
  });

  it('sign-up waits for approval; the pending user sees the pending notice', async () => {
    const { page } = await e2e.newPage();
    const email = uniqueEmail('new-housekeeper');
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expectAccessible(page);
    await page.getByLabel('Full Name').fill('Hana Housekeeper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('long-enough-password');
    await page.getByLabel('Hotel Name').fill('Seaside Inn');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => page.getByText('Account created! Waiting for admin approval.').count()).toBeGreaterThan(0);
    // The form resets and the screen switches to the sign-in tab.
    await expect.poll(() => page.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await page.getByLabel('Role').inputValue()).toBe('housekeeper');
    await page.getByRole('tab', { name: 'Sign In' }).click();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('long-enough-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText('Your account is awaiting admin approval.').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('an approved user signs in, sets a PIN, logs out and signs in with the PIN', async () => {
    const cookie = await adminCookie(e2e.baseUrl);
    const email = uniqueEmail('manager');
    // Staff need a hotel (issue 13).
    const hotel = await apiCall(e2e.baseUrl, 'POST', '/api/hotels', { name: 'PIN Inn', timezone: 'UTC', rooms: '1' }, cookie);
    const created = await apiCall(
      e2e.baseUrl,
      'POST',
      '/api/auth/register',
      { email, password: 'manager-password', fullName: 'Mia Manager', role: 'manager', hotelId: hotel.json.id },
      cookie,
    );
    expect(created.status).toBe(200);

    const { page } = await e2e.newPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('manager-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    // The manager now has a hotel (issue 13): the heading follows the board's first load.
    await expect.poll(() => page.getByRole('heading', { name: 'Manager Dashboard' }).count(), { timeout: 10_000 }).toBe(1);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    await expectAccessible(page);
    const pinCard = page.getByRole('region', { name: 'Quick PIN Login' });
    await pinCard.getByLabel('Current Password').fill('manager-password');
    await pinCard.getByLabel('New PIN').fill('12a34');
    expect(await pinCard.getByLabel('New PIN').inputValue()).toBe('1234');
    await pinCard.getByLabel('Confirm PIN').fill('1234');
    await pinCard.getByRole('button', { name: 'Set PIN' }).click();
    await expect.poll(() => page.getByText('PIN set successfully').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('✓ PIN is currently active').count()).toBe(1);

    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth');

    await page.getByRole('radio', { name: 'Quick PIN' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('PIN').fill('1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Manager Dashboard' }).count()).toBe(1);
  });

  it('the language toggle turns the screen Spanish and is remembered', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/auth');
    await chooseLanguage(page, 'Español');
    await expect.poll(() => page.getByRole('tab', { name: 'Registrarse' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: 'Registrarse' }).count()).toBe(1);
    await expectAccessible(page);
  });

  it('unknown routes show the not-found page', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/no/such/page');
    await expect.poll(() => page.getByText('Oops! Page not found').count()).toBe(1);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL('**/auth');
  });
});
