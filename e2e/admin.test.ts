import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, expectAccessible, skipE2E, uniqueEmail, useE2E, type E2E, chooseLanguage } from './harness';

const ADMIN = { email: 'admin@e2e.test', password: 'admin-password', fullName: 'Alex Admin' };

/** The first admin comes from the bootstrap path; it then signs in through the UI. */
async function signInAsAdmin(e2e: E2E): Promise<Page> {
  await apiCall(e2e.baseUrl, 'POST', '/api/auth/admin-signup', ADMIN);
  return signIn(e2e, ADMIN.email, ADMIN.password);
}

async function signIn(e2e: E2E, email: string, password: string): Promise<Page> {
  const { page } = await e2e.newPage();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  return page;
}

async function adminApiCookie(e2e: E2E) {
  await apiCall(e2e.baseUrl, 'POST', '/api/auth/admin-signup', ADMIN);
  const login = await apiCall(e2e.baseUrl, 'POST', '/api/auth/login', { email: ADMIN.email, password: ADMIN.password });
  return login.cookie!;
}

const toast = (page: Page, text: string) => expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

describe.skipIf(skipE2E)('admin panel in the browser', () => {
  const e2e = useE2E();

  it('a housekeeper signs up, is approved into a new hotel, signs in, and is cut off on deactivation', async () => {
    const email = uniqueEmail('housekeeper');
    const { page: staff } = await e2e.newPage();
    await staff.goto('/auth');
    await staff.getByRole('tab', { name: 'Sign Up' }).click();
    await staff.getByLabel('Full Name').fill('Hana Housekeeper');
    await staff.getByLabel('Email').fill(email);
    await staff.getByLabel('Password').fill('housekeeper-password');
    await staff.getByLabel('Hotel Name').fill('Seaside Inn');
    await staff.getByRole('button', { name: 'Sign Up' }).click();
    await toast(staff, 'Account created! Waiting for admin approval.');

    const admin = await signInAsAdmin(e2e);
    // Pending staff is the default tab.
    await expect.poll(() => admin.getByRole('tab', { name: 'Pending Staff' }).getAttribute('aria-selected')).toBe('true');
    await admin.getByRole('button', { name: 'Approve Hana Housekeeper' }).waitFor();
    await expectAccessible(admin);

    await admin.getByRole('tab', { name: 'Hotels' }).click();
    await admin.getByRole('button', { name: 'Add Hotel' }).click();
    const add = admin.getByRole('dialog', { name: 'Add Hotel' });
    await add.getByRole('button', { name: 'Add Hotel' }).click();
    await expect.poll(() => add.getByText('Hotel name is required').count()).toBe(1);
    expect(await add.getByText('Room list is required').count()).toBe(1);
    expect(await add.getByLabel('Timezone', { exact: true }).inputValue()).toBe('UTC');
    await expectAccessible(admin);
    await add.getByLabel('Hotel Name').fill('Seaside Inn');
    await add.getByLabel('Address').fill('1 Beach Road');
    await add.getByLabel('Timezone', { exact: true }).selectOption('America/New_York');
    await add.getByLabel('Room Numbers').fill('101, 102, 103');
    await add.getByRole('button', { name: 'Add Hotel' }).click();
    await toast(admin, 'Hotel added successfully');
    const hotelRow = admin.getByRole('row', { name: /Seaside Inn/ });
    await expect.poll(() => hotelRow.getByRole('cell').allInnerTexts()).toEqual(['Seaside Inn', '1 Beach Road', 'America/New_York', '0', 'Edit\nChecklists']);
    await expectAccessible(admin);

    await admin.getByRole('tab', { name: 'Pending Staff' }).click();
    await admin.getByRole('button', { name: 'Approve Hana Housekeeper' }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve Staff Member' });
    expect(await approve.getByLabel('Full Name').inputValue()).toBe('Hana Housekeeper');
    expect(await approve.getByLabel('Requested Hotel').inputValue()).toBe('Seaside Inn');
    // Confirming the admin role hides the hotel fields; back to housekeeper shows them.
    await approve.getByLabel('Confirm Role').selectOption('admin');
    expect(await approve.getByLabel('Hotel', { exact: true }).count()).toBe(0);
    expect(await approve.getByLabel('Requested Hotel').count()).toBe(0);
    await approve.getByLabel('Confirm Role').selectOption('housekeeper');
    await approve.getByLabel('Hotel', { exact: true }).selectOption({ label: 'Seaside Inn' });
    await approve.getByLabel('Alias').fill('Hana');
    await expectAccessible(admin);
    await approve.getByRole('button', { name: 'Approve' }).click();
    await toast(admin, 'Staff member approved successfully');
    await expect.poll(() => admin.getByText('No pending approvals').count()).toBe(1);

    await staff.getByLabel('Email').fill(email);
    await staff.getByLabel('Password').fill('housekeeper-password');
    await staff.getByRole('button', { name: 'Sign In' }).click();
    await staff.waitForURL('**/dashboard');

    await admin.getByRole('tab', { name: 'Approved Staff' }).click();
    const staffRow = admin.getByRole('row', { name: /Hana Housekeeper/ });
    await expect.poll(() => staffRow.getByRole('cell').nth(2).innerText()).toBe('Seaside Inn');
    expect(await staffRow.getByRole('cell').nth(1).innerText()).toBe('Hana');
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Deactivate Hana Housekeeper' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await toast(admin, 'Staff member deactivated');
    await admin.getByRole('button', { name: 'Reactivate Hana Housekeeper' }).waitFor();

    // The housekeeper's open session is refused at its next request.
    await staff.reload();
    await staff.waitForURL('**/auth');
  });

  it('Create New User makes a manager who can sign in at once', async () => {
    const cookie = await adminApiCookie(e2e);
    await apiCall(e2e.baseUrl, 'POST', '/api/hotels', { name: 'Mountain Lodge', timezone: 'UTC', rooms: '1, 2' }, cookie);
    const admin = await signIn(e2e, ADMIN.email, ADMIN.password);
    await admin.getByRole('button', { name: 'Create New User' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Create New User' });
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect.poll(() => dialog.getByText('Invalid email address').count()).toBe(1);
    expect(await dialog.getByText('Password must be at least 8 characters').count()).toBe(1);
    expect(await dialog.getByText('Full name is required').count()).toBe(1);
    await expectAccessible(admin);

    const email = uniqueEmail('manager');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('manager-password');
    await dialog.getByLabel('Full Name').fill('Mia Manager');
    await dialog.getByLabel('Role').selectOption('admin');
    expect(await dialog.getByLabel('Hotel', { exact: true }).count()).toBe(0);
    await dialog.getByLabel('Role').selectOption('manager');
    // Staff need a hotel (issue 13): said next to the field, before anything is sent.
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect.poll(() => dialog.getByText('Please select a hotel').count()).toBe(1);
    await dialog.getByLabel('Hotel', { exact: true }).selectOption({ label: 'Mountain Lodge' });
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await toast(admin, 'User created successfully');
    await admin.getByRole('tab', { name: 'Approved Staff' }).click();
    await admin.getByRole('row', { name: /Mia Manager/ }).waitFor();

    const manager = await signIn(e2e, email, 'manager-password');
    expect(new URL(manager.url()).pathname).toBe('/dashboard');
  });

  it('Change role makes an approved housekeeper a manager', async () => {
    const cookie = await adminApiCookie(e2e);
    const hotel = await apiCall(e2e.baseUrl, 'POST', '/api/hotels', { name: 'Lakeside', timezone: 'UTC', rooms: '1' }, cookie);
    const staffMember = { email: uniqueEmail('promoted'), password: 'housekeeper-password', fullName: 'Hugo Housekeeper' };
    const created = await apiCall(e2e.baseUrl, 'POST', '/api/auth/register', { ...staffMember, role: 'housekeeper', hotelId: hotel.json.id }, cookie);
    const admin = await signIn(e2e, ADMIN.email, ADMIN.password);
    await admin.getByRole('tab', { name: 'Approved Staff' }).click();
    await admin.getByRole('button', { name: 'Change role of Hugo Housekeeper' }).waitFor();
    // Never offered for one's own account.
    expect(await admin.getByRole('button', { name: `Change role of ${ADMIN.fullName}` }).count()).toBe(0);
    await admin.getByRole('button', { name: 'Change role of Hugo Housekeeper' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Change Role' });
    await dialog.getByLabel('Role').selectOption('manager');
    // The housekeeper already works in a hotel: none to choose.
    expect(await dialog.getByLabel('Hotel', { exact: true }).count()).toBe(0);
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await toast(admin, 'Role updated successfully');
    await expect.poll(() => admin.getByRole('row', { name: /Hugo Housekeeper/ }).getByRole('cell').nth(3).innerText()).toBe('Manager');
    const role = await apiCall(e2e.baseUrl, 'GET', `/api/roles/user/${String(created.json.id)}`, undefined, cookie);
    expect(role.json).toEqual({ userId: created.json.id, role: 'manager' });
  });

  it('the rooms tab edits a floor and deletes a room after confirmation', async () => {
    const cookie = await adminApiCookie(e2e);
    await apiCall(e2e.baseUrl, 'POST', '/api/hotels', { name: 'Harbour View', timezone: 'UTC', rooms: '10, 9, 100' }, cookie);
    const admin = await signIn(e2e, ADMIN.email, ADMIN.password);
    await admin.getByRole('tab', { name: 'Rooms' }).click();
    await admin.getByRole('button', { name: /Harbour View/ }).click();
    const table = admin.getByRole('table', { name: 'Rooms of Harbour View' });
    // Rooms in numeric order.
    await expect.poll(() => table.getByRole('row').allInnerTexts()).toHaveLength(4);
    expect((await table.locator('tbody tr td:first-child').allInnerTexts()).map((s) => s.trim())).toEqual(['9', '10', '100']);
    await expectAccessible(admin);

    await admin.getByRole('button', { name: 'Edit room 10', exact: true }).click();
    const edit = admin.getByRole('dialog');
    await edit.getByLabel('Floor').fill('one');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect.poll(() => edit.getByText('Floor must be a whole number').count()).toBe(1);
    await edit.getByLabel('Floor').fill('1');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(admin, 'Room updated successfully');
    await expect.poll(() => table.getByRole('row', { name: /^10\b/ }).getByRole('cell').nth(1).innerText()).toBe('1');

    await admin.getByRole('button', { name: 'Delete room 100' }).click();
    const confirm = admin.getByRole('alertdialog');
    await expectAccessible(admin);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await table.getByRole('row', { name: /^100\b/ }).count()).toBe(1);
    await admin.getByRole('button', { name: 'Delete room 100' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(admin, 'Room deleted successfully');
    await expect.poll(() => table.getByRole('row', { name: /^100\b/ }).count()).toBe(0);
  });

  it('speaks Spanish and stays accessible in the dark theme', async () => {
    const admin = await signInAsAdmin(e2e);
    await admin.getByRole('button', { name: 'Dark theme' }).click();
    await chooseLanguage(admin, 'Español');
    await admin.getByRole('tab', { name: 'Personal pendiente' }).waitFor();
    await admin.getByRole('heading', { name: 'Panel de administración' }).waitFor();
    await admin.getByRole('tab', { name: 'Hoteles' }).click();
    await admin.getByRole('button', { name: 'Añadir hotel' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Añadir hotel' }).click();
    await expect.poll(() => admin.getByText('La lista de habitaciones es obligatoria').count()).toBe(1);
    expect(await admin.getByText('El nombre del hotel es obligatorio').count()).toBe(1);
    await expectAccessible(admin);
    await admin.keyboard.press('Escape');
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Crear nuevo usuario' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Crear usuario' }).click();
    await expect.poll(() => admin.getByText('El nombre completo es obligatorio').count()).toBe(1);
    await expectAccessible(admin);
  });

  it('/admin/users opens the staff tabs', async () => {
    const admin = await signInAsAdmin(e2e);
    await admin.goto('/admin/users?tab=approved');
    await expect.poll(() => admin.getByRole('tab', { name: 'Approved Staff' }).getAttribute('aria-selected')).toBe('true');
    await admin.goto('/admin/users');
    await expect.poll(() => admin.getByRole('tab', { name: 'Pending Staff' }).getAttribute('aria-selected')).toBe('true');
  });
});
