import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { stripedPng } from '../support/png';
import { admin, openPage, shot, signIn, staffApi, useBrowser } from '../support/portal';

const browser = useBrowser();

/*
 * BettaID (issue 29) end to end: staff design a card template in the editor, issue a card with a photo to a
 * habitante made in the registry, download its PDF (two ID-1 pages, rendered and measured), a phone opens the QR's
 * page and reads VIGENTE with a genuine signature (an altered signature reads forged), staff revoke the card with a
 * reason, and the same page reads REVOCADA.
 */

const BT = '/api/1.0/bettaid';
const ID1 = 85.6 / 54;

interface Card {
  id: string;
  folio: string;
  estado: string;
  qrUrl: string;
  token: string;
  historial: { tipo: string; datos: Record<string, unknown> | null }[];
}

/** A valid CURP for a made-up person, unique per run (RENAPO's check digit). */
function curpFor(stamp: number): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
  const letters = 'BCDFGHJKLMNPQRSTVWXZ';
  const pick = (n: number) => letters[n % letters.length]!;
  const day = String((stamp % 28) + 1).padStart(2, '0');
  const month = String((Math.floor(stamp / 28) % 12) + 1).padStart(2, '0');
  const first17 = `${pick(stamp)}A${pick(stamp >> 5)}${pick(stamp >> 10)}90${month}${day}MSL${pick(stamp >> 15)}${pick(stamp >> 20)}${pick(stamp >> 25)}0`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += alphabet.indexOf(first17[i]!) * (18 - i);
  return `${first17}${(10 - (sum % 10)) % 10}`;
}

/** Width and height of a PNG from its IHDR. */
const pngSize = (png: Buffer) => ({ w: png.readUInt32BE(16), h: png.readUInt32BE(20) });

/** Renders a PDF's pages to PNG with poppler's pdftoppm at 150 dpi; returns the page images. */
function renderPdf(pdf: string, prefix: string): string[] {
  try {
    execFileSync('pdftoppm', ['-png', '-r', '150', pdf, prefix], { stdio: 'pipe' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('pdftoppm is missing: install poppler-utils (apt-get install poppler-utils) to render the cards');
    throw e;
  }
  const dir = join(prefix, '..');
  const base = prefix.slice(dir.length + 1);
  return readdirSync(dir)
    .filter((f) => f.startsWith(`${base}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => join(dir, f));
}

const main = (page: Page) => page.locator('#sig-main');
const banner = (page: Page) => page.getByTestId('bt-estado');

describe('BettaID: a template, a card with photo and PDF, its public page vigente, then revoked', () => {
  it('issues, verifies and revokes a card', async () => {
    const stamp = Date.now();
    const { access_token: token } = await staffApi<{ access_token: string }>(undefined, 'POST', '/api/1.0/auth/login', admin());
    const apellidos = `Credencial${stamp.toString(36)}`;
    const habitante = await staffApi<{ id: string }>(token, 'POST', '/api/1.0/midb/habitantes', { nombre: 'Lucía', apellidos, curp: curpFor(stamp), consentimiento: true });

    const desk = await openPage(browser(), { viewport: { width: 1440, height: 900 } });
    const dp = desk.page;
    await signIn(dp, admin().email, admin().password);
    await dp.waitForURL((u) => !u.pathname.startsWith('/login'));

    // the template, in the editor: its live preview follows the form
    const nombre = `Credencial e2e ${stamp}`;
    await dp.goto('/bettaid/editar/nueva');
    await main(dp).getByLabel('Nombre', { exact: false }).first().fill(nombre);
    await main(dp).getByLabel('Texto del reverso').fill('Si encuentras esta credencial, devuélvela al municipio.');
    await main(dp).getByRole('checkbox', { name: 'Colonia' }).check();
    await main(dp).getByTestId('card-front').getByText(nombre).waitFor();
    await main(dp).getByRole('button', { name: 'Crear plantilla' }).click();
    await dp.waitForURL(/\/bettaid\/editar\/(?!nueva)[^/?]+\?creada=1$/);
    await main(dp).getByText('Plantilla creada.').waitFor();
    await shot(dp, 'bettaid-1-plantilla', { fullPage: true });

    // the card: the holder from the registry search, the template, a photo
    await dp.goto('/bettaid/edit/nueva');
    await main(dp).getByRole('searchbox', { name: /Buscar en el padrón/ }).fill(apellidos);
    await main(dp).getByRole('radio', { name: new RegExp(`Lucía ${apellidos}`) }).check();
    await main(dp).getByRole('combobox', { name: /Plantilla/ }).selectOption({ label: nombre });
    await main(dp).getByTestId('bt-foto-file').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: stripedPng(300, 400, [40, 90, 160], [235, 225, 200]) });
    await main(dp).getByRole('img', { name: 'Foto lista' }).waitFor();
    await shot(dp, 'bettaid-2-emitir', { fullPage: true });
    await main(dp).getByRole('button', { name: 'Emitir', exact: true }).click();
    await dp.waitForURL(/\/bettaid\/edit\/(?!nueva)[^/?]+\?emitida=1$/);
    const cardId = new URL(dp.url()).pathname.split('/').pop()!;
    const card = await staffApi<Card>(token, 'GET', `${BT}/credenciales/${cardId}`);
    expect(card.estado).toBe('vigente');
    await main(dp).getByText(`Credencial ${card.folio} emitida.`).waitFor();
    await main(dp).getByTestId('card-back').getByRole('img', { name: /Código QR/ }).waitFor();
    await shot(dp, 'bettaid-3-credencial', { fullPage: true });

    // the PDF, downloaded from the page: two ID-1 pages (front and back), rendered at 150 dpi
    const [download] = await Promise.all([dp.waitForEvent('download'), main(dp).getByRole('button', { name: 'Descargar PDF' }).click()]);
    const dir = mkdtempSync(join(tmpdir(), 'sig-bettaid-'));
    const pdf = join(dir, 'credencial.pdf');
    await download.saveAs(pdf);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pages = renderPdf(pdf, join(dir, 'page'));
    expect(pages).toHaveLength(2);
    for (const p of pages) {
      const { w, h } = pngSize(readFileSync(p));
      expect(Math.abs(w / h - ID1) / ID1).toBeLessThan(0.02);
      // 85.6 mm at 150 dpi is 506 px
      expect(Math.abs(w - 506)).toBeLessThan(4);
    }
    const shots = process.env.SIG_E2E_SHOTS;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      pages.forEach((p, i) => copyFileSync(p, join(shots, `bettaid-4-pdf-${i + 1}.png`)));
    }
    const printed = await staffApi<Card>(token, 'GET', `${BT}/credenciales/${cardId}`);
    expect(printed.historial.map((e) => e.tipo)).toEqual(expect.arrayContaining(['emitida', 'impresa']));

    // a phone opens the QR's address: vigente, the signature genuine
    const qr = new URL(card.qrUrl);
    expect(qr.pathname).toBe(`/btid/${cardId}`);
    const phone = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const pp = phone.page;
    await pp.goto(`${qr.pathname}${qr.search}`);
    await expect(banner(pp).getAttribute('data-estado')).resolves.toBe('VIGENTE');
    await expect(banner(pp).textContent()).resolves.toContain('VIGENTE');
    await expect(pp.getByTestId('bt-firma').getAttribute('data-firma')).resolves.toBe('genuina');
    await expect(pp.getByTestId('bt-nombre').textContent()).resolves.toBe(`Lucía ${apellidos}`);
    // nothing personal beyond the name: the CURP is on the card, never on this page
    await expect(pp.locator('body').textContent()).resolves.not.toContain(curpFor(stamp));
    await shot(pp, 'bettaid-5-btid-vigente', { fullPage: true });

    // one character of the signature changed: forged
    const s = qr.searchParams.get('s')!;
    const altered = `${s.slice(0, -3)}${s.at(-3) === 'A' ? 'B' : 'A'}${s.slice(-2)}`;
    await pp.goto(`${qr.pathname}?s=${encodeURIComponent(altered)}`);
    await expect(pp.getByRole('alert').first().getAttribute('data-firma')).resolves.toBe('falsificada');
    await shot(pp, 'bettaid-6-btid-falsificada', { fullPage: true });

    // the same page in Arabic, right to left
    const ar = await openPage(browser(), { viewport: { width: 390, height: 844 }, lang: 'ar' });
    await ar.page.goto(`${qr.pathname}${qr.search}`);
    await expect(banner(ar.page).textContent()).resolves.toContain('سارية');
    await expect(ar.page.evaluate(() => document.documentElement.dir)).resolves.toBe('rtl');
    await shot(ar.page, 'bettaid-7-btid-ar', { fullPage: true });

    // staff revoke it, with a reason, after confirming
    await main(dp).getByRole('button', { name: 'Revocar', exact: true }).click();
    const dialog = dp.getByRole('alertdialog');
    await dialog.getByLabel(/Motivo/).fill('Extravío reportado por la titular');
    await shot(dp, 'bettaid-8-revocar');
    await dialog.getByRole('button', { name: 'Revocar', exact: true }).click();
    await main(dp).getByText(`Credencial ${card.folio} revocada.`).waitFor();
    const revoked = await staffApi<Card>(token, 'GET', `${BT}/credenciales/${cardId}`);
    expect(revoked.estado).toBe('revocada');
    const event = revoked.historial.find((e) => e.tipo === 'revocada');
    expect(event?.datos?.motivo).toBe('Extravío reportado por la titular');
    await shot(dp, 'bettaid-9-revocada', { fullPage: true });

    // the public page says so at once
    await pp.goto(`${qr.pathname}${qr.search}`);
    await expect(banner(pp).getAttribute('data-estado')).resolves.toBe('REVOCADA');
    await expect(banner(pp).textContent()).resolves.toContain('REVOCADA');
    await shot(pp, 'bettaid-10-btid-revocada', { fullPage: true });

    for (const w of [desk, phone, ar]) expect(w.errors).toEqual([]);
  });
});
