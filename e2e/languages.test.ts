import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, expectAccessible, skipE2E, useE2E } from './harness';
import { DESKTOP, PHONE, pageIn, seedHousekeepingHotel, shows, signInContext, type HousekeepingHotel } from './housekeeper-setup';
import { textIn } from './locale-texts';

/** Issue 22: the browser's language first, then the user's saved choice on every device; a language menu. */
describe.skipIf(skipE2E)('languages', () => {
  const e2e = useE2E();
  let hotel: HousekeepingHotel;

  beforeAll(async () => {
    if (skipE2E) return;
    hotel = await seedHousekeepingHotel(e2e.db, 'Casa Lenguas');
  });

  it('the sign-in screen follows a Spanish browser (es-MX, best match es), left to right', async () => {
    const { page } = await e2e.newPage({ locale: 'es-MX' });
    await page.goto('/auth');
    await shows(page.getByRole('tab', { name: 'Registrarse' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    await expectAccessible(page, 'sign-in in Spanish from the browser');
  });

  it('a browser language the app does not speak falls back to English', async () => {
    const { page } = await e2e.newPage({ locale: 'ja-JP' });
    await page.goto('/auth');
    await shows(page.getByRole('tab', { name: 'Sign Up' }));
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });

  it('the language menu names each language in itself; a choice signed in follows the user to another device', async () => {
    const phone = await e2e.newPage(PHONE);
    await signInContext(e2e, phone.context, hotel.housekeeper.email);
    await phone.page.goto('/dashboard');
    await shows(phone.page.getByRole('heading', { name: 'My Assigned Rooms' }));

    await phone.page.getByRole('button', { name: /^Switch language: EN, English$/ }).click();
    await shows(phone.page.getByRole('menuitemradio', { name: 'English', checked: true }));
    await shows(phone.page.getByRole('menuitemradio', { name: 'Español', checked: false }));
    expect(await phone.page.getByRole('menuitemradio', { name: 'Español' }).getAttribute('lang')).toBe('es');
    await phone.page.keyboard.press('Escape');

    await chooseLanguage(phone.page, 'Español');
    await shows(phone.page.getByRole('heading', { name: 'Mis habitaciones asignadas' }));
    await expect.poll(async () => (await e2e.db.selectFrom('users').select('language').where('id', '=', hotel.housekeeper.id).executeTakeFirstOrThrow()).language).toBe('es');

    // Another device, a laptop with an English browser and nothing remembered: the saved choice
    // wins. (On a wide screen 'My Assigned Rooms' is a count's label, not the list's heading.)
    const laptop = await e2e.newPage({ locale: 'en-US' });
    await signInContext(e2e, laptop.context, hotel.housekeeper.email);
    await laptop.page.goto('/dashboard');
    await shows(laptop.page.getByText('Mis habitaciones asignadas', { exact: true }));
    expect(await laptop.page.locator('html').getAttribute('lang')).toBe('es');

    // Back to English there: saved again.
    await chooseLanguage(laptop.page, 'English');
    await shows(laptop.page.getByText('My Assigned Rooms', { exact: true }));
    await expect.poll(async () => (await e2e.db.selectFrom('users').select('language').where('id', '=', hotel.housekeeper.id).executeTakeFirstOrThrow()).language).toBe('en');
  });

  // Issue 29: 'ZH-HANS' read as a code, not a language; the installed app was 'Housekeeping' for everyone.
  for (const [size, options] of [['390 px', PHONE], ['1280 px', DESKTOP]] as const) {
    it(`in Chinese the language button reads ZH and the app installs under its Chinese name, ${size}`, async () => {
      const page = await pageIn(e2e, options, 'zh-Hans', hotel.housekeeper.email);
      await page.goto('/dashboard');
      const button = page.getByRole('button', { name: new RegExp(`^${textIn('zh-Hans', 'Switch language')}: ZH, `) });
      await shows(button);
      expect((await button.innerText()).replace('▾', '').trim()).toBe('ZH');

      const manifest = page.locator('link[rel="manifest"]');
      await expect.poll(() => manifest.getAttribute('href')).toBe('/manifest-zh-Hans.webmanifest');
      const installed = await (await fetch(`${e2e.baseUrl}/manifest-zh-Hans.webmanifest`)).json();
      expect(installed).toMatchObject({ name: textIn('zh-Hans', 'Housekeeping'), lang: 'zh-Hans', start_url: '/dashboard' });
      expect(installed.name).not.toBe('Housekeeping');

      // Back to English: the English manifest, its name kept.
      await button.click();
      await page.getByRole('menuitemradio', { name: 'English' }).click();
      await expect.poll(() => manifest.getAttribute('href')).toBe('/manifest.webmanifest');
      expect((await (await fetch(`${e2e.baseUrl}/manifest.webmanifest`)).json()).name).toBe('Housekeeping');
    });
  }
});
