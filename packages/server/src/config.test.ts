import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findRepoRoot, loadConfig } from './config';

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
});
