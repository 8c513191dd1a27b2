import { admin, openPage, signIn, snackbarShown, useBrowser } from '../support/portal';

const browser = useBrowser();

describe('signing in and out', () => {
  it('shows the server message in a snackbar for a wrong password, and takes it down when the next try works', async () => {
    const { page, context } = await openPage(browser());
    await signIn(page, admin().email, 'not-the-password');
    await snackbarShown(page, 'Correo o contraseña incorrectos.');
    expect(new URL(page.url()).pathname).toBe('/login');
    // the right password at once, on the same page: the error (shown 5 s) must not follow into the portal
    await page.getByLabel(/contraseña/i).fill(admin().password);
    await page.getByRole('button', { name: /iniciar sesión|ingresar|entrar/i }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.getByTestId('navbar').waitFor();
    expect(await page.locator('[data-testid="snackbars"] [data-variant="error"]').count()).toBe(0);
    await context.close();
  });

  it('a cold /login in Arabic (chosen on an earlier visit) is Arabic and right to left from the first paint', async () => {
    const { page, context } = await openPage(browser(), { lang: 'ar' });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    // every frame's direction, not only the document's: the parcel's FluentProvider sets its own
    const dirs = await page.evaluate(() => [document.documentElement.dir, ...[...document.querySelectorAll('.fui-FluentProvider')].map((e) => e.getAttribute('dir'))]);
    expect(dirs.length).toBeGreaterThan(1);
    expect(dirs.filter((d) => d !== 'rtl')).toEqual([]);
    await context.close();
  });

  it('returns to the remembered page after sign-in and shows the menu the server allows', async () => {
    const { page, context, errors } = await openPage(browser());
    await page.goto('/sig/reportes');
    await page.waitForURL('**/login');
    await signIn(page, admin().email, admin().password);
    await page.waitForURL('**/sig/reportes');
    await page.getByTestId('navbar').getByRole('link', { name: 'Reportes', exact: true }).waitFor();
    await page.getByTestId('toolbar').getByText('Bienvenido(a)').waitFor();
    expect(await page.locator('#sig-frame').getAttribute('data-layout')).toBe('staff');
    expect(errors.filter((e) => !/not in the import map|status of 40[14]/.test(e))).toEqual([]);
    await context.close();
  });

  it('signs out through the user menu and lands on /home', async () => {
    const { page, context } = await openPage(browser());
    await signIn(page, admin().email, admin().password);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Desconectar' }).click();
    await page.waitForURL('**/home');
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
    await page.goto('/sig/reportes');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('logs out automatically on a 401 (Invalid access_token)', async () => {
    const { page, context } = await openPage(browser());
    await signIn(page, admin().email, admin().password);
    await page.getByTestId('navbar').waitFor();
    // Swap the token on a same-origin page without the portal: a request of the signed-in page still
    // running would meet the forged token, log out there and take the snackbar with it.
    await page.goto('/importmap.json');
    // A token with a valid expiry but a forged signature: the server answers 401.
    await page.evaluate(() => {
      const t = localStorage.getItem('jwt_access_token') as string;
      const [h, p] = t.split('.');
      localStorage.setItem('jwt_access_token', `${h}.${p}.forged-signature`);
    });
    await page.goto('/sig/reportes');
    await page.waitForURL('**/login');
    await snackbarShown(page, 'Invalid access_token');
    expect(await page.evaluate(() => localStorage.getItem('jwt_access_token'))).toBeNull();
    await context.close();
  });

  it('logs out an expired token with "access_token expired"', async () => {
    const { page, context } = await openPage(browser());
    // A same-origin page without the portal, so nothing but the next page reads the token set here.
    await page.goto('/importmap.json');
    await page.evaluate(() => {
      const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      localStorage.setItem('jwt_access_token', `${b64({ alg: 'HS256' })}.${b64({ sub: 'x', exp: 1000 })}.sig`);
    });
    await page.goto('/sig/reportes');
    await page.waitForURL('**/login');
    await snackbarShown(page, 'access_token expired');
    await context.close();
  });

  it('on a phone the menu is a drawer that closes when an item is chosen', async () => {
    const { page, context } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await signIn(page, admin().email, admin().password);
    const toggle = page.getByTestId('toolbar').getByRole('button', { name: 'Abrir o cerrar el menú' });
    await toggle.waitFor();
    const link = page.getByTestId('navbar').getByRole('link', { name: 'Solicitudes', exact: true });
    // the sign-in's own redirect closes the drawer (a route change closes it on a phone): open it once the start page is there
    await page.waitForURL((u) => !/^\/(login|loading)\b/.test(u.pathname));
    await page.getByTestId('user-menu').waitFor();
    expect(await link.isVisible()).toBe(false);
    await toggle.click();
    await page.waitForFunction(() => document.getElementById('sig-frame')?.dataset.navOpen === 'true');
    await link.waitFor({ state: 'visible' });
    await link.click();
    await page.waitForURL('**/sig/solicitudes');
    await page.waitForFunction(() => document.getElementById('sig-frame')?.dataset.navOpen === 'false');
    await context.close();
  });
});
