import { admin, openPage, postJson, serverCli, signIn, useBrowser } from '../support/portal';

const browser = useBrowser();

/* The citizen registry (issue 23) in the browser, on the demo cliente's sample registry of 240 people. */

describe('the citizen registry', () => {
  it('a clerk enrols a filtered search in a programme, sees it on the map and opens a person with their programmes', async () => {
    const { access_token: token } = (await postJson('/api/1.0/auth/login', admin())) as { access_token: string };
    const nombre = `Apoyo invernal ${Date.now()}`;
    const programa = (await postJson('/api/1.0/midb/programas', { nombre, descripcion: 'Cobijas para adultos mayores' }, token)) as { id: string };

    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/sig/midb?edadMin=65&sexo=M');
    const main = page.locator('#sig-main');
    const subtitle = main.getByText(/^\d+ habitantes$/);
    await subtitle.waitFor();
    const found = Number((await subtitle.textContent())!.split(' ')[0]);
    expect(found).toBeGreaterThan(0);
    // the filters came from the address and show in the form
    expect(await main.getByLabel('Sexo').inputValue()).toBe('M');

    await main.getByRole('button', { name: 'Inscribir en programa' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Programa/).selectOption({ label: nombre });
    await dialog.getByRole('button', { name: `Inscribir a ${found} personas` }).click();
    await dialog.getByText(`Inscritos ahora: ${found}. Ya estaban inscritos: 0.`).waitFor();
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    // the programme's page counts them
    await page.goto(`/sig/midboff/${programa.id}`);
    await main.getByText(`Programa · ${found} personas inscritas`).waitFor();

    // the same search on the map
    await page.goto('/sig/midb?edadMin=65&sexo=M');
    await main.getByRole('link', { name: 'Ver en el mapa' }).click();
    await page.waitForURL((u) => u.pathname === '/sig/mapa/midb' && u.searchParams.get('sexo') === 'M' && u.searchParams.get('edadMin') === '65');
    await main.getByText(`${found} habitantes con los filtros elegidos`).waitFor();

    // a person of the search, with the new programme among theirs
    await page.goto('/sig/midb?edadMin=65&sexo=M');
    await main.getByRole('table').getByRole('link').first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/sig/midbciudadano/ver/'));
    await main.getByRole('heading', { name: 'Datos personales' }).waitFor();
    await main.getByRole('link', { name: nombre }).waitFor();
    await context.close();
  });

  it('a user without SigMidb has no registry in the menu and no access to its pages', async () => {
    serverCli(['create-user', '--email', 'atencion.midb@demo.sig', '--password', 'Atencion-clave-2026', '--role', 'Atención ciudadana', '--name', 'Ana Atención']);
    const { page, context } = await openPage(browser());
    await signIn(page, 'atencion.midb@demo.sig', 'Atencion-clave-2026');
    const navbar = page.getByTestId('navbar');
    await navbar.getByRole('link', { name: 'Reportes', exact: true }).waitFor();
    expect(await navbar.getByRole('link', { name: 'Padrón', exact: true }).count()).toBe(0);
    await page.goto('/sig/midb');
    await page.getByTestId('no-access').getByText('No tienes acceso a esta página').waitFor();
    await context.close();
  });
});
