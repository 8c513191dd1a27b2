import { fireEvent, screen } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { FOLLOW_CODE, caseDetalle, publicCase, publicCliente } from '../../test/fixtures';
import { renderAt } from '../../test/renderApp';

const FOLLOW = '/api/1.0/public/demo/seguimiento/R-2026-000123';
const RESUELTO = `${FOLLOW}/resuelto`;
const closed = (resuelto: { abierta: boolean; respuesta: 'si' | 'no' | null } | undefined) =>
  publicCase({ closedAt: '2026-03-05T12:00:00.000Z', estatus: { nombre: 'Atendido', color: '#43a047', final: true }, detalle: caseDetalle(), ...(resuelto && { resuelto }) });
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/public/demo', () => ({ json: publicCliente() }));
});

describe('¿Quedó resuelto? on a closed reporte (issue 25)', () => {
  it('a "no" with what is still wrong goes with the follow code and the empty honeypot, and thanks the citizen', async () => {
    server.on('POST', FOLLOW, () => ({ json: closed({ abierta: true, respuesta: null }) }));
    server.on('POST', RESUELTO, () => ({ json: { folio: 'R-2026-000123', resuelto: { abierta: false, respuesta: 'no' } } }));
    renderAt(`/act/folio/demo/R-2026-000123#codigo=${FOLLOW_CODE}`);

    expect(await screen.findByRole('heading', { name: '¿Quedó resuelto?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, sigue igual' }));
    fireEvent.change(screen.getByRole('textbox', { name: /¿Qué sigue mal\?/ }), { target: { value: 'El bache volvió a abrirse.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar: no quedó resuelto' }));

    expect(await screen.findByText(/Una persona del municipio revisará el lugar/)).toBeTruthy();
    expect(server.calls.find((c) => c.path === RESUELTO)?.body).toEqual({ codigo: FOLLOW_CODE, resuelto: false, comentario: 'El bache volvió a abrirse.', website: '' });
    expect(screen.queryByRole('button', { name: 'Sí, quedó resuelto' })).toBeNull();
  });

  it('a "yes" is one tap; an answer from another device is thanked, not shown as an error', async () => {
    server.on('POST', FOLLOW, () => ({ json: closed({ abierta: true, respuesta: null }) }));
    server.on('POST', RESUELTO, () => apiError(409, 'auditoria.resuelto_answered', 'Ya respondiste si quedó resuelto. ¡Gracias!'));
    renderAt(`/act/folio/demo/R-2026-000123#codigo=${FOLLOW_CODE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, quedó resuelto' }));
    expect(await screen.findByText(/Gracias por confirmarlo/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what to do when the answer is refused, and keeps the question', async () => {
    server.on('POST', FOLLOW, () => ({ json: closed({ abierta: true, respuesta: null }) }));
    server.on('POST', RESUELTO, () => apiError(400, 'auditoria.rejected', 'x'));
    renderAt(`/act/folio/demo/R-2026-000123#codigo=${FOLLOW_CODE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Sí, quedó resuelto' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Recarga la página e inténtalo de nuevo.');
    expect(screen.getByRole('button', { name: 'Sí, quedó resuelto' })).toBeTruthy();
  });

  it('shows the earlier answer, and nothing where the question does not apply', async () => {
    server.on('POST', FOLLOW, () => ({ json: closed({ abierta: false, respuesta: 'si' }) }));
    const { unmount } = renderAt(`/act/folio/demo/R-2026-000123#codigo=${FOLLOW_CODE}`);
    expect(await screen.findByText(/Gracias por confirmarlo/)).toBeTruthy();
    unmount();
    server.on('POST', FOLLOW, () => ({ json: closed(undefined) }));
    renderAt(`/act/folio/demo/R-2026-000123#codigo=${FOLLOW_CODE}`);
    expect(await screen.findByText('Cerrado')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '¿Quedó resuelto?' })).toBeNull();
  });
});
