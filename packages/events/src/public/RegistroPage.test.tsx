import { setLanguage } from '@sig/shared';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { API, EV, REG, SLUG, publicCliente, publicEvento } from '../test/fixtures';
import { currentUrl, messageUnder, renderAt } from '../test/renderApp';

let server: FakeServer;
const PAGE = `/evento/eventos/${SLUG}/-/${EV}`;
const GOOD_CURP = 'BOXW310820HNERXN09';

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.cliente, () => ({ json: publicCliente() }));
});

afterEach(async () => {
  await act(() => setLanguage('es'));
});

describe('/evento/:productId/:clienteId/:habitanteId/:tipoId: registering', () => {
  it('checks the CURP before sending, in the reader’s language, and sends nothing wrong', async () => {
    server.on('GET', API.evento, () => ({ json: publicEvento() }));
    renderAt(PAGE);
    const curp = await screen.findByLabelText(/CURP/);
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(messageUnder(curp)).toContain('Escribe tu CURP.');
    fireEvent.change(curp, { target: { value: 'BOXW310820HNERXN01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(messageUnder(curp)).toContain('El último dígito de la CURP no corresponde: revisa que esté bien escrita.');
    await act(() => setLanguage('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(messageUnder(screen.getByLabelText(/CURP/))).toContain('The last digit of the CURP does not match: check it is typed correctly.');
    expect(server.callsTo('POST', API.registros)).toEqual([]);
  });

  it('says under the CURP field, translated, that the registry does not know it; then registers and opens the ticket', async () => {
    server.on('GET', API.evento, () => ({ json: publicEvento({ requiereCurp: true }) }));
    server.on('POST', API.registros, ({ body }) =>
      (body as { curp?: string }).curp === GOOD_CURP
        ? { status: 201, json: { eventoId: EV, registroId: REG, estado: 'confirmado', posicionEspera: null, existente: false } }
        : apiError(400, 'eventos.habitante_not_found', 'No encontramos esa CURP en el padrón de este municipio.'),
    );
    server.on('GET', API.boleto, () => ({ status: 404, json: {} }));
    renderAt(PAGE);
    const curp = await screen.findByLabelText(/CURP/);
    // a soloPadron event offers no name-and-e-mail way
    expect(screen.queryByRole('button', { name: /nombre y correo/ })).toBeNull();
    fireEvent.change(curp, { target: { value: 'PEGA900101MDFRRN04' } });
    await act(() => setLanguage('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(messageUnder(screen.getByLabelText(/CURP/))).toContain("We could not find that CURP in this municipality's registry."));
    fireEvent.change(screen.getByLabelText(/CURP/), { target: { value: ` ${GOOD_CURP.toLowerCase()} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(currentUrl()).toBe(`/ev/${EV}/${REG}`));
    expect(server.callsTo('POST', API.registros).at(-1)!.body).toEqual({ curp: GOOD_CURP });
  });

  it('registers by name and e-mail where the event allows it, checking both first', async () => {
    server.on('GET', API.evento, () => ({ json: publicEvento() }));
    server.on('POST', API.registros, () => ({ status: 201, json: { eventoId: EV, registroId: REG, estado: 'confirmado', posicionEspera: null, existente: false } }));
    renderAt(PAGE);
    fireEvent.click(await screen.findByRole('button', { name: /nombre y correo/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(messageUnder(screen.getByLabelText(/Nombre completo/))).toContain('Escribe tu nombre.');
    expect(messageUnder(screen.getByLabelText(/Correo electrónico/))).toContain('Escribe tu correo.');
    fireEvent.change(screen.getByLabelText(/Nombre completo/), { target: { value: 'Ana Pérez' } });
    fireEvent.change(screen.getByLabelText(/Correo electrónico/), { target: { value: 'ana@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    expect(messageUnder(screen.getByLabelText(/Correo electrónico/))).toContain('Escribe un correo válido, como nombre@ejemplo.com.');
    expect(server.callsTo('POST', API.registros)).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Correo electrónico/), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(currentUrl()).toBe(`/ev/${EV}/${REG}`));
    expect(server.callsTo('POST', API.registros)[0]!.body).toEqual({ nombre: 'Ana Pérez', email: 'ana@example.com' });
  });

  it('offers the waiting list when full, says why registration is closed, and registers a habitante’s link with one button', async () => {
    server.on('GET', API.evento, () => ({ json: publicEvento({ lugaresLibres: 0, enEspera: 3 }) }));
    const { unmount } = renderAt(PAGE);
    expect(await screen.findByText('El evento está lleno')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anotarme en la lista de espera' })).toBeTruthy();
    unmount();

    server.on('GET', API.evento, () => ({ json: publicEvento({ registroAbierto: false, cierre: 'cerrado' }) }));
    const closed = renderAt(PAGE);
    expect(await screen.findByText('El registro ya cerró.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrarme' })).toBeNull();
    closed.unmount();

    server.on('GET', API.evento, () => ({ json: publicEvento() }));
    server.on('POST', API.registros, () => ({ status: 201, json: { eventoId: EV, registroId: REG, estado: 'confirmado', posicionEspera: null, existente: false } }));
    renderAt(`/evento/eventos/${SLUG}/hab-7/${EV}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(currentUrl()).toBe(`/ev/${EV}/${REG}`));
    expect(server.callsTo('POST', API.registros)[0]!.body).toEqual({ habitante: 'hab-7' });
    expect(screen.queryByLabelText(/CURP/)).toBeNull();
  });
});
