import { admin, openPage, signIn, staffApi, useBrowser } from '../support/portal';

const browser = useBrowser();

/*
 * Auditoría v1 (issue 25) in the browser, on the demo cliente: the queue of closed cases, the form of one, and a
 * no conforme that reopens the case (its history says so, and it leaves the queue). The offline v2 e2e comes after.
 */

interface QueueAnswer {
  items: { id: string; kind: 'reporte' | 'solicitud'; folio: string }[];
  total: number;
}

describe('auditing a closed case', () => {
  it('an auditor opens a case from the queue, records a no conforme with its position, and the case reopens', async () => {
    const { access_token: token } = await staffApi<{ access_token: string }>(undefined, 'POST', '/api/1.0/auth/login', admin());
    // every closed case is sampled, so the demo's closed reportes are all in the queue
    const rule = await staffApi<{ version: number }>(token, 'GET', '/api/1.0/auditoria/regla');
    await staffApi(token, 'PUT', '/api/1.0/auditoria/regla', { modo: 'todos', porcentaje: 100, version: rule.version });
    const queue = await staffApi<QueueAnswer>(token, 'GET', '/api/1.0/auditoria/cola?kind=reporte&page=1&pageSize=25');
    expect(queue.total).toBeGreaterThan(0);
    // the first of the queue (no other spec audits)
    const target = queue.items[0]!;

    const { page, context } = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 20.0542, longitude: -99.3413, accuracy: 12 });
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/sig/auditoria?kind=reporte');
    const main = page.locator('#sig-main');
    await main.getByRole('heading', { name: 'Auditoría de casos cerrados' }).waitFor();
    await main.getByRole('heading', { name: /Resumen de auditorías/ }).waitFor();

    await main.getByRole('link', { name: target.folio }).click();
    await page.waitForURL((u) => u.pathname === `/sig/auditar/${target.id}/reporte`);
    await main.getByRole('heading', { name: `Caso ${target.folio}` }).waitFor();
    await main.getByText('precisión ± 12 m').waitFor();

    // every point of the tipo's checklist answered "No"
    const groups = main.getByRole('radiogroup');
    const points = (await groups.count()) - 1;
    for (let i = 0; i < points; i++) await groups.nth(i).getByLabel('No', { exact: true }).check();
    await main.getByLabel(/^Comentario/).fill('El problema sigue: el bache está abierto.');
    await main.getByLabel('No conforme').check();
    await main.getByRole('button', { name: 'Registrar auditoría' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Registrar como no conforme?' });
    await dialog.getByRole('button', { name: 'Sí, no conforme y reabrir' }).click();
    await main.getByText(`Auditoría de ${target.folio} registrada: no conforme.`).waitFor();
    await main.getByText(/El caso se reabrió y la dependencia fue avisada\./).waitFor();

    // the case is open again, with the audit in its history, and no longer waits for an audit
    const detail = await staffApi<{ closedAt: string | null; historial: { tipo: string }[] }>(token, 'GET', `/api/1.0/getreporte/${target.id}`);
    expect(detail.closedAt).toBeNull();
    expect(detail.historial.map((h) => h.tipo)).toEqual(expect.arrayContaining(['auditoria']));
    const after = await staffApi<QueueAnswer>(token, 'GET', '/api/1.0/auditoria/cola?kind=reporte&page=1&pageSize=100');
    expect(after.items.map((i) => i.id)).not.toContain(target.id);
    await context.close();
  });
});
