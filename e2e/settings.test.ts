import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiCall, skipE2E, uniqueEmail, useE2E } from './harness';

const ADMIN = { email: 'admin@settings.test', password: 'admin-password', fullName: 'Sam Admin' };

/** The message said beside a field (aria-describedby), as a screen reader hears it. */
async function fieldError(field: Locator) {
  const id = await field.getAttribute('aria-describedby');
  return id ? field.page().locator(`[id="${id}"]`).textContent() : null;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Spec §5, §8 and issue 13 on the settings cards: a wrong confirmation or field is said next to
 * the field and in the 'Error' toast, and nothing is sent; a good one changes the account and
 * empties the form; the PIN is set and removed; the changed password is the one that signs in.
 */
describe.skipIf(skipE2E)('settings cards in the browser', () => {
  const e2e = useE2E();
  let admin: Awaited<ReturnType<typeof apiCall>>;
  let hotelId: string;

  beforeAll(async () => {
    if (skipE2E) return;
    await apiCall(e2e.baseUrl, 'POST', '/api/auth/admin-signup', ADMIN);
    admin = await apiCall(e2e.baseUrl, 'POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
    hotelId = String((await apiCall(e2e.baseUrl, 'POST', '/api/hotels', { name: 'Settings Inn', timezone: 'UTC', rooms: '1' }, admin.cookie)).json.id);
  });

  /** A new front-desk user of the hotel, signed in on the settings page. */
  async function deskUserOnSettings(fullName: string) {
    const email = uniqueEmail('frontdesk');
    const user = { email, password: 'desk-password', fullName, role: 'frontdesk', hotelId };
    expect((await apiCall(e2e.baseUrl, 'POST', '/api/auth/register', user, admin.cookie)).status).toBe(200);
    const { page } = await e2e.newPage();
    await signIn(page, email, 'desk-password');
    await page.goto('/settings');
    return { page, email };
  }

  it('changes the password and sets and removes a PIN, each wrong field said beside it', async () => {
    const { page, email } = await deskUserOnSettings('Dana Desk');

    const pinCard = page.getByRole('region', { name: 'Quick PIN Login' });
    await pinCard.getByLabel('Current Password').fill('desk-password');
    await pinCard.getByLabel('New PIN').fill('1234');
    await pinCard.getByLabel('Confirm PIN').fill('12x35');
    expect(await pinCard.getByLabel('Confirm PIN').inputValue()).toBe('1235');
    await pinCard.getByRole('button', { name: 'Set PIN' }).click();
    await expect.poll(() => fieldError(pinCard.getByLabel('Confirm PIN'))).toBe('PINs do not match');
    await expect.poll(() => page.getByText('PINs do not match').count()).toBe(2);
    expect(await pinCard.getByText('✓ PIN is currently active').count()).toBe(0);

    await pinCard.getByLabel('Confirm PIN').fill('1234');
    await pinCard.getByRole('button', { name: 'Set PIN' }).click();
    await expect.poll(() => page.getByText('PIN set successfully').count()).toBeGreaterThan(0);
    await pinCard.getByText('✓ PIN is currently active').waitFor();
    expect(await pinCard.getByLabel('New PIN').inputValue()).toBe('');
    expect(await fieldError(pinCard.getByLabel('Confirm PIN'))).toBeNull();

    // Removing asks for the password too; without it the field says so and the PIN stays.
    await pinCard.getByRole('button', { name: 'Remove PIN' }).click();
    await expect.poll(() => fieldError(pinCard.getByLabel('Current Password'))).toBeTruthy();
    expect(await pinCard.getByText('✓ PIN is currently active').count()).toBe(1);
    await pinCard.getByLabel('Current Password').fill('desk-password');
    await pinCard.getByRole('button', { name: 'Remove PIN' }).click();
    await expect.poll(() => page.getByText('PIN removed successfully').count()).toBeGreaterThan(0);
    await expect.poll(() => pinCard.getByText('✓ PIN is currently active').count()).toBe(0);
    await pinCard.getByRole('button', { name: 'Set PIN' }).waitFor();

    const passwordCard = page.getByRole('region', { name: 'Change Password' });
    await passwordCard.getByLabel('Current Password').fill('desk-password');
    await passwordCard.getByLabel('New Password', { exact: true }).fill('new-desk-password');
    await passwordCard.getByLabel('Confirm New Password').fill('new-desk-passwort');
    await passwordCard.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => fieldError(passwordCard.getByLabel('Confirm New Password'))).toBe('New passwords do not match');
    expect((await apiCall(e2e.baseUrl, 'POST', '/api/auth/login', { email, password: 'desk-password' })).status).toBe(200);

    await passwordCard.getByLabel('Confirm New Password').fill('new-desk-password');
    await passwordCard.getByRole('button', { name: 'Change Password' }).click();
    await expect.poll(() => page.getByText('Password changed successfully').count()).toBeGreaterThan(0);
    expect(await passwordCard.getByLabel('Current Password').inputValue()).toBe('');
    expect((await apiCall(e2e.baseUrl, 'POST', '/api/auth/login', { email, password: 'desk-password' })).status).not.toBe(200);
    expect((await apiCall(e2e.baseUrl, 'POST', '/api/auth/login', { email, password: 'new-desk-password' })).status).toBe(200);
  });

  it('says a wrong profile field beside it and in the toast; a new email needs the current password', async () => {
    const { page, email } = await deskUserOnSettings('Pat Profile');
    const newEmail = uniqueEmail('profile-new');
    const stored = () => e2e.db.selectFrom('users').select(['email', 'full_name']).where('email', 'in', [email, newEmail]).executeTakeFirstOrThrow();
    const card = page.getByRole('region', { name: 'Profile Information' });
    await card.getByLabel('Email').fill(newEmail);
    await card.getByRole('button', { name: 'Update Profile' }).click();
    await expect.poll(() => fieldError(card.getByLabel('Current Password'))).toBe('Enter your current password to change your email');
    await expect.poll(() => page.getByText('Enter your current password to change your email').count()).toBe(2);

    await card.getByLabel('Current Password').fill('desk-password');
    await card.getByLabel('Full Name').fill(' ');
    await card.getByRole('button', { name: 'Update Profile' }).click();
    await expect.poll(() => fieldError(card.getByLabel('Full Name'))).toBeTruthy();
    expect(await fieldError(card.getByLabel('Current Password'))).toBeNull();
    expect(await stored()).toEqual({ email, full_name: 'Pat Profile' });

    await card.getByLabel('Full Name').fill('Pat Renamed');
    await card.getByRole('button', { name: 'Update Profile' }).click();
    await expect.poll(() => page.getByText('Profile updated successfully').count()).toBeGreaterThan(0);
    expect(await stored()).toEqual({ email: newEmail, full_name: 'Pat Renamed' });
    expect(await fieldError(card.getByLabel('Full Name'))).toBeNull();
    await expect.poll(() => card.getByLabel('Current Password').count()).toBe(0);
  });
});
