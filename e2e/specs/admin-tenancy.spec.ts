import { admin, baseUrl, mailLink, openPage, signIn, snackbarShown, useBrowser } from '../support/portal';

const browser = useBrowser();

/** Only to create the role under test; everything the issue names is done on the admin pages. */
async function createRole(nombre: string, permissions: string[]): Promise<string> {
  const login = await fetch(`${baseUrl()}/api/1.0/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin()) });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${baseUrl()}/api/1.0/admin/roles`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ nombre, permissions }),
  });
  if (!res.ok) throw new Error(`create role: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** What a renewal does every 10 minutes, run now. */
const renewNow = (page: import('playwright-core').Page) =>
  page.evaluate(async () => {
    const shared = await (window as unknown as { System: { import(n: string): Promise<{ renewSession(): Promise<void> }> } }).System.import('@sig/shared');
    await shared.renewSession();
  });

describe('an administrator manages a clerk on the admin pages', () => {
  it('invites, the clerk activates and sees only its role; a removed permission and a disable take effect', async () => {
    const roleName = `Capturista e2e ${Date.now()}`;
    const roleId = await createRole(roleName, ['SigVerReporte', 'SigVerSolicitudes']);
    const email = `capturista-${Date.now()}@demo.mx`;

    const boss = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(boss.page, admin().email, admin().password);
    await boss.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await boss.page.goto('/config/users/all');
    await boss.page.getByRole('button', { name: 'Invitar usuario' }).click();
    const invite = boss.page.getByRole('dialog');
    await invite.getByLabel(/correo electrónico/i).fill(email);
    await invite.getByLabel(/^nombre/i).fill('Carla Capturista');
    await invite.getByRole('checkbox', { name: roleName }).check();
    await invite.getByRole('button', { name: 'Enviar invitación' }).click();
    await boss.page.locator('#sig-main').getByText(email).waitFor();

    const clerk = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    const { page } = clerk;
    await page.goto(await mailLink(email, '/active/'));
    await page.getByLabel(/^nueva contraseña|^contraseña/i).first().fill('Capturista-clave-2026');
    await page.getByLabel(/confirma/i).fill('Capturista-clave-2026');
    await page.getByRole('button', { name: /activar|guardar/i }).click();
    await page.getByText('Activación finalizada').waitFor();
    await signIn(page, email, 'Capturista-clave-2026');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/config/users/all');
    await page.getByText('No tienes acceso a esta página').waitFor();
    await page.goto('/sig/solicitudes');
    const nav = page.locator('#sig-navbar');
    await nav.locator('a[href="/sig/solicitudes"]').waitFor();
    expect(await nav.locator('a[href="/sig/reportes"]').count()).toBe(1);
    expect(await nav.locator('a[href^="/config/"]').count()).toBe(0);

    // The administrator takes SigVerSolicitudes away in the role editor.
    await boss.page.goto(`/config/roles/${roleId}`);
    await boss.page.getByRole('checkbox', { name: /SigVerSolicitudes/ }).uncheck();
    await boss.page.getByRole('button', { name: 'Guardar cambios' }).last().click();
    await snackbarShown(boss.page, 'Rol guardado.');
    // The clerk's open page keeps the old role until the session renews (a reload would renew at once).
    expect(await page.getByText('No tienes acceso a esta página').count()).toBe(0);
    await renewNow(page);
    await page.getByText('No tienes acceso a esta página').waitFor();
    await nav.locator('a[href="/sig/solicitudes"]').waitFor({ state: 'detached' });
    expect(await nav.locator('a[href="/sig/reportes"]').count()).toBe(1);

    // Disabling from the user's page signs the clerk out at the next request.
    await boss.page.goto('/config/users/all');
    await boss.page.locator('#sig-main a', { hasText: 'Carla Capturista' }).click();
    await boss.page.getByRole('button', { name: 'Desactivar' }).click();
    await boss.page.getByRole('alertdialog').getByRole('button', { name: 'Desactivar' }).click();
    await snackbarShown(boss.page, 'Usuario desactivado: su sesión en este cliente se cerró.');
    await renewNow(page);
    await page.waitForURL('**/login');
    await signIn(page, email, 'Capturista-clave-2026');
    await page.getByText(/desactivada/i).first().waitFor();
    expect(boss.errors).toEqual([]);
    await boss.context.close();
    await clerk.context.close();
  });
});
