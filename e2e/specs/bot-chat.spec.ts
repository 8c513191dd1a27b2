import { type Server, createServer } from 'node:http';

import { axe } from '../support/axe';
import { admin, baseUrl, openPage, shot, signIn, staffApi, useBrowser } from '../support/portal';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require('../support/server') as { freePort(): Promise<number> };

/*
 * Issue 27: the public web chat of the demo's bot (the demo seed publishes its flow on the web channel web-demo).
 * On a phone, without an account, a citizen picks options, shares a location and a photo and gets a folio;
 * staff find that reporte in the list.
 */
const browser = useBrowser();
const phone = { width: 390, height: 844 };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe('the public web chat', () => {
  it('on a phone a citizen picks an option, shares a location and a photo and gets a folio; staff find the reporte in /sig/reportes and the contact with its folio in /sig/bot/contacts', async () => {
    const { context, page, errors } = await openPage(browser(), { viewport: phone });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 19.4326, longitude: -99.1332 });
    await page.goto('/apps/demo/bot/web-demo/chat');

    const log = page.getByRole('log', { name: 'Conversación' });
    await page.getByRole('button', { name: '1. Reportar un bache' }).click();
    await log.getByText('¿Dónde está el bache? Comparte tu ubicación.').waitFor();
    await page.getByRole('button', { name: 'Compartir mi ubicación' }).click();
    await log.getByText('Ubicación compartida').waitFor();
    await log.getByText(/Envía una foto del problema/).waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'bache.png', mimeType: 'image/png', buffer: PNG });

    // the folio and its follow link, as a link
    const follow = log.getByRole('link', { name: /\/act\/folio\/demo\/R-\d{4}-\d+/ });
    await follow.waitFor();
    const folio = /R-\d{4}-\d+/.exec((await follow.innerText()) ?? '')![0];
    await page.getByText('Esta conversación terminó.').waitFor();
    // serious and critical findings; Fluent's focus sentinels (aria-hidden on purpose, microsoft/tabster#288) aside
    const found = (await axe(page).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.filter((n) => !(v.id === 'aria-hidden-focus' && n.html.includes('data-tabster-dummy'))) }))
      .filter((v) => v.nodes.length)
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(found).toEqual([]);
    await shot(page, 'bot-chat-folio', { fullPage: true });

    // a reload resumes the same conversation (the token is this browser's)
    await page.reload();
    await log.getByRole('link', { name: new RegExp(folio) }).waitFor();
    expect(errors).toEqual([]);

    const staff = await openPage(browser());
    await signIn(staff.page, admin().email, admin().password);
    await staff.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await staff.page.goto(`/sig/reportes?q=${folio}`);
    await staff.page.locator('#sig-main').getByRole('link', { name: folio }).waitFor();

    // the contact, with the folio the bot filed for them (other specs on this server made web contacts too: the
    // API says which one is this citizen's, the page is then used as a clerk would)
    const { access_token: token } = await staffApi<{ access_token: string }>(undefined, 'POST', '/api/1.0/auth/login', admin());
    const listed = await staffApi<{ items: { id: string }[] }>(token, 'GET', '/api/1.0/bot/contactos?filtro=all&pageSize=100');
    const details = await Promise.all(listed.items.map((c) => staffApi<{ id: string; folios: string[] }>(token, 'GET', `/api/1.0/bot/contactos/${c.id}`)));
    const mine = details.find((d) => d.folios.includes(folio))!;
    expect(mine).toBeDefined();
    await staff.page.goto('/sig/bot/contacts');
    await staff.page.waitForURL('**/sig/bot/contacts/all');
    const main = staff.page.locator('#sig-main');
    await main.locator(`a[href$="c=${mine.id}"]`).click();
    const card = main.getByTestId('contact-detail');
    await card.getByTestId('contact-folios').getByRole('link', { name: folio }).waitFor();
    await card.getByText('Cerrada el', { exact: false }).waitFor();
    await shot(staff.page, 'bot-contacts', { fullPage: true });
    expect(staff.errors).toEqual([]);
  });

  it('works inside another municipal site\'s iframe (another origin), which the staff pages refuse', async () => {
    const port = await freePort();
    const hostOrigin = `http://127.0.0.1:${port}`;
    const host: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Ayuntamiento</title></head><body>
<h1>Atención ciudadana</h1>
<iframe id="chat" title="Chat del municipio" src="${baseUrl()}/apps/demo/bot/web-demo/chat" width="400" height="700"></iframe>
<iframe id="staff" title="Portal" src="${baseUrl()}/login" width="400" height="120"></iframe>
</body></html>`);
    });
    await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
    try {
      expect(new URL(hostOrigin).origin).not.toBe(new URL(baseUrl()).origin);
      const { page, context } = await openPage(browser(), { baseURL: hostOrigin, viewport: { width: 1000, height: 1000 } });
      // the portal's other pages stay unframeable (clickjacking): Chromium refuses the login page's frame
      const refusal = page.waitForEvent('console', { predicate: (m) => m.text().includes('frame-ancestors'), timeout: 20_000 });
      await page.goto('/');
      const chat = page.frameLocator('#chat');
      // by keyboard: Playwright's pointer hit test into this frame keeps retrying under jest (a plain script clicks it)
      await chat.getByRole('button', { name: '1. Reportar un bache' }).press('Enter');
      await chat.getByRole('log', { name: 'Conversación' }).getByText('¿Dónde está el bache? Comparte tu ubicación.').waitFor();
      await shot(page, 'bot-chat-iframe');
      expect((await refusal).text()).toContain("frame-ancestors 'self'");
      await context.close();
    } finally {
      await new Promise((resolve) => host.close(resolve));
    }
  });
});

