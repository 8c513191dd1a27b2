import type { LightMyRequestResponse } from 'fastify';
import { MIDB_IMPORT_PATHS, midbImportPath, type MidbImportResponse } from '@sig/shared/contract';
import { identity } from '../../core';
import { seedDemoCatalogs } from '../catalogs';
import { makeUser, startTestApp, type TestAppOptions, type TestEnv } from '../../testing/testApp';
import { namesOf, newTenant, type Names, type Tenant } from '../../testing/tenants';
import type { TestDbKind } from '../../testing/testDatabases';

/* Helpers of the import tests (not a test file itself). */

export interface ImportTenant extends Tenant {
  /** A user whose only permission is SigMidb. */
  clerk: string;
  clerkId: string;
  colonias: Names;
}

let seq = 0;

/** A fresh cliente with the registry (midb product, cover_midb), the demo catalogues and a SigMidb clerk. */
export async function importTenant(env: TestEnv, tag: string): Promise<ImportTenant> {
  const t = await newTenant(env, tag, ['sig', 'midb']);
  await seedDemoCatalogs(env.app.db, t.id, env.clock.fn().toISOString());
  await identity.insertRole(env.app.db, t.id, 'Padrón', ['SigMidb']);
  const email = `padron${++seq}@${t.slug}.sig`;
  const clerk = await makeUser(env, email, 'Padrón', t.slug);
  return { ...t, clerk, clerkId: (await identity.findUserByEmail(env.app.db, email))!.id, colonias: await namesOf(env, 'colonias', t.id) };
}

export async function openImportSuite(db: TestDbKind, tag: string, opts?: TestAppOptions): Promise<{ env: TestEnv; t: ImportTenant }> {
  const env = await startTestApp(db, { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } }, ...opts });
  try {
    return { env, t: await importTenant(env, tag) };
  } catch (err) {
    await env.close();
    throw err;
  }
}

/** A CSV text from rows of cells (quoted where needed). */
export function csv(rows: string[][], delimiter = ','): string {
  const cell = (c: string) => (/[",;\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
  return rows.map((r) => r.map(cell).join(delimiter)).join('\r\n') + '\r\n';
}

/** The import API as one token sees it. */
export function importApi(env: TestEnv, token: string) {
  return {
    upload: (nombre: string, body: string | Buffer, contentType = 'text/csv'): Promise<LightMyRequestResponse> =>
      env.inject({ method: 'POST', url: `${MIDB_IMPORT_PATHS.imports}?nombre=${encodeURIComponent(nombre)}`, payload: body, headers: { 'content-type': contentType }, token }),
    list: () => env.inject({ method: 'GET', url: MIDB_IMPORT_PATHS.imports, token }),
    get: (id: string, query = '') => env.inject({ method: 'GET', url: `${midbImportPath(MIDB_IMPORT_PATHS.import, id)}${query}`, token }),
    mapping: (id: string, campos: (string | null)[]) => env.inject({ method: 'PUT', url: midbImportPath(MIDB_IMPORT_PATHS.mapping, id), payload: { campos }, token }),
    decide: (id: string, payload: object) => env.inject({ method: 'POST', url: midbImportPath(MIDB_IMPORT_PATHS.decisions, id), payload, token }),
    commit: (id: string) => env.inject({ method: 'POST', url: midbImportPath(MIDB_IMPORT_PATHS.commit, id), payload: {}, token }),
    report: (id: string) => env.inject({ method: 'GET', url: midbImportPath(MIDB_IMPORT_PATHS.report, id), token }),
    /** Waits for the background work, then reads the import (all rows on one page). */
    async settled(id: string, query = '?pageSize=200'): Promise<MidbImportResponse> {
      await env.app.background.settle();
      const res = await env.inject({ method: 'GET', url: `${midbImportPath(MIDB_IMPORT_PATHS.import, id)}${query}`, token });
      if (res.statusCode !== 200) throw new Error(`GET import ${res.statusCode} ${res.body}`);
      return res.json() as MidbImportResponse;
    },
  };
}

export async function countRows(env: TestEnv, table: 'habitantes' | 'midb_imports' | 'admin_audit', clienteId: string): Promise<number> {
  const { n } = await env.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('cliente_id', '=', clienteId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function importRowsStored(env: TestEnv): Promise<number> {
  const { n } = await env.app.db.selectFrom('midb_import_filas').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(n);
}

/** Parses the report (our own CSV: quoted cells, comma separated, BOM first). */
export function parseReport(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\ufeff/, '');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  return rows;
}
