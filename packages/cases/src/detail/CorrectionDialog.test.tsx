import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { ATENDIDO, caseDetail, event, filtersResponse, tipo } from '../test/fixtures';
import { renderAt, signIn, snackbarTexts } from '../test/renderApp';

const DETAIL = '/api/1.0/getreporte/c1';
const ACTION = '/api/1.0/accionrep/c1';
let server: FakeServer;
// Under jsdom, tabster marks an open Fluent dialog aria-hidden a moment after it opens (focus events differ
// from a browser's), so queries inside or about the dialog include hidden elements.
const HIDDEN = { hidden: true } as const;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
  server.on('GET', '/api/1.0/gettiporeporte', () => ({ json: { items: [tipo(), tipo({ id: 't2', nombre: 'Bache', dependenciaId: 'd2', slaDias: 5 })] } }));
  signIn(['SigVerReporte', 'SigEditarReporte']);
});

const posted = () => server.calls.filter((c) => c.method === 'POST' && c.path === ACTION).map((c) => c.body);

async function openDialog() {
  renderAt('/sig/reporte/c1');
  fireEvent.click(await screen.findByRole('button', { name: 'Corregir datos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Corregir datos del caso', ...HIDDEN });
  // the tipos arrive from the catalogue
  await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Bache', ...HIDDEN })).toHaveLength(1));
  return dialog;
}

describe('correcting a case’s data', () => {
  it('sends only what changed, on the version shown; says the new due date and shows the history', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ version: 3 }) }));
    server.on('POST', ACTION, () => ({
      json: caseDetail({
        version: 4,
        tipo: { id: 't2', nombre: 'Bache', color: '#6d4c41' },
        dueAt: '2026-03-06T16:00:00.000Z',
        direccion: 'Av. Juárez 14',
        historial: [
          event(),
          event({ id: 'ev2', at: '2026-03-02T10:00:00.000Z', tipo: 'tipo', antes: { tipo: { id: 't1', nombre: 'Fuga de agua', color: '#1e88e5' }, dueAt: '2026-03-03T16:00:00.000Z' }, despues: { tipo: { id: 't2', nombre: 'Bache', color: '#6d4c41' }, dueAt: '2026-03-06T16:00:00.000Z' } }),
          event({ id: 'ev3', at: '2026-03-02T10:00:00.000Z', tipo: 'direccion', antes: { direccion: 'Av. Juárez 12' }, despues: { direccion: 'Av. Juárez 14' } }),
        ],
      }),
    }));
    const dialog = await openDialog();

    fireEvent.change(within(dialog).getByLabelText(/^Tipo/), { target: { value: 't2' } });
    expect(within(dialog).getByText('El vencimiento se recalculará: 5 días desde el registro.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Dirección/), { target: { value: ' Av. Juárez 14 ' } });
    // the colonia: automatic unless chosen; the current one followed the location
    const colonia = within(dialog).getByLabelText(/^Colonia/) as HTMLSelectElement;
    expect(colonia.value).toBe('');
    expect(within(colonia).getAllByRole('option', HIDDEN).map((o) => o.textContent)).toEqual(['Según la ubicación (automática)', 'Centro', 'El Llano']);
    fireEvent.change(colonia, { target: { value: 'col2' } });
    fireEvent.change(within(dialog).getByLabelText(/^Latitud/), { target: { value: '20.06' } });
    fireEvent.change(within(dialog).getByLabelText(/^Comentario/), { target: { value: 'Lo confirmó por teléfono' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar corrección', ...HIDDEN }));

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({
      accion: 'corregir',
      tipoId: 't2',
      direccion: 'Av. Juárez 14',
      coloniaId: 'col2',
      ubicacion: { lat: 20.06, lng: -99.34 },
      comentario: 'Lo confirmó por teléfono',
      version: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    expect(snackbarTexts().some((m) => /^Datos corregidos\. Con el nuevo tipo, el caso vence el .*2026/.test(m))).toBe(true);
    const history = within(await screen.findByRole('list', { name: 'Historial del caso' }));
    expect(history.getByText('corrigió el tipo y se recalculó el vencimiento')).toBeTruthy();
    expect(history.getByText('corrigió la dirección')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Bache')).toBeTruthy();
  });

  it('hands a chosen colonia back to the location with null, and says plainly when nothing changed', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ coloniaElegida: true }) }));
    server.on('POST', ACTION, () => ({ json: caseDetail({ version: 2 }) }));
    const dialog = await openDialog();
    expect((within(dialog).getByLabelText(/^Colonia/) as HTMLSelectElement).value).toBe('col1');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar corrección', ...HIDDEN }));
    expect(await within(dialog).findByText('No cambiaste ningún dato.')).toBeTruthy();
    expect(posted()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Colonia/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar corrección', ...HIDDEN }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toEqual({ accion: 'corregir', coloniaId: null, version: 1 });
    await waitFor(() => expect(snackbarTexts()).toContain('Datos corregidos.'));
  });

  it('checks the description and the location before sending, and puts the server’s refusal beside its field', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail() }));
    server.on('POST', ACTION, () => apiError(400, 'case.invalid_reference', 'El registro elegido no existe o está inactivo en este cliente.', 'coloniaId'));
    const dialog = await openDialog();

    fireEvent.change(within(dialog).getByLabelText(/^Descripción/), { target: { value: 'ab' } });
    fireEvent.change(within(dialog).getByLabelText(/^Latitud/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(/^Longitud/), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar corrección', ...HIDDEN }));
    expect(await within(dialog).findByText('Escribe al menos 5 caracteres.')).toBeTruthy();
    expect(within(dialog).getByText('Marca la ubicación del reporte.')).toBeTruthy();
    expect(posted()).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Descripción/), { target: { value: 'Fuga grande en la banqueta' } });
    fireEvent.change(within(dialog).getByLabelText(/^Latitud/), { target: { value: '20.05' } });
    fireEvent.change(within(dialog).getByLabelText(/^Longitud/), { target: { value: '-99.34' } });
    fireEvent.change(within(dialog).getByLabelText(/^Colonia/), { target: { value: 'col2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar corrección', ...HIDDEN }));
    expect(await within(dialog).findByText(/no existe o está inactivo/)).toBeTruthy();
    expect(posted()[0]).toEqual({ accion: 'corregir', descripcion: 'Fuga grande en la banqueta', coloniaId: 'col2', version: 1 });
    // the dialog stays open, with what was typed
    expect(document.body.contains(dialog)).toBe(true);
    expect((within(dialog).getByLabelText(/^Descripción/) as HTMLTextAreaElement).value).toBe('Fuga grande en la banqueta');
  });

  it('when someone else changed the case first (409), closes, explains and shows the current case', async () => {
    let version = 1;
    server.on('GET', DETAIL, () => ({ json: caseDetail({ version, direccion: version > 1 ? 'Calle Otra 9' : 'Av. Juárez 12' }) }));
    server.on('POST', ACTION, () => {
      version = 2;
      return apiError(409, 'case.stale', 'Otra persona cambió este caso mientras lo veías: recarga para ver su estado actual.');
    });
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/^Dirección/), { target: { value: 'Av. Juárez 14' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar corrección', ...HIDDEN }));
    expect(await screen.findByText(/Otra persona cambió este caso/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', HIDDEN)).toBeNull());
    expect(await screen.findByText('Calle Otra 9')).toBeTruthy();
  });

  it('is not offered on a closed case, nor to someone who may not edit', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ estatus: ATENDIDO, closedAt: '2026-03-02T10:00:00.000Z', siguientes: [] }) }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('button', { name: 'Reabrir' });
    expect(screen.queryByRole('button', { name: 'Corregir datos' })).toBeNull();
  });
});
