import { useLayoutSize } from '@sig/shared/testing/layoutSize';
import { UPLOAD_TOKEN_HEADER } from '@sig/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, rawJson, type FakeServer } from '@sig/shared/testing/fakeServer';
import { saveSession } from '../../lib/habitanteSession';
import { FOLLOW_CODE, fileOf, habitante, publicCliente, session } from '../../test/fixtures';
import { currentPath, currentUrl, findTitle, messageUnder, renderAt } from '../../test/renderApp';

// Leaflet measures its container; jsdom lays nothing out.
useLayoutSize(390, 320);

const CLIENTE = '/api/1.0/public/demo';
const FILE_REPORTE = '/api/1.0/public/demo/reportes';
const FILE_SOLICITUD = '/api/1.0/public/demo/solicitudes';
const UPLOAD = '/api/1.0/public/demo/casos/c9/archivos';
const NEARBY = '/api/1.0/public/demo/reportes/cercanos';
const MB = 1024 * 1024;
let server: FakeServer;

beforeAll(() => {
  // a browser's object URLs for the previews (jsdom has none)
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});

beforeEach(() => {
  server = fakeServer();
  server.on('GET', CLIENTE, () => ({ json: publicCliente() }));
  sessionStorage.clear();
  saveSession(session());
});

const filed = { status: 201, json: { id: 'c9', folio: 'R-2026-000123', kind: 'reporte', createdAt: '2026-03-01T16:00:00.000Z', uploadToken: 'tok-123', codigo: FOLLOW_CODE } };
const uploaded = (nombre: string | null) => rawJson({ id: `f-${nombre}`, nombre, tipo: 'image/jpeg', bytes: 6 }, 201);
const filings = () => server.calls.filter((c) => c.method === 'POST' && c.path === FILE_REPORTE);

async function openReporte(path = '/act/rep/sig/demo/h-7Yp2/t1') {
  renderAt(path);
  expect(await findTitle('Reportar: Bache')).toBeTruthy();
  const form = screen.getByRole('form', { name: 'Nuevo reporte' });
  await within(form).findByTestId('sig-map');
  return form;
}

const describe_ = (form: HTMLElement) => within(form).getByRole('textbox', { name: /¿Qué pasa\?/ }) as HTMLTextAreaElement;
const photoInput = (form: HTMLElement) => within(form).getByLabelText('Elegir fotos', { selector: 'input' }) as HTMLInputElement;
const markCentre = (form: HTMLElement) => fireEvent.keyDown(within(form).getByTestId('sig-map'), { key: 'Enter' });

describe('the reporte form', () => {
  it('checks the description and the location before sending anything, focusing the first problem', async () => {
    const form = await openReporte();
    fireEvent.change(describe_(form), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar reporte' }));

    expect(messageUnder(describe_(form))).toContain('Describe el problema con al menos 5 caracteres.');
    expect(document.activeElement).toBe(describe_(form));
    expect(within(form).getByText(/Marca en el mapa dónde está el problema/)).toBeTruthy();
    expect(filings()).toHaveLength(0);
  });

  it('names the tipo in the title isolated from the sentence around it, in the page and in the tab', async () => {
    await openReporte();
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.querySelector('bdi[dir="auto"]')?.textContent).toBe('Bache');
    expect(document.title).toBe('Reportar: \u2068Bache\u2069 · Municipio Demo');
  });

  it('counts the characters of the description', async () => {
    const form = await openReporte();
    fireEvent.change(describe_(form), { target: { value: 'Un bache enorme' } });
    expect(messageUnder(describe_(form))).toContain('15/4000');
  });

  it('refuses a 6 MB photo, a PDF and a 4th photo as they are chosen', async () => {
    const form = await openReporte();
    fireEvent.change(photoInput(form), {
      target: {
        files: [
          fileOf('uno.jpg', 'image/jpeg'),
          fileOf('enorme.jpg', 'image/jpeg', 6 * MB),
          fileOf('acta.pdf', 'application/pdf'),
          fileOf('dos.png', 'image/png'),
          fileOf('tres.webp', 'image/webp'),
          fileOf('cuatro.jpg', 'image/jpeg'),
        ],
      },
    });
    const refused = within(form).getByRole('alert');
    expect(within(refused).getByText('enorme.jpg pesa 6 MB; cada foto puede pesar hasta 5 MB.')).toBeTruthy();
    expect(within(refused).getByText('acta.pdf: no es una foto que podamos recibir. Usa JPEG, PNG o WebP.')).toBeTruthy();
    expect(within(refused).getByText('cuatro.jpg: solo puedes adjuntar 3 fotos.')).toBeTruthy();
    const chosen = within(form).getByRole('list', { name: 'Fotos elegidas' });
    expect(within(chosen).getAllByRole('listitem').map((li) => li.textContent?.replace(/\d+ B$/, ''))).toEqual(['uno.jpg', 'dos.png', 'tres.webp']);
    expect(within(form).getByText('3 de 3')).toBeTruthy();

    // a removed photo makes room again
    fireEvent.click(within(form).getByRole('button', { name: 'Quitar dos.png' }));
    expect(within(form).getByText('2 de 3')).toBeTruthy();
  });

  it('files the reporte, then uploads each photo with the token, and opens the finish page', async () => {
    server.on('POST', FILE_REPORTE, () => filed);
    server.onRaw('POST', UPLOAD, (call) => uploaded(call.query.get('nombre')));
    const form = await openReporte();
    fireEvent.change(describe_(form), { target: { value: '  Bache enorme frente a la escuela  ' } });
    markCentre(form);
    fireEvent.change(within(form).getByRole('textbox', { name: /Dirección o referencia/ }), { target: { value: 'Av. Juárez 10' } });
    fireEvent.change(photoInput(form), { target: { files: [fileOf('bache.jpg', 'image/jpeg', 6), fileOf('de-lejos.png', 'image/png', 9)] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar reporte' }));

    await waitFor(() => expect(currentPath()).toBe('/act/finish/demo/R-2026-000123/h-7Yp2/c9/reporte'));
    expect(filings().map((c) => c.body)).toEqual([
      { tipoId: 't1', descripcion: 'Bache enorme frente a la escuela', ubicacion: { lat: 19.4326, lng: -99.1332 }, direccion: 'Av. Juárez 10', habitanteId: 'h-7Yp2' },
    ]);
    // the token in its header, never in the address (request logs keep addresses)
    expect(server.rawCalls.map((c) => [c.query.get('nombre'), c.headers.get(UPLOAD_TOKEN_HEADER), c.contentType, c.bytes, c.authorization])).toEqual([
      ['bache.jpg', 'tok-123', 'image/jpeg', 6, null],
      ['de-lejos.png', 'tok-123', 'image/png', 9, null],
    ]);
    expect(server.rawCalls.every((c) => [...c.query.keys()].join() === 'nombre')).toBe(true);
    expect(filings()[0].authorization).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('shows the open reportes already filed near the place; "me pasa lo mismo" adds support (with the typed e-mail) instead of filing (issue 24)', async () => {
    sessionStorage.clear();
    server.on('GET', NEARBY, () => ({
      json: { radioM: 50, dias: 30, items: [{ folio: 'R-2026-000045', estatus: { nombre: 'Asignado', color: '#1e88e5' }, createdAt: '2026-02-20T10:00:00.000Z', distanciaM: 18, apoyos: 2, foto: 'http://portal.test/api/1.0/public/demo/fotos/f1?e=1&s=x' }] },
    }));
    server.on('POST', '/api/1.0/public/demo/seguimiento/R-2026-000045/apoyo', () => ({ json: { folio: 'R-2026-000045', apoyos: 3 } }));
    const form = await openReporte('/act/rep/sig/demo/anonimo/t1');
    expect(within(form).queryByRole('list', { name: '¿Ya lo reportaron?' })).toBeNull();
    markCentre(form);
    const cards = await within(form).findByRole('list', { name: '¿Ya lo reportaron?' }, { timeout: 3000 });
    expect(server.queries(NEARBY)[0]?.get('tipoId')).toBe('t1');
    expect(within(cards).getByText('R-2026-000045')).toBeTruthy();
    expect(within(cards).getByText(/a 18 m · 2 personas más lo reportaron/)).toBeTruthy();
    expect(within(cards).getByRole('img', { name: 'Foto del folio R-2026-000045' })).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /Correo electrónico/ }), { target: { value: 'vecina@correo.mx' } });
    fireEvent.click(within(cards).getByRole('button', { name: 'Me pasa lo mismo' }));
    expect(await within(form).findByText('Sumamos tu apoyo al folio R-2026-000045')).toBeTruthy();
    expect(server.callsTo('POST', '/api/1.0/public/demo/seguimiento/R-2026-000045/apoyo').map((c) => c.body)).toEqual([{ email: 'vecina@correo.mx', lang: 'es' }]);
    expect(filings()).toHaveLength(0);
  });

  it('still goes to the finish page when a photo fails, naming it', async () => {
    server.on('POST', FILE_REPORTE, () => filed);
    server.onRaw('POST', UPLOAD, (call) =>
      call.query.get('nombre') === 'rota.jpg' ? rawJson({ statusCode: 403, code: 'citizen.upload_token', message: 'vencido' }, 403) : uploaded(call.query.get('nombre')),
    );
    const form = await openReporte();
    fireEvent.change(describe_(form), { target: { value: 'Bache enorme' } });
    markCentre(form);
    fireEvent.change(photoInput(form), { target: { files: [fileOf('rota.jpg', 'image/jpeg'), fileOf('buena.jpg', 'image/jpeg')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar reporte' }));

    await waitFor(() => expect(currentPath()).toMatch(/^\/act\/finish\//));
    expect(server.rawCalls).toHaveLength(2);
    expect(currentUrl()).toBe('/act/finish/demo/R-2026-000123/h-7Yp2/c9/reporte?sinEnviar=rota.jpg');
    expect(await screen.findByText('Una foto no llegó')).toBeTruthy();
    expect(screen.getByText('rota.jpg')).toBeTruthy();
    expect(screen.getByTestId('folio').textContent).toBe('R-2026-000123');
  });

  it('disables sending while it runs and keeps what was typed when the filing fails', async () => {
    let answer: (reply: { status: number; json: unknown }) => void = () => undefined;
    server.on('POST', FILE_REPORTE, () => new Promise((resolve) => (answer = resolve)));
    const form = await openReporte();
    fireEvent.change(describe_(form), { target: { value: 'Bache enorme' } });
    markCentre(form);
    const send = within(form).getByRole('button', { name: 'Enviar reporte' });
    fireEvent.click(send);

    const busy = await within(form).findByRole('button', { name: 'Enviando…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    await act(async () => answer(apiError(429, 'rate_limited', 'Demasiadas solicitudes.')));

    expect(await within(form).findByText('Demasiados intentos. Espera unos minutos e inténtalo de nuevo.')).toBeTruthy();
    expect(filings()).toHaveLength(1);
    expect(describe_(form).value).toBe('Bache enorme');
    expect(within(form).getByRole('button', { name: 'Enviar reporte' }).getAttribute('aria-disabled')).not.toBe('true');
    expect(currentPath()).toBe('/act/rep/sig/demo/h-7Yp2/t1');
  });

  it('sends no habitante for an anonymous reporte, and the honeypot only when a bot filled it', async () => {
    server.on('POST', FILE_REPORTE, () => apiError(400, 'citizen.rejected', 'No pudimos recibir tu envío.'));
    const form = await openReporte('/act/rep/sig/demo/anonimo/t1');
    fireEvent.change(describe_(form), { target: { value: 'Bache enorme' } });
    markCentre(form);
    const honeypot = form.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar reporte' }));

    expect(await within(form).findByText('No pudimos recibir tu envío. Recarga la página e inténtalo de nuevo.')).toBeTruthy();
    expect(filings()[0].body).toEqual({ tipoId: 't1', descripcion: 'Bache enorme', ubicacion: { lat: 19.4326, lng: -99.1332 }, website: 'http://spam.example' });
  });

  it('opens a direct link by habitante, finding the municipality from its record', async () => {
    server.on('GET', '/api/1.0/public/habitante/h-7Yp2', () => ({ json: habitante({ existente: true }) }));
    renderAt('/act/port/h-7Yp2/reporte/t2');
    expect(await findTitle('Reportar: Fuga de agua')).toBeTruthy();
  });

  it('a direct link is no credential: without the session the form waits for the code', async () => {
    sessionStorage.clear();
    server.on('GET', '/api/1.0/public/habitante/h-7Yp2', () => ({ json: habitante({ existente: true }) }));
    renderAt('/act/port/h-7Yp2/reporte/t2');
    expect(await findTitle('Confirma que eres tú')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviarme un código' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Nuevo reporte' })).toBeNull();
  });

  it('files in the habitante’s name with the session in its header, and the finish page gets the follow code in the fragment', async () => {
    let header: string | null = null;
    server.on('POST', FILE_REPORTE, ({ headers }) => {
      header = headers.get('x-habitante-session');
      return filed;
    });
    const form = await openReporte();
    fireEvent.change(describe_(form), { target: { value: 'Bache enorme' } });
    markCentre(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar reporte' }));
    await waitFor(() => expect(currentPath()).toBe('/act/finish/demo/R-2026-000123/h-7Yp2/c9/reporte'));
    expect(header).toBe('sesion-de-prueba');
    expect(window.location.hash).toBe(`#codigo=${FOLLOW_CODE}`);
  });

  it('an anonymous reporte sends the contact typed, not a habitante', async () => {
    server.on('POST', FILE_REPORTE, () => filed);
    const form = await openReporte('/act/rep/sig/demo/anonimo/t1');
    fireEvent.change(describe_(form), { target: { value: 'Bache enorme' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Correo electrónico/ }), { target: { value: 'vecina@correo.mx' } });
    markCentre(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar reporte' }));
    await waitFor(() => expect(filings()).toHaveLength(1));
    expect(filings()[0].body).toMatchObject({ contacto: { email: 'vecina@correo.mx' } });
    expect(filings()[0].body).not.toHaveProperty('habitanteId');
  });
});

describe('the solicitud form', () => {
  it('has no map, takes documents, and files without a location', async () => {
    server.on('POST', FILE_SOLICITUD, () => ({ ...filed, json: { ...filed.json, folio: 'S-2026-000045', kind: 'solicitud' } }));
    server.onRaw('POST', UPLOAD, (call) => uploaded(call.query.get('nombre')));
    renderAt('/act/sol/sig/demo/h-7Yp2/s1');
    expect(await findTitle('Solicitar: Constancia de residencia')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Nueva solicitud' });
    expect(within(form).queryByTestId('sig-map')).toBeNull();
    const docs = within(form).getByLabelText('Elegir documentos', { selector: 'input' });
    expect(docs.getAttribute('accept')).toBe('application/pdf,image/jpeg,image/png,image/webp');
    fireEvent.change(docs, { target: { files: [fileOf('ine.pdf', 'application/pdf')] } });
    fireEvent.change(within(form).getByRole('textbox', { name: /¿Qué necesitas\?/ }), { target: { value: 'Constancia para la escuela' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));

    await waitFor(() => expect(currentPath()).toBe('/act/finish/demo/S-2026-000045/h-7Yp2/c9/solicitud'));
    expect(server.calls.find((c) => c.path === FILE_SOLICITUD)?.body).toEqual({ tipoId: 's1', descripcion: 'Constancia para la escuela', habitanteId: 'h-7Yp2' });
    expect(server.rawCalls.map((c) => c.contentType)).toEqual(['application/pdf']);
  });

  it('asks an anonymous citizen to register first', async () => {
    renderAt('/act/sol/sig/demo/anonimo/s1');
    expect(await findTitle('Regístrate para hacer una solicitud')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Identificarme' }).getAttribute('href')).toBe('/act/registro/buscar/demo?intent=solicitud');
  });
});
