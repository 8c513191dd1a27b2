import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, detail } from '../../test/fixtures';
import { renderAt, signIn } from '../../test/renderApp';

let server: FakeServer;
// Under jsdom, tabster marks an open Fluent dialog aria-hidden a moment after it opens: queries inside include hidden elements.
const HIDDEN = { hidden: true } as const;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.units, () => ({ json: { items: [] } }));
});

const moves = () => within(screen.getByRole('group', { name: 'Acciones permitidas' })).getAllByRole('button').map((b) => b.textContent);

describe('/transparencia/transp/:id', () => {
  it('offers only the moves the server allows, and the extension only to TransparenciaAdm', async () => {
    server.on('GET', API.request('req-1'), () => ({ json: detail() }));
    signIn(['Transparencia']);
    renderAt('/transparencia/transp/req-1');
    await screen.findByRole('heading', { level: 1, name: 'Solicitud T-2025-000001' });
    expect(moves()).toEqual(['Enviar prevención', 'Responder', 'Desechar', 'Cancelar solicitud']);
    // staff see who asked
    expect(screen.getByText('Ana Pérez')).toBeTruthy();
  });

  it('asks to confirm before discarding, with the reason, and sends the version it showed', async () => {
    server.on('GET', API.request('req-1'), () => ({ json: detail() }));
    server.on('POST', API.estatus('req-1'), () => ({ json: detail({ estatus: 'DESECHADA', permitidos: [], closedAt: '2025-01-08T17:00:00.000Z' }) }));
    signIn(['TransparenciaAdm']);
    renderAt('/transparencia/transp/req-1');
    await screen.findByRole('heading', { level: 1, name: 'Solicitud T-2025-000001' });
    fireEvent.click(screen.getByRole('button', { name: 'Desechar' }));
    const form = screen.getByRole('form', { name: 'Desechar' });
    fireEvent.click(within(form).getByRole('button', { name: 'Desechar' }));
    expect(within(form).getByText('Escribe el texto (al menos 3 caracteres).')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Motivo/), { target: { value: 'Es una queja, no una solicitud de información.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Desechar' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Desechar la solicitud?', ...HIDDEN });
    expect(within(dialog).getByText('La solicitud T-2025-000001 se cerrará sin respuesta y no podrá reabrirse.')).toBeTruthy();
    // nothing was sent before the confirmation
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Desechar', ...HIDDEN })));
    await waitFor(() => expect(screen.getByTestId('transp-estatus').textContent).toBe('Desechada'));
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ estatus: 'DESECHADA', motivo: 'Es una queja, no una solicitud de información.', version: 3 });
  });

  it('explains a version conflict (409) and reads the request again', async () => {
    let reads = 0;
    server.on('GET', API.request('req-1'), () => ({ json: detail({ version: 3 + reads++ }) }));
    server.on('POST', API.ampliacion('req-1'), () => apiError(409, 'transparencia.stale', 'Otra persona cambió esta solicitud'));
    signIn(['TransparenciaAdm']);
    renderAt('/transparencia/transp/req-1');
    await screen.findByRole('heading', { level: 1, name: 'Solicitud T-2025-000001' });
    fireEvent.click(screen.getByRole('button', { name: 'Ampliar plazo' }));
    const form = screen.getByRole('form', { name: 'Ampliar plazo' });
    fireEvent.change(within(form).getByLabelText(/Motivo de la ampliación/), { target: { value: 'Información en tres direcciones.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ampliar plazo' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Otra persona cambió esta solicitud mientras la veías. Recarga para ver sus datos actuales y vuelve a intentarlo.');
    await waitFor(() => expect(reads).toBeGreaterThan(1));
  });

  it('tells each history kind, with a due date moved by a holiday and its reason', async () => {
    const base = detail();
    server.on('GET', API.request('req-1'), () => ({
      json: detail({
        historial: [
          ...base.historial,
          { id: 'e2', at: '2025-01-07T16:00:00.000Z', actor: { id: 'u', displayName: 'Laura' }, comentario: null, tipo: 'prevencion', antes: { estatus: 'INICIO', due: '2025-02-04' }, despues: { estatus: 'EN_PREVENCION', responderAntes: '2025-01-21' } },
          { id: 'e3', at: '2025-01-10T16:00:00.000Z', actor: null, comentario: null, tipo: 'reanudada', antes: { estatus: 'EN_PREVENCION' }, despues: { estatus: 'PROCESO', due: '2025-02-07', diasDetenidos: 3 } },
          { id: 'e4', at: '2025-01-12T16:00:00.000Z', actor: { id: 'a', displayName: 'Admin' }, comentario: null, tipo: 'vencimiento', antes: { due: '2025-02-07' }, despues: { due: '2025-02-10', motivo: { tipo: 'inhabil_agregado', fecha: '2025-01-20', nombre: 'Feria del municipio' } } },
        ],
      }),
    }));
    signIn(['TransparenciaAdm']);
    renderAt('/transparencia/transp/req-1');
    const history = await screen.findByTestId('transp-history');
    const texts = within(history).getAllByRole('listitem').map((li) => li.querySelector('p')!.textContent);
    expect(texts).toEqual([
      'Vencimiento movido: 7 feb 2025 → 10 feb 2025. Motivo: se agregó el día inhábil 20 ene 2025 (Feria del municipio).',
      'Aclaración recibida: el plazo se reanudó; 3 días hábiles detenidos, vence el 7 feb 2025.',
      'Prevención enviada: el plazo se detuvo; aclarar a más tardar el 21 ene 2025.',
      'Recibida por internet con folio T-2025-000001; vence el 4 feb 2025.',
    ]);
  });
});
