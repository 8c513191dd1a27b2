import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

import type { Page } from 'playwright-core';

import { stripedPng } from '../support/png';
import { admin, baseUrl, openPage, serverCli, shot, signIn, staffApi, useBrowser } from '../support/portal';

const browser = useBrowser();

/*
 * Logística (issue 28) end to end: a coordinator registers a repartidor, makes 50 deliveries from a programme's
 * roll and assigns them all; the repartidor, on a phone, goes offline, delivers three with photo, drawn signature
 * and code, marks a fourth as not delivered, going from one to the next by the list's "mis entregas", and comes
 * back online. Checked through the API: each arrived once with its files' hashes; the actas are PDFs that render
 * with the photo and the signature; the figures page counts 3 delivered and 1 failed of 50.
 */

const PASSWORD = 'Logistica-campo-2026!';
const FIELD_POSITION = { latitude: 19.4326, longitude: -99.1332, accuracy: 12 };
const LOG = '/api/1.0/logistica';

interface Entrega {
  id: string;
  folio: string;
  estado: string;
  motivoFallo: string | null;
  repartidor: { id: string; displayName: string } | null;
}
interface Detalle extends Entrega {
  codigo: string | null;
  ubicacion: { lat: number; lng: number } | null;
  historial: { tipo: string }[];
  prueba: {
    fotoSha256: string;
    firmaSha256: string;
    verificacion: string;
    posicion: { lat: number; lng: number; accuracy: number } | null;
    distanciaM: number | null;
    integridad: string;
  } | null;
}
interface Lista {
  items: Entrega[];
  total: number;
}

/**
 * Pixels of a PNG that are not near-white, by decoding it (8-bit RGB or RGBA, non-interlaced, as pdftoppm writes):
 * a rendered acta that is only a blank page would have none.
 */
function inkedPixels(png: Buffer): number {
  const w = png.readUInt32BE(16);
  const h = png.readUInt32BE(20);
  const channels = ({ 2: 3, 6: 4 } as Record<number, number>)[png[25]!];
  if (png[24] !== 8 || !channels) throw new Error(`unexpected PNG format: depth ${png[24]}, colour type ${png[25]}`);
  const idat: Buffer[] = [];
  for (let pos = 8; pos < png.length; ) {
    const len = png.readUInt32BE(pos);
    const type = png.toString('latin1', pos + 4, pos + 8);
    if (type === 'IDAT') idat.push(png.subarray(pos + 8, pos + 8 + len));
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = w * channels;
  const prev = Buffer.alloc(stride);
  const cur = Buffer.alloc(stride);
  let inked = 0;
  for (let y = 0; y < h; y++) {
    const base = y * (stride + 1);
    const filter = raw[base]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[base + 1 + i]!;
      const left = i >= channels ? cur[i - channels]! : 0;
      const up = prev[i]!;
      const ul = i >= channels ? prev[i - channels]! : 0;
      let v = x;
      if (filter === 1) v = x + left;
      else if (filter === 2) v = x + up;
      else if (filter === 3) v = x + ((left + up) >> 1);
      else if (filter === 4) {
        const p = left + up - ul;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - ul);
        v = x + (pa <= pb && pa <= pc ? left : pb <= pc ? up : ul);
      }
      cur[i] = v & 0xff;
    }
    for (let px = 0; px < w; px++) if (cur[px * channels]! < 200 || cur[px * channels + 1]! < 200 || cur[px * channels + 2]! < 200) inked++;
    cur.copy(prev);
  }
  return inked;
}

const sha256 = (buf: Buffer | Uint8Array) => createHash('sha256').update(buf).digest('hex');

/** Renders a PDF's pages to PNG with poppler's pdftoppm; returns the page images. */
function renderPdf(pdf: string, prefix: string): string[] {
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', pdf, prefix], { stdio: 'pipe' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftoppm is missing: install poppler-utils (apt-get install poppler-utils) to render the actas');
    throw e;
  }
  const dir = join(prefix, '..');
  const base = prefix.slice(dir.length + 1);
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${base}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => join(dir, f));
}

/** The phone's status line (connection, work waiting to be sent). */
const status = (page: Page) => page.getByRole('status', { name: 'Estado del teléfono' });
/** The repartidor's own open deliveries on top of the list. */
const misEntregas = (page: Page) => page.locator('#sig-main').getByRole('region', { name: /^Mis entregas por hacer/ });

/** Draws a signature: a few strokes with the pointer over the canvas. */
async function sign(page: Page) {
  const pad = page.locator('#sig-main').getByRole('img', { name: 'Firma de quien recibe' });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const strokes = [
    [0.1, 0.7, 0.25, 0.2, 0.4, 0.75, 0.55, 0.25],
    [0.6, 0.6, 0.75, 0.3, 0.9, 0.65],
  ];
  for (const s of strokes) {
    await page.mouse.move(box.x + box.width * s[0]!, box.y + box.height * s[1]!);
    await page.mouse.down();
    for (let i = 2; i < s.length; i += 2) await page.mouse.move(box.x + box.width * s[i]!, box.y + box.height * s[i + 1]!, { steps: 6 });
    await page.mouse.up();
  }
  await page.locator('#sig-main').getByText('Firma capturada.').waitFor();
}

/** Opens a delivery from "Mis entregas por hacer" (offline: from the phone's copy). */
/** The card shows the first few still to do; the rest (and those recorded on the phone) come with one press. */
async function showAllMine(page: Page) {
  const more = misEntregas(page).getByRole('button', { name: /^Mostrar las \d+ restantes$/ });
  if (await more.count()) await more.click();
}

async function openFromList(page: Page, e: Entrega) {
  await showAllMine(page);
  await misEntregas(page).getByRole('link', { name: e.folio, exact: true }).click();
  await page.waitForURL((u) => u.pathname === `/logistica/envio/${encodeURIComponent(e.id)}`);
  await page.locator('#sig-main').getByRole('heading', { name: `Entrega ${e.folio}` }).waitFor();
}

describe('aid deliveries with proof captured offline (issue 28)', () => {
  // about 20 s alone; a desk, a phone and four PDF renders need room on a loaded 2-core CI machine
  it('a coordinator makes and assigns 50; a repartidor delivers 3 and fails 1 offline; all sync once; actas and figures agree', async () => {
    const stamp = Date.now();
    const { access_token: token } = await staffApi<{ access_token: string }>(undefined, 'POST', '/api/1.0/auth/login', admin());

    // a programme of its own with exactly 50 habitantes of the demo registry on its roll
    const programa = await staffApi<{ id: string; nombre: string }>(token, 'POST', '/api/1.0/midb/programas', { nombre: `Apoyo alimentario e2e ${stamp}`, descripcion: 'Despensas' });
    const found = await staffApi<{ items: { id: string }[] }>(token, 'GET', '/api/1.0/midb/habitantes?page=1&pageSize=50');
    expect(found.items).toHaveLength(50);
    await staffApi(token, 'POST', `/api/1.0/midb/programas/${programa.id}/inscripciones`, { habitanteIds: found.items.map((h) => h.id) });

    // a repartidor who may only see deliveries, and a coordinator who makes, assigns and manages staff
    const repRole = `Repartidor e2e ${stamp}`;
    await staffApi(token, 'POST', '/api/1.0/admin/roles', { nombre: repRole, permissions: ['LogisticaLista'] });
    const coordRole = `Coordinación logística e2e ${stamp}`;
    await staffApi(token, 'POST', '/api/1.0/admin/roles', { nombre: coordRole, permissions: ['LogisticaLista', 'LogisticaEditar', 'LogisticaUsers'] });
    const rep = { email: `reparte-${stamp}@demo.mx`, name: `Rosa Reparto ${stamp}` };
    serverCli(['create-user', '--email', rep.email, '--password', PASSWORD, '--role', repRole, '--name', rep.name]);
    const coord = { email: `coordina-${stamp}@demo.mx`, name: `Carlos Coordina ${stamp}` };
    serverCli(['create-user', '--email', coord.email, '--password', PASSWORD, '--role', coordRole, '--name', coord.name]);

    // ---- the coordinator, at a desk -------------------------------------------------------------------------------
    const desk = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    const dp = desk.page;
    const dm = dp.locator('#sig-main');
    await signIn(dp, coord.email, PASSWORD);
    await dp.waitForURL((u) => !u.pathname.startsWith('/login'));

    // registers the repartidor in every zona
    await dp.goto('/logistica/usuarios');
    await dm.getByRole('button', { name: 'Agregar repartidor' }).click();
    const addDialog = dp.getByRole('dialog', { name: 'Agregar repartidor' });
    await addDialog.getByLabel(/^Buscar usuario/).fill(rep.email);
    await addDialog.getByRole('radio', { name: `${rep.name} · ${rep.email}` }).check();
    const zonas = addDialog.getByRole('group', { name: /^Zonas/ }).getByRole('checkbox');
    await zonas.first().waitFor();
    const zonaCount = await zonas.count();
    for (let i = 0; i < zonaCount; i++) await zonas.nth(i).check();
    await addDialog.getByRole('button', { name: 'Guardar' }).click();
    await dm.getByText(`${rep.name} ya es parte del personal de entregas.`).waitFor();
    const staffRow = dm.getByRole('row').filter({ hasText: rep.email });
    await staffRow.getByText('Activo', { exact: true }).waitFor();
    expect(zonaCount).toBeGreaterThan(0);

    // 50 deliveries from the programme's roll, this month, not assigned by zona: the coordinator assigns them below
    await dp.goto('/logistica/lista');
    await dm.getByRole('button', { name: 'Crear desde programa' }).click();
    const lote = dp.getByRole('dialog', { name: 'Crear desde programa' });
    const articulo = `Despensa e2e ${stamp}`;
    await lote.getByLabel(/^Programa/).selectOption({ label: programa.nombre });
    await lote.getByLabel(/^Artículo o paquete/).fill(articulo);
    const now = new Date();
    const periodo = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
    expect(await lote.getByLabel(/^Periodo/).inputValue()).toBe(periodo);
    expect(await lote.getByRole('radio', { name: 'Las personas inscritas en el programa' }).isChecked()).toBe(true);
    await lote.getByText('El programa tiene 50 personas inscritas: se crearán como mucho 50 entregas.').waitFor();
    await lote.getByRole('checkbox', { name: 'Asignar cada una a un repartidor de su zona' }).uncheck();
    await lote.getByRole('button', { name: 'Crear hasta 50 entregas' }).click();
    await dm.getByText('50 creadas · 0 omitidas (ya la tenían)', { exact: true }).waitFor();

    // the programme's deliveries, all 50 chosen across both pages, to the repartidor
    await dm.getByRole('group', { name: 'Filtros' }).getByLabel('Programa').selectOption({ label: programa.nombre });
    await dp.waitForURL((u) => u.searchParams.get('programaId') === programa.id);
    const pager = dm.getByRole('navigation', { name: 'Páginas' });
    await pager.getByText('1–25 de 50').waitFor();
    await dm.getByRole('checkbox', { name: 'Elegir todas las entregas de esta página' }).check();
    const bar = dm.getByRole('group', { name: 'Asignar' });
    await bar.getByText('25 entregas elegidas').waitFor();
    await pager.getByRole('button', { name: 'Siguiente' }).click();
    await pager.getByText('26–50 de 50').waitFor();
    await dm.getByRole('checkbox', { name: 'Elegir todas las entregas de esta página' }).check();
    await bar.getByText('50 entregas elegidas').waitFor();
    await bar.getByLabel('Asignar a').selectOption({ label: rep.name });
    await bar.getByRole('button', { name: 'Asignar', exact: true }).click();
    await dm.getByText('50 asignadas', { exact: true }).waitFor();
    await shot(dp, 'logistica-1-lista-asignada');

    const all = await staffApi<Lista>(token, 'GET', `${LOG}/entregas?programaId=${programa.id}&page=1&pageSize=100`);
    expect(all.total).toBe(50);
    expect(all.items.filter((e) => e.repartidor?.displayName === rep.name && e.estado === 'pendiente')).toHaveLength(50);
    const repId = all.items[0]!.repartidor!.id;
    const mine = await staffApi<Lista>(token, 'GET', `${LOG}/entregas?programaId=${programa.id}&repartidorId=${repId}&page=1&pageSize=100`);
    expect(mine.total).toBe(50);

    // the four the repartidor will visit, with the codes the habitantes were given (editors read them)
    const visit = all.items.slice(0, 4);
    const codes = new Map<string, string>();
    for (const e of visit) {
      const d = await staffApi<Detalle>(token, 'GET', `${LOG}/entregas/${e.id}`);
      expect(d.codigo).toMatch(/^\d{6}$/);
      codes.set(e.id, d.codigo!);
    }

    // ---- the repartidor, on a phone --------------------------------------------------------------------------------
    const phone = await openPage(browser(), { serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    const { page, context } = phone;
    const main = page.locator('#sig-main');
    // a repartidor's pages ask only for what their role may read (the list's filters once asked for the programmes with a 403)
    const forbidden: string[] = [];
    page.on('response', (r) => void (r.status() === 403 && forbidden.push(r.url())));
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(FIELD_POSITION);
    await signIn(page, rep.email, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // loaded under the worker's control, so the parcel's files are cached and the phone keeps its copy of the work
    await page.goto('/logistica/lista');
    await misEntregas(page).getByRole('heading', { name: 'Mis entregas por hacer (50)' }).waitFor();
    // one delivery opened online, so the delivery page's own files are cached too
    await openFromList(page, visit[0]!);
    await status(page).getByText('En línea').waitFor();
    await main.getByRole('button', { name: 'Registrar entrega' }).waitFor();
    await main.getByRole('link', { name: 'Volver a las entregas' }).first().click();
    await misEntregas(page).getByRole('heading', { name: 'Mis entregas por hacer (50)' }).waitFor();
    await page.waitForLoadState('networkidle');

    // offline, and the page loaded again: the portal from the worker's cache, the work from the phone's copy (not
    // from what the page still held in memory)
    await context.setOffline(true);
    await page.reload();
    await misEntregas(page).getByText(/^Sin conexión: tus entregas guardadas en este teléfono/).waitFor({ timeout: 30_000 });
    await misEntregas(page).getByRole('heading', { name: 'Mis entregas por hacer (50)' }).waitFor();

    const photos = [stripedPng(160, 120, [200, 40, 40], [250, 200, 60]), stripedPng(160, 120, [30, 120, 200], [240, 240, 240]), stripedPng(160, 120, [40, 160, 60], [20, 20, 20])];
    for (const [i, e] of visit.slice(0, 3).entries()) {
      if (i > 0) {
        await main.getByRole('link', { name: 'Volver a las entregas' }).first().click();
        await misEntregas(page).getByRole('heading', { name: `Mis entregas por hacer (${50 - i})` }).waitFor();
      }
      await openFromList(page, e);
      await status(page).getByText('Sin conexión').waitFor();
      await main.getByText(/^Sin conexión con el servidor: datos guardados en este teléfono/).waitFor();
      await main.getByLabel('Tomar foto').setInputFiles({ name: `entrega-${i + 1}.png`, mimeType: 'image/png', buffer: photos[i]! });
      await main.getByRole('img', { name: 'Foto tomada para el comprobante' }).waitFor();
      await sign(page);
      await main.getByLabel(/^Código de entrega/).fill(codes.get(e.id)!);
      // the fix the phone was given, before recording
      await main.getByText(/^precisión ±/).waitFor();
      if (i === 0) await shot(page, 'logistica-2-prueba-offline', { fullPage: true });
      await main.getByRole('button', { name: 'Registrar entrega' }).click();
      await main.getByText('Entrega registrada en este teléfono').waitFor();
      await status(page).getByText(`Por enviar: ${i + 1}`).waitFor();
    }

    // the fourth could not be delivered
    await main.getByRole('link', { name: 'Volver a las entregas' }).first().click();
    await misEntregas(page).getByRole('heading', { name: 'Mis entregas por hacer (47)' }).waitFor();
    await openFromList(page, visit[3]!);
    await main.getByRole('button', { name: 'No se pudo entregar' }).click();
    await main.getByRole('radio', { name: 'No se encontró a la persona' }).check();
    await main.getByLabel(/^Qué pasó/).fill('Nadie abrió; los vecinos dicen que se mudó.');
    await main.getByRole('button', { name: 'Registrar que no se entregó' }).click();
    await main.getByText('«No se pudo entregar» registrado en este teléfono').waitFor();
    await status(page).getByText('Por enviar: 4').waitFor();
    // "se enviará en cuanto haya conexión", or, once the kit has tried in vain, "se vuelve a intentar solo"
    await main.getByText(/Aún no se envía[:;] se (enviará solo en cuanto haya conexión|vuelve a intentar solo)/).waitFor();

    // the list marks the four as waiting on the phone
    await main.getByRole('link', { name: 'Volver a las entregas' }).first().click();
    await misEntregas(page).getByRole('heading', { name: 'Mis entregas por hacer (46)' }).waitFor();
    await showAllMine(page);
    for (const [i, e] of visit.entries()) {
      const item = misEntregas(page).getByRole('listitem').filter({ has: page.getByRole('link', { name: e.folio, exact: true }) });
      await item.getByText(i < 3 ? 'Entregada (por enviar)' : 'No entregada (por enviar)').waitFor();
    }
    await shot(page, 'logistica-3-lista-offline', { fullPage: true });
    // nothing reached the server meanwhile
    for (const e of visit) expect((await staffApi<Detalle>(token, 'GET', `${LOG}/entregas/${e.id}`)).estado).toBe('pendiente');

    // the connection returns: the outbox empties on its own
    await openFromList(page, visit[2]!);
    await context.setOffline(false);
    await status(page).getByText('Por enviar: 0').waitFor({ timeout: 30_000 });
    await main.getByText('El servidor recibió lo registrado.').waitFor();

    // each arrived once, with the hashes of the bytes chosen on the phone
    const entregadas = await staffApi<Lista>(token, 'GET', `${LOG}/entregas?programaId=${programa.id}&estado=entregada&page=1&pageSize=100`);
    expect(entregadas.items.map((e) => e.id).sort()).toEqual(visit.slice(0, 3).map((e) => e.id).sort());
    for (const [i, e] of visit.slice(0, 3).entries()) {
      const d = await staffApi<Detalle>(token, 'GET', `${LOG}/entregas/${e.id}`);
      expect(d.historial.filter((h) => h.tipo === 'entregada')).toHaveLength(1);
      expect(d.prueba).toMatchObject({ fotoSha256: sha256(photos[i]!), verificacion: 'codigo', integridad: 'integra' });
      expect(d.prueba!.posicion).toMatchObject({ lat: FIELD_POSITION.latitude, lng: FIELD_POSITION.longitude });
      // measured from the phone's fix whenever the registry placed the habitante
      expect(d.prueba!.distanciaM === null).toBe(d.ubicacion === null);
      // the signature the server keeps is the PNG drawn on the phone
      const firma = await fetch(`${baseUrl()}${LOG}/archivos/${d.prueba!.firmaSha256}`, { headers: { authorization: `Bearer ${token}` } });
      expect(firma.status).toBe(200);
      const firmaBytes = Buffer.from(await firma.arrayBuffer());
      expect(sha256(firmaBytes)).toBe(d.prueba!.firmaSha256);
      expect(firmaBytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    const fallidas = await staffApi<Lista>(token, 'GET', `${LOG}/entregas?programaId=${programa.id}&estado=fallida&page=1&pageSize=100`);
    expect(fallidas.items.map((e) => ({ id: e.id, motivoFallo: e.motivoFallo }))).toEqual([{ id: visit[3]!.id, motivoFallo: 'no_encontrado' }]);
    const fallida = await staffApi<Detalle>(token, 'GET', `${LOG}/entregas/${visit[3]!.id}`);
    expect(fallida.historial.filter((h) => h.tipo === 'fallida')).toHaveLength(1);
    const pendientes = await staffApi<Lista>(token, 'GET', `${LOG}/entregas?programaId=${programa.id}&estado=pendiente&page=1&pageSize=1`);
    expect(pendientes.total).toBe(46);

    // ---- the actas ------------------------------------------------------------------------------------------------
    const work = mkdtempSync(join(tmpdir(), 'sig-actas-'));
    const pdfs: string[] = [];
    for (const e of visit.slice(0, 3)) {
      const res = await fetch(`${baseUrl()}${LOG}/entregas/${e.id}/acta.pdf`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const file = join(work, `${e.folio}.pdf`);
      writeFileSync(file, bytes);
      pdfs.push(file);
    }
    // and from the delivered page, as the repartidor would
    await page.reload();
    await main.getByText('Íntegra').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Descargar acta (PDF)' }).click()]);
    const clicked = join(work, `descargada-${visit[2]!.folio}.pdf`);
    await download.saveAs(clicked);
    expect(readFileSync(clicked).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    pdfs.push(clicked);

    const shots = process.env.SIG_E2E_SHOTS;
    for (const pdf of pdfs) {
      const pngs = renderPdf(pdf, pdf.replace(/\.pdf$/, ''));
      // one printable page
      expect(pngs).toHaveLength(1);
      const png = readFileSync(pngs[0]!);
      expect(statSync(pngs[0]!).size).toBeGreaterThan(5000);
      // the photo's bands and the signature's strokes are thousands of non-white pixels; text alone is far fewer
      expect(inkedPixels(png)).toBeGreaterThan(8000);
      if (shots) {
        mkdirSync(shots, { recursive: true });
        copyFileSync(pngs[0]!, join(shots, `logistica-acta-${pngs[0]!.split('/').pop()}`));
      }
    }

    // ---- the figures -----------------------------------------------------------------------------------------------
    await dp.goto('/logistica/analytics');
    await dm.getByRole('group', { name: 'Periodo y filtros' }).getByLabel('Programa').selectOption({ label: programa.nombre });
    await dp.waitForURL((u) => u.searchParams.get('programaId') === programa.id);
    const totals = dm.getByRole('term').first();
    await totals.waitFor();
    const expected = { Planeadas: '50', Entregadas: '3', Fallidas: '1', Pendientes: '46' };
    await dp.waitForFunction(
      (want) => {
        const dl = document.querySelector('#sig-main dl');
        if (!dl) return false;
        const got = Object.fromEntries([...dl.querySelectorAll(':scope > div')].map((d) => [d.querySelector('dt')?.textContent?.trim(), d.querySelector('dd')?.textContent?.trim()]));
        return Object.entries(want).every(([k, v]) => got[k] === v);
      },
      expected,
      { timeout: 15_000 },
    );
    const motivos = dm.getByRole('table', { name: 'Fallidas por motivo' });
    await motivos.getByRole('row', { name: /No se encontró a la persona\s*1/ }).waitFor();
    await shot(dp, 'logistica-4-analytics', { fullPage: true });

    expect(forbidden).toEqual([]);

    await context.close();
    await desk.context.close();
  }, 120_000);
});
