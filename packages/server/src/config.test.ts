import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app';
import { findRepoRoot, loadConfig } from './config';
import { DEFAULT_SCRYPT } from './core';

describe('config', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sig-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('defaults: port 3000, SQLite in ./data, open registration, portal in <repo>/dist/portal', () => {
    const c = loadConfig({}, dir);
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', dataDir: path.join(dir, 'data'), publicUrl: 'http://localhost:3000', openRegistration: true, adminEmail: 'admin@demo.sig' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.adminPassword).toBeUndefined();
    expect(c.portalDir).toBe(path.join(findRepoRoot(), 'dist', 'portal'));
    expect(c.jwtTtlSeconds).toBe(8 * 3600);
  });

  test('JWT secret is generated once into the data folder with mode 600 and reused', () => {
    const a = loadConfig({ SIG_DATA_DIR: 'd' }, dir);
    const file = path.join(dir, 'd', 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(a.jwtSecret);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ SIG_DATA_DIR: 'd' }, dir).jwtSecret).toBe(a.jwtSecret);
    expect(loadConfig({ SIG_DATA_DIR: 'd', JWT_SECRET: 'del-entorno' }, dir).jwtSecret).toBe('del-entorno');
  });

  test('with DATABASE_URL registration is closed unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }, dir).openRegistration).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', SIG_OPEN_REGISTRATION: '1' }, dir).openRegistration).toBe(true);
    expect(loadConfig({ SIG_OPEN_REGISTRATION: 'false' }, dir).openRegistration).toBe(false);
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://sig.mx/' }, dir)).toMatchObject({ port: 8080, publicUrl: 'https://sig.mx' });
    expect(() => loadConfig({ PORT: 'abc' }, dir)).toThrow('PORT');
  });

  test('socket origins: the public URL plus this port on localhost and 127.0.0.1, unless SIG_ALLOWED_ORIGINS lists them', () => {
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://sig.mx/portal/' }, dir).allowedOrigins).toEqual(['https://sig.mx', 'http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(loadConfig({}, dir).allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    const listed = loadConfig({ SIG_ALLOWED_ORIGINS: ' https://a.gob.mx , http://b.local:8080/ ,,https://a.gob.mx' }, dir);
    expect(listed.allowedOrigins).toEqual(['https://a.gob.mx', 'http://b.local:8080']);
    expect(() => loadConfig({ SIG_ALLOWED_ORIGINS: 'no es una url' }, dir)).toThrow('SIG_ALLOWED_ORIGINS');
    expect(() => loadConfig({ SIG_ALLOWED_ORIGINS: 'ftp://x.mx' }, dir)).toThrow('SIG_ALLOWED_ORIGINS');
  });

  test('REDIS_URL is optional', () => {
    expect(loadConfig({}, dir).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379' }, dir).redisUrl).toBe('redis://10.0.0.5:6379');
  });

  test('password hashing: OWASP cost unless SIG_SCRYPT_COST (10..20) lowers it for a test server', () => {
    expect(loadConfig({}, dir).scryptCost).toBeUndefined();
    expect(loadConfig({ SIG_SCRYPT_COST: '10' }, dir).scryptCost).toBe(10);
    for (const bad of ['9', '21', '12.5', 'bajo']) expect(() => loadConfig({ SIG_SCRYPT_COST: bad }, dir)).toThrow('SIG_SCRYPT_COST');
  });

  test.each([
    [{}, DEFAULT_SCRYPT.N],
    [{ SIG_SCRYPT_COST: '11' }, 2 ** 11],
  ])('the app hashes new passwords with the configured cost (%j)', async (env, N) => {
    const app = await buildApp({ config: loadConfig(env, dir), logger: false });
    try {
      expect(app.passwords.params).toEqual({ ...DEFAULT_SCRYPT, N });
    } finally {
      await app.close();
    }
  });
});
