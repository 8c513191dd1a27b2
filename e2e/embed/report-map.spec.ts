import { type Server, createServer } from 'node:http';

import type { Locator, Page } from 'playwright-core';

import { baseUrl, openPage, useBrowser } from '../support/portal';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../support/server') as { freePort(): Promise<number> };

const browser = useBrowser();

/** A 1×1 transparent PNG: the stand-in for map tiles (the test machine has no internet). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Another municipality's page, on another origin, whose global CSS would wreck anything that inherits or
 * matches it: `* { all: unset }`, hidden divs, a huge root font, red serif text, its own :root variables
 * named like Fluent's. Only the <sig-report-map> tag and one script come from SIG.
 */
function hostilePage(sigOrigin: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Ayuntamiento vecino</title>
<style>
:root { --colorNeutralForeground1: lime; --colorBrandBackground: lime; --fontFamilyBase: fantasy; }
* { all: unset }
head, title, style, script { display: none }
div { display: none }
html { font-size: 30px }
body { display: block; color: red; font-family: serif; padding: 8px }
p.host { display: block; color: rgb(0, 0, 255); font-size: 18px; font-style: italic; margin: 6px 0 }
</style>
</head>
<body>
<p class="host">Noticias del ayuntamiento vecino</p>
<script src="${sigOrigin}/embed/sig-report-map.js" crossorigin="anonymous"></script>
<sig-report-map cliente="demo" lang="es" estatus="abiertos" height="420px"></sig-report-map>
<p class="host">Pie de página del sitio anfitrión</p>
</body>
</html>`;
}

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

describe('<sig-report-map> on another site', () => {
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
        res.end(hostilePage(baseUrl()));
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

  it('renders the public reportes inside its shadow root, untouched by the page and without touching it', async () => {
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

    const looks = await page.evaluate(() => {
      const el = document.querySelector('sig-report-map')!;
      const wrapper = el.shadowRoot!.querySelector('.sig-element')!;
      const w = getComputedStyle(wrapper);
      const p = getComputedStyle(document.querySelector('p.host')!);
      return {
        light: el.childNodes.length,
        hostDisplay: getComputedStyle(el).display,
        wrapper: { color: w.color, fontSize: w.fontSize, fontFamily: w.fontFamily, direction: w.direction },
        frameHeight: el.shadowRoot!.querySelector<HTMLElement>('[data-testid="sig-map"]')!.parentElement!.getBoundingClientRect().height,
        hostP: { color: p.color, fontSize: p.fontSize, fontStyle: p.fontStyle, fontFamily: p.fontFamily },
        pageStyles: document.querySelectorAll('style').length,
        headChildren: Array.from(document.head.children).map((c) => c.tagName),
        leafletGlobal: typeof (window as unknown as { L?: unknown }).L,
      };
    });
    expect(looks.light).toBe(0);
    expect(looks.hostDisplay).toBe('block');
    // the page's red serif text, 30px root font and lime variables do not reach inside
    expect(looks.wrapper).toEqual({ color: 'rgb(36, 36, 36)', fontSize: '14px', fontFamily: expect.stringContaining('Segoe UI'), direction: 'ltr' });
    expect(looks.frameHeight).toBeGreaterThanOrEqual(418);
    expect(looks.frameHeight).toBeLessThanOrEqual(422);
    // and nothing of ours reaches out: the host's paragraphs keep their style, its head keeps its one <style>
    expect(looks.hostP).toEqual({ color: 'rgb(0, 0, 255)', fontSize: '18px', fontStyle: 'italic', fontFamily: 'serif' });
    expect(looks.pageStyles).toBe(1);
    expect(looks.headChildren).toEqual(['META', 'TITLE', 'STYLE']);
    expect(looks.leafletGlobal).toBe('undefined');

    // a point's popup: folio, and the way to follow it on SIG in a new tab
    await openAPointPopup(page, map);
    const popup = map.locator('.leaflet-popup');
    await popup.waitFor();
    const folio = (await popup.locator('.leaflet-popup-content').innerText()).match(/R-\d{4}-\d{6}/)?.[0];
    expect(folio).toBeDefined();
    const follow = popup.getByRole('link', { name: /^Ver seguimiento/ });
    expect(await follow.getAttribute('href')).toBe(`${baseUrl()}/act/folio/demo/${folio}`);
    expect(await follow.getAttribute('target')).toBe('_blank');
    await page.screenshot({ path: '/tmp/embed-hostile.png' });

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

    expect(requests.some((u) => u === `${baseUrl()}/embed/sig-report-map.js`)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
