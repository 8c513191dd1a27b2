import { admin, baseUrl, lastMailTo, linkIn, openPage, signIn, useBrowser } from '../support/portal';

const browser = useBrowser();

/** The administrator's side through the real admin API (the pages come in a later step of issue 6). */
async function adminApi(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const login = await fetch(`${baseUrl()}/api/1.0/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin()),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** What a renewal does every 10 minutes, run now. */
const renewNow = (page: import('playwright-core').Page) =>
  page.evaluate(async () => {
    const shared = await (window as unknown as { System: { import(n: string): Promise<{ renewSession(): Promise<void> }> } }).System.import('@sig/shared');
    await shared.renewSession();
  });

describe('an administrator manages a clerk', () => {
  it('invites, the clerk activates and sees only its role; a removed permission and a disable take effect', async () => {
    const role = (await adminApi('POST', '/api/1.0/admin/roles', { nombre: `Capturista e2e ${Date.now()}`, permissions: ['SigVerReporte', 'SigVerSolicitudes'] })) as { role?: { id: string }; id?: string };
    const roleId = (role.role?.id ?? role.id) as string;
    const email = `capturista-${Date.now()}@demo.mx`;
    const invited = (await adminApi('POST', '/api/1.0/admin/users', { email, displayName: 'Carla Capturista', roleIds: [roleId] })) as { user: { id: string } };

    const { page, context, errors } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await page.goto(linkIn(lastMailTo(email), '/active/'));
    await page.getByLabel(/^nueva contraseña|^contraseña/i).first().fill('Capturista-clave-2026');
    await page.getByLabel(/confirma/i).fill('Capturista-clave-2026');
    await page.getByRole('button', { name: /activar|guardar/i }).click();
    await page.getByText('Activación finalizada').waitFor();
    await signIn(page, email, 'Capturista-clave-2026');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/sig/solicitudes');
    const nav = page.locator('#sig-navbar');
    await nav.locator('a[href="/sig/solicitudes"]').waitFor();
    expect(await nav.locator('a[href="/sig/reportes"]').count()).toBe(1);
    expect(await nav.locator('a[href^="/config/"]').count()).toBe(0);
    await page.goto('/config/users/all');
    await page.getByText('No tienes acceso a esta página').waitFor();

    // The administrator takes SigVerSolicitudes away: the clerk loses it at the next renewal.
    await page.goto('/sig/solicitudes');
    await nav.locator('a[href="/sig/solicitudes"]').waitFor();
    await adminApi('PATCH', `/api/1.0/admin/roles/${roleId}`, { permissions: ['SigVerReporte'] });
    // A page already open keeps the old role until the session renews (a reload would renew at once).
    expect(await page.getByText('No tienes acceso a esta página').count()).toBe(0);
    await renewNow(page);
    await page.getByText('No tienes acceso a esta página').waitFor();
    await nav.locator('a[href="/sig/solicitudes"]').waitFor({ state: 'detached' });
    expect(await nav.locator('a[href="/sig/reportes"]').count()).toBe(1);

    // Disabling signs the clerk out at the next request.
    await adminApi('POST', `/api/1.0/admin/users/${invited.user.id}/disable`);
    await renewNow(page);
    await page.waitForURL('**/login');
    await signIn(page, email, 'Capturista-clave-2026');
    await page.getByText(/desactivada/i).first().waitFor();
    expect(errors.filter((e) => !/401|403/.test(e))).toEqual([]);
    await context.close();
  });
});
