import type { Page } from 'playwright-core';
import { curpCheckDigit } from '@sig/shared/contract';

import { admin, baseUrl, mailMatching, openPage, shot, signIn, staffApi, useBrowser } from '../support/portal';

const browser = useBrowser();
const phone = { width: 390, height: 844 };

/** A valid CURP nobody in this run has used: random letters, a real date, a state, the right check digit. */
function freshCurp(): string {
  const pick = (chars: string) => chars[Math.floor(Math.random() * chars.length)]!;
  const L = 'ABCDEFGHIJKLMNOPQRSTUVWZ';
  const C = 'BCDFGHJKLMNPQRSTVWXZ';
  const first17 = `${pick(L)}${pick('AEIOU')}${pick(L)}${pick(L)}850312M` + `JC${pick(C)}${pick(C)}${pick(C)}0`;
  return first17 + String(curpCheckDigit(first17));
}

/** 1×1 PNG: a real image the server's type check accepts. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The phone has no internet here: tiles fail fast instead of waiting. */
async function noTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (r) => r.abort());
}

/** A confirmation shown either as a snackbar or on the page. */
async function snackbarOrText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((t) => (window as unknown as { __sigSnackbars?: string[] }).__sigSnackbars?.includes(t) || document.body.innerText.includes(t), text, { timeout: 15000 });
}

async function staffToken(page: Page): Promise<string> {
  await signIn(page, admin().email, admin().password);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return (await page.evaluate(() => localStorage.getItem('jwt_access_token')))!;
}


describe('a citizen on a phone', () => {
  it('registers with a CURP, files a reporte with a place and a photo, gets a folio and follows it while staff work on it; nothing personal is public', async () => {
    const curp = freshCurp();
    const apellidos = `Quintana Robles ${Date.now().toString(36)}`;
    const telefono = '55 1234 9876';
    const email = `lucia.${Date.now().toString(36)}@correo.mx`;
    const { page, errors } = await openPage(browser(), { viewport: phone });
    await noTiles(page);

    await page.goto('/act/s/demo');
    await page.getByRole('heading', { name: '¿En qué te ayudamos?' }).waitFor();
    await page.getByRole('link', { name: /Reportar un problema/ }).click();

    // a wrong check digit is named before anything is sent
    const curpField = page.getByLabel(/^CURP/);
    await curpField.fill(curp.slice(0, 17) + String((Number(curp[17]) + 1) % 10));
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('El último dígito no corresponde: revisa que la CURP esté bien escrita.').waitFor();
    // typed in lower case: it is upper-cased as typed
    await curpField.fill(curp.toLowerCase());
    expect(await curpField.inputValue()).toBe(curp);
    await page.getByRole('button', { name: 'Continuar' }).click();

    // not registered yet: the form, birth date taken from the CURP
    await page.getByText(/Esa CURP aún no está registrada en Municipio Demo/).waitFor();
    expect(await page.getByLabel(/Fecha de nacimiento/).inputValue()).toBe('1985-03-12');
    await page.getByLabel(/^Nombre\(s\)/).fill('Lucía');
    await page.getByLabel(/^Apellidos/).fill(apellidos);
    await page.getByLabel(/^Teléfono/).fill(telefono);
    await page.getByLabel(/^Correo electrónico/).fill(email);
    await page.getByLabel('Acepto que el municipio me contacte sobre mis reportes.').check();
    await page.getByRole('button', { name: 'Registrarme' }).click();

    await page.getByRole('heading', { name: 'Hola, Lucía' }).waitFor();
    await page.getByRole('link', { name: /^Bache/ }).click();
    await page.getByRole('heading', { name: 'Reportar: Bache' }).waitFor();

    // sending without a place says where the problem is missing
    const descripcion = `Bache profundo frente a la escuela ${Date.now().toString(36)}`;
    await page.getByLabel(/^¿Qué pasa\?/).fill(descripcion);
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByText(/Marca en el mapa dónde está el problema/).first().waitFor();

    const map = page.getByRole('application', { name: /Mapa: toca donde está el problema/ });
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 30, y: box.height / 2 - 20 } });
    await page.getByLabel(/^Dirección o referencia/).fill('Frente a la primaria Benito Juárez');
    await page.getByLabel('Elegir fotos').setInputFiles({ name: 'bache.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('list', { name: 'Fotos elegidas' }).getByText('bache.png').waitFor();
    await page.getByRole('button', { name: 'Enviar reporte' }).click();

    await page.getByRole('heading', { name: 'Recibimos tu reporte' }).waitFor();
    const folio = (await page.getByText(/^R-\d{4}-\d{6}$/).first().innerText()).trim();
    // the follow code, next to the folio and in the mail (only the code opens the history and the notes)
    const shownCode = (await page.getByTestId('follow-code').innerText()).trim();
    expect(shownCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const code = shownCode.replace('-', '');
    await shot(page, 'citizen-finish');
    const folioMail = (await mailMatching(email, new RegExp(folio)))!.input!.replace(/=\r?\n/g, '');
    expect(folioMail).toContain(folio);
    expect(folioMail).toContain(shownCode);

    // staff: the reporte is there with the habitante's contact and photo, linked to the ciudadano page
    const staff = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    const token = await staffToken(staff.page);
    const list = await staffApi<{ items: { id: string; folio: string }[] }>(token, 'GET', `/api/1.0/sig/getreportes?q=${folio}`);
    const caseId = list.items.find((c) => c.folio === folio)!.id;
    await staff.page.goto(`/sig/reporte/${caseId}`);
    const main = staff.page.locator('#sig-main');
    await main.getByText(`Lucía ${apellidos} · ${telefono} · ${email}`).waitFor();
    await main.getByText('bache.png').first().waitFor();
    await main.getByRole('link', { name: 'Ver ficha del ciudadano' }).click();
    await staff.page.waitForURL(/\/sig\/ciudadano\//);
    await main.getByText(curp).first().waitFor();
    await main.getByRole('link', { name: folio }).waitFor();
    await shot(staff.page, 'citizen-ciudadano');

    // staff move it on and write one public and one internal note
    const detail = await staffApi<{ version: number; siguientes: { id: string; nombre: string }[] }>(token, 'GET', `/api/1.0/getreporte/${caseId}`);
    const next = detail.siguientes[0]!;
    await staffApi(token, 'POST', `/api/1.0/accionrep/${caseId}`, { accion: 'estatus', estatusId: next.id, version: detail.version });
    await staffApi(token, 'POST', `/api/1.0/addreportnote/${caseId}`, { texto: 'La cuadrilla irá el jueves.', publica: true });
    await staffApi(token, 'POST', `/api/1.0/addreportnote/${caseId}`, { texto: 'Nota interna: revisar presupuesto.', publica: false });
    await staff.context.close();

    // the citizen follows the folio (typed in lower case) and sees the estatus and the public note only
    await page.getByRole('link', { name: 'Consultar mi folio' }).click();
    await page.getByRole('heading', { name: 'Consulta tu folio' }).waitFor();
    // typed short, as read back over the phone ("r-2026-279"): the box finds the full folio
    const short = folio.toLowerCase().replace(/-0+(\d)/, '-$1');
    expect(short).not.toBe(folio.toLowerCase());
    await page.getByRole('textbox', { name: /Número de folio/ }).fill(short);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByText(folio, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/act/folio/demo/${folio}`);
    // the folio alone: estatus and dates, no notes
    await page.goto(`/act/folio/demo/${folio.toLowerCase()}`);
    await page.getByRole('textbox', { name: /Código de seguimiento/ }).waitFor();
    expect(await page.getByText('La cuadrilla irá el jueves.').count()).toBe(0);
    // with the code in the link's fragment (as the mail and the finish page give it): the history and the public note
    await page.goto(`/act/folio/demo/${folio.toLowerCase()}#codigo=${code}`);
    await page.getByText('La cuadrilla irá el jueves.').waitFor();
    const history = page.getByRole('heading', { name: 'Historial' }).locator('..');
    await history.getByText('Recibido').first().waitFor();
    await history.getByText(next.nombre).first().waitFor();
    const text = await page.locator('body').innerText();
    expect(text).toContain(folio);
    for (const personal of [apellidos, telefono, email, curp, 'Nota interna']) expect(text).not.toContain(personal);
    // what was filed and where, for whoever holds the code (issue 24)
    expect(text).toContain(descripcion);
    expect(text).toContain('Frente a la primaria Benito Juárez');
    await shot(page, 'citizen-follow', { fullPage: true });
    // the CURP lookup answers 404 for someone not registered yet; tiles are blocked on purpose
    expect(errors.filter((e) => !/status of 404|ERR_FAILED/.test(e))).toEqual([]);

    // later, on another phone: the CURP alone is not enough, a code goes to the e-mail on file
    const other = await openPage(browser(), { viewport: phone });
    await noTiles(other.page);
    await other.page.goto('/act/registro/buscar/demo?intent=reporte');
    await other.page.getByLabel(/^CURP/).fill(curp);
    await other.page.getByRole('button', { name: 'Continuar' }).click();
    await other.page.getByRole('heading', { name: 'Hola, Lucía' }).waitFor();
    // both an e-mail and a phone on file: the person chooses
    await other.page.getByRole('button', { name: /^Correo/ }).click();
    await other.page.getByText(/Te enviamos un código a/).waitFor();
    await shot(other.page, 'citizen-code');
    const otp = (await mailMatching(email, /digo es (\d{6})\./))[1]!;
    await other.page.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill(otp);
    await other.page.getByRole('heading', { name: 'Hola, Lucía' }).waitFor();
    await other.page.getByRole('link', { name: /^Bache/ }).waitFor();
    await other.context.close();
  });

  it('an unknown folio and a wrong municipality code are explained, in Arabic right to left', async () => {
    const { page } = await openPage(browser(), { viewport: phone, lang: 'ar' });
    await page.goto('/act/folio/demo/R-1999-999999');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByText(/لم نعثر على رقم المتابعة/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await shot(page, 'citizen-follow-ar');
    await page.goto('/act/s/no-existe');
    await page.getByText(/no-existe/).first().waitFor();
  });

  it('files a reporte without registering; a filled honeypot is refused and creates nothing', async () => {
    const { page } = await openPage(browser(), { viewport: phone });
    await noTiles(page);
    await page.goto('/act/s/demo');
    await page.getByRole('link', { name: /Reportar un problema/ }).click();
    await page.getByRole('button', { name: 'Continuar sin registrarme' }).or(page.getByRole('link', { name: 'Continuar sin registrarme' })).click();
    await page.getByRole('link', { name: /^Alumbrado público/ }).click();
    await page.getByLabel(/^¿Qué pasa\?/).fill('Luminaria apagada en la esquina del parque');
    const map = page.getByRole('application', { name: /Mapa: toca donde está el problema/ });
    await map.click();
    await page.getByRole('button', { name: 'Enviar reporte' }).click();
    await page.getByRole('heading', { name: 'Recibimos tu reporte' }).waitFor();

    const cliente = (await (await fetch(`${baseUrl()}/api/1.0/public/demo`)).json()) as { tiposReporte: { id: string }[] };
    const res = await fetch(`${baseUrl()}/api/1.0/public/demo/reportes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tipoId: cliente.tiposReporte[0]!.id, descripcion: 'Un robot llenó todo', ubicacion: { lat: 19.43, lng: -99.13 }, website: 'http://spam.example' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('citizen.rejected');
  });

  it('a registered habitante files a solicitud with a PDF and opens the direct reporte link; staff edit the person and every view is audited', async () => {
    const curp = freshCurp();
    const reg = await fetch(`${baseUrl()}/api/1.0/public/demo/habitantes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ curp, nombre: 'Ramón', apellidos: 'Ortega Villa', telefono: '771 222 3344', consentimiento: true }),
    });
    expect(reg.status).toBe(201);
    const habitante = ((await reg.json()) as { sesion: { habitante: { id: string } } }).sesion.habitante.id;

    const { page, errors } = await openPage(browser(), { viewport: phone });
    await noTiles(page);
    // a link naming the habitante is no credential: this phone proves it is Ramón with a text message first
    await page.goto(`/act/port/demo/${habitante}?intent=solicitud`);
    await page.getByRole('heading', { name: 'Hola, Ramón' }).waitFor();
    await page.getByRole('button', { name: 'Enviarme un código' }).click();
    await page.getByText(/Te enviamos un código por mensaje al/).waitFor();
    const sms = (await mailMatching('771 222 3344', /código es (\d{6})/))[1]!;
    await page.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill(sms);
    await page.getByRole('link', { name: /^Constancia de residencia/ }).waitFor();
    await page.getByRole('link', { name: /^Constancia de residencia/ }).click();
    await page.getByRole('heading', { name: 'Solicitar: Constancia de residencia' }).waitFor();
    await page.getByLabel(/^¿Qué necesitas\?/).fill('Constancia para inscribir a mi hijo en la escuela');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await page.getByLabel('Elegir documentos').setInputFiles({ name: 'acta.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await page.getByRole('heading', { name: 'Recibimos tu solicitud' }).waitFor();
    const folio = (await page.getByText(/^S-\d{4}-\d{6}$/).first().innerText()).trim();

    // the link a municipality can send to a registered person goes straight to the form
    const cliente = (await (await fetch(`${baseUrl()}/api/1.0/public/demo`)).json()) as { tiposReporte: { id: string; nombre: string }[] };
    const bache = cliente.tiposReporte.find((t) => t.nombre === 'Bache')!;
    await page.goto(`/act/port/${habitante}/reporte/${bache.id}`);
    await page.getByRole('heading', { name: 'Reportar: Bache' }).waitFor();
    expect(errors.filter((e) => !/ERR_FAILED/.test(e))).toEqual([]);

    // staff: the solicitud with its PDF on the person's page; the record edited; each view audited
    const staff = await openPage(browser(), { viewport: { width: 1280, height: 900 } });
    const token = await staffToken(staff.page);
    const main = staff.page.locator('#sig-main');
    await staff.page.goto(`/sig/ciudadano/${habitante}`);
    await main.getByRole('link', { name: folio }).click();
    await staff.page.waitForURL(/\/sig\/solicitud\//);
    await main.getByText('acta.pdf').first().waitFor();
    await staff.page.goto(`/sig/persona/${habitante}`);
    await main.getByText(curp).first().waitFor();
    await main.getByRole('link', { name: 'Editar' }).or(main.getByRole('button', { name: 'Editar' })).first().click();
    await staff.page.waitForURL(/\/sig\/personaedit\//);
    const telefono = main.getByLabel(/^Teléfono/);
    await telefono.waitFor();
    await telefono.fill('771 999 0000');
    await main.getByRole('button', { name: 'Guardar cambios' }).click();
    await snackbarOrText(staff.page, 'Datos guardados.');
    const persona = await staffApi<{ telefono: string }>(token, 'GET', `/api/1.0/sig/persona/${habitante}`);
    expect(persona.telefono).toBe('771 999 0000');
    const audit = await staffApi<{ items: { action: string }[] }>(token, 'GET', `/api/1.0/admin/audit?entity=habitante&id=${habitante}`);
    const actions = audit.items.map((a) => a.action);
    expect(actions).toContain('habitante.update');
    expect(actions.filter((a) => a === 'habitante.view').length).toBeGreaterThanOrEqual(3);
    await staff.context.close();
  });
});
