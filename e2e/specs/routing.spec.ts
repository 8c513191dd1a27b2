import { openPage, useBrowser } from '../support/portal';

const browser = useBrowser();

describe('redirects and the guard', () => {
  it('sends / to /home and shows the landing page without the staff frame', async () => {
    const { page, errors, context } = await openPage(browser());
    await page.goto('/');
    await page.waitForURL('**/home');
    await page.getByRole('link', { name: /iniciar sesión/i }).first().waitFor();
    expect(await page.locator('#sig-frame').getAttribute('data-layout')).toBe('public');
    expect(await page.locator('#sig-navbar').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends an unknown path to /404', async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/esta/pagina/no/existe');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: /no encontrada/i }).waitFor();
    await context.close();
  });

  it('sends a signed-out visitor of a protected page to /login', async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/config/users');
    await page.waitForURL('**/login');
    await page.getByLabel(/correo/i).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('sig_redirect_after_login'))).toBe('/config/users/all');
    await context.close();
  });

  it('switches every text to Arabic and the page to right-to-left from the language links', async () => {
    const { page, context } = await openPage(browser());
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
    expect(await page.locator('form button[type=submit]').innerText()).not.toMatch(/iniciar/i);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await context.close();
  });
});
