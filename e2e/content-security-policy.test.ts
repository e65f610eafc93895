import { describe, expect, it } from 'vitest';
import { expectAccessible, skipE2E, useE2E } from './harness';

describe.skipIf(skipE2E)('the Content-Security-Policy in the browser', () => {
  const e2e = useE2E();

  it('the built app runs under it: the page is served with it and raises no violation', async () => {
    const { page } = await e2e.newPage();
    const response = await page.goto('/auth');
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    // The live check itself: harness.ts fails any test that left a violation behind.
    expect(e2e.takeCspViolations()).toEqual([]);
  });

  it('an inline script is refused and reported, so a clean run means something', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { inlineRan?: boolean }).inlineRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => e2e.takeCspViolations().length).toBeGreaterThan(0);
  });

  it('a remembered dark theme and language apply before the body is parsed (no flash), from a script file', async () => {
    const { page } = await e2e.newPage();
    await page.addInitScript(() => {
      localStorage.setItem('hk-theme', 'dark');
      localStorage.setItem('hk-locale', 'es');
      const seen = new MutationObserver(() => {
        if (!document.body) return;
        const root = document.documentElement;
        (window as unknown as { atBody: unknown }).atBody = { dark: root.classList.contains('dark'), lang: root.lang };
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/auth');
    expect(await page.evaluate(() => (window as unknown as { atBody: unknown }).atBody)).toEqual({ dark: true, lang: 'es' });
  });
});
