import { admin, openPage, serverCli, signIn, useBrowser } from '../support/portal';

const browser = useBrowser();

describe('parcels', () => {
  it('loads exactly one copy of React and of Fluent for every parcel on the page', async () => {
    const { page, requests, context } = await openPage(browser());
    await signIn(page, admin().email, admin().password);
    await page.getByTestId('navbar').getByRole('link').first().waitFor();
    await page.getByTestId('toolbar').getByText('Bienvenido(a)').waitFor();
    const count = (re: RegExp) => requests.filter((u) => re.test(new URL(u).pathname)).length;
    expect(count(/\/vendor\/react\.[0-9a-f]+\.js$/)).toBe(1);
    expect(count(/\/vendor\/react-dom-client\.[0-9a-f]+\.js$/)).toBe(1);
    expect(count(/\/vendor\/fluentui-react-components\.[0-9a-f]+\.js$/)).toBe(1);
    // Three parcels mounted (auth before sign-in, navbar and toolbar after) from that one copy.
    expect(count(/\/sig\/(auth|navbar|toolbar)\/sig-/)).toBe(3);
    const registry = await page.evaluate(() => {
      const sys = (window as unknown as { System: { entries(): Iterable<[string, unknown]> } }).System;
      return [...sys.entries()].map(([id]) => id);
    });
    expect(registry.filter((id) => /react-dom-client/.test(id))).toHaveLength(1);
    expect(registry.filter((id) => /\/vendor\/react\./.test(id))).toHaveLength(1);
    await context.close();
  });

  it('shows an error panel with a retry button when a parcel fails to load, and the rest keeps working', async () => {
    const { page, context } = await openPage(browser());
    await page.route('**/sig/auth/**', (route) => route.abort('connectionrefused'));
    await page.goto('/login');
    const panel = page.getByTestId('parcel-error');
    await panel.getByText('Esta sección no se pudo cargar').waitFor();
    await page.unroute('**/sig/auth/**');
    await panel.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByLabel(/correo/i).waitFor();
    expect(await page.getByTestId('parcel-error').count()).toBe(0);
    await context.close();
  });

  it('shows "no tienes acceso" to a signed-in user without the permission, and a menu without that page', async () => {
    serverCli(['create-user', '--email', 'consulta@demo.sig', '--password', 'Consulta-clave-2026', '--role', 'Consulta', '--name', 'Carlos Consulta']);
    const { page, context } = await openPage(browser());
    await signIn(page, 'consulta@demo.sig', 'Consulta-clave-2026');
    const navbar = page.getByTestId('navbar');
    await navbar.getByRole('link', { name: 'Reportes', exact: true }).waitFor();
    expect(await navbar.getByRole('link', { name: 'Usuarios' }).count()).toBe(0);
    await page.goto('/config/users/all');
    await page.getByTestId('no-access').getByText('No tienes acceso a esta página').waitFor();
    await context.close();
  });
});
