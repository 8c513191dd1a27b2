import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { TestDbKind } from '../testing/testDatabases';

/*
 * What the database holds, cheaply: per table its row count and, on SQLite, the total length of every column as
 * text, on PostgreSQL the newest row version (one query for all tables); plus a hash of the whole contents of the
 * tables a malformed request would most want to change (accounts, memberships, roles, clientes).
 */

/** Hashed whole: small tables where a same-length change (a status, a photo URL) matters. */
const HASHED = ['users', 'user_clientes', 'roles', 'user_roles', 'clientes'];

export interface Fingerprinter {
  take(): Promise<Record<string, string>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function fingerprinter(db: Kysely<any>, kind: TestDbKind): Promise<Fingerprinter> {
  const schema = kind === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]!.s : undefined;
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView && (schema === undefined || t.schema === schema) && !t.name.startsWith('kysely_'));
  const q = (id: string) => `"${id.replace(/"/g, '""')}"`;
  const parts = tables.map((t) => {
    // PostgreSQL writes every inserted or updated row as a new version stamped with its (ever larger) transaction
    // id: the newest xmin and the count tell any write apart without reading a column (a scan here was 142 ms)
    if (kind === 'postgres') return `select '${t.name}' as t, count(*) as n, coalesce(max(xmin::text::bigint), 0) as l from ${q(t.name)}`;
    const lengths = t.columns.map((c) => `coalesce(length(cast(${q(c.name)} as text)), 0)`).join(' + ') || '0';
    return `select '${t.name}' as t, count(*) as n, coalesce(sum(${lengths}), 0) as l from ${q(t.name)}`;
  });
  const summary = sql.raw(parts.join(' union all '));
  const hashed = tables.filter((t) => HASHED.includes(t.name));
  return {
    async take() {
      const out: Record<string, string> = {};
      for (const r of (await sql<{ t: string; n: number | string; l: number | string }>`${summary}`.execute(db)).rows) out[r.t] = `${r.n}/${r.l}`;
      for (const t of hashed) {
        const rows = await db.selectFrom(t.name).selectAll().execute();
        const text = rows.map((r) => JSON.stringify(r)).sort().join('\n');
        out[`${t.name}#`] = createHash('sha256').update(text).digest('hex').slice(0, 16);
      }
      return out;
    },
  };
}
