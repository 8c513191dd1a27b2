import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  MIDB_AUDIT,
  MIDB_IMPORT_ERRORS,
  MIDB_IMPORT_MAX_BYTES,
  MIDB_IMPORT_PREVIEW_ROWS,
  MIDB_IMPORT_REPORT_COLUMNS,
  MIDB_IMPORT_DECISIONS,
  type MidbImportCounts,
  type MidbImportDecision,
  type MidbImportDecisionsBody,
  type MidbImportDecisionsResponse,
  type MidbImportErrorCode,
  type MidbImportField,
  type MidbImportMappingBody,
  type MidbImportQuery,
  type MidbImportResponse,
  type MidbImportRow,
  type MidbImportSummary,
  type MidbImportConflict,
  type MidbImportProblem,
} from '@sig/shared/contract';
import type { MidbImportsTable } from '../../db/schema.midbImports';
import { HttpError } from '../../lib/httpError';
import { holdsPermission, recordAdminChange, type Session } from '../../core';
import { FIELD_LABELS, headerKey, mappingComplete, proposeMapping } from './import.matcher';
import { dropSpooled, ImportFileError, looksLikeFormula, readImportFile, spool } from './import.parser';
import * as repo from './import.repository';
import { BATCH, countsFrom, countsOf, LEASE_MS, type ImportWorker } from './import.worker';

/*
 * The import's rules, between its routes and its repository: upload (the file read into rows, or refused
 * with nothing left behind), what a page shows, the mapping (remembered per cliente), decisions, the commit
 * request and the report. The long work runs in ImportWorker.
 */

/** Rows of the file stored per transaction while it is read. */
const STORE_ROWS = 5000;

export const importError = (status: number, code: MidbImportErrorCode, field?: string, item?: string): HttpError =>
  new HttpError(status, code, MIDB_IMPORT_ERRORS[code], { ...(field ? { field } : {}), ...(item ? { item } : {}) });

const parse = <T>(text: string | null | undefined, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

export interface ImportDeps {
  app: FastifyInstance;
  worker: ImportWorker;
}

async function requireImport(app: FastifyInstance, clienteId: string, id: string): Promise<MidbImportsTable> {
  const imp = await repo.findImport(app.db, clienteId, id);
  if (!imp) throw importError(404, 'midb.import_not_found', 'id');
  return imp;
}

// ---- upload -------------------------------------------------------------------------------------------------------

/**
 * Reads the uploaded file into rows. A file that cannot be imported is refused (400, field `archivo`, the
 * code saying what to do) and whatever was stored of it is removed. With a complete mapping (remembered or
 * guessed from the headers) validation starts at once.
 */
export async function uploadImport(deps: ImportDeps, session: Session, nombre: string, declaredLength: number | undefined, body: Readable): Promise<{ id: string; estado: MidbImportsTable['estado'] }> {
  const { app, worker } = deps;
  if (declaredLength !== undefined && declaredLength >= MIDB_IMPORT_MAX_BYTES) throw importError(400, 'midb.import_too_big', 'archivo');
  const clienteId = session.clienteId;
  const id = randomBytes(16).toString('base64url');
  const now = () => app.clock().toISOString();
  let created = false;
  let spooled: Awaited<ReturnType<typeof spool>> | undefined;
  let pending: { fila: number; celdas: string[] }[] = [];
  // rows are stored a few thousand per transaction: one sync to disk each, not one per statement
  const flush = async () => {
    const rows = pending;
    pending = [];
    // and lets other requests through between two (see the worker's breathe)
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (rows.length) await app.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500) await repo.insertFilas(trx, id, rows.slice(i, i + 500));
    });
  };
  try {
    spooled = await spool(body);
    const remembered = await repo.rememberedMapping(app.db, clienteId);
    let mapeo: (MidbImportField | null)[] = [];
    const read = await readImportFile(
      spooled,
      nombre,
      async (file) => {
        mapeo = proposeMapping(file.columnas, remembered);
        await repo.insertImport(app.db, {
          id,
          cliente_id: clienteId,
          created_by: session.user.id,
          commit_by: null,
          archivo: nombre,
          formato: file.formato,
          codificacion: file.codificacion,
          columnas: JSON.stringify(file.columnas),
          mapeo: JSON.stringify(mapeo),
          sin_curp: session.cliente.operacion_sin_curp === 1 && holdsPermission(session.permissions, 'SigOperacionSinCurp') ? 1 : 0,
          estado: repo.UPLOADING,
          filas: 0,
          progreso_fase: null,
          progreso_hechas: 0,
          progreso_total: 0,
          resumen: null,
          error_code: null,
          error_message: null,
          // a crash mid-upload leaves it to the sweep, which removes it once this runs out
          lease_owner: worker.node,
          lease_until: new Date(app.clock().getTime() + 10 * LEASE_MS).toISOString(),
          version: 1,
          created_at: now(),
          updated_at: now(),
        });
        created = true;
      },
      async (rows) => {
        pending.push(...rows);
        if (pending.length >= STORE_ROWS) await flush();
      },
    );
    await flush();
    const estado = mappingComplete(mapeo) ? 'validando' : 'mapeo';
    await repo.updateImport(app.db, id, { estado, filas: read.filas, lease_owner: null, lease_until: null, updated_at: now() });
    if (estado === 'validando') worker.kick(id);
    return { id, estado };
  } catch (err) {
    if (created) await repo.deleteImport(app.db, id);
    if (err instanceof ImportFileError) throw importError(400, err.code, 'archivo', err.item);
    throw err;
  } finally {
    if (spooled) await dropSpooled(spooled);
  }
}

// ---- reading ------------------------------------------------------------------------------------------------------

function summary(deps: ImportDeps, imp: MidbImportsTable, creadaPor: string | null): MidbImportSummary {
  const live = deps.worker.progressOf(imp.id);
  const running = imp.estado === 'validando' || imp.estado === 'guardando';
  return {
    id: imp.id,
    archivo: imp.archivo,
    formato: imp.formato,
    codificacion: imp.codificacion,
    estado: imp.estado,
    progreso: running
      ? live
        ? { fase: live.fase, hechas: live.hechas, total: live.total }
        : { fase: imp.progreso_fase ?? (imp.estado === 'validando' ? 'validacion' : 'guardado'), hechas: imp.progreso_hechas, total: imp.progreso_total }
      : { fase: null, hechas: imp.progreso_hechas, total: imp.progreso_total },
    error: imp.error_code ? { code: imp.error_code, message: imp.error_message ?? '' } : null,
    creadaPor,
    createdAt: imp.created_at,
    updatedAt: imp.updated_at,
  };
}

export async function listImports(deps: ImportDeps, clienteId: string): Promise<MidbImportSummary[]> {
  return (await repo.listImports(deps.app.db, clienteId, 50)).map((r) => summary(deps, r, r.creada_por));
}

const EMPTY_COUNTS = (filas: number): MidbImportCounts => ({
  filas,
  validadas: 0,
  validas: 0,
  rechazadas: 0,
  nuevas: 0,
  curp: 0,
  posibles: 0,
  sinCambios: 0,
  sinDecidir: 0,
  crear: 0,
  fusionar: 0,
  omitir: 0,
  resultados: null,
});

function allowed(r: repo.PageRow): MidbImportDecision[] {
  if (r.estado !== 'valida') return [];
  return MIDB_IMPORT_DECISIONS.filter((d) => d === 'skip' || (d === 'merge' && !!r.habitante_id) || (d === 'create' && r.puede_crear === 1 && r.tipo !== 'curp'));
}

/** The result's reason as the report and the page say it. */
function motivo(r: repo.PageRow): string | null {
  if (!r.resultado) return null;
  const problemas = parse<MidbImportProblem[]>(r.problemas, []);
  const match = parse<{ rellena: string[]; conflictos: MidbImportConflict[]; habitante: { nombreCompleto: string; curp: string | null } } | null>(r.coincidencia, null);
  const labels = (fields: string[]) => fields.map((f) => FIELD_LABELS[f] ?? f).join(', ');
  const conflicts = match?.conflictos.length
    ? ` No se cambió lo que el padrón ya tiene distinto: ${match.conflictos.map((c) => `${FIELD_LABELS[c.campo] ?? c.campo} «${c.registro}» (archivo: «${c.archivo}»)`).join('; ')}.`
    : '';
  const who = match ? `${match.habitante.nombreCompleto}${match.habitante.curp ? ` (${match.habitante.curp})` : ''}` : '';
  switch (r.resultado) {
    case 'rechazada':
      return problemas.map((p) => `${FIELD_LABELS[p.campo] ?? p.campo}: ${p.mensaje}`).join(' ');
    case 'creada':
      return 'Registrada como persona nueva.';
    case 'fusionada':
      return `Se completó a ${who}: ${labels(match?.rellena ?? [])}.${conflicts}`;
    case 'sin_cambios':
      return `Ya estaba en el padrón (${who}); no había nada que completar.${conflicts}`;
    case 'omitida':
      return match ? `Omitida por decisión: ${r.tipo === 'posible' ? 'posible duplicado de' : 'ya registrada como'} ${who}.` : 'Omitida por decisión.';
    default:
      return null;
  }
}

function rowOut(r: repo.PageRow): MidbImportRow {
  const match = parse<MidbImportRow['coincidencia']>(r.coincidencia, null);
  return {
    fila: r.fila,
    valores: parse<string[]>(r.celdas, []),
    estado: r.estado ?? 'pendiente',
    problemas: parse<MidbImportProblem[]>(r.problemas, []),
    tipo: r.tipo ?? null,
    coincidencia: match,
    sinCambios: r.sin_cambios === 1,
    decision: r.decision ?? null,
    permitidas: allowed(r),
    resultado: r.resultado ?? null,
    motivo: motivo(r),
  };
}

/** A validating import's counts: as this node's worker keeps them, else (another node validates it) from the database. */
async function runningCounts(deps: ImportDeps, id: string, filas: number): Promise<MidbImportCounts> {
  const live = deps.worker.progressOf(id);
  return live?.fase === 'validacion' && live.counts ? countsFrom(live.counts, {}, filas) : countsOf(deps.app.db, id, filas);
}

export async function getImport(deps: ImportDeps, clienteId: string, id: string, q: MidbImportQuery): Promise<MidbImportResponse> {
  const { app } = deps;
  const imp = await requireImport(app, clienteId, id);
  const columnas = parse<string[]>(imp.columnas, []);
  const mapeo = parse<(MidbImportField | null)[]>(imp.mapeo, []);
  const preview = await repo.firstFilas(app.db, id, MIDB_IMPORT_PREVIEW_ROWS);
  const previewCells = preview.map((p) => parse<string[]>(p.celdas, []));
  const page = await repo.rowsPage(app.db, id, imp.filas, q.vista, q.page, q.pageSize);
  const resumen = imp.resumen ? parse<MidbImportCounts>(imp.resumen, EMPTY_COUNTS(imp.filas)) : imp.estado === 'validando' ? await runningCounts(deps, id, imp.filas) : EMPTY_COUNTS(imp.filas);
  return {
    ...summary(deps, imp, await repo.userName(app.db, imp.created_by)),
    columnas: columnas.map((encabezado, indice) => ({ indice, encabezado, campo: mapeo[indice] ?? null, muestra: previewCells.map((c) => c[indice] ?? '') })),
    resumen,
    filas: { items: page.rows.map(rowOut), total: page.total, page: q.page, pageSize: q.pageSize },
  };
}

// ---- changes ------------------------------------------------------------------------------------------------------

/** A new mapping: remembered for the cliente's next files by header, and every row validated again (earlier decisions go). */
export async function setMapping(deps: ImportDeps, session: Session, id: string, body: MidbImportMappingBody): Promise<void> {
  const { app, worker } = deps;
  const imp = await requireImport(app, session.clienteId, id);
  if (imp.estado !== 'mapeo' && imp.estado !== 'lista') throw importError(409, 'midb.import_state', 'id');
  const columnas = parse<string[]>(imp.columnas, []);
  if (body.campos.length !== columnas.length || !mappingComplete(body.campos)) throw importError(400, 'midb.import_mapping', 'campos');
  const now = app.clock().toISOString();
  const written = await app.db.transaction().execute(async (trx) => {
    const ok = await repo.updateImport(
      trx,
      id,
      { mapeo: JSON.stringify(body.campos), estado: 'validando', resumen: null, progreso_fase: 'validacion', progreso_hechas: 0, progreso_total: imp.filas, version: imp.version + 1, updated_at: now },
      imp.version,
    );
    if (ok) await repo.rememberMapping(trx, session.clienteId, [...new Map(columnas.map((h, i) => [headerKey(h), body.campos[i] ?? null] as [string, string | null]))], now);
    return ok;
  });
  if (!written) throw importError(409, 'midb.import_state', 'id');
  worker.kick(id);
}

export async function decide(deps: ImportDeps, clienteId: string, id: string, body: MidbImportDecisionsBody): Promise<MidbImportDecisionsResponse> {
  const { app } = deps;
  const imp = await requireImport(app, clienteId, id);
  if (imp.estado !== 'lista') throw importError(409, 'midb.import_state', 'id');
  return app.db.transaction().execute(async (trx) => {
    const { aplicadas, consideradas } = await repo.applyDecision(trx, id, body.decision, body.filas ? [...new Set(body.filas)] : undefined, body.tipo);
    const resumen = await countsOf(trx, id, imp.filas);
    if (!(await repo.updateImport(trx, id, { resumen: JSON.stringify(resumen), version: imp.version + 1, updated_at: app.clock().toISOString() }, imp.version))) {
      throw importError(409, 'midb.import_state', 'id');
    }
    return { aplicadas, noAplican: Math.max(0, consideradas - aplicadas), resumen };
  });
}

/** Starts the commit in the background (every possible duplicate must have a decision). */
export async function requestCommit(deps: ImportDeps, session: Session, id: string): Promise<{ id: string; estado: MidbImportsTable['estado'] }> {
  const { app, worker } = deps;
  const imp = await requireImport(app, session.clienteId, id);
  if (imp.estado !== 'lista') throw importError(409, 'midb.import_state', 'id');
  const counts = await countsOf(app.db, id, imp.filas);
  if (counts.sinDecidir > 0) throw importError(409, 'midb.import_undecided', 'decisiones', String(counts.sinDecidir));
  const ok = await repo.updateImport(
    app.db,
    id,
    { estado: 'guardando', commit_by: session.user.id, progreso_fase: 'guardado', progreso_hechas: 0, progreso_total: counts.crear + counts.fusionar, version: imp.version + 1, updated_at: app.clock().toISOString() },
    imp.version,
  );
  if (!ok) throw importError(409, 'midb.import_state', 'id');
  worker.kick(id);
  return { id, estado: 'guardando' };
}

// ---- the report ---------------------------------------------------------------------------------------------------

const RESULT_TEXT: Record<string, string> = {
  creada: 'Creada',
  fusionada: 'Fusionada',
  sin_cambios: 'Sin cambios',
  omitida: 'Omitida',
  rechazada: 'Rechazada',
};

/** A CSV cell: quoted when needed; a cell a spreadsheet would run as a formula is kept as text with a leading apostrophe. */
function csvCell(text: string): string {
  const safe = looksLikeFormula(text) ? `'${text}` : text;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The report's file name: the uploaded one's with "-resultado.csv". */
export const reportName = (archivo: string) => `${archivo.replace(/\.[^.]+$/, '') || 'importacion'}-resultado.csv`;

/**
 * The report, streamed: the file's columns and rows, plus Resultado and Motivo. Before the commit, the
 * rows carry what the commit would do (Rechazada for a rejected row, the decision for the others).
 */
export async function report(deps: ImportDeps, session: Session, id: string): Promise<{ archivo: string; lines: AsyncGenerator<string> }> {
  const { app } = deps;
  const imp = await requireImport(app, session.clienteId, id);
  // the report carries the file's personal data: its download is in the audit, like the registry's export
  await recordAdminChange(
    { db: app.db, clienteId: session.clienteId, actorId: session.user.id, now: app.clock().toISOString() },
    { action: MIDB_AUDIT.importReport, entity: 'cliente', entityId: session.clienteId, before: null, after: { importId: id, archivo: imp.archivo, filas: imp.filas } },
  );
  const columnas = parse<string[]>(imp.columnas, []);
  async function* lines(): AsyncGenerator<string> {
    // a BOM, so Excel reads the accents as UTF-8
    yield `\ufeff${csvLine([...columnas, ...MIDB_IMPORT_REPORT_COLUMNS])}`;
    let after = 0;
    for (;;) {
      const rows = await repo.reportRows(app.db, id, after, BATCH);
      if (!rows.length) return;
      after = rows[rows.length - 1]!.fila;
      let chunk = '';
      for (const r of rows) {
        const cells = parse<string[]>(r.celdas, []);
        while (cells.length < columnas.length) cells.push('');
        const resultado = r.resultado ?? (r.estado === 'rechazada' ? 'rechazada' : null);
        const out = rowOut({ ...r, resultado });
        const pending = !resultado ? (r.decision ? `Pendiente: ${r.decision === 'create' ? 'crear' : r.decision === 'merge' ? 'fusionar' : 'omitir'}` : r.estado ? 'Pendiente: sin decidir' : 'Pendiente: sin validar') : '';
        chunk += csvLine([...cells, resultado ? RESULT_TEXT[resultado]! : pending, out.motivo ?? '']);
      }
      yield chunk;
    }
  }
  return { archivo: reportName(imp.archivo), lines: lines() };
}

