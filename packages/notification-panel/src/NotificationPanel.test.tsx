import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  ParcelFrame,
  REALTIME_PATHS,
  SOCKET_EVENTS,
  type SessionUser,
  i18n,
  panelStore,
  sessionStore,
  setLanguage,
  snackbarStore,
  startRealtime,
  togglePanel,
} from '@sig/shared';
import type { Cliente } from '@sig/shared';
import type { Notification } from '@sig/shared';
import { start } from 'single-spa';

import { NotificationPanel } from './NotificationPanel';
import { fakeServer } from '@sig/shared/testing/fakeServer';
import { installFakeSockets } from '@sig/shared/testing/fakeSocket';

// As in the portal: single-spa turns every pushState into a popstate and fires its routing events;
// root-config starts the realtime client at boot.
start();
startRealtime();

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function notification(id: string, over: Partial<Notification> = {}): Notification {
  return { id, message: `Aviso ${id}`, options: { variant: 'info' }, url: null, dismissed: false, createdAt: minutesAgo(5), ...over };
}

const USER: SessionUser = {
  _id: 'u1',
  uuid: 'u1',
  from: 'sig',
  email: 'ana@demo.sig',
  master: false,
  owner: false,
  clients: [],
  role: ['admin'],
  data: { displayName: 'Ana López', phone: '', photoURL: '', settings: {}, shortcuts: [] },
};
const CLIENTE: Cliente = {
  id: 'c1',
  nombre: 'Municipio Demo',
  slug: 'demo',
  logo: null,
  colors: { primary: '#0f6cbd', secondary: '#115ea3' },
  timezone: 'America/Mexico_City',
  cover_midb: false,
  products: ['sig'],
};

function signIn() {
  act(() => sessionStore.setState({ status: 'signed-in', user: USER, role: ['admin'], cliente: CLIENTE, token: 'token-1' }));
}


function renderPanel() {
  return render(
    <ParcelFrame>
      <NotificationPanel />
    </ParcelFrame>,
  );
}

async function openPanel() {
  act(() => togglePanel('notifications'));
  return within(await screen.findByRole('dialog', { name: 'Notificaciones' }));
}

const snackbars = () => snackbarStore.getState().messages.map((m) => [m.message, m.variant]);
const listCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path === REALTIME_PATHS.notifications);

let sockets: ReturnType<typeof installFakeSockets>;

beforeEach(() => {
  window.history.replaceState(null, '', '/inicio');
  sockets = installFakeSockets();
});

afterEach(async () => {
  cleanup();
  await act(async () => {
    panelStore.reset();
    snackbarStore.reset();
    sessionStore.reset();
    sessionStore.setState({ status: 'anonymous' });
    if (i18n.language !== 'es') await setLanguage('es');
  });
});

describe('NotificationPanel', () => {
  it('fetches once on mount and lights the toolbar dot when there are undismissed notifications', async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [notification('n1')] }));
    signIn();
    renderPanel();
    await waitFor(() => expect(panelStore.getState().unseenNotifications).toBe(true));
    expect(listCalls(server.calls)).toHaveLength(1);
    // Nothing is drawn while closed.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the dot off when every notification was dismissed, and asks nothing when signed out', async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [] }));
    renderPanel();
    expect(server.calls).toHaveLength(0);
    signIn();
    await waitFor(() => expect(listCalls(server.calls)).toHaveLength(1));
    expect(panelStore.getState().unseenNotifications).toBe(false);
  });

  it('opens from the toolbar toggle with the list: message, time ago, variant, link', async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({
      json: [
        notification('n1', { message: 'Se te asignó el reporte 42', options: { variant: 'success' }, url: '/sig/reporte/42' }),
        notification('n2', { message: 'Falló la importación', options: { variant: 'error' }, createdAt: minutesAgo(120) }),
      ],
    }));
    signIn();
    renderPanel();
    const panel = await openPanel();
    const items = await panel.findAllByTestId('notification-item');
    expect(items.map((li) => li.getAttribute('data-variant'))).toEqual(['success', 'error']);
    expect(within(items[0]).getByRole('link', { name: 'Se te asignó el reporte 42' }).getAttribute('href')).toBe('/sig/reporte/42');
    expect(within(items[0]).getByText('hace 5 minutos')).toBeTruthy();
    expect(within(items[0]).getByRole('img', { name: 'Correcto' })).toBeTruthy();
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(within(items[1]).getByText('Falló la importación')).toBeTruthy();
    expect(within(items[1]).getByText('hace 2 horas')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Borrar todas' })).toBeTruthy();
    expect(panelStore.getState().unseenNotifications).toBe(false);
  });

  it("shows 'Ninguna notificación.' when there are none", async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [] }));
    signIn();
    renderPanel();
    const panel = await openPanel();
    expect(await panel.findByText('Ninguna notificación.')).toBeTruthy();
    expect(panel.queryByRole('button', { name: 'Borrar todas' })).toBeNull();
  });

  it('dismisses one through the API and drops it from the list', async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [notification('n1'), notification('n2')] }));
    server.on('POST', REALTIME_PATHS.notificationDismiss, () => ({ json: { dismissed: 1 } }));
    signIn();
    renderPanel();
    const panel = await openPanel();
    fireEvent.click(await panel.findByRole('button', { name: 'Descartar notificación: Aviso n1' }));
    await waitFor(() => expect(panel.queryByText('Aviso n1')).toBeNull());
    expect(panel.getByText('Aviso n2')).toBeTruthy();
    expect(server.calls.filter((c) => c.path === REALTIME_PATHS.notificationDismiss).map((c) => c.body)).toEqual([{ id: 'n1' }]);
  });

  it('keeps a notification whose dismissal failed and says why', async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [notification('n1')] }));
    server.on('POST', REALTIME_PATHS.notificationDismiss, () => ({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'Algo falló en el servidor.' } }));
    signIn();
    renderPanel();
    const panel = await openPanel();
    fireEvent.click(await panel.findByRole('button', { name: 'Descartar notificación: Aviso n1' }));
    await waitFor(() => expect(snackbars()).toEqual([['Algo falló en el servidor.', 'error']]));
    expect(panel.getByText('Aviso n1')).toBeTruthy();
  });

  it("clears all through the API and then shows the empty text", async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [notification('n1'), notification('n2')] }));
    server.on('POST', REALTIME_PATHS.notificationDismissAll, () => ({ json: { dismissed: 2 } }));
    signIn();
    renderPanel();
    const panel = await openPanel();
    fireEvent.click(await panel.findByRole('button', { name: 'Borrar todas' }));
    expect(await panel.findByText('Ninguna notificación.')).toBeTruthy();
    expect(server.calls.filter((c) => c.path === REALTIME_PATHS.notificationDismissAll)).toHaveLength(1);
    expect(panel.queryByTestId('notification-item')).toBeNull();
  });

  it("shows a live 'nueva-notificacion' as a success snackbar, lights the dot and prepends it", async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [notification('n1')] }));
    signIn();
    renderPanel();
    const socket = sockets.last();
    socket.accept();
    const panel = await openPanel();
    await panel.findByText('Aviso n1');
    act(() => socket.serverEmit(SOCKET_EVENTS.newNotification, { msg: 'Nueva nota en tu caso', notification: notification('n9', { message: 'Nueva nota en tu caso', createdAt: minutesAgo(0) }) }));
    expect(snackbars()).toEqual([['Nueva nota en tu caso', 'success']]);
    expect(panel.getAllByTestId('notification-item').map((li) => li.textContent)).toEqual([expect.stringContaining('Nueva nota en tu caso'), expect.stringContaining('Aviso n1')]);
    // A record without the contract's shape is announced but not listed.
    act(() => socket.serverEmit(SOCKET_EVENTS.newNotification, { msg: 'Sin registro', notification: { id: 'n11' } }));
    expect(snackbars().at(-1)).toEqual(['Sin registro', 'success']);
    expect(panel.getAllByTestId('notification-item')).toHaveLength(2);

    // With the panel closed, the toolbar dot tells of it.
    act(() => togglePanel('notifications'));
    act(() => socket.serverEmit(SOCKET_EVENTS.newNotification, { msg: 'Otra', notification: notification('n10') }));
    expect(panelStore.getState().unseenNotifications).toBe(true);
  });

  it('closes on a route change, and a link in it navigates then closes', async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [notification('n1', { message: 'Ver reporte', url: '/sig/reporte/7' })] }));
    signIn();
    renderPanel();
    let panel = await openPanel();
    fireEvent.click(await panel.findByRole('link', { name: 'Ver reporte' }));
    expect(window.location.pathname).toBe('/sig/reporte/7');
    expect(panelStore.getState().open).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());

    panel = await openPanel();
    await panel.findByText('Ver reporte');
    await act(async () => {
      window.history.pushState(null, '', '/otra-pagina');
      await new Promise((r) => setTimeout(r, 0));
    });
    await waitFor(() => expect(panelStore.getState().open).toBeNull());
  });

  it('closes on Escape', async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [] }));
    signIn();
    renderPanel();
    const panel = await openPanel();
    fireEvent.keyDown(await panel.findByText('Ninguna notificación.'), { key: 'Escape' });
    expect(panelStore.getState().open).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('closes with the close button and with a click outside', async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [] }));
    signIn();
    renderPanel();
    const panel = await openPanel();
    fireEvent.click(panel.getByRole('button', { name: 'Cerrar' }));
    expect(panelStore.getState().open).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    act(() => togglePanel('notifications'));
    await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(document.querySelector('.fui-OverlayDrawer__backdrop')!);
    expect(panelStore.getState().open).toBeNull();
  });

  it('shows a loading spinner, then an error with a retry that loads the list', async () => {
    let release: () => void = () => {};
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => new Promise((r) => (release = () => r({ status: 503, json: { statusCode: 503, error: 'Unavailable', message: 'x' } }))));
    signIn();
    renderPanel();
    const panel = await openPanel();
    expect(panel.getByText('Cargando notificaciones…')).toBeTruthy();
    await waitFor(() => expect(listCalls(server.calls).length).toBeGreaterThan(0));
    server.on('GET', REALTIME_PATHS.notifications, () => new Promise((r) => (release = () => r({ status: 503, json: { statusCode: 503, error: 'Unavailable', message: 'x' } }))));
    await act(async () => release());
    await waitFor(() => expect(panel.getByText('No se pudieron cargar las notificaciones.')).toBeTruthy());
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [notification('n1')] }));
    fireEvent.click(panel.getByRole('button', { name: 'Reintentar' }));
    expect(await panel.findByText('Aviso n1')).toBeTruthy();
  });

  it('speaks the user language (Arabic, right to left)', async () => {
    const server = fakeServer();
    server.on('GET', REALTIME_PATHS.notifications, () => ({ json: [] }));
    await act(async () => {
      await setLanguage('ar');
    });
    signIn();
    renderPanel();
    act(() => togglePanel('notifications'));
    const panel = within(await screen.findByRole('dialog', { name: 'الإشعارات' }));
    expect(await panel.findByText('لا توجد إشعارات.')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});
