import type { Page, Response } from 'playwright-core';

import { admin, openPage, signIn, useBrowser } from '../support/portal';

/*
 * Issue 21 (items 5 and 6) in the browser, on the demo municipality's seeded reportes: Vence's first click
 * puts the overdue case on top; "bache" finds every case of the tipo Bache; a folio typed short in the
 * toolbar's search opens its case.
 */

const browser = useBrowser();
const LIST_API = '/api/1.0/sig/getreportes';

/** The next answer of the reportes list whose query has these values. */
function listAnswer(page: Page, expected: Record<string, string | null>): Promise<Response> {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === LIST_API && r.status() === 200 && Object.entries(expected).every(([k, v]) => url.searchParams.get(k) === v);
  });
}
const totalOf = async (res: Response) => ((await res.json()) as { total: number }).total;

describe('finding a clerk’s cases (issue 21)', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await openPage(browser(), { viewport: { width: 1440, height: 1000 } }));
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  });

  it('one click on Vence shows an overdue open case first', async () => {
    const first = listAnswer(page, { sort: 'createdAt' });
    await page.goto('/sig/reportes');
    await first;
    const main = page.locator('#sig-main');
    const sorted = listAnswer(page, { sort: 'dueAt', dir: 'asc' });
    await main.getByRole('button', { name: 'Vence' }).click();
    const items = ((await (await sorted).json()) as { items: { vencido: boolean; closedAt: string | null }[] }).items;
    expect(items[0]).toMatchObject({ vencido: true, closedAt: null });
    await page.waitForURL(/sort=dueAt&dir=asc/);
    expect(await main.getByRole('columnheader', { name: /Vence/ }).getAttribute('aria-sort')).toBe('ascending');
    // what the clerk sees: the first row says it is overdue
    await main.locator('tbody tr').first().getByText('Vencido').waitFor();
  });

  it('searching "bache" finds every case of the tipo Bache, not only those whose text says it', async () => {
    await page.goto('/sig/reportes');
    const main = page.locator('#sig-main');
    const searched = listAnswer(page, { q: 'bache', tipoId: null });
    await main.getByRole('searchbox').fill('bache');
    const found = await totalOf(await searched);

    // the tipo Bache alone, without the text
    const tipo = main.getByLabel(/^Tipo\s*\*?$/);
    await page.waitForFunction((el) => [...(el as HTMLSelectElement).options].some((o) => o.text === 'Bache'), await tipo.elementHandle());
    const both = listAnswer(page, { q: 'bache' });
    await tipo.selectOption({ label: 'Bache' });
    const ofTipoWithText = await totalOf(await both);
    const onlyTipo = listAnswer(page, { q: null });
    await main.getByRole('searchbox').fill('');
    const ofTipo = await totalOf(await onlyTipo);

    expect(ofTipo).toBeGreaterThan(0);
    expect(ofTipoWithText).toBe(ofTipo);
    expect(found).toBeGreaterThanOrEqual(ofTipo);
  });

  it('a folio typed short in the toolbar search opens its case', async () => {
    await page.goto('/sig/reportes');
    const main = page.locator('#sig-main');
    const link = main.locator('tbody tr').first().getByRole('link');
    const folio = (await link.textContent())!.trim();
    expect(folio).toMatch(/^R-\d{4}-\d{6}$/);
    const short = folio.toLowerCase().replace(/-0+(\d)/, '-$1');
    expect(short.length).toBeLessThan(folio.length);

    await page.getByRole('button', { name: 'Buscar páginas' }).click();
    const box = page.getByRole('combobox', { name: 'Buscar páginas' });
    await box.fill(short);
    const option = page.getByRole('option', { name: new RegExp(folio) });
    await option.waitFor();
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/sig\/reporte\/[^/]+$/);
    await main.getByText(folio).first().waitFor();
  });
});
