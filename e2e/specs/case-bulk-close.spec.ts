import type { Page } from 'playwright-core';

import { admin, mailMatching, openPage, serverCli, shot, signIn, snackbarShown, staffApi, useBrowser } from '../support/portal';

/* Issue 21 items 3, 4 and 12: answer and close in one step, bulk assign with a confirmation, cards on a phone. */

const browser = useBrowser();
const stamp = Date.now();
const PASSWORD = 'Lote-clave-2026!';
const crew = { email: `cuadrilla-${stamp}@demo.mx`, name: `Cuadrilla Norte ${stamp}` };
/** A word only this spec's cases carry, to list them alone. */
const tag = `zq${stamp}`;
const vecino = `vecino-${stamp}@correo.mx`;

let page: Page;
let token = '';
/** The folios this spec made, for the phone list. */
const mine: string[] = [];


interface Created {
  id: string;
  folio: string;
}

async function newReporte(descripcion: string, email = ''): Promise<Created> {
  const filtros = await staffApi<{ tipos: { id: string; nombre: string }[] }>(token, 'GET', '/api/1.0/sig/getfiltros');
  const bache = filtros.tipos.find((t) => t.nombre === 'Bache')!;
  return staffApi<Created>(token, 'POST', '/api/1.0/sig/reporte', {
    tipoId: bache.id,
    descripcion,
    ubicacion: { lat: 19.4326, lng: -99.1332 },
    contacto: { nombre: 'Vecina de prueba', email },
  });
}

beforeAll(async () => {
  serverCli(['create-user', '--email', crew.email, '--password', PASSWORD, '--role', 'Atención ciudadana', '--name', crew.name]);
  ({ page } = await openPage(browser(), { viewport: { width: 1440, height: 1000 } }));
  await signIn(page, admin().email, admin().password);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  token = (await page.evaluate(() => localStorage.getItem('jwt_access_token')))!;
});

describe('closing, bulk actions and phones', () => {
  it('answers the citizen and closes a case in one step; the public follow page shows the answer', async () => {
    const kase = await newReporte(`Bache que se cierra de una vez ${tag}`, vecino);
    // the mail is quoted-printable: the accent of "Código" is encoded, the code is not
    const code = (await mailMatching(vecino, /de seguimiento: ([A-Z2-9]{4})-([A-Z2-9]{4})/)).slice(1, 3).join('');
    mine.push(kase.folio);
    await page.goto(`/sig/reporte/${kase.id}`);
    const main = page.locator('#sig-main');
    await main.getByRole('heading', { name: kase.folio }).waitFor();
    // the usual next step is one click away
    await main.getByRole('button', { name: 'Pasar a Asignado' }).waitFor();

    await main.getByRole('button', { name: 'Responder y cerrar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Responder al ciudadano y cerrar' });
    const answer = `Se rellenó el bache el martes; gracias por avisar (${tag}).`;
    await dialog.getByLabel(/^Respuesta al ciudadano/).fill(answer);
    await dialog.getByLabel(/^Estatus final/).selectOption({ label: 'Atendido' });
    await dialog.getByRole('button', { name: 'Responder y cerrar' }).click();
    await snackbarShown(page, 'Respuesta publicada y caso cerrado.');
    await main.getByText('El caso está cerrado. Para cambiarlo, reábrelo explicando el motivo.').waitFor();
    // one action, one message
    const shown = await page.evaluate(() => (window as unknown as { __sigSnackbars?: string[] }).__sigSnackbars ?? []);
    expect(shown.filter((m) => m === 'Respuesta publicada y caso cerrado.')).toHaveLength(1);
    const history = main.getByRole('list', { name: 'Historial del caso' });
    await history.getByText(/Asignado, En proceso/).waitFor();

    await page.goto(`/act/folio/demo/${kase.folio}#codigo=${code}`);
    await page.getByText(answer).waitFor();
    await page.getByText('Atendido').first().waitFor();
  });

  it('bulk-assigns two cases after a confirmation that counts them, each with its own history event', async () => {
    const [a, b] = [await newReporte(`Primer bache del lote ${tag} norte`), await newReporte(`Segundo bache del lote ${tag} norte`)];
    mine.push(a.folio, b.folio);
    await page.goto(`/sig/reportes?q=${tag}+norte`);
    const main = page.locator('#sig-main');
    await main.getByRole('link', { name: a.folio }).waitFor();
    await main.getByRole('link', { name: b.folio }).waitFor();

    await main.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }).check();
    const bar = main.getByRole('toolbar', { name: 'Acciones con la selección' });
    await bar.getByText('2 seleccionados').waitFor();
    await bar.getByRole('button', { name: 'Asignar…' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Asignar la selección' });
    await dialog.getByLabel('Persona asignada').selectOption({ label: crew.name });
    await dialog.getByText(`Cambiarán 2 reportes: quedarán asignados a ${crew.name}.`).waitFor();
    await dialog.getByRole('button', { name: 'Asignar 2 reportes' }).click();
    await snackbarShown(page, 'Listo: cambiaron 2 de 2.');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((name) => Array.from(document.querySelectorAll('#sig-main tbody tr')).filter((r) => r.textContent?.includes(name)).length === 2, crew.name);

    for (const c of [a, b]) {
      const detail = await staffApi<{ asignado: { displayName: string } | null; historial: { tipo: string }[] }>(token, 'GET', `/api/1.0/getreporte/${c.id}`);
      expect(detail.asignado?.displayName).toBe(crew.name);
      expect(detail.historial.map((e) => e.tipo)).toEqual(['creado', 'asignacion']);
    }
  });

  it('shows the list as cards at 390 px, the estatus whole, and selection works on a card', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/sig/reportes?q=${tag}`);
    const main = page.locator('#sig-main');
    const cards = main.getByTestId('case-cards');
    await cards.getByRole('listitem').first().waitFor();
    expect(await main.getByRole('table').count()).toBe(0);
    for (const folio of mine) await cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: folio }) }).waitFor();
    // nothing cut: every card and its estatus fit the screen
    const overflow = await page.evaluate(() => {
      const root = document.querySelector('[data-testid="case-cards"]')!;
      const cut = Array.from(root.querySelectorAll('li span')).filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent);
      return { cut, pageWider: document.documentElement.scrollWidth > window.innerWidth };
    });
    expect(overflow).toEqual({ cut: [], pageWider: false });
    await cards.getByText('Atendido').waitFor();
    await cards.getByRole('checkbox').first().check();
    await main.getByRole('toolbar', { name: 'Acciones con la selección' }).getByText('1 seleccionado').waitFor();
    await shot(page, 'i21-actions-e2e-cards', { fullPage: true });
  });
});
