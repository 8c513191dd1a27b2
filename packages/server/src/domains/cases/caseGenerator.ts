import type { CaseEventChange, CaseKind, ColorRef, Prioridad, UserRef } from '@sig/shared/contract';
import type { CaseEventsTable, CaseNotesTable, CasesTable } from '../../db/schema.cases';
import type { ColoniasTable, DependenciasTable, EstatusTable, ModulosTable, OrigenesTable, TiposTable } from '../../db/schema.catalogs';
import { bool, parseJson } from '../../lib/json';
import { fold } from '../../lib/searchText';
import * as repo from './cases.repository';
import { caseEventRow, caseSearchText } from './caseWrite';
import { estatusRef } from './caseView';
import { insertChunks, reserveFolios } from './caseWrites.repository';
import { formatFolio } from './folio';
import * as words from './seed.data';
import { yearIn } from '../../core';

/*
 * Plausible reportes and solicitudes, for the demo cliente's first start and for benchmark data sets:
 * spread over a time span, walked along the estatus transitions with the history events the API itself
 * would have written (same shapes), some assigned, some with a note, open ones past their SLA overdue.
 * Everything comes from the seeded PRNG, so the same seed and clock give the same data.
 */

const DAY_MS = 24 * 3600 * 1000;

export type Rng = () => number;

/** mulberry32: small, fast and good enough to pick demo data. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a text: a PRNG seed per cliente and kind. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A UUID-shaped id drawn from the PRNG (deterministic demo ids). */
export function rngId(rng: Rng): () => string {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rng() * 16).toString(16)).join('');
  return () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(rng() * 4)]}${hex(3)}-${hex(12)}`;
}

export interface CaseCatalogs {
  tipos: TiposTable[];
  estatus: EstatusTable[];
  colonias: ColoniasTable[];
  origenes: OrigenesTable[];
  modulos: ModulosTable[];
  dependencias: DependenciasTable[];
}

export async function loadCaseCatalogs(db: repo.Db, clienteId: string, kind: CaseKind): Promise<CaseCatalogs> {
  return {
    tipos: await repo.listTipos(db, clienteId, kind, true),
    estatus: await repo.listEstatus(db, clienteId, kind, false),
    colonias: await repo.listActive(db, 'colonias', clienteId),
    origenes: await repo.listActive(db, 'origenes', clienteId),
    modulos: await repo.listActive(db, 'modulos', clienteId),
    dependencias: await repo.listActive(db, 'dependencias', clienteId),
  };
}

export interface GenerateOptions {
  clienteId: string;
  kind: CaseKind;
  count: number;
  now: Date;
  timeZone: string;
  /** Cases are created over the last `spanDays` days. */
  spanDays: number;
  rng: Rng;
  newId: () => string;
  /** Staff who may be assigned cases and act on them. */
  staff: UserRef[];
}

interface Batch {
  cases: CasesTable[];
  events: CaseEventsTable[];
  notes: CaseNotesTable[];
}

const PRIORIDAD_WEIGHTS: [Prioridad, number][] = [
  ['baja', 0.12],
  ['normal', 0.7],
  ['alta', 0.13],
  ['urgente', 0.05],
];

/**
 * Generates and inserts `count` cases in the caller's transaction; folio numbers are reserved from the
 * counter, so they continue any existing series. Returns how many were inserted (0 when the catalogues
 * lack a tipo or an initial estatus).
 */
export async function insertGeneratedCases(db: repo.Db, cat: CaseCatalogs, opts: GenerateOptions): Promise<number> {
  const initial = cat.estatus.find((e) => bool(e.inicial) && bool(e.activo));
  if (!initial || cat.tipos.length === 0 || opts.count <= 0) return 0;
  const { rng, now } = opts;
  // The newest case is at least 10 minutes old and the oldest within spanDays: the 10 minutes come out of the span.
  // (Added to it, a draw in the span's last 10 minutes fell outside: with the demo's 450 cases, ~1 seed in 120.)
  const recent = 10 * 60_000;
  const span = opts.spanDays * DAY_MS - recent;
  const created = Array.from({ length: opts.count }, () => now.getTime() - recent - Math.floor(rng() * span)).sort((a, b) => a - b);

  const years = created.map((t) => yearIn(new Date(t), opts.timeZone));
  const perYear = new Map<number, number>();
  for (const y of years) perYear.set(y, (perYear.get(y) ?? 0) + 1);
  const nextSeq = new Map<number, number>();
  for (const [year, n] of perYear) nextSeq.set(year, (await reserveFolios(db, opts.clienteId, opts.kind, year, n)) - n + 1);

  const batch: Batch = { cases: [], events: [], notes: [] };
  const g = new Generator(cat, opts, initial);
  created.forEach((t, i) => {
    const year = years[i]!;
    const seq = nextSeq.get(year)!;
    nextSeq.set(year, seq + 1);
    g.one(batch, t, year, seq);
  });
  await insertChunks(db, 'cases', batch.cases, 400);
  await insertChunks(db, 'case_events', batch.events, 1000);
  await insertChunks(db, 'case_notes', batch.notes, 1000);
  return batch.cases.length;
}

class Generator {
  private readonly byId: Map<string, EstatusTable>;
  private readonly dependencia: Map<string, DependenciasTable>;

  constructor(
    private readonly cat: CaseCatalogs,
    private readonly opts: GenerateOptions,
    private readonly initial: EstatusTable,
  ) {
    this.byId = new Map(cat.estatus.map((e) => [e.id, e]));
    this.dependencia = new Map(cat.dependencias.map((d) => [d.id, d]));
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.opts.rng() * list.length)]!;
  }

  private chance(p: number): boolean {
    return this.opts.rng() < p;
  }

  private prioridad(): Prioridad {
    let r = this.opts.rng();
    for (const [p, w] of PRIORIDAD_WEIGHTS) if ((r -= w) < 0) return p;
    return 'normal';
  }

  private descripcion(tipo: TiposTable): { text: string; calle: string; num: number } {
    const calle = this.pick(words.CALLES);
    const num = 1 + Math.floor(this.opts.rng() * 480);
    const text = this.pick(words.DESCRIPCIONES[tipo.nombre] ?? words.GENERIC)
      .replaceAll('{calle}', calle)
      .replaceAll('{num}', String(num))
      .replaceAll('{lugar}', this.pick(words.LUGARES))
      .replaceAll('{tipo}', tipo.nombre.toLowerCase());
    return { text, calle, num };
  }

  /** The estatus walked from the initial one: older cases got further, most of them to a final estatus. */
  private path(ageDays: number): EstatusTable[] {
    const keepGoing = ageDays >= 30 ? 0.96 : ageDays >= 4 ? 0.7 : 0.4;
    const path = [this.initial];
    for (;;) {
      const current = path[path.length - 1]!;
      if (bool(current.final)) break;
      const next = parseJson<string[]>(current.transiciones, [])
        .map((id) => this.byId.get(id))
        .filter((e): e is EstatusTable => e !== undefined && bool(e.activo));
      if (next.length === 0 || !this.chance(keepGoing)) break;
      // the first transition listed is the usual way forward; the others (Improcedente...) are rarer
      path.push(next.length === 1 || this.chance(0.85) ? next[0]! : this.pick(next.slice(1)));
    }
    return path;
  }

  one(batch: Batch, createdMs: number, year: number, seq: number): void {
    const { opts } = this;
    const nowMs = opts.now.getTime();
    const tipo = this.pick(this.cat.tipos);
    const colonia = this.cat.colonias.length && this.chance(0.92) ? this.pick(this.cat.colonias) : undefined;
    const origen = this.cat.origenes.length ? this.pick(this.cat.origenes) : undefined;
    const dep = this.dependencia.get(tipo.dependencia_id);
    const { text, calle, num } = this.descripcion(tipo);
    const located = opts.kind === 'reporte';
    const jitter = () => (this.opts.rng() - 0.5) * 0.006;
    const lat = located ? (colonia?.centro_lat ?? 19.4326) + jitter() : null;
    const lng = located ? (colonia?.centro_lng ?? -99.1332) + jitter() : null;
    const anonimo = this.chance(0.15);
    const nombre = anonimo ? '' : `${this.pick(words.NOMBRES)} ${this.pick(words.APELLIDOS)} ${this.pick(words.APELLIDOS)}`;
    const telefono = anonimo ? '' : `55 ${String(1000 + Math.floor(this.opts.rng() * 9000))} ${String(1000 + Math.floor(this.opts.rng() * 9000))}`;
    const email = !anonimo && this.chance(0.4) ? `${fold(nombre).split(' ').slice(0, 2).join('.')}@correo.mx` : '';
    const prioridad = this.prioridad();
    const folio = formatFolio(opts.kind, year, seq);
    const id = opts.newId();
    const createdAt = new Date(createdMs).toISOString();
    const slaMs = tipo.sla_dias * DAY_MS;
    const depRef: ColorRef | null = dep ? { id: dep.id, nombre: dep.nombre, color: dep.color } : null;

    const events: CaseEventsTable[] = [];
    const event = (at: number, actor: string | null, change: CaseEventChange, comentario: string | null = null) =>
      events.push(caseEventRow({ id: opts.newId(), cliente_id: opts.clienteId, case_id: id, at: new Date(at).toISOString(), actor_id: actor }, change, comentario));
    event(createdMs, null, { tipo: 'creado', antes: null, despues: { folio, tipo: { id: tipo.id, nombre: tipo.nombre, color: tipo.color }, estatus: estatusRef(this.initial), prioridad, dependencia: depRef } });

    const path = this.path((nowMs - createdMs) / DAY_MS);
    const steps = path.length - 1;
    // the work takes about the SLA, sometimes longer; never past now
    const workMs = Math.min(nowMs - createdMs - 1000, Math.max(DAY_MS, slaMs) * (0.3 + this.opts.rng() * 1.2));
    const stepAt = Array.from({ length: steps }, () => this.opts.rng())
      .sort((a, b) => a - b)
      .map((f, i) => createdMs + 2000 * (i + 1) + Math.floor(f * Math.max(0, workMs - 2000 * (steps + 1))));

    let moduloId: string | null = null;
    let asignado: UserRef | undefined;
    if (steps > 0) {
      const modulos = this.cat.modulos.filter((m) => m.dependencia_id === tipo.dependencia_id);
      const modulo = modulos.length && this.chance(0.5) ? this.pick(modulos) : undefined;
      asignado = opts.staff.length && this.chance(0.7) ? this.pick(opts.staff) : undefined;
      if (modulo || asignado) {
        moduloId = modulo?.id ?? null;
        const antes = { ...(modulo && { modulo: null }), ...(asignado && { asignado: null }) };
        const despues = { ...(modulo && { modulo: { id: modulo.id, nombre: modulo.nombre } }), ...(asignado && { asignado: { id: asignado.id, displayName: asignado.displayName } }) };
        event(stepAt[0]! - 1000, opts.staff[0]?.id ?? null, { tipo: 'asignacion', antes, despues });
      }
    }
    const actor = asignado?.id ?? opts.staff[0]?.id ?? null;
    const notes: CaseNotesTable[] = [];
    for (let i = 1; i <= steps; i++) {
      const at = stepAt[i - 1]!;
      event(at, actor, { tipo: 'estatus', antes: { estatus: estatusRef(path[i - 1]!) }, despues: { estatus: estatusRef(path[i]!) } });
      if (i === 1 && this.chance(0.35)) {
        const noteAt = at + Math.max(1, Math.floor(((stepAt[i] ?? Math.min(nowMs, at + 3600_000)) - at) / 2));
        const noteId = opts.newId();
        const texto = this.pick(words.NOTAS);
        notes.push({ id: noteId, cliente_id: opts.clienteId, case_id: id, at: new Date(noteAt).toISOString(), autor_id: actor, texto, publica: 0, archivo_ids: '[]' });
        event(noteAt, actor, { tipo: 'nota', antes: null, despues: { nota: { id: noteId, publica: false, archivos: [] } } }, texto);
      }
    }
    events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    const last = path[path.length - 1]!;
    const lastAt = events[events.length - 1]!.at;

    batch.events.push(...events);
    batch.notes.push(...notes);
    batch.cases.push({
      id,
      cliente_id: opts.clienteId,
      kind: opts.kind,
      folio,
      year,
      seq,
      tipo_id: tipo.id,
      estatus_id: last.id,
      descripcion: text,
      lat: lat === null ? null : Math.round(lat * 1e6) / 1e6,
      lng: lng === null ? null : Math.round(lng * 1e6) / 1e6,
      direccion: `${calle} ${num}`,
      colonia_id: colonia?.id ?? null,
      // the point is scattered around the colonia's centroid: as if derived from it
      colonia_manual: 0,
      zona_id: colonia?.zona_id ?? null,
      origen_id: origen?.id ?? null,
      habitante_id: null,
      contacto_nombre: nombre,
      contacto_telefono: telefono,
      contacto_email: email,
      dependencia_id: dep?.id ?? null,
      modulo_id: moduloId,
      asignado_a: asignado?.id ?? null,
      prioridad: repo.prioridadRank(prioridad),
      version: events.length,
      search_text: caseSearchText(folio, text, nombre),
      created_at: createdAt,
      updated_at: lastAt,
      due_at: new Date(createdMs + slaMs).toISOString(),
      closed_at: bool(last.final) ? lastAt : null,
      // generated demo data: nobody holds a follow code for it
      follow_code_hash: null,
      apoyos: 0,
      duplicado_de: null,
    });
  }
}
