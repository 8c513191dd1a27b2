import { CONTRACT_STAMP } from '@sig/shared/contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../testing/testApp';
import { testDatabases } from '../testing/testDatabases';

/*
 * The server names the contract and the schema it checked an answer with, so a browser built from the same
 * contract can skip its own check (shared/src/api/apiClient.ts). A stamp on an answer that did not go through
 * that schema would let a browser use an unchecked answer: these pin where it appears and where it must not.
 */

const kind = testDatabases()[0]!;

describe('contract stamp on answers', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind, { contractHash: 'contrato-de-prueba' });
  });
  afterAll(() => env?.close());

  it('names the contract and the schema the route declares on a checked answer', async () => {
    const login = await env.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.headers[CONTRACT_STAMP.contract]).toBe('contrato-de-prueba');
    expect(login.headers[CONTRACT_STAMP.schema]).toBe('LoginResponse');

    const token = login.json().access_token as string;
    const menu = await env.inject({ method: 'POST', url: '/api/1.0/auth/getmenu', token, payload: {} });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers[CONTRACT_STAMP.schema]).toBe('GetMenuResponse');

    // one schema under two names: either name a browser asks with is named
    const session = await env.inject({ method: 'GET', url: '/api/1.0/auth/access-token', token });
    expect(session.statusCode).toBe(200);
    expect(String(session.headers[CONTRACT_STAMP.schema]).split(' ').sort()).toEqual(['AccessTokenResponse', 'SessionResponse']);
  });

  it('names the schema of a list page sent as the text it checked when it made it (the cached case list)', async () => {
    const token = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    for (let i = 0; i < 2; i++) {
      const list = await env.inject({ method: 'GET', url: '/api/1.0/sig/getreportes?page=1&pageSize=5', token });
      expect(list.statusCode).toBe(200);
      expect(list.headers[CONTRACT_STAMP.contract]).toBe('contrato-de-prueba');
      expect(list.headers[CONTRACT_STAMP.schema]).toBe('CaseListResponse');
    }
  });

  it('puts no stamp on an error, nor on an answer no contract schema checked', async () => {
    const bad = await env.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: 'no-es-correo', password: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers[CONTRACT_STAMP.contract]).toBeUndefined();
    expect(bad.headers[CONTRACT_STAMP.schema]).toBeUndefined();

    const unknown = await env.inject({ method: 'GET', url: '/api/1.0/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers[CONTRACT_STAMP.schema]).toBeUndefined();
  });
});

describe('contract stamp without a built contract', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await startTestApp(kind, { contractHash: null });
  });
  afterAll(() => env?.close());

  it('names nothing, so every browser checks as before', async () => {
    const login = await env.inject({ method: 'POST', url: '/api/1.0/auth/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.headers[CONTRACT_STAMP.contract]).toBeUndefined();
    expect(login.headers[CONTRACT_STAMP.schema]).toBeUndefined();
  });
});
