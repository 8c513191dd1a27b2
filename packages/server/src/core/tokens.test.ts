import { Tokens } from './tokens';

describe('Tokens', () => {
  let now = Date.UTC(2026, 0, 15, 12, 0, 0);
  const clock = () => new Date(now);
  const tokens = new Tokens('un-secreto-de-prueba-de-32-caracteres', 900, clock);
  const claims = { sub: 'u1', cid: 'c1', ver: 3 };
  beforeEach(() => {
    now = Date.UTC(2026, 0, 15, 12, 0, 0);
  });

  test('a signed token gives back its claims, every time', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  test('a token verified before is refused once it expires, and again when the clock is back', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    now += 899_000;
    expect(await tokens.verify(token)).toEqual(claims);
    now += 1000;
    expect(await tokens.verify(token)).toBeNull();
    now -= 1000;
    expect(await tokens.verify(token)).toEqual(claims);
  });

  test('a token of the first verified one with another payload or signature is refused', async () => {
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), cid: 'c2' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature!.slice(0, -2)}AA`)).toBeNull();
  });

  test('another secret and garbage are refused', async () => {
    const other = new Tokens('otro-secreto-de-prueba-de-32-caracteres', 900, clock);
    expect(await tokens.verify(await other.sign(claims))).toBeNull();
    expect(await tokens.verify('no.es.token')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });
});
