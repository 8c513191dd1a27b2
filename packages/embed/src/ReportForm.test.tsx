import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { useLayoutSize } from '@sig/shared/testing/layoutSize';

import './sig-report-form';
import { demoCliente, inside, place, setAttr } from './test/elementKit';

useLayoutSize(800, 600);

const CLIENTE = demoCliente({
  mapa: { lat: 19.43, lng: -99.13, zoom: 14, tileUrl: null },
  tiposReporte: [
    { id: 'bache', nombre: 'Bache', descripcion: '', color: '#ff8c00', icono: '', pideFoto: false },
    { id: 'luz', nombre: 'Alumbrado', descripcion: '', color: '#ffb900', icono: '', pideFoto: true },
  ],
});

interface Asked {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
type Reply = { status?: number; json: unknown };

/** The SIG server on another origin: answers by method and path, records every request. */
function server(route: (a: Asked) => Reply | Promise<Reply>) {
  const asked: Asked[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof Blob ? `blob:${init.body.size}` : undefined;
    const a = { method: init.method ?? 'GET', url: String(input), headers, body };
    asked.push(a);
    const reply = await route(a);
    return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

const FILED = { id: 'case-1', folio: 'R-2026-000042', kind: 'reporte', createdAt: '2026-11-28T10:00:00.000Z', uploadToken: 'u'.repeat(43), codigo: 'ABCD2345' };
const NEARBY = {
  radioM: 50,
  dias: 30,
  items: [{ folio: 'R-2026-000007', estatus: { nombre: 'Nuevo', color: '#0078d4' }, createdAt: '2026-11-20T10:00:00.000Z', distanciaM: 12, apoyos: 2, foto: null }],
};

/** The usual server; `refuse` answers the filing instead. */
const standard = (refuse?: Reply) =>
  server(({ method, url }) => {
    const path = new URL(url).pathname;
    if (path === '/api/1.0/public/demo') return { json: CLIENTE };
    if (path === '/api/1.0/public/demo/reportes/cercanos') return { json: { ...NEARBY, items: [] } };
    if (method === 'POST' && path === '/api/1.0/public/demo/reportes') return refuse ?? { status: 201, json: FILED };
    if (method === 'POST' && path === '/api/1.0/public/demo/casos/case-1/archivos') return { status: 201, json: { id: 'f1', nombre: 'bache.png', tipo: 'image/png', bytes: 4 } };
    return { status: 404, json: { statusCode: 404, code: 'citizen.cliente_not_found' } };
  });

const formOf = (el: HTMLElement, name = 'Reportar un problema a Municipio Demo') => waitFor(() => inside(el).getByRole('form', { name }));

/** Marks the map's centre as the place, as a keyboard user does (Enter on the focused map). */
function markCentre(el: HTMLElement, name = 'Mapa para marcar el lugar del problema') {
  const map = inside(el).getByRole('application', { name });
  map.focus();
  fireEvent.keyDown(map, { key: 'Enter' });
}


describe('<sig-report-form>', () => {
  it('asks for the cliente attribute and a valid api before reading anything', async () => {
    const asked = standard();
    const el = await place('sig-report-form', {});
    await waitFor(() => expect(inside(el).getByRole('alert').textContent).toContain('Falta el atributo cliente'));
    await setAttr(el, 'api', 'javascript:alert(1)');
    await setAttr(el, 'cliente', 'demo');
    expect(inside(el).getByRole('alert').textContent).toContain('El atributo api no es una dirección web válida');
    expect(asked).toEqual([]);
  });

  it('offers the cliente’s public tipos, or fixes the one the tipo attribute names, and names an unknown tipo', async () => {
    standard();
    const el = await place('sig-report-form', { cliente: 'demo' });
    const form = await formOf(el);
    const select = within(form).getByRole('combobox', { name: /Tipo de problema/ });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elige el tipo', 'Bache', 'Alumbrado']);

    await setAttr(el, 'tipo', 'luz');
    await waitFor(() => expect(inside(el).queryByRole('combobox')).toBeNull());
    expect(inside(el).getByRole('textbox', { name: /Describe el problema · Alumbrado/ })).toBeTruthy();
    // this tipo asks for a photo: the photos' hint says so
    expect(inside(el).getByText(/Este tipo de reporte pide una foto/)).toBeTruthy();

    await setAttr(el, 'tipo', 'nada');
    expect(inside(el).getByRole('alert').textContent).toBe('El atributo tipo="nada" no es un tipo de reporte público de Municipio Demo. Quítalo para elegir entre todos.');
    await setAttr(el, 'tipo', null);
    await formOf(el);
  });

  it('says what is missing before sending anything', async () => {
    const asked = standard();
    const el = await place('sig-report-form', { cliente: 'demo' });
    const form = await formOf(el);
    fireEvent.change(within(form).getByRole('textbox', { name: /Correo electrónico/ }), { target: { value: 'sin-arroba' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar reporte' }));
    await waitFor(() => expect(within(form).getByText('Elige el tipo de problema.')).toBeTruthy());
    expect(within(form).getByText('Describe el problema con al menos 5 caracteres.')).toBeTruthy();
    expect(within(form).getByText('Marca en el mapa dónde está el problema.')).toBeTruthy();
    expect(within(form).getByText('Escribe un correo válido, por ejemplo nombre@correo.mx.')).toBeTruthy();
    expect(asked.filter((a) => a.method === 'POST')).toEqual([]);
  });

  it('files the reporte anonymously with its place and photo, and ends with the folio and its follow code', async () => {
    const asked = standard();
    const el = await place('sig-report-form', { cliente: 'demo', tipo: 'bache', api: 'https://sig.example.mx' });
    const form = await formOf(el);
    fireEvent.change(within(form).getByRole('textbox', { name: /Describe el problema/ }), { target: { value: '  Bache enorme frente a la escuela  ' } });
    markCentre(el);
    fireEvent.change(within(form).getByRole('textbox', { name: /Dirección o referencia/ }), { target: { value: 'Calle Hidalgo 12' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Correo electrónico/ }), { target: { value: 'vecina@example.com' } });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'bache.png', { type: 'image/png' });
    const gif = new File([new Uint8Array([71, 73, 70])], 'risa.gif', { type: 'image/gif' });
    fireEvent.change(el.shadowRoot!.querySelector('[data-testid="sig-form-photos"]')!, { target: { files: [photo, gif] } });
    expect(within(form).getByRole('alert').textContent).toBe('risa.gif: solo se aceptan fotos JPEG, PNG o WebP.');
    expect(within(form).getByText('1 de 3 fotos')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Enviar reporte' }));
    const done = await waitFor(() => inside(el).getByTestId('sig-filed'));
    expect(within(done).getByTestId('sig-filed-folio').textContent).toBe('R-2026-000042');
    expect(within(done).getByTestId('sig-filed-codigo').textContent).toBe('ABCD-2345');
    expect(within(done).getByRole('link', { name: /Ver el seguimiento/ }).getAttribute('href')).toBe('https://sig.example.mx/act/folio/demo/R-2026-000042#codigo=ABCD2345');
    expect(done.textContent).toContain('También te los enviamos por correo.');

    const filing = asked.find((a) => a.method === 'POST' && a.url === 'https://sig.example.mx/api/1.0/public/demo/reportes')!;
    expect(filing.body).toEqual({ tipoId: 'bache', descripcion: 'Bache enorme frente a la escuela', ubicacion: { lat: 19.43, lng: -99.13 }, direccion: 'Calle Hidalgo 12', contacto: { email: 'vecina@example.com' } });
    expect(filing.headers['x-habitante-session']).toBeUndefined();
    const upload = asked.find((a) => a.url.startsWith('https://sig.example.mx/api/1.0/public/demo/casos/case-1/archivos'))!;
    expect(upload.url).toBe('https://sig.example.mx/api/1.0/public/demo/casos/case-1/archivos?nombre=bache.png');
    expect(upload.headers).toMatchObject({ 'content-type': 'image/png', 'x-upload-token': FILED.uploadToken });

    fireEvent.click(within(done).getByRole('button', { name: 'Enviar otro reporte' }));
    await formOf(el);
  });

  it('shows the server’s refusal translated, under the field it names; keeps what was typed', async () => {
    standard({ status: 400, json: { statusCode: 400, code: 'validation', message: 'Texto demasiado corto', field: 'descripcion', errors: [{ type: 'descripcion', message: 'x' }] } });
    const el = await place('sig-report-form', { cliente: 'demo', tipo: 'bache', lang: 'en' });
    const form = await formOf(el, 'Report a problem to Municipio Demo');
    const text = within(form).getByRole('textbox', { name: /Describe the problem/ });
    fireEvent.change(text, { target: { value: 'Bache de prueba' } });
    markCentre(el, 'Map to mark where the problem is');
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(within(form).getByText('The server did not accept the field “Describe the problem”. Check it and try again.')).toBeTruthy());
    expect((text as HTMLTextAreaElement).value).toBe('Bache de prueba');
  });

  it('says a full hour of filings (429), a bot (honeypot refusal) and a refusal of no field of the form apart; a contact field’s refusal under it', async () => {
    let reply: Reply = { status: 429, json: { statusCode: 429, code: 'rate_limited' } };
    const asked = server(({ url, method }) => (method === 'POST' ? reply : new URL(url).pathname.endsWith('cercanos') ? { json: { ...NEARBY, items: [] } } : { json: CLIENTE }));
    const el = await place('sig-report-form', { cliente: 'demo', tipo: 'bache' });
    const form = await formOf(el);
    fireEvent.change(within(form).getByRole('textbox', { name: /Describe el problema/ }), { target: { value: 'Bache de prueba' } });
    markCentre(el);
    const send = () => fireEvent.click(within(form).getByRole('button', { name: 'Enviar reporte' }));
    send();
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Hay demasiados envíos desde tu conexión. Espera un rato e inténtalo de nuevo.'));
    reply = { status: 400, json: { statusCode: 400, code: 'citizen.rejected' } };
    send();
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('No pudimos recibir tu envío. Si eres una persona, recarga la página e inténtalo de nuevo.'));
    reply = { status: 400, json: { statusCode: 400, code: 'validation', field: 'website' } };
    send();
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('El servidor no aceptó el envío. Revisa los datos e inténtalo de nuevo.'));
    reply = { status: 400, json: { statusCode: 400, code: 'validation', field: 'contacto.email' } };
    send();
    await waitFor(() => expect(within(form).getByText('El servidor no aceptó el campo «Correo electrónico». Revísalo e inténtalo de nuevo.')).toBeTruthy());
    expect(asked.filter((a) => a.method === 'POST')).toHaveLength(4);
  });

  it('shows the open reportes near the place and counts "me pasa lo mismo" on one instead of filing', async () => {
    const asked = server(({ url, method }) => {
      const path = new URL(url).pathname;
      if (path === '/api/1.0/public/demo') return { json: CLIENTE };
      if (path === '/api/1.0/public/demo/reportes/cercanos') return { json: NEARBY };
      if (method === 'POST' && path === '/api/1.0/public/demo/seguimiento/R-2026-000007/apoyo') return { json: { folio: 'R-2026-000007', apoyos: 3 } };
      return { status: 500, json: {} };
    });
    const el = await place('sig-report-form', { cliente: 'demo', tipo: 'bache', lang: 'ar' });
    const form = await formOf(el, 'الإبلاغ عن مشكلة إلى Municipio Demo');
    expect(el.shadowRoot!.querySelector<HTMLElement>('.sig-element')!.dir).toBe('rtl');
    fireEvent.change(within(form).getByRole('textbox', { name: /البريد الإلكتروني/ }), { target: { value: 'vecina@example.com' } });
    markCentre(el, 'خريطة لتحديد مكان المشكلة');
    const cards = await waitFor(() => within(form).getByTestId('sig-nearby'), { timeout: 3000 });
    expect(within(cards).getByRole('heading', { name: 'هل أُبلغ عنها من قبل؟' })).toBeTruthy();
    expect(within(cards).getByText('R-2026-000007')).toBeTruthy();
    expect(asked.find((a) => a.url.includes('/cercanos'))!.url).toBe('http://localhost/api/1.0/public/demo/reportes/cercanos?tipoId=bache&lat=19.43&lng=-99.13');
    fireEvent.click(within(cards).getByRole('button', { name: 'أواجه المشكلة نفسها' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toContain('أضفنا بلاغك إلى الملف R-2026-000007.'));
    expect(asked.find((a) => a.url.endsWith('/apoyo'))!.body).toEqual({ email: 'vecina@example.com', lang: 'ar' });
    expect(asked.filter((a) => a.url.endsWith('/reportes'))).toEqual([]);
  });

  it('names a cliente that does not take reportes online', async () => {
    server(() => ({ json: { ...CLIENTE, recibeCasos: false } }));
    const el = await place('sig-report-form', { cliente: 'demo' });
    await waitFor(() => expect(inside(el).getByRole('alert').textContent).toBe('Este municipio no recibe reportes en línea.'));
  });
});
