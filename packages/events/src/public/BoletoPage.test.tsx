import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { API, EV, REG, boleto, publicCliente, publicEvento } from '../test/fixtures';
import { renderAt } from '../test/renderApp';

let server: FakeServer;
const PAGE = `/ev/${EV}/${REG}`;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.cliente, () => ({ json: publicCliente() }));
});

describe('/ev/:id/:user/:tab?: the ticket', () => {
  it('shows a confirmed ticket: the QR drawn by the server, the typed code, the holder', async () => {
    server.on('GET', API.boleto, () => ({ json: boleto() }));
    renderAt(PAGE);
    expect((await screen.findByTestId('ev-boleto-estado')).textContent).toBe('Lugar confirmado');
    const qr = screen.getByRole('img', { name: /Código QR de tu boleto/ }) as HTMLImageElement;
    expect(new URL(qr.src).pathname).toBe(`/api/1.0/boletos/${EV}/${REG}/qr.svg`);
    expect(screen.getByTestId('ev-codigo').textContent).toBe('ACDE-3467');
    expect(screen.getByText('Ana Pérez')).toBeTruthy();
  });

  it('shows the waiting position without a QR, a cancelled ticket without one, and when it came in', async () => {
    server.on('GET', API.boleto, () => ({ json: boleto({ estado: 'espera', posicionEspera: 4, codigo: null, token: null }) }));
    const waiting = renderAt(PAGE);
    expect(await screen.findByText('Lugar 4 en la lista de espera')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Código QR/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Salir de la lista de espera' })).toBeTruthy();
    waiting.unmount();

    server.on('GET', API.boleto, () => ({ json: boleto({ estado: 'cancelado', codigo: null, token: null }) }));
    const cancelled = renderAt(PAGE);
    expect(await screen.findByText('Este registro fue cancelado: ya no sirve para entrar.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Código QR/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancelar mi lugar/ })).toBeNull();
    cancelled.unmount();

    server.on('GET', API.boleto, () => ({ json: boleto({ checkinEn: '2030-05-10T16:42:00.000Z' }) }));
    renderAt(PAGE);
    expect(await screen.findByText(/^Entraste el/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancelar mi lugar/ })).toBeNull();
  });

  it('cancels only after confirming, and then shows the cancelled ticket', async () => {
    server.on('GET', API.boleto, () => ({ json: boleto() }));
    server.on('POST', API.cancelar, () => ({ json: boleto({ estado: 'cancelado', codigo: null, token: null }) }));
    renderAt(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar mi lugar' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, conservarlo' }));
    expect(server.callsTo('POST', API.cancelar)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar mi lugar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sí, cancelar' }));
    expect((await screen.findByTestId('ev-boleto-estado')).textContent).toBe('Cancelado');
    expect(server.callsTo('POST', API.cancelar)).toHaveLength(1);
  });

  it('says when the ticket does not exist, and shows the event tab', async () => {
    server.on('GET', API.boleto, () => ({ status: 404, json: { statusCode: 404, code: 'eventos.registro_not_found', error: 'Not Found', message: 'x' } }));
    const missing = renderAt(PAGE);
    expect((await screen.findByRole('alert')).textContent).toContain('No encontramos ese registro.');
    missing.unmount();

    server.on('GET', API.boleto, () => ({ json: boleto({ evento: publicEvento({ lugar: 'Auditorio municipal' }) }) }));
    renderAt(`${PAGE}/evento`);
    expect(await screen.findByText('Auditorio municipal')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Evento' }).getAttribute('aria-current')).toBe('page'));
  });
});
