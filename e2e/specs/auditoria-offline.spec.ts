import { createHash } from 'node:crypto';

import type { Page } from 'playwright-core';

import { solidPng } from '../support/png';
import { admin, baseUrl, openPage, serverCli, signIn, staffApi, useBrowser } from '../support/portal';

const browser = useBrowser();

/*
 * Auditoría v2 (issue 25) end to end: a supervisor builds a work list and assigns it; the field auditor opens it
 * on a phone, loses the connection, audits two cases with photos, sees a third case's attached photo from the
 * phone's copy and marks it "no se pudo auditar", reloads offline and still has the work, then
 * gets the connection back. Checked through the API: each audit arrived once, the photos' bytes hash as on the
 * phone, the no conforme reopened its case. The supervisor's live page moved without a reload.
 */

const PASSWORD = 'Auditor-campo-2026!';
const FIELD_POSITION = { latitude: 19.4326, longitude: -99.1332, accuracy: 9 };

interface QueueAnswer {
  items: { id: string; kind: 'reporte' | 'solicitud'; folio: string }[];
  total: number;
}
interface AuditRecord {
  clientId: string;
  orderId: string;
  veredicto: 'conforme' | 'no_conforme';
  estado: 'aplicada' | 'conflicto';
  fotos: string[];
  listaId: string | null;
}

const sha256 = (buf: Buffer | Uint8Array) => createHash('sha256').update(buf).digest('hex');

/** The phone's status line (connection, audits waiting to sync). */
const status = (page: Page) => page.getByRole('status', { name: 'Estado del dispositivo' });

/** Answers every checklist point of the open form, the photos, a comment and the verdict, and keeps it on the device. */
async function audit(page: Page, opts: { answer: 'Sí' | 'No'; photos: { name: string; buffer: Buffer }[]; comment: string; verdict: 'Conforme' | 'No conforme' }) {
  const main = page.locator('#sig-main');
  await main.getByRole('heading', { name: 'Lista de verificación' }).waitFor();
  const groups = main.getByRole('radiogroup');
  // the last radio group is the verdict
  const points = (await groups.count()) - 1;
  for (let i = 0; i < points; i++) await groups.nth(i).getByLabel(opts.answer, { exact: true }).check();
  await main.getByLabel('Elegir fotos').setInputFiles(opts.photos.map((p) => ({ ...p, mimeType: 'image/png' })));
  await main.getByRole('list', { name: 'Fotos de la auditoría' }).getByRole('listitem').nth(opts.photos.length - 1).waitFor();
  for (const p of opts.photos) await main.getByTitle(sha256(p.buffer)).waitFor();
  await main.getByLabel(/^Comentario/).fill(opts.comment);
  await main.getByLabel(opts.verdict, { exact: true }).check();
  await main.getByRole('button', { name: 'Registrar auditoría' }).click();
  if (opts.verdict === 'No conforme') await page.getByRole('alertdialog', { name: '¿Registrar como no conforme?' }).getByRole('button', { name: 'Sí, no conforme y reabrir' }).click();
  await main.getByText('Guardada en este dispositivo').waitFor();
}

describe('a field audit made offline on a phone (issue 25, v2)', () => {
  it('reaches the server once per case with its photos after an offline reload, reopens the no conforme, and the supervisor watches live', async () => {
    const stamp = Date.now();
    const { access_token: token } = await staffApi<{ access_token: string }>(undefined, 'POST', '/api/1.0/auth/login', admin());
    // a field auditor of its own (a retry of this test gets a new one)
    const roleName = `Auditor de campo e2e ${stamp}`;
    await staffApi(token, 'POST', '/api/1.0/admin/roles', { nombre: roleName, permissions: ['SigAuditoriaV2'] });
    const auditor = { email: `campo-${stamp}@demo.mx`, name: `Ana Campo ${stamp}` };
    serverCli(['create-user', '--email', auditor.email, '--password', PASSWORD, '--role', roleName, '--name', auditor.name]);

    // every closed case sampled; three reportes of the queue go in the list (two audited, one left pending): the
    // last ones of the page the supervisor's form shows (auditoria.spec.ts takes the first)
    const rule = await staffApi<{ version: number }>(token, 'GET', '/api/1.0/auditoria/regla');
    await staffApi(token, 'PUT', '/api/1.0/auditoria/regla', { modo: 'todos', porcentaje: 100, version: rule.version });
    const queue = await staffApi<QueueAnswer>(token, 'GET', '/api/1.0/auditoria/cola?page=1&pageSize=100');
    const cases = queue.items.filter((c) => c.kind === 'reporte').slice(-3);
    expect(cases).toHaveLength(3);
    // a photo already attached to the third case: the phone keeps it for offline with its lists
    const attached = solidPng(240, 200, 40);
    const up = await fetch(`${baseUrl()}/api/1.0/sig/reporte/${cases[2]!.id}/archivos?nombre=antes.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(attached),
    });
    expect(up.status).toBe(201);

    // the supervisor (the cliente's administrator) builds the list by selection and assigns it
    const sup = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await signIn(sup.page, admin().email, admin().password);
    await sup.page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await sup.page.goto('/sig/auditoriav2/list');
    const supMain = sup.page.locator('#sig-main');
    await supMain.getByRole('button', { name: 'Nueva lista' }).click();
    const listName = `Recorrido e2e ${stamp}`;
    await supMain.getByLabel('Nombre de la lista').fill(listName);
    await supMain.getByRole('combobox', { name: /^Auditor\b/ }).selectOption({ label: auditor.name });
    await supMain.getByLabel('Elegir casos').check();
    for (const c of cases) await supMain.getByRole('checkbox', { name: new RegExp(`^${c.folio} ·`) }).check();
    await supMain.getByRole('button', { name: 'Crear y asignar' }).click();
    await supMain.getByRole('region', { name: listName }).getByText('0 hechas · 3 pendientes · 0 fallidas').waitFor();

    // then watches the live page, which must follow the phone without being reloaded
    await sup.page.goto('/sig/auditoriav2/supervisor/sig/online');
    await supMain.getByRole('heading', { name: 'Auditores en vivo' }).waitFor();
    const row = supMain.getByRole('row').filter({ hasText: auditor.name });
    await row.getByText('Sin ubicación hoy').waitFor();
    const listRow = supMain.getByRole('listitem').filter({ hasText: listName });
    await listRow.getByText('0 hechas · 3 pendientes · 0 fallidas').waitFor();
    await sup.page.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));

    // the auditor's phone: the service worker allowed, the position fixed
    const { page, context } = await openPage(browser(), { serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(FIELD_POSITION);
    await signIn(page, auditor.email, PASSWORD);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    // loaded once under the worker's control, so the parcel's files are in its cache
    await page.goto('/sig/auditoriav2/list');
    const main = page.locator('#sig-main');
    await main.getByRole('heading', { name: listName }).waitFor();
    await main.getByRole('link', { name: cases[0]!.folio }).click();
    await page.waitForURL((u) => u.pathname.startsWith(`/sig/auditoriav2/${cases[0]!.id}/`));
    const listId = new URL(page.url()).pathname.split('/').pop()!;
    await status(page).getByText('En línea').waitFor();
    await status(page).getByText(/^Ubicación enviada/).waitFor();
    await page.waitForLoadState('networkidle');

    // the supervisor sees the position arrive: the table's last position and the marker on the map
    await row.getByText('Sin ubicación hoy').waitFor({ state: 'detached' });
    await sup.page.locator('.leaflet-tooltip', { hasText: auditor.name }).waitFor();

    // the connection goes
    await context.setOffline(true);
    await status(page).getByText('Sin conexión').waitFor();
    const photos = [
      { name: 'frente.png', buffer: solidPng(200, 30, 30) },
      { name: 'detalle.png', buffer: solidPng(30, 200, 30) },
      { name: 'calle.png', buffer: solidPng(30, 30, 200) },
    ];
    await audit(page, { answer: 'Sí', photos: photos.slice(0, 2), comment: 'Reparado y limpio.', verdict: 'Conforme' });
    await status(page).getByText('1 auditoría por sincronizar').waitFor();

    // back to the list and on to the second case, still offline
    await main.getByRole('link', { name: 'Volver a mis listas' }).first().click();
    await main.getByRole('link', { name: cases[1]!.folio }).click();
    await page.waitForURL((u) => u.pathname === `/sig/auditoriav2/${cases[1]!.id}/${listId}`);
    await audit(page, { answer: 'No', photos: photos.slice(2), comment: 'El problema sigue ahí.', verdict: 'No conforme' });
    await status(page).getByText('2 auditorías por sincronizar').waitFor();

    // the third case, offline: its attached photo from the phone, and it cannot be audited (no access)
    await main.getByRole('link', { name: 'Volver a mis listas' }).first().click();
    await main.getByRole('link', { name: cases[2]!.folio }).click();
    await page.waitForURL((u) => u.pathname === `/sig/auditoriav2/${cases[2]!.id}/${listId}`);
    const thumb = main.getByRole('img', { name: 'antes.png' });
    await thumb.waitFor();
    expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    await main.getByRole('button', { name: 'No se pudo auditar' }).click();
    const failDialog = page.getByRole('dialog', { name: `No se pudo auditar ${cases[2]!.folio}` });
    await failDialog.getByLabel('Sin acceso al lugar').check();
    await failDialog.getByRole('button', { name: 'Marcar como fallido' }).click();
    await main.getByText(`${cases[2]!.folio} marcado como no auditado`).waitFor();
    await status(page).getByText('3 auditorías por sincronizar').waitFor();

    // a reload offline: the portal from the worker's cache, the list from the phone, all three still waiting
    await page.reload();
    await status(page).getByText('3 auditorías por sincronizar').waitFor({ timeout: 30_000 });
    await main.getByText(/Sin conexión con el servidor: se muestra tu lista guardada/).waitFor();
    await main.getByText('Marcado como no auditado en este teléfono; aún no se envía.').waitFor();
    // nothing reached the server meanwhile
    const before = await staffApi<{ total: number }>(token, 'GET', `/api/1.0/auditoria/auditorias?orderId=${cases[0]!.id}&page=1&pageSize=10`);
    expect(before.total).toBe(0);

    // the connection returns: the outbox empties on its own
    await context.setOffline(false);
    await status(page).getByText('0 auditorías por sincronizar').waitFor({ timeout: 30_000 });

    // each audit arrived once, applied, in the list, with the photos' hashes
    const expected = [
      { c: cases[0]!, veredicto: 'conforme', fotos: photos.slice(0, 2) },
      { c: cases[1]!, veredicto: 'no_conforme', fotos: photos.slice(2) },
    ] as const;
    for (const e of expected) {
      const got = await staffApi<{ items: AuditRecord[]; total: number }>(token, 'GET', `/api/1.0/auditoria/auditorias?orderId=${e.c.id}&page=1&pageSize=10`);
      expect(got.total).toBe(1);
      const [a] = got.items;
      expect({ veredicto: a!.veredicto, estado: a!.estado, listaId: a!.listaId }).toEqual({ veredicto: e.veredicto, estado: 'aplicada', listaId: listId });
      expect([...a!.fotos].sort()).toEqual(e.fotos.map((p) => sha256(p.buffer)).sort());
      // the bytes the server keeps hash as the phone's
      for (const h of a!.fotos) {
        const res = await fetch(`${baseUrl()}/api/1.0/auditoria/fotos/${h}`, { headers: { authorization: `Bearer ${token}` } });
        expect(res.status).toBe(200);
        expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(h);
      }
    }
    const mine = await staffApi<{ items: AuditRecord[]; total: number }>(token, 'GET', `/api/1.0/auditoria/auditorias?page=1&pageSize=100`);
    expect(mine.items.filter((a) => a.listaId === listId).map((a) => a.orderId).sort()).toEqual([cases[0]!.id, cases[1]!.id].sort());

    // the no conforme reopened its case, with the audit in its history; the conforme one stays closed
    const path = (c: QueueAnswer['items'][number]) => `/api/1.0/getreporte/${c.id}`;
    const reopened = await staffApi<{ closedAt: string | null; historial: { tipo: string }[] }>(token, 'GET', path(cases[1]!));
    expect(reopened.closedAt).toBeNull();
    expect(reopened.historial.map((h) => h.tipo)).toContain('auditoria');
    const kept = await staffApi<{ closedAt: string | null }>(token, 'GET', path(cases[0]!));
    expect(kept.closedAt).not.toBeNull();

    // the third case arrived as failed, with its reason
    const lista = await staffApi<{ items: { orderId: string; estado: string; motivoCodigo: string | null }[] }>(token, 'GET', `/api/1.0/auditoria/listas/${listId}`);
    expect(lista.items.find((i) => i.orderId === cases[2]!.id)).toMatchObject({ estado: 'fallida', motivoCodigo: 'sin_acceso' });

    // the supervisor's page, never reloaded, shows the progress (the failed one counted) and the last audit
    await listRow.getByText('2 hechas · 0 pendientes · 1 fallidas').waitFor();
    await row.getByText(new RegExp(`${cases[1]!.folio} · No conforme`)).waitFor();
    expect(await sup.page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);

    await context.close();
    await sup.context.close();
  });
});
