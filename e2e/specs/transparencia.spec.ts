import type { Page } from 'playwright-core';

import { admin, openPage, postJson, shot, signIn, staffApi, useBrowser } from '../support/portal';

/*
 * Issue 26: a citizen files an information request on a phone; staff send a prevención (the clock stops); the
 * citizen answers on the public page (the due date moves by the stopped days); staff extend and answer with a
 * PDF; the public page shows the answer and the PDF and none of the requester's personal data; an administrator
 * adds a holiday and an open request's due date moves, with the reason in its history.
 */
const browser = useBrowser();
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const API = '/api/1.0/transparencia';
const PUBLIC = '/api/1.0/public/demo/transparencia';

interface Detail {
  id: string;
  folio: string;
  estatus: string;
  due: string | null;
  explicacion: { countsFrom: string };
  historial: { tipo: string; antes: { due?: string | null } | null; despues: { due?: string | null; diasDetenidos?: number; motivo?: { tipo: string; fecha?: string } } }[];
}
interface Inbox {
  items: { id: string; folio: string; estatus: string; extracto: string }[];
}

/** The staff page of a request, by folio (the inbox search finds it). */
async function openRequest(page: Page, folio: string): Promise<void> {
  await page.goto(`/transparencia/adm?q=${encodeURIComponent(folio)}`);
  await page.getByRole('link', { name: folio, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Solicitud ${folio}` }).waitFor();
}

/** A move's button, then its form's submit (both carry the move's name). */
async function act(page: Page, move: string, label: string, text: string, submit: string): Promise<void> {
  await page.getByRole('group', { name: 'Acciones permitidas' }).getByRole('button', { name: move, exact: true }).click();
  const form = page.getByRole('form', { name: move });
  await form.getByRole('textbox', { name: label }).fill(text);
  await form.getByRole('button', { name: submit, exact: true }).click();
  await form.waitFor({ state: 'detached' });
}

/** The public thread, opened with folio and code on the thread page's own form. */
async function openThread(page: Page, folio: string, code: string): Promise<void> {
  await page.goto(`/transparencia/peticion/${folio}?cliente=demo`);
  await page.getByRole('textbox', { name: 'Código de seguimiento' }).fill(code);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await page.getByTestId('transp-estatus').waitFor();
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekday = (day: string) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

describe('Transparencia', () => {
  it('files on a phone, stops the clock with a prevención, resumes it on the public page, extends, answers with a PDF, and moves a due date with a holiday', async () => {
    const nombre = `Rosa Privada ${Date.now().toString(36)}`;
    const email = `rosa.${Date.now().toString(36)}@example.com`;
    const texto = `Solicito el gasto en alumbrado público por colonia de 2025 (${Date.now().toString(36)}).`;

    // ---- a citizen files on a phone and gets the folio and the due date, explained -------------------------------
    const citizen = await openPage(browser(), { viewport: phone });
    await citizen.page.goto('/transparencia/externo?cliente=demo');
    await citizen.page.getByRole('heading', { level: 1, name: 'Solicitar información pública' }).waitFor();
    await citizen.page.getByLabel(/Describe la información que pides/).fill(texto);
    await citizen.page.getByLabel('Cómo prefieres recibirla').selectOption('electronico');
    await citizen.page.getByLabel('Nombre o seudónimo').fill(nombre);
    await citizen.page.getByLabel('Correo electrónico').fill(email);
    await citizen.page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await citizen.page.getByRole('heading', { level: 1, name: 'Recibimos tu solicitud' }).waitFor();
    const folio = (await citizen.page.getByTestId('transp-folio').innerText()).trim();
    const code = (await citizen.page.getByTestId('transp-code').innerText()).trim();
    expect(folio).toMatch(/^T-\d{4}-\d{6}$/);
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await citizen.page.getByTestId('transp-due').innerText()).toMatch(/^Vence el /);
    expect(await citizen.page.getByTestId('transp-explanation').innerText()).toMatch(/Presentada el .* cuenta desde el .*20 días hábiles/s);
    await shot(citizen.page, 'transp-e2e-filed-phone', { fullPage: true });
    // nothing on the phone page is wider than the phone
    expect(await citizen.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);

    // ---- staff send a prevención: the clock stops ------------------------------------------------------------------
    const staff = await openPage(browser(), { viewport: desktop });
    await signIn(staff.page, admin().email, admin().password);
    await staff.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const token = (await staff.page.evaluate(() => localStorage.getItem('jwt_access_token')))!;
    await openRequest(staff.page, folio);
    // staff see who asked; the public page never will
    await staff.page.getByText(nombre).waitFor();
    await act(staff.page, 'Enviar prevención', 'Qué debe aclarar', 'Indica qué colonias te interesan y el periodo exacto.', 'Enviar prevención');
    // the form closes before the page has read the request again: wait for the new state, then check it whole
    await staff.page.getByTestId('transp-estatus').filter({ hasText: 'En prevención' }).waitFor();
    await expect(staff.page.getByTestId('transp-estatus').innerText()).resolves.toBe('En prevención');
    await expect(staff.page.getByTestId('transp-due').innerText()).resolves.toMatch(/^Plazo detenido/);

    // ---- the citizen answers on the public page; the clock resumes ------------------------------------------------
    await openThread(citizen.page, folio, code);
    await citizen.page.getByText('Indica qué colonias te interesan y el periodo exacto.').waitFor();
    await citizen.page.getByRole('textbox', { name: 'Tu aclaración' }).fill('Todas las colonias, de enero a diciembre de 2025.');
    await citizen.page.getByRole('button', { name: 'Enviar aclaración' }).click();
    await citizen.page.getByText(/^Tu aclaración \(/).waitFor();
    await expect(citizen.page.getByTestId('transp-estatus').innerText()).resolves.toBe('En proceso');
    await expect(citizen.page.getByTestId('transp-due').innerText()).resolves.toMatch(/^Vence el /);

    // a prevención sent business days ago (the demo's, code TRANSP26): answering it moves the due date by those days
    const seeded = (await staffApi<Inbox>(token, 'GET', `${API}/solicitudes?q=${encodeURIComponent('permisos de construcción')}`)).items[0];
    expect(seeded).toBeDefined();
    await openThread(citizen.page, seeded!.folio, 'TRANSP26');
    // (a retry of this test finds it answered by the first attempt: what follows checks that answer)
    if (seeded!.estatus === 'EN_PREVENCION') {
      await citizen.page.getByRole('textbox', { name: 'Tu aclaración' }).fill('Los permisos de 2024 y 2025 de la calle Hidalgo.');
      await citizen.page.getByRole('button', { name: 'Enviar aclaración' }).click();
    }
    await citizen.page.getByText(/^Tu aclaración \(/).waitFor();
    const resumed = await staffApi<Detail>(token, 'GET', `${API}/solicitudes/${seeded!.id}`);
    const created = resumed.historial.find((e) => e.tipo === 'creada')!;
    const reanudada = resumed.historial.find((e) => e.tipo === 'reanudada')!;
    expect(reanudada.despues.diasDetenidos).toBeGreaterThan(0);
    expect(resumed.due).toBe(reanudada.despues.due);
    expect(resumed.due! > created.despues.due!).toBe(true);
    // the public explanation names the stop and how many business days did not count
    const stopped = new RegExp(`Plazo detenido del .* por una prevención: ${reanudada.despues.diasDetenidos} días? hábil(es)? no cont`);
    expect(await citizen.page.getByTestId('transp-explanation').innerText()).toMatch(stopped);

    // ---- staff extend (TransparenciaAdm) and answer with a PDF -----------------------------------------------------
    await openRequest(staff.page, folio);
    await act(staff.page, 'Ampliar plazo', 'Motivo de la ampliación', 'La información está en tres direcciones y requiere compilarse.', 'Ampliar plazo');
    // the form closes before the page has read the request again: wait for the new state, then check it whole
    await staff.page.getByTestId('transp-estatus').filter({ hasText: 'En ampliación' }).waitFor();
    await expect(staff.page.getByTestId('transp-estatus').innerText()).resolves.toBe('En ampliación');
    await expect(staff.page.getByTestId('transp-explanation').innerText()).resolves.toMatch(/Ampliación: 10 días hábiles más/);
    await staff.page.getByTestId('transp-doc-upload').setInputFiles({ name: 'alumbrado-2025.pdf', mimeType: 'application/pdf', buffer: PDF });
    await staff.page.getByText('alumbrado-2025.pdf', { exact: true }).waitFor();
    await staff.page.getByRole('group', { name: 'Acciones permitidas' }).getByRole('button', { name: 'Responder', exact: true }).click();
    const answer = staff.page.getByRole('form', { name: 'Responder' });
    await answer.getByRole('textbox', { name: 'Respuesta' }).fill('Se entrega el gasto por colonia de 2025 en el documento adjunto.');
    expect(await answer.getByRole('checkbox', { name: 'alumbrado-2025.pdf' }).isChecked()).toBe(true);
    await answer.getByRole('button', { name: 'Enviar respuesta' }).click();
    await answer.waitFor({ state: 'detached' });
    await expect(staff.page.getByTestId('transp-estatus').innerText()).resolves.toBe('Respondida');
    await shot(staff.page, 'transp-e2e-staff-answered', { fullPage: true });

    // ---- the public page: the answer and the PDF, none of the requester's personal data ----------------------------
    await openThread(citizen.page, folio, code);
    await expect(citizen.page.getByTestId('transp-answer').innerText()).resolves.toBe('Se entrega el gasto por colonia de 2025 en el documento adjunto.');
    const pdf = citizen.page.getByRole('link', { name: /Descargar alumbrado-2025\.pdf/ });
    const href = (await pdf.getAttribute('href'))!;
    const download = await citizen.page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toMatch(/application\/pdf/);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    const shown = await citizen.page.locator('body').innerText();
    expect(shown).not.toContain(nombre);
    expect(shown.toLowerCase()).not.toContain(email);
    await shot(citizen.page, 'transp-e2e-public-answer-phone', { fullPage: true });

    // ---- an administrator adds a holiday: an open request's due date moves, with the reason in its history --------
    const other = (await postJson(`${PUBLIC}/solicitudes`, { texto: `Pido el inventario de patrullas (${Date.now().toString(36)}).`, formato: 'electronico', website: '' })) as { folio: string };
    const openOne = (await staffApi<Inbox>(token, 'GET', `${API}/solicitudes?q=${other.folio}`)).items[0]!;
    const before = await staffApi<Detail>(token, 'GET', `${API}/solicitudes/${openOne.id}`);
    const years = [...new Set([before.explicacion.countsFrom.slice(0, 4), before.due!.slice(0, 4)])];
    const holidays = new Set((await Promise.all(years.map((y) => staffApi<{ items: { fecha: string }[] }>(token, 'GET', `${API}/inhabiles?year=${y}`)))).flatMap((r) => r.items.map((h) => h.fecha)));
    let day = addDays(before.due!, -1);
    while (!weekday(day) || holidays.has(day)) day = addDays(day, -1);
    expect(day > before.explicacion.countsFrom).toBe(true);

    await staff.page.goto('/transparencia/adm/ajustes');
    const add = staff.page.getByRole('form', { name: 'Agregar un día inhábil' });
    await add.getByLabel('Fecha').fill(day);
    await add.getByLabel('Motivo').fill('Día de prueba e2e');
    await add.getByRole('button', { name: 'Agregar día inhábil' }).click();
    await staff.page.getByRole('cell', { name: /Día de prueba e2e/ }).waitFor();

    const after = await staffApi<Detail>(token, 'GET', `${API}/solicitudes/${openOne.id}`);
    expect(after.due! > before.due!).toBe(true);
    const moved = after.historial.find((e) => e.tipo === 'vencimiento')!;
    expect(moved).toMatchObject({ antes: { due: before.due }, despues: { due: after.due, motivo: { tipo: 'inhabil_agregado', fecha: day } } });
    await openRequest(staff.page, other.folio);
    await expect(staff.page.getByTestId('transp-history').innerText()).resolves.toMatch(/Vencimiento movido: .* → .*\. Motivo: se agregó el día inhábil .*\(Día de prueba e2e\)/);
    await shot(staff.page, 'transp-e2e-holiday-history', { fullPage: true });

    // ---- the same request, still without a unit, is assigned from the assignment tab ------------------------------
    await staff.page.goto('/transparencia/adm/asignacion');
    const row = staff.page.getByRole('row').filter({ hasText: other.folio });
    await row.getByLabel(`Unidad para ${other.folio}`).selectOption({ label: 'Unidad de Transparencia' });
    await row.getByRole('button', { name: 'Asignar' }).click();
    await row.waitFor({ state: 'detached' });
    expect((await staffApi<Detail & { unidad: { nombre: string } | null }>(token, 'GET', `${API}/solicitudes/${openOne.id}`)).unidad).toMatchObject({ nombre: 'Unidad de Transparencia' });

    expect([...citizen.errors, ...staff.errors]).toEqual([]);
  }, 240_000);
});
