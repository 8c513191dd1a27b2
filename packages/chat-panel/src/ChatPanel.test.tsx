import { ParcelFrame, REALTIME_PATHS, SOCKET_EVENTS, panelStore, sessionStore, setLanguage, snackbarStore, startRealtime } from '@sig/shared';
import { act, cleanup, createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

// The shared test doubles are not part of @sig/shared's public door (package exports), so they are reached by path.
import { installFakeSockets } from '@sig/shared/testing/fakeSocket';
import { type FakeServer, fakeServer } from '@sig/shared/testing/fakeServer';
import { sessionResponse } from '@sig/shared/testing/fixtures';
import type { ChatContact, ChatMessage } from './chatApi';
import { ChatPanel } from './ChatPanel';
import { resetChat } from './chatStore';

/** The signed-in user of sessionResponse(). */
const ME = 'u1';

const CONTACTS: ChatContact[] = [
  { id: 'u2', name: 'Beto Ruiz', avatar: '', status: 'online', unread: 0 },
  { id: 'u3', name: 'Carla Díaz', avatar: '', status: 'do-not-disturb', unread: 2 },
  { id: 'u4', name: 'Dani Paz', avatar: '', status: 'away', unread: 0 },
  { id: 'u5', name: 'Eva Sol', avatar: '', status: 'offline', unread: 0 },
];

let seq = 0;
/** A message as the server stores it; createdAt has no zone, so its HH:mm is the same in every test machine. */
function message(de: string, para: string, msg: string, createdAt = '2025-03-04T15:07:00'): ChatMessage {
  seq += 1;
  return { id: `m${seq}`, chatId: `chat-${[de, para].sort().join('-')}`, de, para, msg, createdAt, avatar: '' };
}

/** The usual answers: the contacts, the caller's chat user and one conversation per contact. */
function serveChat(server: FakeServer, opts: { contacts?: ChatContact[]; dialogs?: Record<string, ChatMessage[]> } = {}) {
  const contacts = opts.contacts ?? CONTACTS;
  server.on('GET', REALTIME_PATHS.chatContacts, () => ({ json: contacts }));
  server.on('GET', REALTIME_PATHS.chatUser, () => ({ json: { id: ME, name: 'Ana López', avatar: '', status: 'online', chatList: [] } }));
  server.on('GET', REALTIME_PATHS.chatGet, ({ query }) => {
    const contactId = query.get('contactId') ?? '';
    return { json: { chat: { id: `chat-${[ME, contactId].sort().join('-')}`, dialog: opts.dialogs?.[contactId] ?? [] }, userChatList: [] } };
  });
  server.on('POST', REALTIME_PATHS.chatSend, ({ body }) => {
    const b = body as { contactId: string; messageText: string };
    return { json: { message: message(ME, b.contactId, b.messageText), userChatList: [] } };
  });
}

function signIn(): void {
  const s = sessionResponse();
  sessionStore.setState({ status: 'signed-in', user: s.user, role: s.role, cliente: s.cliente, token: s.access_token });
}

function renderPanel() {
  return render(
    <ParcelFrame>
      <ChatPanel />
    </ParcelFrame>,
  );
}

const openChat = () => act(() => panelStore.setState({ open: 'chat' }));

/** A pointer gesture from one point to another (jsdom has no PointerEvent, so the fields are set by hand). */
function swipe(el: Element, from: { x: number; y?: number }, to: { x: number; y?: number }, pointerType = 'touch') {
  const fire = (name: 'pointerDown' | 'pointerUp', p: { x: number; y?: number }) => {
    const ev = createEvent[name](el);
    Object.defineProperties(ev, { clientX: { value: p.x }, clientY: { value: p.y ?? 100 }, pointerType: { value: pointerType } });
    fireEvent(el, ev);
  };
  fire('pointerDown', from);
  fire('pointerUp', to);
}

type Sockets = ReturnType<typeof installFakeSockets>;

async function resetAll() {
  cleanup();
  await act(async () => {
    resetChat();
    sessionStore.reset();
    panelStore.reset();
    snackbarStore.reset();
    await setLanguage('es');
  });
  localStorage.clear();
}
let server: FakeServer;
let sockets: Sockets;

beforeAll(() => startRealtime());

beforeEach(() => {
  server = fakeServer();
  sockets = installFakeSockets();
});

afterEach(resetAll);

const calls = (method: string, path: string) => server.calls.filter((c) => c.method === method && c.path === path);
const contact = (name: RegExp) => screen.getByRole('button', { name });
const panel = () => screen.getByTestId('chat-panel');
const input = () => screen.getByPlaceholderText('Escribir tu mensaje...') as HTMLTextAreaElement;
const bubbles = () => screen.queryAllByTestId('chat-message').map((li) => [li.dataset.mine === 'true' ? 'me' : 'them', li.querySelector('span:nth-child(2)')!.textContent]);

/** Signed in, socket online, panel open with the contacts shown. */
async function openSignedIn(opts: Parameters<typeof serveChat>[1] = {}) {
  serveChat(server, opts);
  act(() => signIn());
  act(() => sockets.last().accept());
  renderPanel();
  openChat();
  await screen.findByTestId('chat-panel');
  if ((opts.contacts ?? CONTACTS).length) await screen.findByRole('button', { name: /Beto Ruiz/ });
}

async function pick(name: RegExp) {
  fireEvent.click(contact(name));
  await waitFor(() => expect(screen.queryByText('Cargando conversación…')).toBeNull());
}

describe('ChatPanel: opening, contacts and states', () => {
  it('renders nothing while closed, yet reads the unread counts at sign-in for the toolbar badge', async () => {
    serveChat(server);
    renderPanel();
    act(() => signIn());
    await waitFor(() => expect(panelStore.getState().unreadChats).toBe(2));
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from the panel store with the contacts, their status dots, unread badges and the select prompt', async () => {
    await openSignedIn();
    expect(screen.getByText('Selecciona un contacto para iniciar una conversación')).toBeTruthy();
    const strip = within(screen.getByRole('navigation', { name: 'Contactos' }));
    const dot = (name: RegExp) => strip.getByRole('button', { name }).querySelector('[data-status]')!.getAttribute('data-status');
    expect(dot(/Beto Ruiz/)).toBe('online');
    expect(dot(/Carla Díaz/)).toBe('do-not-disturb');
    expect(dot(/Dani Paz/)).toBe('away');
    expect(dot(/Eva Sol/)).toBe('offline');
    expect(strip.getByRole('button', { name: 'Carla Díaz, No molestar, 2 sin leer' })).toBeTruthy();
    expect(strip.getByRole('button', { name: 'Dani Paz, Ausente' })).toBeTruthy();
    expect(within(contact(/Carla Díaz/)).getByTestId('chat-unread').textContent).toBe('2');
    expect(within(contact(/Beto Ruiz/)).queryByTestId('chat-unread')).toBeNull();
    expect(panelStore.getState().unreadChats).toBe(2);
    // The caller's own status, from GET /api/chat/user.
    await waitFor(() => expect(screen.getByTestId('chat-my-status').getAttribute('aria-label')).toContain('Tu estado: En línea'));
  });

  it('says so when the municipality has no other users', async () => {
    await openSignedIn({ contacts: [] });
    expect(await screen.findByText('No hay otros usuarios en tu municipio.')).toBeTruthy();
    expect(screen.queryByText('Selecciona un contacto para iniciar una conversación')).toBeNull();
  });

  it('shows a failed contact load with a retry that recovers', async () => {
    let fail = true;
    serveChat(server);
    server.on('GET', REALTIME_PATHS.chatContacts, () => (fail ? { status: 500, json: { message: 'Error interno' } } : { json: CONTACTS }));
    act(() => signIn());
    renderPanel();
    openChat();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudieron cargar los contactos.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: /Beto Ruiz/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not open for an anonymous visitor', async () => {
    serveChat(server);
    renderPanel();
    openChat();
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls('GET', REALTIME_PATHS.chatContacts)).toHaveLength(0);
  });
});

describe('ChatPanel: a conversation', () => {
  it('loads the picked contact’s chat, tells the server which chat is open and clears its unread count', async () => {
    await openSignedIn();
    await pick(/Carla Díaz/);
    const get = calls('GET', REALTIME_PATHS.chatGet);
    expect(get).toHaveLength(1);
    expect(sockets.last().emittedEvents(SOCKET_EVENTS.chatFocus)).toEqual([[{ contactId: 'u3' }]]);
    expect(screen.getByText('Inicia una conversación')).toBeTruthy();
    expect(screen.getByTestId('chat-contact-name').textContent).toBe('Carla Díaz');
    expect(contact(/Carla Díaz/).getAttribute('aria-pressed')).toBe('true');
    expect(within(contact(/Carla Díaz/)).queryByTestId('chat-unread')).toBeNull();
    expect(panelStore.getState().unreadChats).toBe(0);
    expect(input().getAttribute('aria-label')).toBe('Mensaje para Carla Díaz');
  });

  it('shows the dialog as bubbles, mine at the inline end, with the time as HH:mm', async () => {
    await openSignedIn({ dialogs: { u2: [message('u2', ME, 'Hola Ana', '2025-03-04T09:05:00'), message(ME, 'u2', 'Hola Beto', '2025-03-04T21:30:00')] } });
    await pick(/Beto Ruiz/);
    expect(bubbles()).toEqual([
      ['them', 'Hola Ana'],
      ['me', 'Hola Beto'],
    ]);
    expect(screen.getAllByTestId('chat-message').map((li) => li.querySelector('time')!.textContent)).toEqual(['09:05', '21:30']);
    expect(screen.queryByText('Inicia una conversación')).toBeNull();
  });

  it('ignores empty and blank text: no request is made', async () => {
    await openSignedIn();
    expect(screen.getByRole('dialog', { name: 'Chat' })).toBeTruthy();
    await pick(/Beto Ruiz/);
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.change(input(), { target: { value: '   \n  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await act(async () => {});
    expect(calls('POST', REALTIME_PATHS.chatSend)).toHaveLength(0);
    expect(bubbles()).toEqual([]);
  });

  it('sends with Enter (Shift+Enter does not), appends the message and empties the input', async () => {
    await openSignedIn();
    await pick(/Beto Ruiz/);
    fireEvent.change(input(), { target: { value: '  Buenos días  ' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(calls('POST', REALTIME_PATHS.chatSend)).toHaveLength(0);
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(bubbles()).toEqual([['me', 'Buenos días']]));
    expect(calls('POST', REALTIME_PATHS.chatSend).map((c) => c.body)).toEqual([{ contactId: 'u2', chatId: 'chat-u1-u2', messageText: 'Buenos días' }]);
    expect(input().value).toBe('');
  });

  it('sends with the send button too', async () => {
    await openSignedIn();
    await pick(/Beto Ruiz/);
    fireEvent.change(input(), { target: { value: 'Con el botón' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(bubbles()).toEqual([['me', 'Con el botón']]));
  });

  it('keeps the text and explains when sending fails', async () => {
    await openSignedIn();
    server.on('POST', REALTIME_PATHS.chatSend, () => ({ status: 403, json: { code: 'chat.not_participant', message: 'No participas en esa conversación.' } }));
    await pick(/Beto Ruiz/);
    fireEvent.change(input(), { target: { value: 'No llegará' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toContain('No se pudo enviar el mensaje.');
    expect(input().value).toBe('No llegará');
    expect(bubbles()).toEqual([]);
  });

  it('changes the caller’s status from the status menu', async () => {
    await openSignedIn();
    server.on('POST', REALTIME_PATHS.chatUserData, ({ body }) => ({ json: { id: ME, name: 'Ana López', avatar: '', status: (body as { status: string }).status, chatList: [] } }));
    await waitFor(() => expect(calls('GET', REALTIME_PATHS.chatUser).length).toBeGreaterThan(0));
    fireEvent.click(screen.getByTestId('chat-my-status'));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'No molestar' }));
    await waitFor(() => expect(screen.getByTestId('chat-my-status').querySelector('[data-status]')!.getAttribute('data-status')).toBe('do-not-disturb'));
    expect(calls('POST', REALTIME_PATHS.chatUserData).map((c) => c.body)).toEqual([{ status: 'do-not-disturb' }]);
  });

  it('reports a failed status change and keeps the old status', async () => {
    await openSignedIn();
    server.on('POST', REALTIME_PATHS.chatUserData, () => ({ status: 500, json: { message: 'boom' } }));
    fireEvent.click(screen.getByTestId('chat-my-status'));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'Ausente' }));
    await waitFor(() => expect(snackbarStore.getState().messages.map((m) => m.message)).toEqual(['No se pudo cambiar tu estado.']));
    expect(screen.getByTestId('chat-my-status').querySelector('[data-status]')!.getAttribute('data-status')).toBe('online');
  });
});

describe('ChatPanel: live events', () => {
  const getchat = (m: ReturnType<typeof message>) => act(() => sockets.last().serverEmit(SOCKET_EVENTS.getChat, { chatId: m.chatId, message: m }));

  it('appends a message of the open conversation and announces it', async () => {
    await openSignedIn();
    await pick(/Beto Ruiz/);
    getchat(message('u2', ME, '¿Tienes un minuto?'));
    expect(bubbles()).toEqual([['them', '¿Tienes un minuto?']]);
    expect(screen.getByTestId('chat-live').textContent).toBe('Nuevo mensaje de Beto Ruiz: ¿Tienes un minuto?');
    // Read as it arrives: only Carla's two earlier messages are unread.
    expect(panelStore.getState().unreadChats).toBe(2);
  });

  it('does not duplicate the caller’s own message when the server echoes it', async () => {
    await openSignedIn();
    await pick(/Beto Ruiz/);
    fireEvent.change(input(), { target: { value: 'Una vez' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    const id = screen.getByTestId('chat-message').getAttribute('data-id')!;
    getchat({ ...message(ME, 'u2', 'Una vez'), id });
    expect(bubbles()).toEqual([['me', 'Una vez']]);
    // The same text with another id is another message (sent from a second tab).
    getchat(message(ME, 'u2', 'Una vez'));
    expect(bubbles()).toEqual([
      ['me', 'Una vez'],
      ['me', 'Una vez'],
    ]);
  });

  it('counts a message from another contact as unread (strip badge and toolbar count)', async () => {
    await openSignedIn();
    await pick(/Beto Ruiz/);
    getchat(message('u4', ME, 'Hola desde Dani'));
    expect(bubbles()).toEqual([]);
    expect(within(contact(/Dani Paz/)).getByTestId('chat-unread').textContent).toBe('1');
    expect(contact(/Dani Paz/).getAttribute('aria-label')).toBe('Dani Paz, Ausente, 1 sin leer');
    expect(panelStore.getState().unreadChats).toBe(3);
    // Opening that conversation reads it.
    await pick(/Dani Paz/);
    expect(panelStore.getState().unreadChats).toBe(2);
  });

  it('counts messages that arrive while the panel is closed', async () => {
    serveChat(server);
    act(() => signIn());
    act(() => sockets.last().accept());
    renderPanel();
    await waitFor(() => expect(panelStore.getState().unreadChats).toBe(2));
    getchat(message('u2', ME, 'uno'));
    getchat(message('u2', ME, 'dos'));
    expect(panelStore.getState().unreadChats).toBe(4);
    // The caller's own messages from another tab are never unread.
    getchat(message(ME, 'u2', 'mío'));
    expect(panelStore.getState().unreadChats).toBe(4);
  });

  it('after a reconnection, tells the server again which chat is open and picks up missed messages', async () => {
    const dialogs: Record<string, ReturnType<typeof message>[]> = {};
    await openSignedIn({ dialogs });
    await pick(/Beto Ruiz/);
    fireEvent.change(input(), { target: { value: 'a medio escribir' } });
    act(() => sockets.last().drop());
    dialogs.u2 = [message('u2', ME, 'mientras no estabas')];
    act(() => sockets.last().accept());
    await waitFor(() => expect(bubbles()).toEqual([['them', 'mientras no estabas']]));
    expect(sockets.last().emittedEvents(SOCKET_EVENTS.chatFocus)).toEqual([[{ contactId: 'u2' }], [{ contactId: 'u2' }]]);
    expect(input().value).toBe('a medio escribir');
  });

  it('updates statuses from the online list and re-reads the contacts when presence changes', async () => {
    await openSignedIn();
    act(() => sockets.last().serverEmit(SOCKET_EVENTS.usersList, [{ ...CONTACTS[3], status: 'online' }]));
    const status = (name: RegExp) => contact(name).querySelector('[data-status]')!.getAttribute('data-status');
    expect(status(/Eva Sol/)).toBe('online');
    expect(status(/Beto Ruiz/)).toBe('offline');
    const before = calls('GET', REALTIME_PATHS.chatContacts).length;
    act(() => sockets.last().serverEmit(SOCKET_EVENTS.usersChanged, {}));
    await waitFor(() => expect(calls('GET', REALTIME_PATHS.chatContacts).length).toBeGreaterThan(before));
  });
});

describe('ChatPanel: closing', () => {
  it('closes on Escape and forgets the selected contact and its chat', async () => {
    await openSignedIn({ dialogs: { u2: [message('u2', ME, 'Hola')] } });
    await pick(/Beto Ruiz/);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(panelStore.getState().open).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('chat-panel')).toBeNull());
    expect(sockets.last().emittedEvents(SOCKET_EVENTS.chatFocus)).toEqual([[{ contactId: 'u2' }], [{ contactId: null }]]);
    openChat();
    expect(await screen.findByText('Selecciona un contacto para iniciar una conversación')).toBeTruthy();
    expect(screen.queryByText('Hola')).toBeNull();
    // jsdom has no layout, so Fluent's focus manager (tabster) may leave aria-hidden on a reopened drawer.
    expect(screen.getByRole('button', { hidden: true, name: /Beto Ruiz/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('closes with the close button', async () => {
    await openSignedIn();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar el chat' }));
    expect(panelStore.getState().open).toBeNull();
  });

  it('closes on a click outside the panel', async () => {
    await openSignedIn();
    const backdrop = document.querySelector('.fui-OverlayDrawer__backdrop');
    expect(backdrop).not.toBeNull();
    fireEvent.click(backdrop!);
    expect(panelStore.getState().open).toBeNull();
  });

  it('closes on a swipe toward the inline end, but not on a short swipe or a mouse drag', async () => {
    await openSignedIn();
    swipe(panel(), { x: 100 }, { x: 140 });
    expect(panelStore.getState().open).toBe('chat');
    swipe(panel(), { x: 100 }, { x: 200 }, 'mouse');
    expect(panelStore.getState().open).toBe('chat');
    swipe(panel(), { x: 100 }, { x: 40 });
    expect(panelStore.getState().open).toBe('chat');
    swipe(panel(), { x: 100 }, { x: 170 });
    expect(panelStore.getState().open).toBeNull();
  });

  it('mirrors the swipe in Arabic (toward the left) and translates the panel', async () => {
    await act(() => setLanguage('ar'));
    await openSignedIn();
    expect(screen.getByRole('dialog', { name: 'الدردشة' })).toBeTruthy();
    expect(screen.getByText('اختر جهة اتصال لبدء محادثة')).toBeTruthy();
    swipe(panel(), { x: 200 }, { x: 280 });
    expect(panelStore.getState().open).toBe('chat');
    swipe(panel(), { x: 200 }, { x: 120 });
    expect(panelStore.getState().open).toBeNull();
  });

  it('closes and clears the unread counts when the session ends', async () => {
    await openSignedIn();
    expect(panelStore.getState().unreadChats).toBe(2);
    act(() => sessionStore.setState({ status: 'anonymous', user: null, role: [], cliente: null, token: null }));
    expect(panelStore.getState().unreadChats).toBe(0);
    await waitFor(() => expect(screen.queryByTestId('chat-panel')).toBeNull());
  });
});


describe('ChatPanel: contacts’ photos (issue 19)', () => {
  it('renders a contact’s photo only when it is an https URL or one of our paths', async () => {
    const photos: Record<string, string> = {
      u2: 'javascript:alert(1)',
      u3: 'data:image/svg+xml,<svg onload=alert(1)>',
      u4: 'https://cdn.example.org/dani.png',
      u5: '//evil.example/x.png',
    };
    await openSignedIn({ contacts: CONTACTS.map((c) => ({ ...c, avatar: photos[c.id] ?? '' })) });
    const src = (name: RegExp) => contact(name).querySelector('img')?.getAttribute('src') ?? '';
    expect(src(/Dani Paz/)).toBe('https://cdn.example.org/dani.png');
    for (const name of [/Beto Ruiz/, /Carla Díaz/, /Eva Sol/]) {
      // the default silhouette instead: never the stored address
      expect(src(name)).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    }
    expect(document.querySelectorAll('img[src^="javascript:"], img[src^="//"], img[src*="onload"]')).toHaveLength(0);
  });
});
