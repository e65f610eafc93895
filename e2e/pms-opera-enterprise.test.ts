import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../src-server/test/test-app';
import { startOperaStandIn } from '../src-server/features/pms/opera/opera.stand-in';
import { expectAccessible, skipE2E, useE2E } from './harness';
import { PASSWORD, sees, seedHousekeepingHotel, shows, signInContext } from './housekeeper-setup';

/**
 * Issue 27 in Chromium: an OPERA Cloud hotel on an OCIM environment. The admin enters the
 * enterprise id beside the property id (only OPERA asks for it), the form refuses one OHIP
 * would refuse, and 'Test connection' signs in with it.
 */
describe.skipIf(skipE2E)('an OPERA connection with its enterprise id', () => {
  const e2e = useE2E({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' } });
  let standIn: Awaited<ReturnType<typeof startOperaStandIn>>;
  let admin: { email: string };

  beforeAll(async () => {
    if (skipE2E) return;
    standIn = await startOperaStandIn(['101', '102'], { enterpriseId: 'ENT123' });
    await seedHousekeepingHotel(e2e.db, 'Ocim Hotel');
    admin = await seedUser(e2e.db, { email: `admin-${Date.now().toString(36)}@e2e.test`, password: PASSWORD, fullName: 'Ada Admin', role: 'admin' });
  });
  afterAll(async () => {
    await standIn?.close();
  });

  it('the admin saves OPERA with an enterprise id, is told when it is malformed, and the connection test signs in with it', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await signInContext(e2e, context, admin.email);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Integrations' }).click();
    const section = page.getByRole('region', { name: 'PMS connection' });
    await section.getByRole('combobox', { name: 'Hotel' }).selectOption({ label: 'Ocim Hotel' });
    const form = section.getByRole('form', { name: 'PMS connection' });
    await expect.poll(() => form.getByLabel('Enterprise ID (OCIM environments only)').count()).toBe(0);
    await form.getByRole('combobox', { name: 'PMS' }).selectOption({ label: 'OPERA Cloud' });
    await form.getByLabel('API address').fill(standIn.url);
    await form.getByLabel('Property ID').fill(standIn.propertyId);
    await form.getByLabel('Client ID').fill(standIn.credentials.clientId);
    await form.getByLabel('Client secret').fill(standIn.credentials.clientSecret);
    await form.getByLabel('Application key').fill(standIn.credentials.appKey);
    const enterprise = form.getByLabel('Enterprise ID (OCIM environments only)');
    await enterprise.fill('ent-1');
    await form.getByRole('button', { name: 'Save connection' }).click();
    await shows(form.getByText('The enterprise ID is 1 to 8 capital letters or digits'));
    await enterprise.fill('ent123');
    await expect.poll(() => enterprise.inputValue()).toBe('ENT123');
    await form.getByRole('button', { name: 'Save connection' }).click();
    await sees(page, 'PMS connection saved');
    await shows(section.getByText(`Connected to OPERA Cloud, property ${standIn.propertyId}.`));
    await expect.poll(() => section.getByLabel('Enterprise ID (OCIM environments only)').inputValue()).toBe('ENT123');
    await expectAccessible(page, 'OPERA connection with an enterprise id');
    await section.getByRole('button', { name: 'Test connection' }).click();
    await sees(page, /^Connected: Read 2 rooms; wrote room \d+'s condition \w+ back unchanged$/);
    expect(standIn.requests.filter((r) => r.path === '/oauth/v1/tokens').at(-1)!.headers.enterpriseid).toBe('ENT123');
  });
});
