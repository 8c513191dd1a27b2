import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { admin, openPage, shot, signIn, staffApi, useBrowser } from '../support/portal';

const browser = useBrowser();

/*
 * Eventos (issue 29) end to end: staff publish an event (through the API); a citizen on a phone registers and gets
 * the ticket page with its QR; staff at the door, on a phone, feed the QR image to "escanear desde una foto": valid,
 * then "already checked in"; a typed code; then offline, one more ticket is judged valid on the phone and, back
 * online, reaches the server by itself.
 */

const EV = '/api/1.0/eventos';
const PHONE = { width: 390, height: 844 };

interface Evento {
  id: string;
  clienteSlug: string;
}
interface Registro {
  id: string;
  codigo: string;
  nombre: string;
  checkin: { en: string; puerta: string; por: { displayName: string } | null } | null;
}

/** The ticket's QR as the citizen's phone shows it, as a PNG (what a door's camera or a photo would see). */
async function qrPng(page: Page, dir: string, name: string): Promise<string> {
  const img = page.getByRole('img', { name: /Código QR de tu boleto/ });
  await img.waitFor();
  await page.waitForFunction(() => [...document.images].some((i) => i.alt.startsWith('Código QR') && i.complete && i.naturalWidth > 0));
  const file = join(dir, `${name}.png`);
  // the white frame around the image is the code's quiet zone
  writeFileSync(file, await img.locator('xpath=..').screenshot());
  return file;
}

async function registrar(page: Page, ev: Evento, nombre: string, email: string): Promise<string> {
  await page.goto(`/evento/eventos/${ev.clienteSlug}/-/${ev.id}`);
  await page.getByRole('button', { name: /nombre y correo/ }).click();
  await page.getByLabel(/Nombre completo/).fill(nombre);
  await page.getByLabel(/Correo electrónico/).fill(email);
  await page.getByRole('button', { name: 'Registrarme', exact: true }).click();
  await page.waitForURL(new RegExp(`/ev/${ev.id}/[^/]+$`));
  return page.url().split('/').pop()!;
}

const verdictOf = (page: Page) => page.getByTestId('ev-verdict');

describe('Eventos: registration on a phone, the ticket, and the door online and offline', () => {
  it('registers, scans a photo of the QR (valid, then already in), a typed code, and an offline scan that syncs', async () => {
    const { access_token: token } = await staffApi<{ access_token: string }>(undefined, 'POST', '/api/1.0/auth/login', admin());
    const now = Date.now();
    const fin = new Date(now + 5 * 3600_000).toISOString();
    const ev = await staffApi<Evento>(token, 'POST', EV, {
      titulo: `Feria de salud e2e ${now}`,
      descripcion: 'Vacunas y consultas gratuitas.',
      lugar: 'Plaza principal',
      ubicacion: { lat: 19.4326, lng: -99.1332 },
      inicio: new Date(now - 3600_000).toISOString(),
      fin,
      capacidad: 10,
      registroHasta: fin,
      listaEspera: true,
      estado: 'publicado',
    });

    // ---- a citizen on a phone registers and gets the ticket with its QR
    const citizen = await openPage(browser(), { viewport: PHONE });
    const cp = citizen.page;
    await cp.goto(`/evento/eventos/${ev.clienteSlug}/-/${ev.id}`);
    await cp.getByRole('button', { name: /nombre y correo/ }).waitFor();
    await shot(cp, 'eventos-01-registro-phone', { fullPage: true });
    const r1 = await registrar(cp, ev, 'Ana Pérez', `ana.${now}@example.com`);
    expect((await cp.getByTestId('ev-boleto-estado').textContent())?.trim()).toBe('Lugar confirmado');
    const dir = mkdtempSync(join(tmpdir(), 'sig-ev-'));
    const qr1 = await qrPng(cp, dir, 'qr1');
    await shot(cp, 'eventos-02-boleto-phone', { fullPage: true });
    await cp.goto(`/ev/${ev.id}/${r1}/evento`);
    await cp.getByText('Plaza principal').waitFor();
    await shot(cp, 'eventos-03-boleto-evento-phone', { fullPage: true });
    const r2 = await registrar(cp, ev, 'Luis Gómez', `luis.${now}@example.com`);
    const codigo2 = (await cp.getByTestId('ev-codigo').textContent())!.trim();
    const r3 = await registrar(cp, ev, 'Marta Ruiz', `marta.${now}@example.com`);
    const qr3 = await qrPng(cp, dir, 'qr3');

    // ---- staff at the door, on a phone
    const door = await openPage(browser(), { viewport: PHONE });
    const dp = door.page;
    await signIn(dp, admin().email, admin().password);
    await dp.waitForURL((u) => !u.pathname.startsWith('/login'));
    await dp.goto(`/evento/checkin/${ev.id}`);
    await dp.getByLabel(/Nombre de esta puerta/).fill('Puerta B');
    await dp.getByRole('button', { name: 'Empezar' }).click();
    await verdictOf(dp).waitFor();
    await shot(dp, 'eventos-04-puerta-phone');

    const photo = dp.getByTestId('ev-photo');
    await photo.setInputFiles(qr1);
    await dp.locator('[data-testid="ev-verdict"][data-kind="valido"]').waitFor();
    expect(await verdictOf(dp).textContent()).toContain('Ana Pérez');
    await shot(dp, 'eventos-05-puerta-valido');
    await photo.setInputFiles(qr1);
    await dp.locator('[data-testid="ev-verdict"][data-kind="ya_registrado"]').waitFor();
    expect(await verdictOf(dp).textContent()).toContain('Puerta B');
    await shot(dp, 'eventos-06-puerta-ya-registrado');
    // the judgment itself, on the phone, is well inside the 300 ms the door allows
    const ms = Number((await verdictOf(dp).textContent())!.match(/en (\d+) ms/)![1]);
    expect(ms).toBeLessThan(300);

    await dp.getByLabel('Código del boleto').fill(codigo2.toLowerCase());
    await dp.getByRole('button', { name: 'Comprobar' }).click();
    await dp.locator('[data-testid="ev-verdict"][data-kind="valido"]').filter({ hasText: 'Luis Gómez' }).waitFor();

    // the two online check-ins reach the server
    const registros = async () => (await staffApi<{ items: Registro[] }>(token, 'GET', `${EV}/${ev.id}/registros?page=1&pageSize=50`)).items;
    for (let i = 0; ; i++) {
      const all = await registros();
      if ([r1, r2].every((id) => all.find((r) => r.id === id)?.checkin)) break;
      if (i > 100) throw new Error('the online check-ins did not reach the server');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await registros()).find((r) => r.id === r1)!.checkin!.puerta).toBe('Puerta B');

    // ---- offline: judged on the phone, queued, synced when the connection comes back
    await door.context.setOffline(true);
    await photo.setInputFiles(qr3);
    await dp.locator('[data-testid="ev-verdict"][data-kind="valido"]').filter({ hasText: 'Marta Ruiz' }).waitFor();
    await dp.getByTestId('ev-pending').filter({ hasText: '1 escaneo por enviar' }).waitFor();
    await shot(dp, 'eventos-07-puerta-offline');
    expect((await registros()).find((r) => r.id === r3)!.checkin).toBeNull();
    await door.context.setOffline(false);
    await dp.getByTestId('ev-pending').filter({ hasText: 'Todo enviado' }).waitFor({ timeout: 30_000 });
    const synced = (await registros()).find((r) => r.id === r3)!;
    expect(synced.checkin?.puerta).toBe('Puerta B');
    expect((await dp.getByTestId('ev-asistieron').textContent())?.trim()).toBe('3');
    await shot(dp, 'eventos-08-puerta-synced');

    // ---- the same pages right to left
    const ar = await openPage(browser(), { viewport: PHONE, lang: 'ar' });
    await ar.page.goto(`/ev/${ev.id}/${r2}`);
    await ar.page.getByTestId('ev-codigo').waitFor();
    expect(await ar.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await shot(ar.page, 'eventos-09-boleto-ar', { fullPage: true });

    // the map's tiles come from the internet, which this machine does not reach
    expect(citizen.errors.filter((e) => !/ERR_NAME_NOT_RESOLVED/.test(e))).toEqual([]);
    expect(door.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED|Failed to fetch/.test(e))).toEqual([]);
  });
});
