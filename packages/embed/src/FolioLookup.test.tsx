import { act, fireEvent, waitFor, within } from '@testing-library/react';
import type { PublicCase } from '@sig/shared/contract';

import './sig-folio';
import { inside, place, setAttr } from './test/elementKit';

const CASE: PublicCase = {
  folio: 'R-2026-000042',
  kind: 'reporte',
  estatus: { nombre: 'En proceso', color: '#ffb900', final: false },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  closedAt: null,
  detalle: null,
};
const DETALLE: NonNullable<PublicCase['detalle']> = {
  tipo: { nombre: 'Bache', color: '#ff8c00' },
  descripcion: 'Bache enorme frente a la escuela',
  ubicacion: { lat: 19.43, lng: -99.13 },
  direccion: 'Calle Hidalgo 12',
  colonia: 'Centro',
  dueAt: '2026-11-27T10:00:00.000Z',
  fotos: [],
  historial: [
    { at: '2026-11-20T10:00:00.000Z', estatus: 'Nuevo', color: '#0078d4' },
    { at: '2026-11-21T10:00:00.000Z', estatus: 'En proceso', color: '#ffb900' },
  ],
  notas: [{ at: '2026-11-21T10:00:00.000Z', texto: 'La cuadrilla va mañana.' }],
};

interface Asked {
  method: string;
  url: string;
  body: unknown;
}
type Reply = { status?: number; json: unknown };

function server(route: (a: Asked) => Reply) {
  const asked: Asked[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const a = { method: init.method ?? 'GET', url: String(input), body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    asked.push(a);
    const reply = route(a);
    return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

/** Folio R-2026-000042 with code ABCD2345; any other folio is not found. */
const standard = () =>
  server(({ method, url, body }) => {
    const path = new URL(url).pathname;
    if (path === '/api/1.0/public/demo/seguimiento/R-2026-000042') {
      const code = (body as { codigo?: string } | undefined)?.codigo;
      return { json: { ...CASE, detalle: method === 'POST' && code === 'ABCD2345' ? DETALLE : null } };
    }
    if (path === '/api/1.0/public/demo/seguimiento/R-2026-000042/seguir') return { status: 202, json: { enviado: true } };
    return { status: 404, json: { statusCode: 404, code: 'citizen.folio_not_found', field: 'folio' } };
  });



describe('<sig-folio>', () => {
  it('asks for the cliente attribute before reading anything', async () => {
    const asked = standard();
    const el = await place('sig-folio', { folio: 'R-2026-000042' });
    await waitFor(() => expect(inside(el).getByRole('alert').textContent).toContain('Falta el atributo cliente'));
    expect(asked).toEqual([]);
  });

  it('looks up the folio attribute at once (written as people type it), estatus and dates only', async () => {
    const asked = standard();
    const el = await place('sig-folio', { cliente: 'demo', folio: 'r 2026 42' });
    const card = await waitFor(() => inside(el).getByTestId('sig-folio-case'));
    expect(asked.map((a) => `${a.method} ${a.url}`)).toEqual(['GET http://localhost/api/1.0/public/demo/seguimiento/R-2026-000042']);
    expect(within(card).getByRole('heading', { name: 'R-2026-000042' })).toBeTruthy();
    expect(within(card).getByText('En proceso')).toBeTruthy();
    expect(within(card).queryByText('Qué se reportó')).toBeNull();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('http://localhost/act/folio/demo/R-2026-000042');
    expect((inside(el).getByRole('textbox', { name: /^Folio/ }) as HTMLInputElement).value).toBe('R-2026-000042');

    // another folio attribute: looked up again
    await setAttr(el, 'folio', 'R-2026-000099');
    await waitFor(() => expect(inside(el).getByRole('alert').textContent).toContain('No encontramos el folio R-2026-000099.'));
    expect((inside(el).getByRole('textbox', { name: /^Folio/ }) as HTMLInputElement).value).toBe('R-2026-000099');
  });

  it('with the follow code (sent in the body) shows what was filed, its history and public notes; a wrong code says so', async () => {
    const asked = standard();
    const el = await place('sig-folio', { cliente: 'demo' });
    const form = await waitFor(() => inside(el).getByRole('search', { name: 'Consultar un folio de demo' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(within(form).getByText('Escribe el folio.')).toBeTruthy());
    expect(asked).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: /^Folio/ }), { target: { value: 'R-2026-000042' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Código de seguimiento/ }), { target: { value: 'abcd-2345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Consultar' }));
    const card = await waitFor(() => within(inside(el).getByTestId('sig-folio-case')).getByText('Bache enorme frente a la escuela').closest('section')!);
    expect(asked.at(-1)).toEqual({ method: 'POST', url: 'http://localhost/api/1.0/public/demo/seguimiento/R-2026-000042', body: { codigo: 'ABCD2345' } });
    expect(within(card).getByText('Calle Hidalgo 12 · Centro')).toBeTruthy();
    expect(within(card).getByText('La cuadrilla va mañana.')).toBeTruthy();
    expect(within(card).getByRole('heading', { name: 'Historial' })).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('http://localhost/act/folio/demo/R-2026-000042#codigo=ABCD2345');

    fireEvent.change(within(form).getByRole('textbox', { name: /Código de seguimiento/ }), { target: { value: 'ZZZZ9999' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(inside(el).getByText('El código no corresponde a este folio: solo se muestran el estatus y las fechas.')).toBeTruthy());
    expect(inside(el).queryByText('Bache enorme frente a la escuela')).toBeNull();
  });

  it('follows the folio by e-mail in the element’s language (double opt-in), checking the address first', async () => {
    const asked = standard();
    const el = await place('sig-folio', { cliente: 'demo', folio: 'R-2026-000042', lang: 'tr' });
    const follow = await waitFor(() => inside(el).getByRole('form', { name: 'Bu folyoyu takip et' }));
    fireEvent.change(within(follow).getByRole('textbox', { name: 'E-postanız' }), { target: { value: 'yanlis' } });
    fireEvent.click(within(follow).getByRole('button', { name: 'Bu folyoyu takip et' }));
    await waitFor(() => expect(within(follow).getByText('Geçerli bir e-posta yazın, örneğin ad@posta.com.')).toBeTruthy());
    expect(asked.filter((a) => a.url.endsWith('/seguir'))).toEqual([]);

    fireEvent.change(within(follow).getByRole('textbox', { name: 'E-postanız' }), { target: { value: 'vecina@example.com' } });
    fireEvent.click(within(follow).getByRole('button', { name: 'Bu folyoyu takip et' }));
    await waitFor(() => expect(inside(el).getByRole('status').textContent).toBe('vecina@example.com adresine bir bağlantı gönderdik. Bildirimleri almaya başlamak için açın.'));
    expect(asked.find((a) => a.url.endsWith('/seguir'))).toEqual({ method: 'POST', url: 'http://localhost/api/1.0/public/demo/seguimiento/R-2026-000042/seguir', body: { email: 'vecina@example.com', lang: 'tr' } });
  });

  it('explains a broken answer and looks again on retry', async () => {
    let broken = true;
    server(() => (broken ? { json: { ...CASE, detalle: { tipo: 'Bache' } } } : { json: CASE }));
    const el = await place('sig-folio', { cliente: 'demo', folio: 'R-2026-000042' });
    const alert = await waitFor(() => inside(el).getByRole('alert'));
    expect(alert.textContent).toContain('El servidor del municipio no respondió como se esperaba.');
    broken = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(inside(el).getByTestId('sig-folio-case')).toBeTruthy());
  });

  it('does not offer to follow a closed folio, and reads right to left in Arabic', async () => {
    server(() => ({ json: { ...CASE, estatus: { nombre: 'Atendido', color: '#107c10', final: true }, closedAt: '2026-11-22T10:00:00.000Z' } }));
    const el = await place('sig-folio', { cliente: 'demo', folio: 'R-2026-000042', lang: 'ar' });
    await waitFor(() => expect(inside(el).getByText('تاريخ الإغلاق')).toBeTruthy());
    expect(inside(el).queryByRole('form', { name: 'متابعة هذا الملف' })).toBeNull();
    expect(el.shadowRoot!.querySelector<HTMLElement>('.sig-element')!.dir).toBe('rtl');
  });
});
