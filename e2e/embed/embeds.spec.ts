import { type Server, createServer } from 'node:http';

import type { Locator, Page } from 'playwright-core';

import { admin, baseUrl, openPage, postJson, shot, staffApi, useBrowser } from '../support/portal';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../support/server') as { freePort(): Promise<number> };

const browser = useBrowser();

/** A 1×1 transparent PNG: the stand-in for map tiles (the test machine has no internet). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Another municipality's page, on another origin, whose global CSS would wreck anything that inherits or
 * matches it: `* { all: unset }`, hidden divs, a huge root font, red serif text, loud form controls, its own
 * :root variables named like Fluent's. Only the three tags and their scripts (each its element's loader) come
 * from SIG; the page's own button and input show that nothing of SIG's styles reaches out.
 */
function hostilePage(sigOrigin: string, lang: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Ayuntamiento vecino</title>
<style>
:root { --colorNeutralForeground1: lime; --colorBrandBackground: lime; --fontFamilyBase: fantasy; --colorNeutralBackground1: black; }
* { all: unset }
head, title, style, script { display: none }
div { display: none }
html { font-size: 30px }
body { display: block; color: red; font-family: serif; padding: 8px }
p.host { display: block; color: rgb(0, 0, 255); font-size: 18px; font-style: italic; margin: 6px 0 }
input, textarea, select, button, label, h2, h3 { display: inline-block; color: rgb(255, 0, 0); background: rgb(255, 255, 0); font-size: 40px; font-family: serif; border: 5px dashed red }
</style>
</head>
<body>
<p class="host">Noticias del ayuntamiento vecino</p>
<script src="${sigOrigin}/embed/sig-report-map.js" crossorigin="anonymous"></script>
<sig-report-map cliente="demo" lang="${lang}" estatus="abiertos" height="420px"></sig-report-map>
<p class="host">Reporta un problema</p>
<script src="${sigOrigin}/embed/sig-report-form.js"></script>
<sig-report-form cliente="demo" lang="${lang}"></sig-report-form>
<p class="host">Consulta tu folio</p>
<script src="${sigOrigin}/embed/sig-folio.js"></script>
<sig-folio cliente="demo" lang="${lang}"></sig-folio>
<p class="host">Pie de página del sitio anfitrión <button class="host">Botón del sitio</button> <input class="host" value="campo del sitio"></p>
</body>
</html>`;
}

const ELEMENTS = ['sig-report-map', 'sig-report-form', 'sig-folio'] as const;

interface PublicTipo {
  id: string;
  nombre: string;
}

/** Files a reporte as a citizen would, through the public API; returns its folio. */
async function fileReporte(tipoId: string, lat: number, lng: number, descripcion: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/1.0/public/demo/reportes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tipoId, descripcion, ubicacion: { lat, lng }, direccion: 'Calle Hidalgo 12' }),
  });
  const body = (await res.json()) as { folio?: string };
  if (res.status !== 201 || !body.folio) throw new Error(`filing answered ${res.status}: ${JSON.stringify(body)}`);
  return body.folio;
}

/** Which marker to click: a single point inside the visible map if there is one, else its smallest cluster. */
function pickMarker(): { index: number; point: boolean } | null {
  const root = document.querySelector('sig-report-map')!.shadowRoot!;
  const box = root.querySelector('[data-testid="sig-map"]')!.getBoundingClientRect();
  // clear of the map's edges, the zoom buttons (top left) and the attribution (bottom right)
  const clear = (el: Element) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    return x > box.left + 60 && x < box.right - 20 && y > box.top + 20 && y < box.bottom - 30;
  };
  const shown = Array.from(root.querySelectorAll('.sig-map-cluster, .sig-map-point'))
    .map((el, index) => ({ el, index }))
    .filter(({ el }) => clear(el));
  const point = shown.find(({ el }) => el.classList.contains('sig-map-point'));
  if (point) return { index: point.index, point: true };
  const clusters = shown.map(({ el, index }) => ({ index, n: Number((el.textContent ?? '').replace(/\D/g, '')) || Infinity })).sort((a, b) => a.n - b.n);
  return clusters[0] ? { index: clusters[0].index, point: false } : null;
}

/** Zooms into clusters until single points show, then opens one point's popup. */
async function openAPointPopup(page: Page, map: Locator): Promise<void> {
  const markers = map.locator('.sig-map-cluster, .sig-map-point');
  for (let zooms = 0; zooms < 10; zooms++) {
    const pick = await page.evaluate(pickMarker);
    if (!pick) throw new Error('no marker inside the visible map');
    const before = await markers.count();
    // force: markers may overlap; whichever is on top answers, which is as good for this test
    await markers.nth(pick.index).click({ force: true });
    if (pick.point) return;
    // a cluster click zooms in; the markers are redrawn when the animation ends
    await page
      .waitForFunction((n) => document.querySelector('sig-report-map')!.shadowRoot!.querySelectorAll('.sig-map-cluster, .sig-map-point').length !== n, before, { timeout: 5000 })
      .catch(() => undefined);
  }
  throw new Error('no single point after 10 zooms into clusters');
}

describe('the embeddable elements on another site', () => {
  let host: Server;
  let hostOrigin = '';
  const folios: string[] = [];

  beforeAll(async () => {
    const cliente = (await (await fetch(`${baseUrl()}/api/1.0/public/demo`)).json()) as { mapa: { lat: number; lng: number }; tiposReporte: PublicTipo[] };
    const tipo = cliente.tiposReporte[0];
    if (!tipo) throw new Error('the demo cliente has no public tipo de reporte');
    const { lat, lng } = cliente.mapa;
    const stamp = Date.now();
    folios.push(await fileReporte(tipo.id, lat + 0.004, lng + 0.004, `Luminaria apagada en el parque, reporte del mapa embebido ${stamp}`));
    folios.push(await fileReporte(tipo.id, lat - 0.004, lng - 0.006, `Bache en la esquina del mercado, reporte del mapa embebido ${stamp}`));

    const port = await freePort();
    hostOrigin = `http://127.0.0.1:${port}`;
    host = createServer((req, res) => {
      if (req.url === '/' || req.url?.startsWith('/?')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(hostilePage(baseUrl(), new URL(req.url, hostOrigin).searchParams.get('lang') ?? 'es'));
      } else {
        res.writeHead(204);
        res.end();
      }
    });
    await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => host?.close(resolve));
  });

  it('draws all three inside their shadow roots from one runtime, untouched by the page and without touching it', async () => {
    expect(new URL(hostOrigin).origin).not.toBe(new URL(baseUrl()).origin);
    const { page, context, errors, requests } = await openPage(browser(), { viewport: { width: 1100, height: 900 }, baseURL: hostOrigin });
    // tiles come from a third-party server: answered here, as the machine running the tests may be offline
    await context.route(
      (url) => !url.href.startsWith(baseUrl()) && !url.href.startsWith(hostOrigin),
      (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );
    const mapAnswer = page.waitForResponse((r) => r.url().startsWith(`${baseUrl()}/api/1.0/public/demo/reportes/mapa?estatus=abiertos`));
    await page.goto(`${hostOrigin}/`);

    const map = page.locator('sig-report-map');
    const answer = (await (await mapAnswer).json()) as { points: [number, number, number, number, string][]; total: number };
    // the reportes just filed are public and open: they are among the points
    for (const folio of folios) expect(answer.points.map((p) => p[4])).toContain(folio);

    // markers and clusters drawn inside the shadow root, and the legend under the map
    await map.locator('.sig-map-cluster, .sig-map-point').first().waitFor();
    const drawn = await page.evaluate(() => document.querySelector('sig-report-map')!.shadowRoot!.querySelectorAll('.sig-map-cluster, .sig-map-point').length);
    expect(drawn).toBeGreaterThan(0);
    const legend = map.getByRole('list', { name: 'Estatus' });
    await legend.waitFor();
    expect(await legend.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await map.getByRole('application', { name: /^Mapa de reportes públicos de / }).count()).toBe(1);
    // the form (with its own map to mark the place) and the folio lookup
    await page.locator('sig-report-form').getByRole('form', { name: /^Reportar un problema a / }).waitFor();
    await page.locator('sig-report-form').getByRole('application', { name: 'Mapa para marcar el lugar del problema' }).waitFor();
    await page.locator('sig-folio').getByRole('search', { name: 'Consultar un folio de demo' }).waitFor();

    const looks = await page.evaluate((names) => {
      const style = (el: Element) => {
        const c = getComputedStyle(el);
        return { color: c.color, fontSize: c.fontSize, fontFamily: c.fontFamily, direction: c.direction };
      };
      const elements = names.map((name) => {
        const el = document.querySelector(name)!;
        const root = el.shadowRoot!;
        const wrapper = root.querySelector('.sig-element')!;
        const input = root.querySelector('.fui-Input input');
        const submit = root.querySelector('button[type="submit"]');
        return {
          name,
          light: el.childNodes.length,
          hostDisplay: getComputedStyle(el).display,
          wrapper: style(wrapper),
          input: input && { ...style(input), background: getComputedStyle(input.closest('.fui-Input')!).backgroundColor, border: getComputedStyle(input).borderTopStyle },
          submit: submit && { color: getComputedStyle(submit).color, background: getComputedStyle(submit).backgroundColor, fontSize: getComputedStyle(submit).fontSize },
        };
      });
      const p = getComputedStyle(document.querySelector('p.host')!);
      const button = getComputedStyle(document.querySelector('button.host')!);
      const input = getComputedStyle(document.querySelector('input.host')!);
      return {
        elements,
        frameHeight: document.querySelector('sig-report-map')!.shadowRoot!.querySelector<HTMLElement>('[data-testid="sig-map"]')!.parentElement!.getBoundingClientRect().height,
        hostP: { color: p.color, fontSize: p.fontSize, fontStyle: p.fontStyle, fontFamily: p.fontFamily },
        hostControls: [button, input].map((c) => ({ color: c.color, background: c.backgroundColor, fontSize: c.fontSize, fontFamily: c.fontFamily, border: c.borderTopStyle })),
        pageStyles: document.querySelectorAll('style').length,
        headChildren: Array.from(document.head.children).filter((c) => c.tagName !== 'SCRIPT' && c.tagName !== 'LINK').map((c) => c.tagName),
        headScripts: Array.from(document.head.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script, link')).map((c) => new URL('src' in c ? c.src : c.href).origin),
        leafletGlobal: typeof (window as unknown as { L?: unknown }).L,
        reactGlobal: typeof (window as unknown as { React?: unknown }).React,
      };
    }, ELEMENTS);
    // the page's red serif text, 30px root font, loud controls and lime variables do not reach inside
    const inside = { color: 'rgb(36, 36, 36)', fontSize: '14px', fontFamily: expect.stringContaining('Segoe UI'), direction: 'ltr' };
    for (const e of looks.elements) {
      expect(e).toMatchObject({ light: 0, hostDisplay: 'block', wrapper: inside });
      if (e.input) expect([e.name, e.input]).toEqual([e.name, { ...inside, background: 'rgb(255, 255, 255)', border: 'none' }]);
      // Fluent's primary button: brand blue, white text, Fluent's size (the form's is large), not the page's 40px
      if (e.submit) expect([e.name, e.submit]).toEqual([e.name, { color: 'rgb(255, 255, 255)', background: 'rgb(15, 108, 189)', fontSize: expect.stringMatching(/^(14|16)px$/) }]);
    }
    expect(looks.elements.filter((e) => e.input && e.submit).map((e) => e.name)).toEqual(['sig-report-form', 'sig-folio']);
    expect(looks.frameHeight).toBeGreaterThanOrEqual(418);
    expect(looks.frameHeight).toBeLessThanOrEqual(422);
    // and nothing of ours reaches out: the host's paragraphs and controls keep their style, its head keeps its one
    // <style> (only the runtime, its chunks and their preloads, from SIG, were added there)
    expect(looks.hostP).toEqual({ color: 'rgb(0, 0, 255)', fontSize: '18px', fontStyle: 'italic', fontFamily: 'serif' });
    for (const c of looks.hostControls) expect(c).toEqual({ color: 'rgb(255, 0, 0)', background: 'rgb(255, 255, 0)', fontSize: '40px', fontFamily: 'serif', border: 'dashed' });
    expect(looks.pageStyles).toBe(1);
    expect(looks.headChildren).toEqual(['META', 'TITLE', 'STYLE']);
    expect(new Set(looks.headScripts)).toEqual(new Set([new URL(baseUrl()).origin]));
    expect([looks.leafletGlobal, looks.reactGlobal]).toEqual(['undefined', 'undefined']);

    // three loaders, one runtime: React, Fluent and Leaflet load once, and no chunk twice
    const embedFiles = requests.filter((u) => u.startsWith(`${baseUrl()}/embed/`)).map((u) => new URL(u).pathname.replace('/embed/', ''));
    for (const name of ELEMENTS) expect(embedFiles).toContain(`${name}.js`);
    expect(embedFiles.filter((f) => /^sig-embed\.[0-9a-f]+\.js$/.test(f))).toHaveLength(1);
    expect(embedFiles.length).toBe(new Set(embedFiles).size);
    await shot(page, 'embeds-hostile-es', { fullPage: true });

    // a point's popup: folio, and the way to follow it on SIG in a new tab
    await openAPointPopup(page, map);
    const popup = map.locator('.leaflet-popup');
    await popup.waitFor();
    const folio = (await popup.locator('.leaflet-popup-content').innerText()).match(/R-\d{4}-\d{6}/)?.[0];
    expect(folio).toBeDefined();
    const follow = popup.getByRole('link', { name: /^Ver seguimiento/ });
    expect(await follow.getAttribute('href')).toBe(`${baseUrl()}/act/folio/demo/${folio}`);
    expect(await follow.getAttribute('target')).toBe('_blank');

    // another estatus asks the server again
    const closed = page.waitForResponse((r) => r.url().startsWith(`${baseUrl()}/api/1.0/public/demo/reportes/mapa?estatus=cerrados`));
    await page.evaluate(() => document.querySelector('sig-report-map')!.setAttribute('estatus', 'cerrados'));
    expect((await closed).status()).toBe(200);
    await page.waitForFunction(() => {
      const status = document.querySelector('sig-report-map')!.shadowRoot!.querySelector('[data-testid="sig-report-map-status"]');
      return status !== null && status.textContent !== 'Actualizando los reportes…';
    });

    // Arabic: right to left inside the element, the page untouched
    await page.evaluate(() => document.querySelector('sig-report-map')!.setAttribute('lang', 'ar'));
    await map.getByRole('list', { name: 'الحالة' }).waitFor();
    const rtl = await page.evaluate(() => {
      const wrapper = document.querySelector('sig-report-map')!.shadowRoot!.querySelector<HTMLElement>('.sig-element')!;
      return { dir: wrapper.dir, direction: getComputedStyle(wrapper).direction, page: getComputedStyle(document.body).direction };
    });
    expect(rtl).toEqual({ dir: 'rtl', direction: 'rtl', page: 'ltr' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it('files a reporte from the embedded form (staff see it), then looks it up and follows it in <sig-folio>; Arabic reads right to left', async () => {
    const { page, context, errors } = await openPage(browser(), { viewport: { width: 1280, height: 1600 }, baseURL: hostOrigin });
    await context.route(
      (url) => !url.href.startsWith(baseUrl()) && !url.href.startsWith(hostOrigin),
      (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }),
    );
    await page.goto(`${hostOrigin}/`);
    const form = page.locator('sig-report-form').getByRole('form', { name: /^Reportar un problema a / });
    await form.waitFor();
    const descripcion = `Coladera sin tapa frente al kiosco, desde el formulario embebido ${Date.now()}`;

    // sending empty names what is missing, inside the element
    await form.getByRole('button', { name: 'Enviar reporte' }).click();
    await form.getByText('Describe el problema con al menos 5 caracteres.').waitFor();

    await form.getByRole('combobox', { name: /Tipo de problema/ }).selectOption({ index: 1 });
    await form.getByRole('textbox', { name: /Describe el problema/ }).fill(descripcion);
    await form.getByRole('application', { name: 'Mapa para marcar el lugar del problema' }).click();
    await form.getByRole('textbox', { name: /Dirección o referencia/ }).fill('Jardín principal, frente al kiosco');
    await form.locator('[data-testid="sig-form-photos"]').setInputFiles({ name: 'coladera.png', mimeType: 'image/png', buffer: TILE });
    await form.getByText('1 de 3 fotos').waitFor();
    const filing = page.waitForResponse((r) => r.url() === `${baseUrl()}/api/1.0/public/demo/reportes` && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Enviar reporte' }).click();
    expect((await filing).status()).toBe(201);
    const done = page.locator('sig-report-form').getByTestId('sig-filed');
    await done.waitFor();
    const folio = (await done.getByTestId('sig-filed-folio').innerText()).trim();
    const codigo = (await done.getByTestId('sig-filed-codigo').innerText()).trim();
    expect(folio).toMatch(/^R-\d{4}-\d{6}$/);
    expect(codigo).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await done.getByRole('link', { name: /Ver el seguimiento/ }).getAttribute('href')).toBe(`${baseUrl()}/act/folio/demo/${folio}#codigo=${codigo.replace('-', '')}`);

    // staff see it in the reportes list, with the photo the form sent
    const token = (await postJson('/api/1.0/auth/login', admin())).access_token as string;
    const list = await staffApi<{ items: { id: string; folio: string; descripcion?: string }[] }>(token, 'GET', `/api/1.0/sig/getreportes?q=${folio}`);
    expect(list.items.map((i) => i.folio)).toEqual([folio]);
    const detail = await staffApi<{ descripcion: string; archivos?: { nombre: string }[] }>(token, 'GET', `/api/1.0/getreporte/${list.items[0]!.id}`);
    expect(detail.descripcion).toBe(descripcion);
    expect((detail.archivos ?? []).map((a) => a.nombre)).toEqual(['coladera.png']);

    // the folio lookup on the same page: with the code, what was filed; then follow it by e-mail
    const lookup = page.locator('sig-folio');
    await lookup.getByRole('textbox', { name: /^Folio/ }).fill(folio.toLowerCase());
    await lookup.getByRole('textbox', { name: /Código de seguimiento/ }).fill(codigo.toLowerCase());
    await lookup.getByRole('button', { name: 'Consultar' }).click();
    const card = lookup.getByTestId('sig-folio-case');
    await card.getByText(descripcion).waitFor();
    expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(folio);
    const follow = lookup.getByRole('form', { name: 'Seguir este folio' });
    await follow.getByRole('textbox', { name: 'Tu correo electrónico' }).fill('vecina.embebida@example.com');
    const subscribed = page.waitForResponse((r) => r.url().endsWith(`/seguimiento/${folio}/seguir`) && r.request().method() === 'POST');
    await follow.getByRole('button', { name: 'Seguir este folio' }).click();
    expect((await subscribed).status()).toBe(202);
    await lookup.getByText('Te enviamos un enlace a vecina.embebida@example.com. Ábrelo para empezar a recibir los avisos.').waitFor();
    await shot(page, 'embeds-hostile-es-used', { fullPage: true });

    // Arabic on all three: right to left inside each element, the page untouched
    await page.evaluate((names) => names.forEach((n) => document.querySelector(n)!.setAttribute('lang', 'ar')), ELEMENTS);
    await page.locator('sig-folio').getByRole('search', { name: 'الاستعلام عن ملف في demo' }).waitFor();
    await page.locator('sig-report-form').getByRole('button', { name: 'إرسال بلاغ آخر' }).click();
    await page.locator('sig-report-form').getByRole('form', { name: /^الإبلاغ عن مشكلة إلى / }).waitFor();
    await page.locator('sig-report-map').getByRole('list', { name: 'الحالة' }).waitFor();
    const dirs = await page.evaluate((names) => names.map((n) => getComputedStyle(document.querySelector(n)!.shadowRoot!.querySelector('.sig-element')!).direction), ELEMENTS);
    expect(dirs).toEqual(['rtl', 'rtl', 'rtl']);
    expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('ltr');
    await shot(page, 'embeds-hostile-ar', { fullPage: true });

    expect(errors).toEqual([]);
    await context.close();
  });
});
