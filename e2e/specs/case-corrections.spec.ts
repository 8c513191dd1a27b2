import type { Page } from 'playwright-core';

import { admin, openPage, signIn, staffApi, useBrowser } from '../support/portal';

/*
 * Issue 21, items 1 and 2 in Chromium: staff correct a reporte's tipo and place (history, new due date,
 * colonia and zona derived again), and a citizen's reporte gets the zona its point lies in, so the zona
 * filter finds it. The demo catalogues lay 8 rectangular zonas around the demo map centre (19.4326, -99.1332).
 */
const browser = useBrowser();
const stamp = Date.now();
const DAY = 24 * 3600 * 1000;
/** In Zona Centro Sur, nearest to the centroid of colonia Moderna. */
const NEAR_MODERNA = { lat: 19.4255, lng: -99.141 };
/** In Zona Centro, nearest to the centroid of colonia Centro. */
const NEAR_CENTRO = { lat: 19.4405, lng: -99.156 };

interface Place {
  id: string;
  folio: string;
  dueAt: string;
  createdAt: string;
  ubicacion: { lat: number; lng: number } | null;
  colonia: { id: string; nombre: string } | null;
  zona: { id: string; nombre: string } | null;
  tipo: { nombre: string };
}


/** Waits until a snackbar whose text matches has been shown. */
async function snackbarMatching(page: Page, pattern: RegExp): Promise<string> {
  const handle = await page.waitForFunction(
    (source) => (window as unknown as { __sigSnackbars?: string[] }).__sigSnackbars?.find((m) => new RegExp(source).test(m)),
    pattern.source,
    { timeout: 15000 },
  );
  return (await handle.jsonValue()) as string;
}

describe('correcting a case and finding it by its zona', () => {
  let staff: Page;
  let token = '';

  beforeAll(async () => {
    staff = (await openPage(browser(), { viewport: { width: 1440, height: 1000 } })).page;
    await signIn(staff, admin().email, admin().password);
    await staff.waitForURL((u) => !u.pathname.startsWith('/login'));
    token = (await staff.evaluate(() => localStorage.getItem('jwt_access_token')))!;
  });

  it('staff correct the tipo and the location: history in words, the new due date, colonia and zona derived again', async () => {
    const tipos = await staffApi<{ items: { id: string; nombre: string }[] }>(token, 'GET', '/api/1.0/gettiporeporte');
    const bache = tipos.items.find((x) => x.nombre === 'Bache')!;
    const filed = await staffApi<Place>(token, 'POST', '/api/1.0/sig/reporte', { tipoId: bache.id, descripcion: `Bache en la esquina ${stamp}`, ubicacion: NEAR_MODERNA, direccion: 'Calle Sur 4' });
    expect([filed.colonia?.nombre, filed.zona?.nombre]).toEqual(['Moderna', 'Zona Centro Sur']);

    await staff.goto(`/sig/reporte/${filed.id}`);
    const main = staff.locator('#sig-main');
    await main.getByText('Moderna · Zona Centro Sur').waitFor();
    await main.getByRole('button', { name: 'Corregir datos' }).click();
    const dialog = staff.getByRole('dialog', { name: 'Corregir datos del caso' });
    const tipo = dialog.getByLabel(/^Tipo/);
    await tipo.locator('option', { hasText: 'Fuga de agua' }).waitFor({ state: 'attached' });
    await tipo.selectOption({ label: 'Fuga de agua' });
    await dialog.getByText('El vencimiento se recalculará: 2 días desde el registro.').waitFor();
    await dialog.getByLabel(/^Latitud/).fill(String(NEAR_CENTRO.lat));
    await dialog.getByLabel(/^Longitud/).fill(String(NEAR_CENTRO.lng));
    await dialog.getByLabel(/^Comentario/).fill('El vecino aclaró que es una fuga, dos cuadras al norte');
    await dialog.getByRole('button', { name: 'Guardar corrección' }).click();

    await snackbarMatching(staff, /^Datos corregidos\. Con el nuevo tipo, el caso vence el .+/);
    await dialog.waitFor({ state: 'detached' });
    await main.getByText('Centro · Zona Centro').waitFor();
    const history = main.getByRole('list', { name: 'Historial del caso' });
    await history.getByText('corrigió el tipo y se recalculó el vencimiento').waitFor();
    await history.getByText('movió la ubicación').waitFor();
    await history.getByText('cambió la colonia o la zona según la ubicación').waitFor();
    await history.getByText('«El vecino aclaró que es una fuga, dos cuadras al norte»').waitFor();
    await main.getByText('Fuga de agua', { exact: true }).first().waitFor();

    const now = await staffApi<Place>(token, 'GET', `/api/1.0/getreporte/${filed.id}`);
    expect(now).toMatchObject({ tipo: { nombre: 'Fuga de agua' }, ubicacion: NEAR_CENTRO, colonia: { nombre: 'Centro' }, zona: { nombre: 'Zona Centro' } });
    expect(Date.parse(now.dueAt) - Date.parse(now.createdAt)).toBe(2 * DAY);
    // the history's "Vence" line shows the old and the new due date in words, not as raw instants
    const tipoEvent = history.getByRole('listitem').filter({ hasText: 'corrigió el tipo' }).first();
    expect(await tipoEvent.innerText()).not.toContain(now.dueAt);
    expect(await tipoEvent.innerText()).toMatch(/Vence:/);
  });

  it('a citizen files a reporte on the map; it lands in the zona whose polygon holds it, and the zona filter finds it', async () => {
    const { page } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.route(/tile\.openstreetmap\.org/, (r) => r.abort());
    await page.goto('/act/s/demo');
    await page.getByRole('link', { name: /Reportar un problema/ }).click();
    await page.getByRole('button', { name: 'Continuar sin registrarme' }).or(page.getByRole('link', { name: 'Continuar sin registrarme' })).click();
    await page.getByRole('link', { name: /^Alumbrado público/ }).click();
    await page.getByLabel(/^¿Qué pasa\?/).fill(`Luminaria apagada junto al kiosco ${stamp}`);
    const map = page.getByRole('application', { name: /Mapa: toca donde está el problema/ });
    const box = (await map.boundingBox())!;
    // north-east of the centre: well inside one zona, away from the grid's lines
    await map.click({ position: { x: box.width / 2 + 30, y: box.height / 2 - 20 } });
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByRole('heading', { name: 'Recibimos tu reporte' }).waitFor();
    const folio = (await page.getByText(/^R-\d{4}-\d{6}$/).first().innerText()).trim();
    await page.context().close();

    const found = await staffApi<{ items: Place[] }>(token, 'GET', `/api/1.0/sig/getreportes?q=${folio}`);
    const filed = found.items.find((c) => c.folio === folio)!;
    expect(filed.zona).not.toBeNull();
    // the point lies inside the zona's rectangle
    const zona = await staffApi<{ poligono: { coordinates: number[][][] } }>(token, 'GET', `/api/1.0/sig/catalogos/zonas/${filed.zona!.id}`);
    const ring = zona.poligono.coordinates[0]!;
    const [lngs, lats] = [ring.map((p) => p[0]!), ring.map((p) => p[1]!)];
    expect(filed.ubicacion!.lng).toBeGreaterThan(Math.min(...lngs));
    expect(filed.ubicacion!.lng).toBeLessThan(Math.max(...lngs));
    expect(filed.ubicacion!.lat).toBeGreaterThan(Math.min(...lats));
    expect(filed.ubicacion!.lat).toBeLessThan(Math.max(...lats));

    await staff.goto('/sig/reportes');
    const main = staff.locator('#sig-main');
    const zonaFilter = main.getByRole('group', { name: 'Filtros' }).getByLabel('Zona', { exact: true });
    await zonaFilter.locator('option', { hasText: filed.zona!.nombre }).waitFor({ state: 'attached' });
    await zonaFilter.selectOption({ label: filed.zona!.nombre });
    await staff.waitForURL((u) => u.searchParams.get('zonaId') === filed.zona!.id);
    await main.getByRole('link', { name: folio }).waitFor();
  });
});
