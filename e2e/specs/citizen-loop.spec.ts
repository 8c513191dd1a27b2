import type { Page } from 'playwright-core';

import { admin, lastMailTo, mailMatching, openPage, shot, signIn, staffApi, useBrowser } from '../support/portal';

/* Issue 24: the citizen's loop: pick the municipality by name, file, staff hear of it live, follow by e-mail, a public reason on closing. */
const browser = useBrowser();
const phone = { width: 390, height: 844 };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function noTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (r) => r.abort());
}

/** The fragment link of a follow mail (quoted-printable undone), as a path with its #fragment. */
function fragmentLink(mail: string, what: 'confirmar' | 'baja' | 'confirmar-alerta'): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = text.match(new RegExp(`https?://[^\\s"<>]*/act/seguir/[^\\s"<>#]*#${what}=[^\\s"<>]+`));
  if (!m) throw new Error(`no ${what} link in:\n${text}`);
  const url = new URL(m[0]);
  return `${url.pathname}${url.hash}`;
}

describe('the citizen loop', () => {
  it('finds the municipality by name, files; staff are told live; the citizen follows by e-mail and reads the public reason of the closing', async () => {
    // staff are signed in, on the list
    const staff = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await signIn(staff.page, admin().email, admin().password);
    await staff.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const token = (await staff.page.evaluate(() => localStorage.getItem('jwt_access_token')))!;
    await staff.page.goto('/sig/reportes');
    await staff.page.locator('#sig-main').getByRole('heading').first().waitFor();

    const { page, errors } = await openPage(browser(), { viewport: phone });
    await noTiles(page);
    await page.goto('/act/s');
    // no code to type: the name, accents and case aside
    expect(await page.getByRole('textbox', { name: /Código/ }).count()).toBe(0);
    await page.getByRole('searchbox', { name: /Nombre del municipio/ }).fill('municipio DEMO');
    await page.getByRole('link', { name: /^Municipio Demo/ }).click();
    await page.waitForURL(/\/act\/s\/demo$/);
    await page.getByRole('link', { name: /Reportar un problema/ }).click();
    await page.getByRole('button', { name: 'Continuar sin registrarme' }).or(page.getByRole('link', { name: 'Continuar sin registrarme' })).click();
    await page.getByRole('link', { name: /^Bache/ }).click();
    const descripcion = `Bache junto al mercado ${Date.now().toString(36)}`;
    await page.getByLabel(/^¿Qué pasa\?/).fill(descripcion);
    await page.getByRole('application', { name: /Mapa: toca donde está el problema/ }).click();
    await page.getByLabel(/^Dirección o referencia/).fill('Frente al mercado municipal');
    await page.getByLabel('Elegir fotos').setInputFiles({ name: 'bache.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByRole('heading', { name: 'Recibimos tu reporte' }).waitFor();
    const folio = (await page.getByTestId('folio').innerText()).trim();
    const code = (await page.getByTestId('follow-code').innerText()).trim().replace('-', '');

    // staff: a live notice names the new reporte and where it went
    await staff.page.getByTestId('notifications-dot').waitFor({ timeout: 15000 });
    await staff.page.getByTestId('notifications-toggle').click();
    await staff.page.getByTestId('notification-panel').getByText(new RegExp(`Nuevo reporte ${folio} \\(Bache\\)`)).waitFor();
    await shot(staff.page, 'loop-staff-notice');

    // follow by e-mail from the finish page: double opt-in
    const email = `seguidora.${Date.now().toString(36)}@correo.mx`;
    await page.getByLabel('Tu correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Seguir este folio' }).click();
    await page.getByText(new RegExp(`Si ${email.replace(/\./g, '\\.')} puede recibir avisos`)).waitFor();
    await shot(page, 'loop-finish-follow', { fullPage: true });
    await mailMatching(email, /confirma que quieres seguir el folio/);
    await page.goto(fragmentLink(lastMailTo(email), 'confirmar'));
    await page.getByText(`Recibirás los avisos del folio ${folio}`).waitFor();
    await shot(page, 'loop-confirmed');

    // staff close it: the final estatus needs the public reason
    const list = await staffApi<{ items: { id: string; folio: string }[] }>(token, 'GET', `/api/1.0/sig/getreportes?q=${folio}`);
    const caseId = list.items.find((c) => c.folio === folio)!.id;
    const detail = await staffApi<{ cierres: { id: string; nombre: string }[] }>(token, 'GET', `/api/1.0/getreporte/${caseId}`);
    const improcedente = detail.cierres.find((e) => e.nombre === 'Improcedente')!;
    const refused = await fetch(`${process.env.SIG_E2E_BASE_URL}/api/1.0/accionrep/${caseId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ accion: 'cerrar', estatusId: improcedente.id }),
    });
    expect(refused.status).toBe(400);
    const razon = 'El bache está en un predio privado: avisamos al propietario.';
    await staffApi(token, 'POST', `/api/1.0/accionrep/${caseId}`, { accion: 'cerrar', estatusId: improcedente.id, respuesta: razon });

    // the follower's mail carries the reason and a way out
    // (the body is quoted-printable: its ASCII words are matched as they are)
    await mailMatching(email, /predio privado/);
    const updateMail = lastMailTo(email).replace(/=\r?\n/g, '');
    expect(updateMail).toMatch(/List-Unsubscribe:\s+<http[^>]+seguir\/baja\?t=/);
    expect(updateMail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(updateMail).toContain('Improcedente');

    // the follow page: what was filed, the place, the photo, the reason
    await page.goto(`/act/folio/demo/${folio}#codigo=${code}`);
    await page.getByText(razon).waitFor();
    await page.getByText(descripcion).waitFor();
    await page.getByText(/Frente al mercado municipal/).waitFor();
    const photo = page.getByRole('img', { name: 'Foto: bache.png' });
    await photo.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector('img[alt="Foto: bache.png"]') as HTMLImageElement | null;
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    await page.getByRole('region', { name: 'Lugar' }).waitFor();
    await shot(page, 'loop-follow', { fullPage: true });

    // one click out
    await page.goto(fragmentLink(updateMail, 'baja'));
    await page.getByText(`Ya no recibirás avisos del folio ${folio}`).waitFor();
    expect(errors.filter((e) => !/status of 404|ERR_FAILED/.test(e))).toEqual([]);
    expect(staff.errors).toEqual([]);
  });

  it('a second citizen at the same spot sees the open reporte there and adds support instead of filing anew', async () => {
    const first = await openPage(browser(), { viewport: phone });
    await noTiles(first.page);
    const fileAtCentre = async (page: Page, descripcion: string) => {
      await page.goto('/act/s/demo');
      await page.getByRole('link', { name: /Reportar un problema/ }).click();
      await page.getByRole('button', { name: 'Continuar sin registrarme' }).or(page.getByRole('link', { name: 'Continuar sin registrarme' })).click();
      await page.getByRole('link', { name: /^Alumbrado público/ }).click();
      await page.getByLabel(/^¿Qué pasa\?/).fill(descripcion);
      // Enter on the focused map marks its centre: both citizens mark the same spot
      const map = page.getByRole('application', { name: /Mapa: toca donde está el problema/ });
      await map.focus();
      await map.press('Enter');
    };
    await fileAtCentre(first.page, `Luminaria apagada ${Date.now().toString(36)}`);
    await first.page.getByRole('button', { name: 'Enviar reporte' }).click();
    await first.page.getByRole('heading', { name: 'Recibimos tu reporte' }).waitFor();
    const folio = (await first.page.getByTestId('folio').innerText()).trim();

    const second = await openPage(browser(), { viewport: phone });
    await noTiles(second.page);
    await fileAtCentre(second.page, 'La misma luminaria sigue apagada');
    const cards = second.page.getByRole('list', { name: '¿Ya lo reportaron?' });
    await cards.getByText(folio).waitFor();
    await shot(second.page, 'loop-nearby', { fullPage: true });
    await cards.locator('li').filter({ hasText: folio }).getByRole('button', { name: 'Me pasa lo mismo' }).click();
    await second.page.getByText(`Sumamos tu apoyo al folio ${folio}`).waitFor();

    const staff = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    await signIn(staff.page, admin().email, admin().password);
    await staff.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const token = (await staff.page.evaluate(() => localStorage.getItem('jwt_access_token')))!;
    const list = await staffApi<{ items: { id: string; folio: string }[] }>(token, 'GET', `/api/1.0/sig/getreportes?q=${folio}`);
    const detail = await staffApi<{ apoyos: number }>(token, 'GET', `/api/1.0/getreporte/${list.items.find((c) => c.folio === folio)!.id}`);
    expect(detail.apoyos).toBe(1);
    expect(second.errors.filter((e) => !/status of 404|ERR_FAILED/.test(e))).toEqual([]);
  });

  it('a citizen on a phone follows a colonia for chosen tipos, confirms from the mail, and finds the Atom feed of the same area', async () => {
    const { page, errors } = await openPage(browser(), { viewport: phone });
    await noTiles(page);
    await page.goto('/act/s/demo');
    await page.getByRole('button', { name: 'Elegir una zona' }).click();
    const form = page.getByRole('form', { name: 'Alertas de tu zona' });
    await form.getByRole('combobox', { name: /Colonia/ }).selectOption({ label: 'Centro' });
    await form.getByText(/^Tipos de reporte: todos/).click();
    await form.getByRole('checkbox', { name: 'Bache' }).check();
    await form.getByText(/^Tipos de reporte: 1 elegido/).waitFor();
    const email = `zona.${Date.now().toString(36)}@correo.mx`;
    await form.getByLabel(/Tu correo electrónico/).fill(email);
    await shot(page, 'loop-area-form', { fullPage: true });
    const atom = form.getByRole('link', { name: 'Suscribirse por Atom' });
    const feed = await fetch(new URL((await atom.getAttribute('href'))!, process.env.SIG_E2E_BASE_URL).toString());
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    await form.getByRole('button', { name: 'Recibir alertas' }).click();
    await page.getByRole('status').getByText(email).waitFor();

    await mailMatching(email, /confirma tu alerta de zona/);
    await page.goto(fragmentLink(lastMailTo(email), 'confirmar-alerta'));
    await page.getByText('Recibirás las novedades de la colonia Centro (solo: Bache)').waitFor();
    await shot(page, 'loop-area-confirmed');
    expect(errors.filter((e) => !/status of 404|ERR_FAILED/.test(e))).toEqual([]);
  });
});
