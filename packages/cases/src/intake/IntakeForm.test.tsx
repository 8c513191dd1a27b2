import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer, rawJson } from '@sig/shared/testing/fakeServer';
import { caseDetail, caseSummary, colonia, filtersResponse, nodeFile, tipo } from '../test/fixtures';
import { messageUnder, renderAt, signIn, snackbarTexts } from '../test/renderApp';

const LIST = '/api/1.0/sig/getreportes';
const CREATE = '/api/1.0/sig/reporte';
let server: FakeServer;

// The api client loads the zod contract on its first call; loading it up front keeps that cost out of
// the first test's waiting time.
beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
  server.on('GET', LIST, () => ({ json: { items: [caseSummary()], total: 1, page: 1, pageSize: 25 } }));
  server.on('GET', '/api/1.0/gettiporeporte', () => ({ json: { items: [tipo(), tipo({ id: 't2', nombre: 'Bache', dependenciaId: 'd2', slaDias: 5 })] } }));
  server.on('GET', '/api/1.0/sig/catalogos/colonias/col1', () => ({ json: colonia() }));
  signIn(['SigVerReporte', 'SigEditarReporte']);
});

const posts = () => server.calls.filter((c) => c.method === 'POST' && c.path === CREATE);

async function openIntake() {
  renderAt('/sig/reportes?nuevo=1');
  const form = await screen.findByRole('form', { name: 'Nuevo reporte' });
  // the tipos arrive
  await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Bache' })).toHaveLength(1));
  return form;
}

const field = (form: HTMLElement, label: RegExp | string) => within(form).getByLabelText(label) as HTMLInputElement;

describe('intake of a reporte', () => {
  it('opens from the address, and the button opens it too', async () => {
    renderAt('/sig/reportes');
    await screen.findByRole('link', { name: 'R-2026-000001' });
    expect(screen.queryByRole('form', { name: 'Nuevo reporte' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo reporte' }));
    expect(await screen.findByRole('form', { name: 'Nuevo reporte' })).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('nuevo')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('link', { name: 'R-2026-000001' })).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('checks tipo, descripción and location before sending anything', async () => {
    const form = await openIntake();
    fireEvent.change(field(form, /^Descripción/), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar reporte' }));

    expect(messageUnder(field(form, /^Tipo/))).toBe('Este campo es obligatorio.');
    expect(messageUnder(field(form, /^Descripción/))).toContain('Escribe al menos 5 caracteres.');
    expect(within(form).getByText('Marca la ubicación del reporte.')).toBeTruthy();
    // half a location is not a location
    fireEvent.change(field(form, 'Latitud'), { target: { value: '20.1' } });
    expect(within(form).getByText(/Escribe una latitud/)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('shows the tipo’s SLA and dependencia, and a colonia fills the location with its centre', async () => {
    const form = await openIntake();
    fireEvent.change(field(form, /^Tipo/), { target: { value: 't2' } });
    expect(messageUnder(field(form, /^Tipo/))).toBe('Se atiende en 5 días · Dependencia: Obras Públicas');

    fireEvent.change(field(form, 'Colonia'), { target: { value: 'col1' } });
    await waitFor(() => expect(field(form, 'Latitud').value).toBe('20.0541'));
    expect(field(form, 'Longitud').value).toBe('-99.3407');
    expect(within(form).getByText('La ubicación tomó el centro de la colonia.')).toBeTruthy();
  });

  it('shows the server’s field errors at their fields and keeps the form', async () => {
    server.on('POST', CREATE, ({ body }) =>
      (body as { descripcion: string }).descripcion.startsWith('x')
        ? {
            status: 400,
            json: {
              statusCode: 400,
              error: 'Bad Request',
              code: 'validation',
              message: 'El campo «descripcion» debe tener al menos 5 caracteres.',
              field: 'descripcion',
              errors: [
                { type: 'descripcion', message: 'El campo «descripcion» debe tener al menos 5 caracteres.' },
                { type: 'contacto.email', message: 'El campo «contacto.email» debe ser un correo electrónico válido.' },
              ],
            },
          }
        : apiError(400, 'case.location_required', 'Marca la ubicación del reporte en el mapa.', 'ubicacion'),
    );
    const form = await openIntake();
    fireEvent.change(field(form, /^Tipo/), { target: { value: 't1' } });
    fireEvent.change(field(form, /^Descripción/), { target: { value: 'x    fuga' } });
    fireEvent.change(field(form, 'Latitud'), { target: { value: '20.05' } });
    fireEvent.change(field(form, 'Longitud'), { target: { value: '-99.34' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar reporte' }));

    await waitFor(() => expect(messageUnder(field(form, /^Descripción/))).toContain('El campo «descripcion» debe tener al menos 5 caracteres.'));
    expect(within(form).getByText('El campo «contacto.email» debe ser un correo electrónico válido.')).toBeTruthy();

    fireEvent.change(field(form, /^Descripción/), { target: { value: 'Fuga grande en la esquina' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar reporte' }));
    // a coded error, translated by the shared strings (or the server's own sentence), at the location
    await waitFor(() => expect(within(form).getByText(/ubicación del reporte/)).toBeTruthy());
    expect(posts()).toHaveLength(2);
    expect(screen.getByRole('form', { name: 'Nuevo reporte' })).toBeTruthy();
  });

  it('files the reporte, uploads its photos raw and opens it with its folio announced', async () => {
    server.on('POST', CREATE, () => ({ status: 201, json: caseDetail({ id: 'c9', folio: 'R-2026-000123' }) }));
    server.onRaw('POST', '/api/1.0/sig/reporte/c9/archivos', (call) =>
      rawJson({ id: `f-${call.query.get('nombre')}`, nombre: call.query.get('nombre'), tipo: call.contentType, bytes: call.bytes, createdAt: '2026-03-01T16:00:00.000Z', autor: null }, 201),
    );
    server.on('GET', '/api/1.0/getreporte/c9', () => ({ json: caseDetail({ id: 'c9', folio: 'R-2026-000123' }) }));
    const form = await openIntake();

    fireEvent.change(field(form, /^Tipo/), { target: { value: 't1' } });
    fireEvent.change(field(form, /^Descripción/), { target: { value: '  Fuga de agua en la banqueta  ' } });
    fireEvent.change(field(form, 'Colonia'), { target: { value: 'col1' } });
    await waitFor(() => expect(field(form, 'Latitud').value).toBe('20.0541'));
    fireEvent.change(field(form, /^Prioridad/), { target: { value: 'alta' } });
    fireEvent.change(field(form, 'Nombre'), { target: { value: 'Rosa Pérez' } });
    const photo = nodeFile([0xff, 0xd8, 0xff, 1, 2, 3], 'fuga.jpg', 'image/jpeg');
    const notes = nodeFile([104, 111, 108, 97], 'notas.txt', 'text/plain');
    fireEvent.change(within(form).getByLabelText('Adjuntar fotos'), { target: { files: [photo, notes] } });
    expect(within(form).getByText('notas.txt: tipo de archivo no admitido.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar reporte' }));

    await waitFor(() => expect(window.location.pathname).toBe('/sig/reporte/c9'));
    expect(posts()[0].body).toEqual({
      tipoId: 't1',
      descripcion: 'Fuga de agua en la banqueta',
      ubicacion: { lat: 20.0541, lng: -99.3407 },
      coloniaId: 'col1',
      prioridad: 'alta',
      contacto: { nombre: 'Rosa Pérez' },
    });
    expect(server.rawCalls).toHaveLength(1);
    expect(server.rawCalls[0].query.get('nombre')).toBe('fuga.jpg');
    expect(server.rawCalls[0].contentType).toBe('image/jpeg');
    expect(server.rawCalls[0].bytes).toBe(6);
    expect(snackbarTexts()).toContain('Reporte R-2026-000123 registrado.');
    expect(await screen.findByRole('heading', { name: 'R-2026-000123' })).toBeTruthy();
  });
});
