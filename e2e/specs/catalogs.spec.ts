import { admin, openPage, signIn, snackbarShown, useBrowser } from '../support/portal';

const browser = useBrowser();

describe('SIG catalogues in the browser', () => {
  it('an administrator lists the seeded dependencias, adds one, is told a same name with other accents exists, and a used one is deactivated', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/sig/dependencias');
    const main = page.locator('#sig-main');
    await main.getByRole('link', { name: 'Dirección de Obras Públicas' }).waitFor();

    const nombre = `Instituto Municipal de la Juventud ${Date.now()}`;
    await main.getByRole('button', { name: 'Nueva dependencia' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nombre/).fill(nombre);
    await dialog.getByLabel(/^Siglas/).fill('IMJ');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await main.getByRole('link', { name: nombre }).waitFor();

    // the same name without accents and in capitals is the same dependencia
    await main.getByRole('button', { name: 'Nueva dependencia' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Nombre/).fill('DIRECCION DE OBRAS PUBLICAS');
    await dialog.getByRole('button', { name: 'Crear' }).click();
    await dialog.getByText('Ya existe un registro con ese nombre en el catálogo.').waitFor();
    await dialog.getByRole('button', { name: /Cancelar/ }).click();

    // Obras Públicas is used by tipos de reporte: deleting it deactivates it
    await main.getByRole('button', { name: 'Eliminar Dirección de Obras Públicas' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await snackbarShown(page, 'Estaba en uso: quedó desactivado.');
    await main.getByRole('link', { name: 'Dirección de Obras Públicas' }).waitFor({ state: 'detached' });
    // shown again among the inactive ones, and switched back on (other specs file reportes with it)
    await main.getByRole('switch', { name: 'Mostrar inactivos' }).check();
    await main.getByRole('button', { name: 'Editar Dirección de Obras Públicas' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('switch', { name: 'Activo' }).check();
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await snackbarShown(page, 'Cambios guardados.');
    await main.getByRole('switch', { name: 'Mostrar inactivos' }).uncheck();
    await main.getByRole('link', { name: 'Dirección de Obras Públicas' }).waitFor();
    // the new one is unused: it really goes
    await main.getByRole('button', { name: `Eliminar ${nombre}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await snackbarShown(page, 'Eliminado.');
    await main.getByRole('link', { name: nombre }).waitFor({ state: 'detached' });
  });
});

describe('zonas drawn on the map', () => {
  it('an administrator draws a zona with clicks, undoes a point, saves it, and sees the outline again when editing', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/sig/zonas');
    const main = page.locator('#sig-main');
    await main.getByRole('button', { name: 'Nueva zona' }).click();
    const dialog = page.getByRole('dialog');
    const nombre = `Zona Lago ${Date.now()}`;
    await dialog.getByLabel(/^Nombre/).fill(nombre);

    const map = dialog.getByRole('application', { name: /^Mapa para dibujar el contorno/ });
    await map.waitFor();
    const box = (await map.boundingBox())!;
    const count = dialog.getByTestId('zona-polygon-count');
    // four clicks, the last one undone: a triangle
    const clicks = [
      [-80, -60],
      [90, -40],
      [10, 80],
      [-120, 70],
    ];
    for (const [dx, dy] of clicks) await map.click({ position: { x: box.width / 2 + dx!, y: box.height / 2 + dy! } });
    await count.filter({ hasText: '4 vértices' }).waitFor();
    await dialog.getByRole('button', { name: 'Deshacer último punto' }).click();
    await count.filter({ hasText: /^3 vértices$/ }).waitFor();
    expect(await dialog.locator('.sig-zona-vertex').count()).toBe(3);

    // the GeoJSON view shows the same closed ring
    await dialog.getByRole('button', { name: 'Editar como GeoJSON' }).click();
    const geojson = JSON.parse(await dialog.getByLabel(/^GeoJSON del contorno/).inputValue()) as { type: string; coordinates: number[][][] };
    expect(geojson.type).toBe('Polygon');
    expect(geojson.coordinates[0]).toHaveLength(4);
    expect(geojson.coordinates[0]![0]).toEqual(geojson.coordinates[0]![3]);

    await dialog.getByRole('button', { name: 'Crear' }).click();
    const row = main.getByRole('row').filter({ hasText: nombre });
    await row.getByText('3 vértices').waitFor();

    // editing shows the saved outline on the map
    await row.getByRole('button', { name: new RegExp(`^Editar ${nombre}`) }).click();
    const edit = page.getByRole('dialog');
    await edit.getByTestId('zona-polygon-count').filter({ hasText: /^3 vértices$/ }).waitFor();
    expect(await edit.locator('.sig-zona-vertex').count()).toBe(3);
  });
});
