import { BOT_PATHS, BOT_SOCKET_EVENTS, botPath } from '@sig/shared/staff-ui';
import type { BotContact, BotContactDetail, BotConversation } from '@sig/shared';
import { sessionStore, startRealtime } from '@sig/shared';
import { apiError, fakeServer, pageOf, type FakeServer } from '@sig/shared/testing/fakeServer';
import { installFakeSockets } from '@sig/shared/testing/fakeSocket';
import { currentUrl, signInAs } from '@sig/shared/testing/parcelApp';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderAt } from '../test/renderApp';

let server: FakeServer;

beforeAll(() => startRealtime());

const conversation = (over: Partial<BotConversation> = {}): BotConversation => ({
  id: 'conv-1',
  estado: 'cerrada',
  contacto: { id: 'k-1', nombre: 'Rosa Pérez', canal: 'web', telefono: null },
  agente: { id: 'u-1', displayName: 'Ana Ruiz' },
  flujoVersion: 1,
  enColaDesde: null,
  noLeidos: 0,
  ultimoMensajeContacto: '2026-11-28T16:00:00.000Z',
  ventanaAbierta: true,
  folio: 'R-2026-000042',
  motivoCierre: 'reporte',
  createdAt: '2026-11-28T15:50:00.000Z',
  closedAt: '2026-11-28T16:05:00.000Z',
  ...over,
});

const contact = (over: Partial<BotContact> = {}): BotContact => ({
  id: 'k-1',
  nombre: 'Rosa Pérez',
  telefono: '+52 55 1234 5678',
  canal: 'web',
  habitante: { id: 'h-9', nombre: 'Rosa Pérez López', via: 'telefono' },
  ultimaConversacion: conversation(),
  noLeidos: 0,
  ultimoMensajeAt: '2026-11-28T16:00:00.000Z',
  ...over,
});

const detail = (over: Partial<BotContactDetail> = {}): BotContactDetail => ({ ...contact(), conversaciones: [conversation()], folios: ['R-2026-000042'], ...over });
const lastQuery = () => Object.fromEntries(server.queries(BOT_PATHS.contactos).at(-1)!);

beforeEach(() => {
  server = fakeServer();
  signInAs(['SigContactos']);
});

describe('/sig/bot/contacts/:filter', () => {
  it('asks the server for the filter and page of the address, and a tab or the pager moves the address', async () => {
    const all = Array.from({ length: 30 }, (_, i) => contact({ id: `k-${i + 1}`, nombre: `Contacto ${i + 1}` }));
    server.on('GET', BOT_PATHS.contactos, ({ query }) => ({ json: pageOf(all, query) }));
    renderAt('/sig/bot/contacts/unread?page=2');
    await screen.findByRole('link', { name: 'Contacto 26' });
    expect(lastQuery()).toEqual({ filtro: 'unread', page: '2' });
    expect(screen.getByRole('link', { name: 'No leídos' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: /Anterior/ }));
    await waitFor(() => expect(currentUrl()).toBe('/sig/bot/contacts/unread'));
    await screen.findByRole('link', { name: 'Contacto 1' });

    fireEvent.click(screen.getByRole('link', { name: 'Cerrados' }));
    await waitFor(() => expect(currentUrl()).toBe('/sig/bot/contacts/closed'));
    await waitFor(() => expect(lastQuery()).toEqual({ filtro: 'closed', page: '1' }));
  });

  it('sends an unknown filter to all', async () => {
    server.on('GET', BOT_PATHS.contactos, ({ query }) => ({ json: pageOf([contact()], query) }));
    renderAt('/sig/bot/contacts/nada');
    await waitFor(() => expect(currentUrl()).toBe('/sig/bot/contacts/all'));
    await screen.findByRole('link', { name: 'Rosa Pérez' });
  });

  it('says what each filter has when it is empty', async () => {
    server.on('GET', BOT_PATHS.contactos, ({ query }) => ({ json: pageOf([], query) }));
    renderAt('/sig/bot/contacts/assigned');
    expect(await screen.findByText('No tienes conversaciones asignadas.')).toBeTruthy();
  });

  it('shows the habitante match and how it was made, unread counts, and a contact without a match', async () => {
    server.on('GET', BOT_PATHS.contactos, ({ query }) =>
      ({ json: pageOf([contact(), contact({ id: 'k-2', nombre: 'Luis', telefono: null, canal: 'whatsapp', habitante: null, noLeidos: 3, ultimaConversacion: conversation({ id: 'c2', estado: 'asignada' }) })], query) }),
    );
    renderAt('/sig/bot/contacts/all');
    const rosa = (await screen.findByRole('link', { name: 'Rosa Pérez' })).closest('tr')!;
    expect(within(rosa).getByText('Rosa Pérez López (por teléfono)')).toBeTruthy();
    const luis = screen.getByRole('link', { name: 'Luis' }).closest('tr')!;
    expect(within(luis).getByText('Sin coincidencia')).toBeTruthy();
    expect(within(luis).getByText('Atendida')).toBeTruthy();
    expect(within(luis).getByLabelText('3 sin leer')).toBeTruthy();
  });

  it('opens a contact beside the list with its habitante, folios and conversations, and closes it', async () => {
    server.on('GET', BOT_PATHS.contactos, ({ query }) => ({ json: pageOf([contact()], query) }));
    server.on('GET', botPath(BOT_PATHS.contacto, { id: 'k-1' }), () => ({ json: detail() }));
    renderAt('/sig/bot/contacts/all');
    fireEvent.click(await screen.findByRole('link', { name: 'Rosa Pérez' }));
    await waitFor(() => expect(currentUrl()).toBe('/sig/bot/contacts/all?c=k-1'));
    const card = await screen.findByTestId('contact-detail');
    expect(within(card).getByRole('link', { name: 'Rosa Pérez López' }).getAttribute('href')).toBe('/sig/ciudadano/h-9');
    expect(within(card).getByRole('link', { name: 'R-2026-000042' }).getAttribute('href')).toBe('/sig/reportes?q=R-2026-000042');
    expect(within(screen.getByTestId('contact-conversations')).getByText('Atendió: Ana Ruiz')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Abrir en el centro de contacto' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Cerrar contacto' }));
    await waitFor(() => expect(currentUrl()).toBe('/sig/bot/contacts/all'));
    expect(screen.queryByTestId('contact-detail')).toBeNull();
  });

  it('offers the contact centre for an open conversation, and says so when the contact is not found', async () => {
    server.on('GET', BOT_PATHS.contactos, ({ query }) => ({ json: pageOf([contact()], query) }));
    server.on('GET', botPath(BOT_PATHS.contacto, { id: 'k-1' }), () => ({ json: detail({ conversaciones: [conversation({ estado: 'en_cola', closedAt: null, motivoCierre: null })] }) }));
    server.on('GET', botPath(BOT_PATHS.contacto, { id: 'otro' }), () => apiError(404, 'bot.contact_not_found', 'x'));
    renderAt('/sig/bot/contacts/all?c=k-1');
    expect((await screen.findByRole('link', { name: 'Abrir en el centro de contacto' })).getAttribute('href')).toBe('/sig/bot/chatcenter');
    act(() => window.history.pushState(null, '', '/sig/bot/contacts/all?c=otro'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(await screen.findByText('No encontramos ese contacto: puede que el enlace sea de otro municipio.')).toBeTruthy();
  });

  it('reads the list again when a message arrives over the socket', async () => {
    const sockets = installFakeSockets();
    signInAs(['SigContactos']);
    let unread = 0;
    server.on('GET', BOT_PATHS.contactos, ({ query }) => ({ json: pageOf([contact({ noLeidos: unread })], query) }));
    act(() => sessionStore.setState({ token: 'token-1' }));
    renderAt('/sig/bot/contacts/all');
    await screen.findByRole('link', { name: 'Rosa Pérez' });
    const socket = sockets.last();
    act(() => socket.accept());
    unread = 2;
    act(() => socket.serverEmit(BOT_SOCKET_EVENTS.mensaje, { conversacionId: 'conv-1', noLeidos: 2 }));
    expect(await screen.findByLabelText('2 sin leer')).toBeTruthy();
  });
});
