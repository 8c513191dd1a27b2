import { setLanguage } from '@sig/shared';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, screen } from '@testing-library/react';

import { API, verificacion } from '../test/fixtures';
import { renderAt } from '../test/renderApp';

let server: FakeServer;
beforeEach(() => {
  server = fakeServer();
});

const banner = async () => {
  const el = await screen.findByTestId('bt-estado');
  return { estado: el.dataset.estado, text: el.textContent ?? '' };
};

describe('/btid/:id: public verification', () => {
  it('says VIGENTE in words, with the name, photo and issuer, and nothing else', async () => {
    server.on('GET', API.verificacion('card-1'), () => ({ json: verificacion() }));
    renderAt('/btid/card-1');
    expect(await banner()).toEqual({ estado: 'VIGENTE', text: expect.stringContaining('VIGENTE') });
    expect((await banner()).text).toContain('Esta credencial es válida hasta el');
    expect(screen.getByTestId('bt-nombre').textContent).toBe('Rosa María Pérez Soto');
    expect(screen.getByRole('img', { name: 'Fotografía de Rosa María Pérez Soto' }).getAttribute('src')).toBe('/api/1.0/bettaid/public/btid/card-1/foto');
    expect(screen.getAllByText('Municipio Demo').length).toBeGreaterThan(0);
    // without the QR's signature the page says how to check one
    expect(screen.queryByTestId('bt-firma')).toBeNull();
    expect(screen.getByText(/escanea el código QR/)).toBeTruthy();
  });

  it('says VENCIDA and REVOCADA, each with its own sentence; a revoked card shows no photo', async () => {
    server.on('GET', API.verificacion('card-2'), () => ({ json: verificacion({ id: 'card-2', estado: 'vencida', venceEn: '2025-01-01T06:00:00.000Z' }) }));
    const first = renderAt('/btid/card-2');
    const vencida = await banner();
    expect(vencida.estado).toBe('VENCIDA');
    expect(vencida.text).toContain('VENCIDA');
    expect(vencida.text).toContain('venció el');
    first.unmount();

    server.on('GET', API.verificacion('card-3'), () => ({ json: verificacion({ id: 'card-3', estado: 'revocada', fotoUrl: null, revocadaEn: '2026-11-20T18:00:00.000Z' }) }));
    renderAt('/btid/card-3');
    const revocada = await banner();
    expect(revocada.estado).toBe('REVOCADA');
    expect(revocada.text).toContain('fue revocada el');
    expect(screen.getByRole('img', { name: /ya no se muestra/ }).tagName).toBe('DIV');
  });

  it('passes the QR signature to the server and says a genuine one, and a forged one loudly', async () => {
    server.on('GET', API.verificacion('card-1'), ({ query }) => ({ json: verificacion({ firma: query.get('s') === 'SIG1.good' ? 'genuina' : 'falsificada' }) }));
    const first = renderAt('/btid/card-1?s=SIG1.good');
    expect((await screen.findByTestId('bt-firma')).dataset.firma).toBe('genuina');
    expect(screen.getByText('Código auténtico')).toBeTruthy();
    expect(server.queries(API.verificacion('card-1'))[0]!.get('s')).toBe('SIG1.good');
    first.unmount();

    renderAt('/btid/card-1?s=SIG1.altered');
    const alert = await screen.findByRole('alert');
    expect(alert.dataset.firma).toBe('falsificada');
    expect(alert.textContent).toContain('Código falsificado');
    expect(alert.textContent).toContain('No la aceptes');
  });

  it('an unknown card is said to not exist', async () => {
    server.on('GET', API.verificacion('nope'), () => apiError(404, 'bettaid.not_found', 'No encontramos esa credencial.'));
    renderAt('/btid/nope');
    expect((await banner()).estado).toBe('NO_EXISTE');
    expect(screen.getByText('Credencial inexistente')).toBeTruthy();
  });

  it('speaks Arabic right to left', async () => {
    server.on('GET', API.verificacion('card-1'), () => ({ json: verificacion({ estado: 'revocada', fotoUrl: null, revocadaEn: '2026-11-20T18:00:00.000Z' }) }));
    await act(() => setLanguage('ar'));
    renderAt('/btid/card-1');
    expect((await banner()).text).toContain('ملغاة');
    expect(document.documentElement.dir).toBe('rtl');
  });
});
