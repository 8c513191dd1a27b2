import { fakeServer, apiError, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, publicCliente, thread } from '../test/fixtures';
import { currentUrl, messageUnder, renderAt } from '../test/renderApp';

let server: FakeServer;
const FOLIO = 'T-2025-000001';

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.cliente, () => ({ json: publicCliente() }));
});

describe('/transparencia/peticion/:id: the public thread', () => {
  it('asks for the follow code, says when it is wrong, then shows the thread', async () => {
    server.on('GET', API.thread(FOLIO), ({ query }) => (query.get('code') === 'ABCD2345' ? { json: thread() } : apiError(404, 'transparencia.code_wrong', 'x')));
    renderAt(`/transparencia/peticion/${FOLIO}?cliente=demo`);
    const code = await screen.findByLabelText(/Código de seguimiento/);
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(messageUnder(code)).toContain('Escribe el código de seguimiento.');
    fireEvent.change(code, { target: { value: 'zzzz-9999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('El folio o el código de seguimiento no son correctos.');
    fireEvent.change(screen.getByLabelText(/Código de seguimiento/), { target: { value: 'abcd-2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    expect((await screen.findByTestId('transp-estatus')).textContent).toBe('En proceso');
    expect(screen.getByTestId('transp-due').textContent).toBe('Vence el martes, 4 de febrero de 2025');
  });

  it("gives every time in the cliente's timezone, the one the explanation's filing time is in", async () => {
    // 23:30 UTC on Fri 3 Jan is 17:30 in Mexico City: the explanation says "after hours at 17:30"
    server.on('GET', API.thread(FOLIO), () => ({ json: thread() }));
    renderAt(`/transparencia/peticion/${FOLIO}?cliente=demo&code=ABCD2345`);
    const filed = (await screen.findByText('Presentada')).nextElementSibling!;
    expect(filed.textContent).toContain('17:30');
    expect(filed.textContent).not.toContain('23:30');
  });

  it('opens with the code of the address, which then leaves the address', async () => {
    server.on('GET', API.thread(FOLIO), () => ({ json: thread() }));
    renderAt(`/transparencia/peticion/${FOLIO}?cliente=demo&code=ABCD2345`);
    await screen.findByTestId('transp-estatus');
    expect(server.queries(API.thread(FOLIO)).at(-1)!.get('code')).toBe('ABCD2345');
    await waitFor(() => expect(currentUrl()).toBe(`/transparencia/peticion/${FOLIO}?cliente=demo`));
  });

  it('shows the prevención with a reply form; the reply resumes the clock', async () => {
    const stopped = thread({
      estatus: 'EN_PREVENCION',
      due: null,
      explanation: { ...thread().explanation, due: null, stops: [{ from: '2025-01-08', to: null, days: null }], remainingWhenStopped: 17 },
      prevencion: { texto: 'Indica el periodo.', enviadaAt: '2025-01-08T17:00:00.000Z', responderAntes: '2025-01-22', respuesta: null, respondidaAt: null },
      puedeResponder: true,
    });
    server.on('GET', API.thread(FOLIO), () => ({ json: stopped }));
    server.on('POST', API.reply(FOLIO), () => ({
      json: thread({
        prevencion: { ...stopped.prevencion!, respuesta: 'Todo 2024.', respondidaAt: '2025-01-13T17:00:00.000Z' },
        due: '2025-02-07',
        explanation: { ...thread().explanation, stops: [{ from: '2025-01-08', to: '2025-01-13', days: 3 }], due: '2025-02-07' },
      }),
    }));
    renderAt(`/transparencia/peticion/${FOLIO}?cliente=demo&code=ABCD2345`);
    expect((await screen.findByTestId('transp-due')).textContent).toBe('Plazo detenido: se espera la aclaración del solicitante');
    expect(screen.getByText('Indica el periodo.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar aclaración' }));
    expect(messageUnder(screen.getByLabelText(/Tu aclaración/))).toContain('Escribe tu aclaración.');
    fireEvent.change(screen.getByLabelText(/Tu aclaración/), { target: { value: 'Todo 2024.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar aclaración' }));
    await waitFor(() => expect(screen.getByTestId('transp-due').textContent).toBe('Vence el viernes, 7 de febrero de 2025'));
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ code: 'ABCD2345', texto: 'Todo 2024.', website: '' });
    const steps = within(screen.getByTestId('transp-explanation')).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toContain('Plazo detenido del mié, 8 ene al lun, 13 ene por una prevención: 3 días hábiles no contaron.');
  });

  it('shows the answer with its documents as links carrying the code', async () => {
    server.on('GET', API.thread(FOLIO), () => ({
      json: thread({ estatus: 'TERMINADA', closedAt: '2025-01-20T17:00:00.000Z', respuesta: { texto: 'Se anexa el presupuesto.', at: '2025-01-20T17:00:00.000Z', documentos: [{ id: 'doc-1', nombre: 'presupuesto.pdf', bytes: 2_400_000 }] } }),
    }));
    renderAt(`/transparencia/peticion/${FOLIO}?cliente=demo&code=ABCD2345`);
    expect((await screen.findByTestId('transp-answer')).textContent).toBe('Se anexa el presupuesto.');
    const link = screen.getByRole('link', { name: /Descargar presupuesto\.pdf/ }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/api/1.0/public/demo/transparencia/solicitudes/${FOLIO}/documentos/doc-1?code=ABCD2345`);
    // a closed request says when its deadline was, not that it is due
    expect(screen.getByTestId('transp-due').textContent).toBe('Vencía el martes, 4 de febrero de 2025');
  });
});
