import type { CaseFilterQuery, CaseListQuery } from '@sig/shared/contract';
import { JsonBody } from '../../lib/jsonBody';
import { LruMap } from '../../lib/lruMap';
import { listVersion, nextDueAt, type CaseRow, type Db, type FilterScope } from './cases.repository';

/** Totals and pages for the filters a few hundred clerks page through; the least recently used goes first. */
const MAX_ENTRIES = 4000;

/** The filter fields membership depends on, in a fixed order. */
const FILTER_KEYS = ['q', 'tipoId', 'estatusId', 'dependenciaId', 'coloniaId', 'zonaId', 'origenId', 'prioridad', 'estado', 'desde', 'hasta', 'mios'] as const;

/** What a page needs from the database, and how its rows and total become its JSON at a given instant. */
export interface PageSource {
  count(): Promise<number>;
  rows(): Promise<CaseRow[]>;
  render(rows: CaseRow[], total: number, now: string): string;
}

/**
 * Counting a filtered list, and ordering it to cut one page, read every matching entry (tens of thousands
 * for "all open cases"): most of a list request; reading the page's rows with their names, and turning
 * them into JSON, is most of the rest. All of it depends only on the cases and the names they show, so it
 * is kept per cliente, kind and `case_versions` version, which triggers bump on every write to those cases
 * (migration 0006) and to those names (migration 0010), in the writing transaction, whichever node or
 * process writes. Paging through a list, or a second clerk opening the same filter, reuses it until
 * something it shows changes. The clock matters too: a "vencidos" filter holds only until the next open
 * case falls due, and a page only until one of its own open cases falls due (its overdue flag).
 */
interface Entry {
  value: number | JsonBody;
  /** ISO instant from which the entry no longer holds; null: while the version stays. */
  until: string | null;
}

export class CaseListCache {
  private readonly entries = new LruMap<string, Entry>(MAX_ENTRIES);

  /** The page's whole answer. */
  /** `stamp`: the database's change stamp (db/changeStamp.ts); while it stays, the version is not read. */
  async read(db: Db, scope: FilterScope, q: CaseListQuery, source: PageSource, stamp: string | null): Promise<JsonBody> {
    const version = await this.version(db, scope, stamp);
    const filter = [scope.clienteId, scope.kind, version, scope.timeZone, q.mios ? scope.userId : '', q.vencidos ? 'vencidos' : '', ...FILTER_KEYS.map((k: keyof CaseFilterQuery) => q[k] ?? '')].join('\u0000');
    const until = q.vencidos ? () => nextDue(db, scope) : async () => null;
    const total = await this.remember(`${filter}\u0000total`, scope.now, async () => {
      // the bound is read before the value: a case falling due in between ends the entry early, never late
      const bound = await until();
      return { value: await source.count(), until: bound };
    });
    // the total is part of the key: a page never outlives the total it was made with
    return this.remember(`${filter}\u0000${total}\u0000${q.sort}\u0000${q.dir}\u0000${q.page}\u0000${q.pageSize}`, scope.now, async () => {
      const bound = await until();
      const rows = await source.rows();
      return { value: new JsonBody(source.render(rows, total, scope.now)), until: earliest(bound, nextDueAmong(rows, scope.now)) };
    });
  }

  private readonly versions = new Map<string, { stamp: string; version: number }>();

  private async version(db: Db, scope: FilterScope, stamp: string | null): Promise<number> {
    const key = `${scope.clienteId}\u0000${scope.kind}`;
    const known = this.versions.get(key);
    if (stamp !== null && known?.stamp === stamp) return known.version;
    const version = await listVersion(db, scope.clienteId, scope.kind);
    // the stamp was taken before the read: a write in between changes the stamp, so this is never late
    if (stamp !== null) this.versions.set(key, { stamp, version });
    return version;
  }

  private async remember<T extends number | JsonBody>(key: string, now: string, load: () => Promise<{ value: T; until: string | null }>): Promise<T> {
    const known = this.entries.get(key);
    if (known && (known.until === null || now < known.until)) return known.value as T;
    const fresh = await load();
    this.entries.set(key, fresh);
    return fresh.value;
  }
}

function earliest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}

/** When the first of these open, not yet overdue cases falls due (its overdue flag then changes). */
function nextDueAmong(rows: CaseRow[], now: string): string | null {
  let next: string | null = null;
  for (const r of rows) if (r.closed_at === null && r.due_at >= now && (next === null || r.due_at < next)) next = r.due_at;
  return next;
}
/** When the next open case falls due after now: until then "vencidos" has the same members. */
async function nextDue(db: Db, scope: FilterScope): Promise<string> {
  // no open case left to fall due: the set changes only with a write, which changes the version
  return (await nextDueAt(db, scope)) ?? '9999-12-31T23:59:59.999Z';
}
