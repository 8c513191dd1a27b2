import { AUTH_PATHS } from '../contract/constants';
import type { MenuItem } from '../contract/auth';
import { fakeServer } from '../test/fakeServer';
import { sessionResponse } from '../test/fixtures';
import { loadMenu } from './menu';
import { login, renewSession } from './sessionLifecycle';
import { sessionStore } from './sessionStore';

const page = (id: string, url: string): MenuItem => ({ id, title: id, translate: id, type: 'item', url, auth: null, labels: { es: id, en: id, tr: id, ar: id } });

beforeEach(() => {
  localStorage.clear();
  sessionStore.reset();
});

describe('the menu follows role changes', () => {
  it('reloads after a renewal brings a different role, and not after one with the same role', async () => {
    const server = fakeServer();
    let role = ['Home', 'SigVerReporte', 'SigVerSolicitudes'];
    let menu = [page('reportes', '/sig/reportes'), page('solicitudes', '/sig/solicitudes')];
    const session = () => ({ json: { ...sessionResponse({ role }), payload: { status: 200 }, data: sessionResponse().user.data } });
    server.on('POST', AUTH_PATHS.login, session);
    server.on('GET', AUTH_PATHS.accessToken, session);
    server.on('POST', AUTH_PATHS.getmenu, () => ({ json: { menu } }));

    await login('ana@demo.sig', 'secreta');
    await loadMenu();
    expect(sessionStore.getState().menu?.map((m) => m.id)).toEqual(['reportes', 'solicitudes']);

    await renewSession();
    expect(server.calls.filter((c) => c.path === AUTH_PATHS.getmenu)).toHaveLength(1);

    role = ['Home', 'SigVerReporte'];
    menu = [page('reportes', '/sig/reportes')];
    await renewSession();
    await new Promise((r) => setTimeout(r, 0));
    expect(server.calls.filter((c) => c.path === AUTH_PATHS.getmenu)).toHaveLength(2);
    expect(sessionStore.getState().menu?.map((m) => m.id)).toEqual(['reportes']);
  });
});
