import { readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';

import { openPage, serverCli, signIn, snackbarShown, useBrowser } from '../support/portal';

const browser = useBrowser();
const PASSWORD = 'Casos-clave-2026!';
const stamp = Date.now();
const clerk = { email: `clerk-${stamp}@demo.mx`, name: `Clara Atención ${stamp}` };
const viewer = { email: `consulta-${stamp}@demo.mx`, name: `Carlos Consulta ${stamp}` };
const colleague = { email: `obras-${stamp}@demo.mx`, name: `Olga Obras ${stamp}` };

async function staffPage(email: string, path: string): Promise<Page> {
  const { page } = await openPage(browser(), { viewport: { width: 1440, height: 1000 } });
  await signIn(page, email, PASSWORD);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(path);
  return page;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label, with or without the required mark. */
const fieldLabel = (text: string) => new RegExp(`^${escapeRe(text)}\\s*\\*?$`);

/** Picks an option of the labelled native select by its visible text, once the options have loaded. */
async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  const select = page.locator('#sig-main').getByLabel(typeof label === 'string' ? fieldLabel(label) : label);
  const matches = (o: string) => (typeof option === 'string' ? o.trim() === option : option.test(o));
  let options: string[] = [];
  for (const end = Date.now() + 15_000; Date.now() < end; await page.waitForTimeout(100)) {
    options = await select.locator('option').allTextContents();
    if (options.some(matches)) break;
  }
  const text = options.find(matches);
  if (!text) throw new Error(`no option ${String(option)} in ${String(label)}: ${options.join(' | ')}`);
  await select.selectOption({ label: text });
}

describe('reportes from intake to closure in the browser', () => {
  beforeAll(() => {
    serverCli(['create-user', '--email', clerk.email, '--password', PASSWORD, '--role', 'Atención ciudadana', '--name', clerk.name]);
    serverCli(['create-user', '--email', viewer.email, '--password', PASSWORD, '--role', 'Consulta', '--name', viewer.name]);
    serverCli(['create-user', '--email', colleague.email, '--password', PASSWORD, '--role', 'Atención ciudadana', '--name', colleague.name]);
  });

  let folio = '';
  let detailPath = '';
  const descripcion = `Bache profundo frente a la escuela primaria ${stamp}`;

  it('a clerk files a reporte with a location, assigns it, moves it to a final estatus, adds notes and sees the timeline', async () => {
    const page = await staffPage(clerk.email, '/sig/reportes');
    const main = page.locator('#sig-main');
    await main.getByRole('button', { name: 'Nuevo reporte' }).click();
    await page.waitForURL(/nuevo=1/);

    // nothing is sent while required fields are empty
    await main.getByRole('button', { name: 'Registrar reporte' }).click();
    await main.getByText('Este campo es obligatorio.').first().waitFor();

    await choose(page, 'Tipo', 'Bache');
    await main.getByText(/Se atiende en 10 días · Dependencia: Dirección de Obras Públicas/).waitFor();
    await main.getByLabel(fieldLabel('Descripción')).fill(descripcion);
    await choose(page, 'Colonia', 'Reforma');
    await main.getByText('La ubicación tomó el centro de la colonia.').waitFor();
    // a click on the map moves the point from the colonia's centre to the exact place
    const latitud = main.getByLabel(fieldLabel('Latitud'));
    const centre = await latitud.inputValue();
    const map = main.getByRole('application', { name: /^Mapa para marcar la ubicación/ });
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 - 60 } });
    await page.waitForFunction(([el, before]) => (el as HTMLInputElement).value !== before && (el as HTMLInputElement).value !== '', [await latitud.elementHandle(), centre] as const);
    // the clicked place, not the colonia's centre, and still within the municipality
    const picked = Number(await latitud.inputValue());
    expect(Math.abs(picked - Number(centre))).toBeLessThan(0.2);
    expect(picked).not.toBe(Number(centre));
    await main.getByLabel(fieldLabel('Dirección')).fill('Calle Hidalgo 12');
    await choose(page, 'Origen', 'Teléfono');
    await main.getByLabel(fieldLabel('Nombre')).fill('Rosa Martínez Pérez');
    await main.getByRole('button', { name: 'Registrar reporte' }).click();

    await page.waitForURL(/\/sig\/reporte\//);
    detailPath = new URL(page.url()).pathname;
    const heading = main.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: /^R-\d{4}-\d{6}$/ }).waitFor();
    folio = (await heading.textContent())!.trim();
    await snackbarShown(page, `Reporte ${folio} registrado.`);
    await main.getByText(descripcion).waitFor();

    // assign to the clerk: dependencia → módulo → user
    const assign = main.getByRole('form', { name: 'Asignación' });
    await choose(page, 'Dependencia', 'Dirección de Obras Públicas');
    await choose(page, 'Asignado a', clerk.name);
    await assign.getByRole('button', { name: 'Guardar asignación' }).click();
    await snackbarShown(page, 'Asignación guardada.');

    // Recibido → Asignado → En proceso → Atendido, only along the allowed transitions
    for (const next of ['Asignado', 'En proceso', 'Atendido (cierra el caso)']) {
      await choose(page, 'Nuevo estatus', next);
      if (next.endsWith('(cierra el caso)')) {
        // a final estatus asks for the public answer the citizen will read (issue 24)
        await main.getByRole('button', { name: 'Cambiar estatus' }).click();
        await main.getByText('Este campo es obligatorio.').first().waitFor();
        await main.getByLabel(fieldLabel('Respuesta al ciudadano')).fill('Se reparó la fuga y se repuso el pavimento.');
      }
      await main.getByRole('button', { name: 'Cambiar estatus' }).click();
      await snackbarShown(page, 'Estatus cambiado.');
      await main.getByText(next.replace(' (cierra el caso)', ''), { exact: true }).first().waitFor();
    }
    // closed: only reopening is offered
    await main.getByText('El caso está cerrado. Para cambiarlo, reábrelo explicando el motivo.').waitFor();
    expect(await main.getByRole('button', { name: 'Cambiar estatus' }).count()).toBe(0);

    // one public and one internal note
    await main.getByLabel(fieldLabel('Nota')).fill('Cuadrilla programada para el lunes.');
    await main.getByRole('switch', { name: 'Nota pública' }).check();
    await main.getByRole('button', { name: 'Agregar nota' }).click();
    await snackbarShown(page, 'Nota pública agregada.');
    await main.getByLabel(fieldLabel('Nota')).fill('Revisar con el supervisor de zona.');
    await main.getByRole('button', { name: 'Agregar nota' }).click();
    await snackbarShown(page, 'Nota interna agregada.');
    const notes = main.getByRole('list', { name: 'Notas, la más reciente primero' });
    await notes.getByRole('listitem').filter({ hasText: 'Cuadrilla programada' }).getByText('Pública').waitFor();
    await notes.getByRole('listitem').filter({ hasText: 'Revisar con el supervisor' }).getByText('Interna').waitFor();

    // the timeline tells the whole story, newest first
    const timeline = main.getByRole('list', { name: 'Historial del caso' });
    const entries = await timeline.getByRole('listitem').allTextContents();
    const order = ['agregó una nota interna', 'agregó una nota pública', 'cambió el estatus', 'cambió la asignación', 'registró el caso'];
    const positions = order.map((text) => entries.findIndex((e) => e.includes(text)));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(entries.some((e) => e.includes('En proceso') && e.includes('Atendido'))).toBe(true);
    expect(entries.filter((e) => e.includes('cambió el estatus'))).toHaveLength(3);
  });

  it('a user without SigEditarReporte sees the detail and its timeline but no actions or note form', async () => {
    expect(detailPath).not.toBe('');
    const page = await staffPage(viewer.email, detailPath);
    const main = page.locator('#sig-main');
    await main.getByRole('heading', { name: folio }).waitFor();
    await main.getByText(descripcion).waitFor();
    await main.getByRole('list', { name: 'Historial del caso' }).getByText('registró el caso').waitFor();
    for (const name of ['Cambiar estatus', 'Guardar asignación', 'Agregar nota', 'Reabrir']) {
      expect(await main.getByRole('button', { name }).count()).toBe(0);
    }
    await page.goto('/sig/reportes');
    await main.getByRole('link', { name: folio }).waitFor();
    expect(await main.getByRole('button', { name: 'Nuevo reporte' }).count()).toBe(0);
  });

  it('filters kept in the URL narrow the list, and the CSV export holds exactly the filtered rows', async () => {
    const page = await staffPage(clerk.email, '/sig/reportes');
    const main = page.locator('#sig-main');
    await main.getByRole('link', { name: /^R-\d{4}-\d{6}$/ }).first().waitFor();

    await choose(page, 'Tipo', 'Bache');
    await choose(page, 'Colonia', 'Reforma');
    await page.waitForURL((u) => u.searchParams.has('tipoId') && u.searchParams.has('coloniaId'));
    await main.getByRole('link', { name: folio }).waitFor();
    // the folio is in the tipo-only list too: wait until the narrower answer has replaced it
    await page.waitForFunction(() => {
      const box = document.querySelector('#sig-main [data-scroll-x]');
      const rows = Array.from(box?.querySelectorAll('tbody tr') ?? []);
      return box?.getAttribute('aria-busy') !== 'true' && rows.length > 0 && rows.every((r) => /Bache.*Reforma/.test(r.textContent ?? ''));
    });
    const count = await main.getByText(/^\d+ reportes?$/).textContent();
    const total = Number(count!.match(/\d+/)![0]);
    // every row shown is a Bache in Reforma
    const rows = main.getByRole('table').getByRole('row');
    const texts = (await rows.allTextContents()).slice(1);
    expect(texts.length).toBe(Math.min(total, 25));
    for (const t of texts) expect(t).toMatch(/Bache.*Reforma/);

    // reload restores the same filtered list
    await page.reload();
    await main.getByRole('link', { name: folio }).waitFor();
    expect(await main.getByLabel(fieldLabel('Tipo')).locator('option:checked').textContent()).toBe('Bache');

    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Exportar CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Folio,Tipo,Estatus/);
    expect(lines).toHaveLength(total + 1);
    expect(lines.some((l) => l.startsWith(`${folio},Bache,Atendido`))).toBe(true);
    for (const l of lines.slice(1)) expect(l).toMatch(/^R-\d{4}-\d{6},Bache,/);
  });

  it('the map shows the filtered reportes as clusters, and a filter narrows them', async () => {
    const page = await staffPage(clerk.email, '/sig/rep/mapa');
    const main = page.locator('#sig-main');
    await main.getByRole('application', { name: 'Mapa de reportes' }).waitFor();
    const stats = main.getByTestId('map-in-view');
    await stats.waitFor();
    const count = async () => Number(await main.getByText(/^\d+ reportes? con ubicación$/).textContent().then((t) => t!.match(/\d+/)![0]));
    // it opens on the open reportes (issue 21); "Todos" shows the closed ones too and stays in the address
    const open = await count();
    expect(open).toBeGreaterThan(0);
    await choose(page, 'Abiertos o cerrados', 'Todos');
    await page.waitForURL((u) => u.searchParams.get('estado') === 'todos');
    await page.waitForFunction((n) => {
      const m = (document.querySelector('#sig-main')?.textContent ?? '').match(/(\d+) reportes? con ubicación/);
      return m && Number(m[1]) > n;
    }, open);
    const all = await count();
    expect(all).toBeGreaterThan(100);
    expect(Number(await stats.getAttribute('data-clusters'))).toBeGreaterThan(0);

    await choose(page, 'Tipo', 'Bache');
    await page.waitForURL((u) => u.searchParams.has('tipoId'));
    await page.waitForFunction((n) => {
      const text = document.querySelector('#sig-main')?.textContent ?? '';
      const m = text.match(/(\d+) reportes? con ubicación/);
      return m && Number(m[1]) < n;
    }, all);
    // the narrower set is drawn too: clusters or single reportes in view
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="map-in-view"]');
      return Number(el?.getAttribute('data-clusters')) + Number(el?.getAttribute('data-points')) > 0;
    });
  });

  it('a reporte assigned to a colleague reaches them live as a notification that opens it', async () => {
    // the colleague is working on another page, socket connected
    const other = await staffPage(colleague.email, '/sig/solicitudes');
    await other.getByTestId('socket-indicator').and(other.locator('[data-status="online"]')).waitFor();

    const page = await staffPage(clerk.email, '/sig/reportes?estado=abiertos');
    const main = page.locator('#sig-main');
    const first = main.getByRole('link', { name: /^R-\d{4}-\d{6}$/ }).first();
    await first.waitFor();
    const openFolio = (await first.textContent())!.trim();
    await first.click();
    await main.getByRole('heading', { level: 1, name: openFolio }).waitFor();
    const casePath = new URL(page.url()).pathname;
    await choose(page, 'Asignado a', colleague.name);
    await main.getByRole('form', { name: 'Asignación' }).getByRole('button', { name: 'Guardar asignación' }).click();
    await snackbarShown(page, 'Asignación guardada.');

    // without a reload: a snackbar, the bell's dot, and the notification links to the case
    const message = `${clerk.name} te asignó el reporte ${openFolio}`;
    await snackbarShown(other, message);
    await other.getByTestId('notifications-dot').waitFor();
    await other.getByTestId('notifications-toggle').click();
    await other.getByTestId('notification-panel').getByRole('link', { name: message }).click();
    await other.waitForURL((u) => u.pathname === casePath);
    await other.locator('#sig-main').getByRole('heading', { level: 1, name: openFolio }).waitFor();
    await other.locator('#sig-main').getByRole('list', { name: 'Historial del caso' }).getByText('cambió la asignación').first().waitFor();
    await other.getByTestId('notification-panel').waitFor({ state: 'hidden' });
  });

  it('a clerk files a solicitud with a document: an SVG is refused before sending, the PDF is on the case and downloads', async () => {
    const page = await staffPage(clerk.email, '/sig/solicitudes?nuevo=1');
    const main = page.locator('#sig-main');
    await choose(page, 'Tipo', 'Constancia de residencia');
    const texto = `Solicito constancia de residencia para trámite escolar ${stamp}`;
    await main.getByLabel(fieldLabel('Descripción')).fill(texto);
    await main.getByLabel(fieldLabel('Nombre')).fill('Luis Ortega Ramos');
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const files = main.getByLabel('Adjuntar documentos');
    await files.setInputFiles([
      { name: 'comprobante-domicilio.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'dibujo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    await main.getByText('dibujo.svg: tipo de archivo no admitido.').waitFor();
    await main.getByRole('list', { name: 'Archivos elegidos' }).getByText('comprobante-domicilio.pdf').waitFor();
    await main.getByRole('button', { name: 'Registrar solicitud' }).click();

    await page.waitForURL(/\/sig\/solicitud\//);
    const heading = main.getByRole('heading', { level: 1 });
    await heading.filter({ hasText: /^S-\d{4}-\d{6}$/ }).waitFor();
    const solFolio = (await heading.textContent())!.trim();
    await snackbarShown(page, `Solicitud ${solFolio} registrada.`);
    await main.getByText(texto).waitFor();
    const link = main.getByRole('button', { name: /^Descargar comprobante-domicilio\.pdf/ });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(readFileSync((await download.path())!)).toEqual(pdf);
    await main.getByRole('list', { name: 'Historial del caso' }).getByText('registró el caso').waitFor();
  });
});
