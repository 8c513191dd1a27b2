import { admin, baseUrl, openPage, signIn, snackbarShown, useBrowser } from '../support/portal';

const browser = useBrowser();

type Filed = { service_request_id: string }[];

/** POST requests.json as another civic platform would: form-encoded, with the api_key. */
function file(apiKey: string, serviceCode: string, description: string): Promise<Response> {
  const body = new URLSearchParams({
    api_key: apiKey,
    service_code: serviceCode,
    lat: '19.4326',
    long: '-99.1332',
    address_string: 'Av. Juárez 10',
    description,
    first_name: 'Teresa',
    last_name: 'Quintero',
    email: 'teresa.quintero@correo.mx',
  });
  return fetch(`${baseUrl()}/open311/v2/demo/requests.json`, { method: 'POST', body });
}

describe('Open311 with a key from the cliente settings page', () => {
  it('an administrator creates a key, a platform files a reporte with it, staff see it, the public view hides the person, and a revoked key is refused', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/config/client/edit');
    const main = page.locator('#sig-main');
    await main.getByRole('heading', { name: 'Integraciones Open311' }).waitFor();
    await main.getByText(`${baseUrl()}/open311/v2/demo/discovery.json`).waitFor();

    const nombre = `Plataforma estatal ${Date.now()}`;
    await main.getByLabel(/^Nombre de la nueva clave/).fill(nombre);
    await main.getByRole('button', { name: 'Nueva clave' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Copia la clave ahora: no se volverá a mostrar.').waitFor();
    const apiKey = await dialog.getByLabel('Clave', { exact: true }).inputValue();
    expect(apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Ya la copié' }).click();
    const row = main.getByRole('row').filter({ hasText: nombre });
    await row.getByText(`…${apiKey.slice(-4)}`).waitFor();
    await row.getByText('Nunca').waitFor();
    // the secret is shown once: not in the page any more
    expect(await page.content()).not.toContain(apiKey);

    const services = (await (await fetch(`${baseUrl()}/open311/v2/demo/services.json`)).json()) as { service_code: string; service_name: string }[];
    const bache = services.find((s) => s.service_name === 'Bache')!;
    expect(bache).toBeDefined();
    const description = `Bache reportado desde la plataforma estatal ${Date.now()}`;
    const res = await file(apiKey, bache.service_code, description);
    expect(res.status).toBe(201);
    const [{ service_request_id: folio }] = (await res.json()) as Filed;
    expect(folio).toMatch(/^R-\d{4}-\d{6}$/);

    // staff find it in the list like any other reporte
    await page.goto(`/sig/reportes?q=${folio}`);
    await main.getByRole('link', { name: folio }).waitFor();

    // the public view has the report but not the person
    const publicView = await (await fetch(`${baseUrl()}/open311/v2/demo/requests/${folio}.json`)).text();
    expect(publicView).toContain(description);
    for (const personal of ['Teresa', 'Quintero', 'teresa.quintero@correo.mx']) expect(publicView).not.toContain(personal);

    // revoked on the settings page: the next filing is refused
    await page.goto('/config/client/edit');
    await row.getByText('Activa').waitFor();
    expect(await row.getByText('Nunca').count()).toBe(0);
    await row.getByRole('button', { name: `Revocar la clave «${nombre}»` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revocar' }).click();
    await snackbarShown(page, `Clave «${nombre}» revocada.`);
    await row.getByText('Revocada').waitFor();
    const refused = await file(apiKey, bache.service_code, 'Otro intento');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: number }[])[0]!.code).toBe(403);
  });
});
