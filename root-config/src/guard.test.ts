import { decide, showsFrame } from './guard';

const anon = { signedIn: false, role: [] };
const clerk = { signedIn: true, role: ['Home', 'SigVerReporte'] };
const admin = { signedIn: true, role: ['Home', 'admin'] };

describe('root guard', () => {
  it('applies the redirects of spec 2.2', () => {
    expect(decide('/', anon)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide('/config/users', admin)).toEqual({ kind: 'redirect', to: '/config/users/all' });
    expect(decide('/sig/bot/contacts', admin)).toEqual({ kind: 'redirect', to: '/sig/bot/contacts/all' });
    expect(decide('/no/such/page', admin)).toEqual({ kind: 'redirect', to: '/404' });
  });
  it('sends a signed-out visitor of a protected page to /login, remembering it', () => {
    expect(decide('/sig/reportes', anon)).toEqual({ kind: 'redirect', to: '/login', remember: true });
  });
  it('renders public pages for anyone, without the frame', () => {
    const d = decide('/recovery/abc/demo', anon);
    expect(d.kind).toBe('render');
    expect(showsFrame(d, anon)).toBe(false);
    expect(showsFrame(decide('/home', admin), admin)).toBe(false);
  });
  it('denies a signed-in user without the permission, inside the frame', () => {
    const d = decide('/config/users/all', clerk);
    expect(d.kind).toBe('denied');
    expect(showsFrame(d, clerk)).toBe(true);
  });
  it('lets a permitted user and the master admin in', () => {
    expect(decide('/sig/reportes', clerk).kind).toBe('render');
    expect(decide('/config/client/edit', admin).kind).toBe('render');
  });
});
