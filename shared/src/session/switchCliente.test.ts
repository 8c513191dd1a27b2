import { AUTH_PATHS, SWITCH_CLIENTE_PATH } from '../contract/constants';
import { snackbarStore } from '../messages/snackbarStore';
import { fakeServer } from '../test/fakeServer';
import { sessionResponse } from '../test/fixtures';
import { login, switchCliente } from './sessionLifecycle';
import { sessionStore } from './sessionStore';
import { STORAGE_KEYS } from './storageKeys';

const clients = [
  { id: 'c1', nombre: 'Municipio Demo', slug: 'demo' },
  { id: 'c2', nombre: 'Municipio Norte', slug: 'norte' },
];

function signedInAs(master: boolean) {
  const server = fakeServer();
  const base = sessionResponse();
  const session = { ...base, user: { ...base.user, master, clients } };
  server.on('POST', AUTH_PATHS.login, () => ({ json: { ...session, payload: { status: 200 }, data: session.user.data } }));
  server.on('POST', SWITCH_CLIENTE_PATH, ({ body }) => {
    const target = clients.find((c) => c.id === (body as { clienteId: string }).clienteId)!;
    return { json: { ...session, access_token: session.access_token + 'x', cliente: { ...session.cliente, id: target.id, nombre: target.nombre, slug: target.slug } } };
  });
  return server;
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
  snackbarStore.reset();
});

describe('switching cliente', () => {
  it('takes the reissued session, drops the old menu and says where the user now works', async () => {
    const server = signedInAs(true);
    await login('ana@demo.sig', 'secreta');
    sessionStore.setState({ menu: [] });
    await switchCliente('c2');
    expect(server.calls.find((c) => c.path === SWITCH_CLIENTE_PATH)?.body).toEqual({ clienteId: 'c2' });
    const s = sessionStore.getState();
    expect(s.cliente?.id).toBe('c2');
    expect(s.menu).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.clients)).toBe('c2');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toMatch(/x$/);
    expect(snackbarStore.getState().messages.map((m) => m.message)).toContain('Ahora trabajas en Municipio Norte.');
  });

  it('lets a user who is not master switch between their own clientes too (the server checks the membership)', async () => {
    const server = signedInAs(false);
    await login('ana@demo.sig', 'secreta');
    await switchCliente('c2');
    expect(server.calls.filter((c) => c.path === SWITCH_CLIENTE_PATH)).toHaveLength(1);
    expect(sessionStore.getState().cliente?.id).toBe('c2');
  });

  it('does nothing for the cliente already active', async () => {
    const server = signedInAs(true);
    await login('ana@demo.sig', 'secreta');
    await switchCliente('c1');
    expect(server.calls.filter((c) => c.path === SWITCH_CLIENTE_PATH)).toHaveLength(0);
    expect(sessionStore.getState().cliente?.id).toBe('c1');
  });
});
