import { CATALOG_PATHS, curpCheckDigit } from '@sig/shared/contract';
import type { Page } from 'playwright-core';

import { admin, baseUrl, openPage, postJson, signIn, useBrowser } from '../support/portal';

/*
 * Issue 21 items 7, 13 and 14 in the browser: a phoned-in reporte linked to a person registered inline and
 * another to the same person found by CURP; /sig/modulo/:id and a colonia's editar/:id opened directly; in
 * Arabic, a Spanish description ending with a full stop rendered isolated.
 */

const browser = useBrowser();
const stamp = Date.now();

/** A valid CURP nobody in this run has used. */
function freshCurp(): string {
  const pick = (chars: string) => chars[Math.floor(Math.random() * chars.length)]!;
  const L = 'ABCDEFGHIJKLMNOPQRSTUVWZ';
  const C = 'BCDFGHJKLMNPQRSTVWXZ';
  const first17 = `${pick(L)}${pick('AEIOU')}${pick(L)}${pick(L)}790521H` + `HG${pick(C)}${pick(C)}${pick(C)}0`;
  return first17 + String(curpCheckDigit(first17));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fieldLabel = (text: string) => new RegExp(`^${escapeRe(text)}\\s*\\*?$`);

async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.locator('#sig-main').getByLabel(fieldLabel(label));
  for (const end = Date.now() + 15_000; Date.now() < end; await page.waitForTimeout(100)) {
    if ((await select.locator('option').allTextContents()).some((o) => o.trim() === option)) break;
  }
  await select.selectOption({ label: option });
}

/** Opens the intake form with tipo, descripción and colonia (whose centre fills the location). */
async function startReporte(page: Page, descripcion: string): Promise<void> {
  await page.goto('/sig/reportes?nuevo=1');
  const main = page.locator('#sig-main');
  await choose(page, 'Tipo', 'Bache');
  await main.getByLabel(fieldLabel('Descripción')).fill(descripcion);
  await choose(page, 'Colonia', 'Centro');
  await main.getByText('La ubicación tomó el centro de la colonia.').waitFor();
  await choose(page, 'Origen', 'Teléfono');
}

async function file(page: Page): Promise<string> {
  await page.locator('#sig-main').getByRole('button', { name: 'Registrar reporte' }).click();
  await page.waitForURL(/\/sig\/reporte\/[^/?]+$/);
  return new URL(page.url()).pathname;
}

async function apiGet(path: string, token: string): Promise<{ items: { id: string; nombre: string }[] }> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as { items: { id: string; nombre: string }[] };
}

describe('a phoned-in reporte, module and edit links, and Arabic text', () => {
  let page: Page;
  const curp = freshCurp();
  const person = { nombre: 'Evaristo', apellidos: `Ontiveros ${stamp}` };
  const fullName = `${person.nombre} ${person.apellidos}`;
  const descripcion = `Bache profundo frente al mercado ${stamp}.`;
  let firstCase = '';

  beforeAll(async () => {
    ({ page } = await openPage(browser(), { viewport: { width: 1440, height: 900 } }));
    await signIn(page, admin().email, admin().password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  });

  it('registers the caller inline, then finds them by CURP for a second reporte; both cases name them', async () => {
    const main = page.locator('#sig-main');
    await startReporte(page, descripcion);
    await main.getByRole('button', { name: 'Persona nueva' }).click();
    const group = main.getByRole('group', { name: 'Registrar persona nueva' });
    await group.getByLabel(/^CURP/).fill(curp.toLowerCase());
    await group.getByLabel(/^Nombre\(s\)/).fill(person.nombre);
    await group.getByLabel(/^Apellidos/).fill(person.apellidos);
    await group.getByLabel(fieldLabel('Teléfono')).fill('771 402 1188');
    await group.getByRole('button', { name: 'Registrar y vincular' }).click();
    await main.getByRole('status').getByText(fullName).waitFor();
    firstCase = await file(page);
    const linked = main.getByRole('link', { name: fullName });
    await linked.waitFor();
    expect(await linked.getAttribute('href')).toMatch(/^\/sig\/persona\//);
    // the contact left empty came from the registry
    await main.getByText(`${fullName} · 771 402 1188`).waitFor();

    await startReporte(page, `Segundo reporte del mismo vecino ${stamp}.`);
    await main.getByLabel('Buscar por CURP, nombre o teléfono').fill(curp);
    await main.getByRole('button', { name: `Vincular a ${fullName}` }).click();
    await main.getByRole('status').getByText(fullName).waitFor();
    await file(page);
    await main.getByRole('link', { name: fullName }).click();
    await page.waitForURL(/\/sig\/persona\//);
    await main.getByRole('heading', { name: fullName }).waitFor();
  });

  it('opens a módulo and a colonia’s edit form from their own addresses', async () => {
    const token = (await postJson('/api/1.0/auth/login', admin())).access_token as string;
    const modulo = (await apiGet(`${CATALOG_PATHS.modulos.list}?pageSize=1`, token)).items[0]!;
    const colonia = (await apiGet(`${CATALOG_PATHS.colonias.list}?pageSize=1&q=Centro`, token)).items[0]!;
    const main = page.locator('#sig-main');

    await page.goto(`/sig/modulo/${encodeURIComponent(modulo.id)}`);
    await main.getByRole('heading', { name: modulo.nombre }).waitFor();
    await main.getByRole('link', { name: /^Todos los módulos de / }).waitFor();
    expect(await main.getByRole('button', { name: 'Editar módulo' }).count()).toBe(1);

    await page.goto(`/sig/catalogo/colonias/editar/${encodeURIComponent(colonia.id)}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Editar «${colonia.nombre}»`).waitFor();
    expect(await dialog.getByLabel(/^Nombre/).inputValue()).toBe(colonia.nombre);
  });

  it('in Arabic, the Spanish description ending with a full stop is isolated from the page’s direction', async () => {
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
    await page.goto(firstCase);
    const text = page.locator('#sig-main').getByText(descripcion, { exact: true });
    await text.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await text.getAttribute('dir')).toBe('auto');
    // the browser resolves it left to right: the full stop stays at the end of the sentence
    expect(await text.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    const name = page.locator('#sig-main').locator('bdi', { hasText: fullName }).first();
    expect(await name.getAttribute('dir')).toBe('auto');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'es'));
  });
});
