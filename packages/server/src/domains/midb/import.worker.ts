import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HABITANTE_AUDIT, MIDB_IMPORT_ERRORS, type AuditChange, type MidbImportCounts, type MidbImportErrorCode, type MidbImportProblem } from '@sig/shared/contract';
import type { HabitantesTable } from '../../db/schema.citizens';
import type { MidbImportResultadosTable } from '../../db/schema.midbImports';
import { randomId } from '../../lib/randomId';
import { habitanteSearchText } from '../../lib/searchText';
import { dayIn, isPostgres, recordAdminChanges } from '../../core';
import { checkRow, coloniaIndex, compare, similarity, POSSIBLE_MATCH, type Comparison, type Datos, type RegistryRow } from './import.matcher';
import { ClavesSeen } from './import.claves';
import * as repo from './import.repository';

/*
 * The import's background work, on the node that holds its lease: validating and matching the rows, and the
 * commit. Nothing lives only here: rows, results and state are in the database, so an import survives the
 * browser tab closing, and one a stopped node left mid-validation or mid-commit is taken over when its lease
 * runs out (validation starts again from the first row; the commit is one transaction, so the stopped one
 * wrote nothing and it runs again whole). Progress is kept in memory for this node's answers and, where a
 * second connection can write while the commit's transaction runs (PostgreSQL), in the import's row too.
 */

/** Rows read, checked and written at a time: the file is never held whole. */
export const BATCH = 2000;
/** How long a lease lasts without renewal; renewed every batch. */
export const LEASE_MS = 60_000;
/** SQLite's page cache (KiB) while an import validates or commits: bounded, so memory stays flat whatever the file's size. */
export const IMPORT_PAGE_CACHE_KIB = 64 * 1024;
/** How often a node looks for imports another (stopped) node left. */
const SWEEP_MS = 30_000;

export interface Progress {
  fase: 'validacion' | 'guardado';
  hechas: number;
  total: number;
  /** While validating: the counts of the results written so far, kept as they are written (a page polls them every second). */
  counts?: repo.CountsRow;
}

class ImportConflict extends Error {}

/**
 * Lets the event loop answer other requests between two batches: better-sqlite3 answers synchronously, so a
 * loop of awaited queries would otherwise run in one stretch of microtasks and hold every response back.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

const json = (v: unknown) => JSON.stringify(v);
const nombreCompleto = (h: { nombre: string; apellidos: string }) => `${h.nombre} ${h.apellidos}`.trim();

/** The counts a page shows, from the stored results. */
export async function countsOf(db: FastifyInstance['db'], importId: string, filas: number): Promise<MidbImportCounts> {
  const { counts, resultados } = await repo.countResultados(db, importId);
  return countsFrom(counts, resultados, filas);
}

export const noCounts = (): repo.CountsRow => ({ validadas: 0, validas: 0, rechazadas: 0, nuevas: 0, curp: 0, posibles: 0, sin_cambios: 0, sin_decidir: 0, crear: 0, fusionar: 0, omitir: 0 });

/** Adds written results to counts exactly as repo.countResultados counts them. */
export function tally(c: repo.CountsRow, rows: readonly MidbImportResultadosTable[]): void {
  for (const r of rows) {
    c.validadas++;
    if (r.estado === 'rechazada') c.rechazadas++;
    if (r.estado !== 'valida') continue;
    c.validas++;
    if (r.tipo === 'nueva') c.nuevas++;
    else if (r.tipo === 'curp') c.curp++;
    else if (r.tipo === 'posible') c.posibles++;
    if (r.sin_cambios === 1) c.sin_cambios++;
    if (r.decision === null) c.sin_decidir++;
    else if (r.decision === 'create') c.crear++;
    else if (r.decision === 'merge' && r.sin_cambios === 0) c.fusionar++;
    else if (r.decision === 'skip') c.omitir++;
  }
}

export function countsFrom(c: repo.CountsRow, resultados: Record<string, number>, filas: number): MidbImportCounts {
  return {
    filas,
    validadas: c.validadas,
    validas: c.validas,
    rechazadas: c.rechazadas,
    nuevas: c.nuevas,
    curp: c.curp,
    posibles: c.posibles,
    sinCambios: c.sin_cambios,
    sinDecidir: c.sin_decidir,
    crear: c.crear,
    fusionar: c.fusionar,
    omitir: c.omitir,
    resultados: Object.keys(resultados).length ? (resultados as MidbImportCounts['resultados']) : null,
  };
}

const coincidencia = (h: RegistryRow, puntaje: number, c: Comparison) =>
  json({
    habitante: { id: h.id, nombreCompleto: nombreCompleto(h), curp: h.curp, fechaNacimiento: h.fecha_nacimiento, colonia: h.colonia_nombre },
    puntaje,
    rellena: c.rellena,
    conflictos: c.conflictos,
  });

export class ImportWorker {
  /** This node's name in leases. */
  readonly node = randomUUID();
  private readonly progress = new Map<string, Progress>();
  private readonly running = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Imports validating or committing on this node, and the page cache (KiB) to give back when the last ends. */
  private working = 0;
  private pageCacheBefore: number | undefined;

  constructor(private readonly app: FastifyInstance) {}

  /** Looks for left imports when the app is ready and every SWEEP_MS after; stops with the app. */
  start(): void {
    this.app.addHook('onReady', async () => {
      await this.sweep();
      this.timer = setInterval(() => void this.sweep().catch((err) => this.app.log.error({ err }, 'midb import sweep failed')), SWEEP_MS);
      this.timer.unref();
    });
    this.app.addHook('onClose', async () => {
      this.closed = true;
      if (this.timer) clearInterval(this.timer);
    });
  }

  private now(): Date {
    return this.app.clock();
  }

  private leaseUntil(): string {
    return new Date(this.now().getTime() + LEASE_MS).toISOString();
  }

  progressOf(id: string): Progress | undefined {
    return this.progress.get(id);
  }

  /** Starts (in the background) whatever the import awaits, unless this node already works on it. */
  kick(id: string): void {
    if (this.running.has(id) || this.closed) return;
    this.running.add(id);
    this.app.background.run('midb.import', async () => {
      try {
        await this.run(id);
      } finally {
        this.running.delete(id);
        this.progress.delete(id);
      }
    });
  }

  /** Imports left by a stopped node: an unfinished upload is removed, validation and commit are taken over. */
  async sweep(): Promise<void> {
    if (this.closed) return;
    const now = this.now().toISOString();
    for (const left of await repo.orphanedImports(this.app.db, now)) {
      if (left.estado === repo.UPLOADING) {
        if (await repo.claimImport(this.app.db, left.id, [repo.UPLOADING], this.node, now, this.leaseUntil())) await repo.deleteImport(this.app.db, left.id);
      } else this.kick(left.id);
    }
  }

  private async run(id: string): Promise<void> {
    const db = this.app.db;
    if (!(await repo.claimImport(db, id, ['validando', 'guardando'], this.node, this.now().toISOString(), this.leaseUntil()))) return;
    const imp = await repo.importById(db, id);
    if (!imp || (imp.estado !== 'validando' && imp.estado !== 'guardando')) return;
    if (this.working++ === 0) this.pageCacheBefore = await repo.setPageCache(db, IMPORT_PAGE_CACHE_KIB);
    try {
      if (imp.estado === 'validando') await this.validate(imp);
      else await this.commit(imp);
    } finally {
      if (--this.working === 0 && this.pageCacheBefore !== undefined) await repo.setPageCache(db, this.pageCacheBefore).catch(() => undefined);
    }
  }

  /** Keeps the lease (false: another node took the import over, so this one stops). */
  private renew(id: string): Promise<boolean> {
    return repo.claimImport(this.app.db, id, ['validando', 'guardando'], this.node, this.now().toISOString(), this.leaseUntil());
  }

  // ---- validation and matching ------------------------------------------------------------------------------

  private async validate(imp: repo.ImportRow): Promise<void> {
    const db = this.app.db;
    const id = imp.id;
    const mapeo = JSON.parse(imp.mapeo) as (string | null)[];
    const ctx = { colonias: coloniaIndex(await repo.activeColonias(db, imp.cliente_id)), today: dayIn(this.now(), await repo.clienteTimezone(db, imp.cliente_id)) };
    const sinCurp = imp.sin_curp === 1;
    await repo.clearResultados(db, id);
    const progress: Progress = { fase: 'validacion', hechas: 0, total: imp.filas, counts: noCounts() };
    this.progress.set(id, progress);
    await repo.updateImport(db, id, { progreso_fase: 'validacion', progreso_hechas: 0, progreso_total: imp.filas });

    // A batch's results are written while the next batch is read, checked and matched (PostgreSQL does both at
    // once on two connections; SQLite's one connection takes them in turn). The batches are written in order, one
    // at a time; `written` settles the one being written (false: another node took the import over).
    let writing: Promise<{ kept: boolean; rows: MidbImportResultadosTable[] } | { error: unknown }> | undefined;
    const written = async (): Promise<boolean> => {
      if (!writing) return true;
      const done = await writing;
      writing = undefined;
      if ('error' in done) throw done.error;
      if (!done.kept) return false;
      progress.hechas += done.rows.length;
      tally(progress.counts!, done.rows);
      return true;
    };
    // the identities of the batch being written (each with its first row), which the table may not hold yet
    let writingClaves = new Map<string, number>();
    // every stored clave's row, by hash (import.claves): a clave never seen costs no query
    const storedClaves = new ClavesSeen();
    let after = 0;
    try {
      for (;;) {
        await breathe();
        const filas = await repo.filasAfter(db, id, after, BATCH);
        if (!filas.length) break;
        after = filas[filas.length - 1]!.fila;
        const checked = filas.map((f) => ({ fila: f.fila, ...checkRow(JSON.parse(f.celdas) as string[], mapeo, ctx) }));
        const valid = checked.filter((c) => !c.problemas.length);

        // the same person twice in the file: the first row stands, the later ones are rejected
        const earlier = await this.earlierRows(id, [...new Set(valid.map((c) => c.clave))], storedClaves, writingClaves, filas[0]!.fila);
        const seen = new Map<string, number>();
        const duplicateOf = new Map<number, number>();
        for (const c of valid) {
          const first = earlier.get(c.clave) ?? seen.get(c.clave);
          if (first !== undefined) duplicateOf.set(c.fila, first);
          else seen.set(c.clave, c.fila);
        }

        const candidates = valid.filter((c) => !duplicateOf.has(c.fila));
        const byCurp = new Map((await repo.habitantesByCurp(db, imp.cliente_id, [...new Set(candidates.flatMap((c) => (c.datos.curp ? [c.datos.curp] : [])))])).map((h) => [h.curp!, h]));
        // a row without a CURP may be anyone born that day; one with a CURP only someone registered without one
        const days = new Set<string>();
        const daysSinCurp = new Set<string>();
        for (const c of candidates) {
          if (!c.datos.fechaNacimiento || (c.datos.curp && byCurp.has(c.datos.curp))) continue;
          (c.datos.curp ? daysSinCurp : days).add(c.datos.fechaNacimiento);
        }
        for (const d of days) daysSinCurp.delete(d);
        const bornOn = new Map<string, RegistryRow[]>();
        for (const h of await repo.habitantesBornOn(db, imp.cliente_id, [...days], [...daysSinCurp])) {
          const list = bornOn.get(h.fecha_nacimiento!) ?? [];
          list.push(h);
          bornOn.set(h.fecha_nacimiento!, list);
        }

        const rows: MidbImportResultadosTable[] = checked.map((c) => {
          const base: MidbImportResultadosTable = {
            import_id: id,
            fila: c.fila,
            estado: 'rechazada',
            problemas: null,
            clave: null,
            duplicada_de: null,
            datos: null,
            tipo: null,
            habitante_id: null,
            puntaje: null,
            coincidencia: null,
            sin_cambios: 0,
            puede_crear: 0,
            decision: null,
            resultado: null,
          };
          if (c.problemas.length) return { ...base, problemas: json(c.problemas) };
          const dup = duplicateOf.get(c.fila);
          if (dup !== undefined) {
            const p: MidbImportProblem = { campo: 'fila', codigo: 'duplicada', mensaje: `Repetida: es la misma persona que la fila ${dup} del archivo.` };
            return { ...base, problemas: json([p]), duplicada_de: dup };
          }
          return this.match(base, c.datos, c.clave, byCurp, bornOn, sinCurp);
        });
        if (!(await written())) return; // another node took it over
        // one transaction a batch: its results, the progress and the lease share one sync to disk
        const hechas = progress.hechas + filas.length;
        writing = db
          .transaction()
          .execute(async (trx) => {
            await repo.insertResultados(trx, rows);
            await repo.updateImport(trx, id, { progreso_hechas: hechas });
            return repo.claimImport(trx, id, ['validando'], this.node, this.now().toISOString(), this.leaseUntil());
          })
          .then(
            (kept) => ({ kept, rows }),
            (error: unknown) => ({ error }),
          );
        writingClaves = new Map(rows.flatMap((r) => (r.clave === null ? [] : [[r.clave, r.fila] as const])));
        for (const [clave, fila] of writingClaves) storedClaves.add(clave, fila);
      }
      if (!(await written())) return;
    } finally {
      // never left running (nor its failure unheard) when the loop stops early
      await writing;
    }
    await repo.refreshResultadosStatistics(db);
    const resumen = await countsOf(db, id, imp.filas);
    await repo.updateImport(db, id, {
      estado: 'lista',
      resumen: json(resumen),
      progreso_fase: null,
      lease_owner: null,
      lease_until: null,
      version: imp.version + 1,
      updated_at: this.now().toISOString(),
    });
  }

  /**
   * The first earlier row of each clave, from the rows stored or being written (`writing`: their claves, which the
   * table may not hold yet). A clave the hashes never saw has none; one they saw is compared with the clave of the
   * row they name, and a collision is looked up by its clave as before.
   */
  private async earlierRows(id: string, claves: string[], seen: ClavesSeen, writing: Map<string, number>, beforeFila: number): Promise<Map<string, number>> {
    const earlier = new Map<string, number>();
    const stored: { clave: string; fila: number }[] = [];
    for (const clave of claves) {
      const fila = seen.candidate(clave);
      if (fila === undefined) continue;
      if (writing.get(clave) === fila) earlier.set(clave, fila);
      else stored.push({ clave, fila });
    }
    if (!stored.length) return earlier;
    const at = await repo.clavesAt(this.app.db, id, stored.map((s) => s.fila));
    const collided: string[] = [];
    for (const s of stored) {
      if (at.get(s.fila) === s.clave) earlier.set(s.clave, s.fila);
      else collided.push(s.clave);
    }
    if (!collided.length) return earlier;
    const found = await repo.earlierClaves(this.app.db, id, collided, beforeFila);
    for (const clave of collided) {
      const fila = found.get(clave) ?? writing.get(clave);
      if (fila !== undefined) earlier.set(clave, fila);
    }
    return earlier;
  }

  private match(
    base: MidbImportResultadosTable,
    datos: Datos,
    clave: string,
    byCurp: Map<string, RegistryRow>,
    bornOn: Map<string, RegistryRow[]>,
    sinCurp: boolean,
  ): MidbImportResultadosTable {
    const row = { ...base, estado: 'valida' as const, clave, datos: json(datos) };
    const puedeCrear = datos.curp !== null || (sinCurp && datos.sinCurpMotivo !== '');
    const same = datos.curp ? byCurp.get(datos.curp) : undefined;
    if (same) {
      const c = compare(datos, same);
      const sinCambios = !c.rellena.length && !c.conflictos.length;
      return { ...row, tipo: 'curp', habitante_id: same.id, puntaje: 1, coincidencia: coincidencia(same, 1, c), sin_cambios: sinCambios ? 1 : 0, puede_crear: 0, decision: 'merge' };
    }
    let best: RegistryRow | undefined;
    let score = POSSIBLE_MATCH;
    // someone with another CURP is another person; someone without one may be this row
    for (const h of datos.fechaNacimiento ? (bornOn.get(datos.fechaNacimiento) ?? []) : []) {
      if (datos.curp && h.curp) continue;
      const s = similarity(datos, h);
      if (s >= score) {
        score = s;
        best = h;
      }
    }
    if (best) {
      const c = compare(datos, best);
      const sinCambios = !c.rellena.length && !c.conflictos.length;
      // never merged silently: a possible duplicate waits for a decision unless a merge would write nothing (then
      // it stays listed among the possible duplicates, and create or skip can still be chosen)
      const decision = c.rellena.length ? null : 'merge';
      return { ...row, tipo: 'posible', habitante_id: best.id, puntaje: score, coincidencia: coincidencia(best, score, c), sin_cambios: sinCambios ? 1 : 0, puede_crear: puedeCrear ? 1 : 0, decision };
    }
    if (!puedeCrear) {
      const mensaje = sinCurp
        ? 'Falta la CURP: escríbela, o el motivo para registrar sin CURP (columna «Motivo sin CURP»).'
        : 'Falta la CURP: este municipio (o tu usuario) no registra personas sin CURP.';
      return { ...base, problemas: json([{ campo: 'curp', codigo: 'requerida', mensaje }]) };
    }
    return { ...row, tipo: 'nueva', puede_crear: 1, decision: 'create' };
  }

  // ---- the commit ---------------------------------------------------------------------------------------------

  private async commit(imp: repo.ImportRow): Promise<void> {
    const db = this.app.db;
    const id = imp.id;
    const total = await repo.countToWrite(db, id);
    const progress: Progress = { fase: 'guardado', hechas: 0, total };
    this.progress.set(id, progress);
    await repo.updateImport(db, id, { progreso_fase: 'guardado', progreso_hechas: 0, progreso_total: total });
    // a second connection may write the progress while the transaction runs on PostgreSQL; SQLite has one writer
    const shareProgress = isPostgres(db);
    const now = this.now().toISOString();
    try {
      await db.transaction().execute(async (trx) => {
        const audit = { db: trx, clienteId: imp.cliente_id, actorId: imp.commit_by, now };
        let after = 0;
        for (;;) {
          await breathe();
          const batch = await repo.rowsToWrite(trx, id, after, BATCH);
          if (!batch.length) break;
          after = batch[batch.length - 1]!.fila;
          const creates: Omit<HabitantesTable, 'lat' | 'lng'>[] = [];
          const entries: AuditChange[] = [];
          const merged: number[] = [];
          const recompared: { fila: number; coincidencia: string; sin_cambios: number }[] = [];
          // a batch's fills are written together; a second fill of one person waits for the first to be written
          let fills = new Map<string, repo.Fill>();
          const writeFills = async () => {
            if ((await repo.fillHabitantes(trx, imp.cliente_id, [...fills.values()])) !== fills.size) throw new ImportConflict();
            fills = new Map();
          };
          const merges = batch.filter((r) => r.decision === 'merge');
          const current = new Map((await repo.habitantesForMerge(trx, imp.cliente_id, [...new Set(merges.map((r) => r.habitante_id!))])).map((h) => [h.id, h]));
          for (const r of batch) {
            const datos = JSON.parse(r.datos) as Datos;
            if (r.decision === 'create') {
              const row = newHabitante(imp.cliente_id, datos, now);
              creates.push(row);
              entries.push({ action: HABITANTE_AUDIT.create, entity: 'habitante', entityId: row.id, before: null, after: createdAudit(datos) });
              continue;
            }
            const h = current.get(r.habitante_id!);
            if (!h) throw new ImportConflict();
            // compared again with the record as it is now: what someone filled meanwhile is not overwritten
            const c = compare(datos, h);
            const was = r.coincidencia ? (JSON.parse(r.coincidencia) as { puntaje: number; rellena: string[]; conflictos: unknown[] }) : null;
            if (!was || json(was.rellena) !== json(c.rellena) || json(was.conflictos) !== json(c.conflictos)) {
              recompared.push({ fila: r.fila, coincidencia: coincidencia(h, was?.puntaje ?? 1, c), sin_cambios: !c.rellena.length && !c.conflictos.length ? 1 : 0 });
            }
            if (!c.rellena.length) continue;
            const set: Partial<HabitantesTable> = { ...c.set, version: h.version + 1, updated_at: now };
            if (c.set.curp !== undefined || c.set.telefono !== undefined) {
              set.search_text = habitanteSearchText({ nombre: h.nombre, apellidos: h.apellidos, curp: c.set.curp ?? h.curp, telefono: c.set.telefono ?? h.telefono });
            }
            if (fills.has(h.id)) await writeFills();
            fills.set(h.id, { id: h.id, version: h.version, set });
            // a second row merging into the same person sees this one's fill
            current.set(h.id, { ...h, ...(c.set as Partial<RegistryRow>), version: h.version + 1, colonia_nombre: c.after.colonia?.nombre ?? h.colonia_nombre });
            entries.push({ action: HABITANTE_AUDIT.update, entity: 'habitante', entityId: h.id, before: c.before, after: c.after });
            merged.push(r.fila);
          }
          await writeFills();
          await repo.setCoincidencias(trx, id, recompared);
          if ((await repo.insertHabitantes(trx, creates)) !== creates.length) throw new ImportConflict();
          await recordAdminChanges(audit, entries);
          await repo.markResultado(trx, id, merged, 'fusionada');
          progress.hechas += batch.length;
          if (shareProgress) {
            await repo.updateImport(db, id, { progreso_hechas: progress.hechas });
            if (!(await this.renew(id))) throw new Error('lease lost');
          }
        }
        await repo.markRemainingResultados(trx, id);
        const resumen = await countsOf(trx, id, imp.filas);
        await repo.updateImport(trx, id, {
          estado: 'terminada',
          resumen: json(resumen),
          progreso_fase: null,
          progreso_hechas: total,
          lease_owner: null,
          lease_until: null,
          version: imp.version + 1,
          updated_at: this.now().toISOString(),
        });
      });
    } catch (err) {
      const code: MidbImportErrorCode = err instanceof ImportConflict ? 'midb.import_conflict' : 'midb.import_failed';
      if (code === 'midb.import_failed') this.app.log.error({ err, importId: id }, 'midb import commit failed');
      if (this.closed && !(err instanceof ImportConflict)) return; // stopping: the next node takes it over
      await repo.updateImport(db, id, {
        estado: 'fallida',
        error_code: code,
        error_message: MIDB_IMPORT_ERRORS[code],
        progreso_fase: null,
        lease_owner: null,
        lease_until: null,
        version: imp.version + 1,
        updated_at: this.now().toISOString(),
      });
    }
  }
}

function newHabitante(clienteId: string, d: Datos, now: string): Omit<HabitantesTable, 'lat' | 'lng'> {
  return {
    id: randomId(),
    cliente_id: clienteId,
    curp: d.curp,
    sin_curp_motivo: d.curp ? '' : d.sinCurpMotivo,
    nombre: d.nombre,
    apellidos: d.apellidos,
    fecha_nacimiento: d.fechaNacimiento,
    sexo: d.sexo,
    telefono: d.telefono,
    email: d.email,
    direccion: d.direccion,
    colonia_id: d.colonia?.id ?? null,
    consentimiento: d.consentimiento ? 1 : 0,
    search_text: habitanteSearchText({ nombre: d.nombre, apellidos: d.apellidos, curp: d.curp, telefono: d.telefono }),
    version: 1,
    created_at: now,
    updated_at: now,
  };
}

function createdAudit(d: Datos) {
  return {
    curp: d.curp,
    sinCurpMotivo: d.curp ? '' : d.sinCurpMotivo,
    nombre: d.nombre,
    apellidos: d.apellidos,
    telefono: d.telefono,
    fechaNacimiento: d.fechaNacimiento,
    sexo: d.sexo,
    email: d.email,
    direccion: d.direccion,
    colonia: d.colonia,
    consentimiento: d.consentimiento ?? false,
  };
}
