import type { CaseFilterQuery, CaseListQuery } from '@sig/shared/contract';
import type { Db, FilterScope } from './cases.repository';

/** Totals and pages of ids for the filters a few hundred clerks page through; the least recently used goes first. */
const MAX_ENTRIES = 4000;

/** The filter fields membership depends on, in a fixed order. */
const FILTER_KEYS = ['q', 'tipoId', 'estatusId', 'dependenciaId', 'coloniaId', 'zonaId', 'origenId', 'prioridad', 'estado', 'desde', 'hasta', 'mios'] as const;

export interface ListPage {
  total: number;
  /** The ids of the page in order; the rows themselves are always read fresh. */
  ids: string[];
}

/**
 * Counting a filtered list, and ordering it to cut one page, read every matching entry (tens of thousands
 * for "all open cases"): most of a list request. Both depend only on the cases' own columns, so they are
 * kept per cliente, kind and `case_versions` version (migration 0006), which triggers bump on every write
 * to those cases, in the writing transaction, whichever node or process writes. Paging through a list, or a
 * second clerk opening the same filter, reuses them until any case of that cliente and kind changes. The
 * rows are read by id each time, so names and details are never stale. "Vencidos" depends on the clock
 * too: its entries hold only until the next open case falls due.
 */
interface Entry {
  value: number | string[];
  /** ISO instant from which the entry no longer holds (the next due date, for "vencidos"); null: while the version stays. */
  until: string | null;
}

export class CaseListCache {
  private readonly entries = new Map<string, Entry>();

  async read(db: Db, scope: FilterScope, q: CaseListQuery, load: { count(): Promise<number>; ids(): Promise<string[]> }): Promise<ListPage> {
    const row = await db.selectFrom('case_versions').select('version').where('cliente_id', '=', scope.clienteId).where('kind', '=', scope.kind).executeTakeFirst();
    const filter = [scope.clienteId, scope.kind, row?.version ?? 0, scope.timeZone, q.mios ? scope.userId : '', q.vencidos ? 'vencidos' : '', ...FILTER_KEYS.map((k: keyof CaseFilterQuery) => q[k] ?? '')].join('\u0000');
    const until = q.vencidos ? () => nextDue(db, scope) : async () => null;
    const total = await this.remember(`${filter}\u0000total`, scope.now, load.count, until);
    const ids = await this.remember(`${filter}\u0000${q.sort}\u0000${q.dir}\u0000${q.page}\u0000${q.pageSize}`, scope.now, load.ids, until);
    return { total, ids };
  }

  private async remember<T extends number | string[]>(key: string, now: string, load: () => Promise<T>, until: () => Promise<string | null>): Promise<T> {
    const known = this.entries.get(key);
    this.entries.delete(key);
    if (known && (known.until === null || now < known.until)) {
      // most recently used goes last, so eviction takes the least recently used
      this.entries.set(key, known);
      return known.value as T;
    }
    // the bound is read before the value: a case falling due in between ends the entry early, never late
    const bound = await until();
    const value = await load();
    this.entries.set(key, { value, until: bound });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

/** When the next open case falls due after now: until then "vencidos" has the same members. */
async function nextDue(db: Db, scope: FilterScope): Promise<string> {
  const row = await db
    .selectFrom('cases')
    .select((eb) => eb.fn.min('due_at').as('at'))
    .where('cliente_id', '=', scope.clienteId)
    .where('kind', '=', scope.kind)
    .where('closed_at', 'is', null)
    .where('due_at', '>=', scope.now)
    .executeTakeFirst();
  // no open case left to fall due: the set changes only with a write, which changes the version
  return (row?.at as string | null | undefined) ?? '9999-12-31T23:59:59.999Z';
}
