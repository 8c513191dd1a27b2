import type { FastifyInstance } from 'fastify';
import { AREA_DIGEST_HOUR, estatusSetBy, type AreaAlertResult, type AreaFeedQuery, type AreaSubscribeBody } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { distanceMeters } from '../../lib/geo';
import { parseJson, toJson } from '../../lib/json';
import { readCaseEvent } from '../../lib/caseEvents';
import { sortableId } from '../../lib/sortableId';
import { dayIn, enqueueMail, localDateTime, safeTimeZone } from '../../core';
import { alertConfirmMail, alertOneClickUrl, digestMail, type AreaName, type DigestCase } from './areaMail';
import * as repo from './areaAlerts.repository';
import { listEstatus, type Db } from './cases.repository';
import { cellRanges } from './duplicates';
import { contactRefused } from './followers.repository';
import { linksFor } from './followers';
import { followerOfToken } from './followMail';

/*
 * Area alerts (issue 24): a citizen follows a colonia or a circle of 250 m to 2 km, optionally only some public
 * tipos, confirms from the mail (double opt-in), and gets once a day, from AREA_DIGEST_HOUR in the cliente's
 * timezone, a digest of the new public reportes there and the public updates (estatus, public notes) of older
 * ones. An address whose habitante refused contact gets nothing, and the citizen cannot tell. The digest goes
 * through the mail queue; a node takes a day's digest of an alert by a conditional update (one wins), and the
 * queue's dedupe key (alert + day) holds even so.
 */

/** An area as asked for: resolved against the cliente's catalogues, or the field that is wrong. */
export interface Area {
  coloniaId: string | null;
  coloniaNombre: string | null;
  lat: number | null;
  lng: number | null;
  radio: number | null;
  tipoIds: string[];
  tipoNombres: string[];
}
export type AreaProblem = { field: 'colonia'; code: 'citizen.colonia_not_found' } | { field: 'tipos'; code: 'citizen.tipo_not_public' };

const emailKey = (email: string) => email.trim().toLowerCase();
/** Cases a digest lists at most (the rest are counted, with a link to the map). */
const DIGEST_MAX = 50;
/** Rows read per window before the circle's corners are cut: a day in one area is far below it. */
const WINDOW_ROWS = 500;

/** The colonia and tipos of a request checked against the cliente's: an active colonia, public tipos de reporte. */
export async function resolveArea(db: Db, clienteId: string, q: Pick<AreaFeedQuery, 'colonia' | 'lat' | 'lng' | 'radio' | 'tipos'>): Promise<Area | AreaProblem> {
  let coloniaNombre: string | null = null;
  if (q.colonia !== undefined) {
    const colonia = await repo.findColonia(db, clienteId, q.colonia);
    if (!colonia || colonia.activo !== 1) return { field: 'colonia', code: 'citizen.colonia_not_found' };
    coloniaNombre = colonia.nombre;
  }
  const publicTipos = new Map((await repo.listPublicReporteTipos(db, clienteId)).map((t) => [t.id, t]));
  const tipoIds = [...new Set(q.tipos ?? [])].sort();
  if (tipoIds.some((id) => publicTipos.get(id)?.activo !== 1)) return { field: 'tipos', code: 'citizen.tipo_not_public' };
  const circle = q.colonia === undefined && q.lat !== undefined && q.lng !== undefined && q.radio !== undefined;
  return {
    coloniaId: q.colonia ?? null,
    coloniaNombre,
    lat: circle ? round6(q.lat!) : null,
    lng: circle ? round6(q.lng!) : null,
    radio: circle ? q.radio! : null,
    tipoIds,
    tipoNombres: tipoIds.map((id) => publicTipos.get(id)!.nombre),
  };
}

export const isAreaProblem = (a: Area | AreaProblem): a is AreaProblem => 'code' in a;
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** The grid rows and filters of an area (no area: the whole cliente). */
function areaSql(a: Pick<Area, 'coloniaId' | 'lat' | 'lng' | 'radio' | 'tipoIds'>): repo.AreaSql {
  return { coloniaId: a.coloniaId, ranges: a.radio !== null ? cellRanges(a.lat!, a.lng!, a.radio) : null, tipos: a.tipoIds };
}

/** Keeps the rows truly inside the circle (the grid cells hold a margin around it). */
function inCircle<R extends { lat: number; lng: number }>(a: Pick<Area, 'lat' | 'lng' | 'radio'>, rows: R[]): R[] {
  if (a.radio === null) return rows;
  const centre = { lat: a.lat!, lng: a.lng! };
  return rows.filter((r) => distanceMeters(centre, r) <= a.radio!);
}

const areaKey = (a: Area) => (a.coloniaId !== null ? `colonia:${a.coloniaId}` : `circulo:${a.lat},${a.lng},${a.radio}`) + `|${a.tipoIds.join(',')}`;
const areaName = (a: Pick<Area, 'coloniaNombre' | 'lat' | 'lng' | 'radio' | 'tipoNombres'>): AreaName => ({ colonia: a.coloniaNombre, lat: a.lat, lng: a.lng, radio: a.radio, tipos: a.tipoNombres });

/** Asks for an area alert: a confirmation is mailed (none to an address whose habitante refused contact). */
export async function requestAreaAlert(app: FastifyInstance, cliente: ClienteRow, body: AreaSubscribeBody & { lang: string }, area: Area): Promise<void> {
  const key = emailKey(body.email);
  if (await contactRefused(app.db, cliente.id, key)) return;
  const now = iso(app.clock());
  const links = linksFor(app, cliente);
  const akey = areaKey(area);
  await app.db.transaction().execute(async (trx) => {
    const found = await repo.findAlertByArea(trx, cliente.id, key, akey);
    if (found?.status === 'activo') return;
    const id = found?.id ?? sortableId();
    if (found) await repo.setAlert(trx, id, { status: 'pendiente', lang: body.lang, ended_at: null });
    else
      await repo.insertAlert(trx, {
        id,
        cliente_id: cliente.id,
        email: key,
        email_key: key,
        lang: body.lang,
        status: 'pendiente',
        colonia_id: area.coloniaId,
        lat: area.lat,
        lng: area.lng,
        radio_m: area.radio,
        tipos: toJson(area.tipoIds),
        area_key: akey,
        created_at: now,
        confirmed_at: null,
        ended_at: null,
        digest_from: null,
        last_digest_day: null,
      });
    await enqueueMail(trx, now, { clienteId: cliente.id, to: key, ...alertConfirmMail(links, body.lang, areaName(area), id), dedupeKey: `area-confirm:${id}:${now}` });
  });
  app.mailQueue.nudge();
}

/** The area of a stored alert, named with today's catalogue names. */
async function areaOf(db: Db, row: repo.AreaAlertRow): Promise<Area> {
  const tipoIds = parseJson<string[]>(row.tipos, []);
  const tipos = new Map((await repo.listPublicReporteTipos(db, row.cliente_id)).map((t) => [t.id, t.nombre]));
  const colonia = row.colonia_id !== null ? await repo.findColonia(db, row.cliente_id, row.colonia_id) : undefined;
  return {
    coloniaId: row.colonia_id,
    coloniaNombre: row.colonia_id !== null ? (colonia?.nombre ?? '') : null,
    lat: row.lat,
    lng: row.lng,
    radio: row.radio_m,
    tipoIds,
    tipoNombres: tipoIds.map((id) => tipos.get(id) ?? '').filter(Boolean),
  };
}

const resultOf = (a: Area): AreaAlertResult => ({ colonia: a.coloniaNombre, radio: a.radio, tipos: a.tipoNombres });

/** The confirmation link: the alert becomes active, its first digest covers what comes after. Null for a bad token. */
export async function confirmAreaAlert(app: FastifyInstance, cliente: ClienteRow, token: string): Promise<AreaAlertResult | null> {
  const id = followerOfToken(app.config.jwtSecret, 'alerta-confirmar', token);
  const row = id ? await repo.findAlert(app.db, cliente.id, id) : undefined;
  if (!row) return null;
  if (row.status !== 'activo') {
    const now = iso(app.clock());
    await repo.setAlert(app.db, row.id, { status: 'activo', confirmed_at: now, ended_at: null, digest_from: now });
  }
  return resultOf(await areaOf(app.db, row));
}

/** The unsubscribe link (or one-click POST): no more digests of that area. */
export async function stopAreaAlert(app: FastifyInstance, cliente: ClienteRow, token: string): Promise<AreaAlertResult | null> {
  const id = followerOfToken(app.config.jwtSecret, 'alerta-baja', token);
  const row = id ? await repo.findAlert(app.db, cliente.id, id) : undefined;
  if (!row) return null;
  if (row.status !== 'baja') await repo.setAlert(app.db, row.id, { status: 'baja', ended_at: iso(app.clock()) });
  return resultOf(await areaOf(app.db, row));
}

export function listPublicColonias(db: Db, clienteId: string) {
  return repo.listActiveColonias(db, clienteId);
}

/** What happened in the area in [from, until): new public reportes, and older ones with a new estatus or a public note. */
async function digestCases(db: Db, clienteId: string, area: Area, from: string, until: string): Promise<{ cases: DigestCase[]; more: number }> {
  const sqlArea = areaSql(area);
  const filed = inCircle(area, await repo.listFiledInArea(db, clienteId, sqlArea, from, until, WINDOW_ROWS));
  const changed = inCircle(area, await repo.listChangedInArea(db, clienteId, sqlArea, from, until, WINDOW_ROWS));
  const ids = [...filed, ...changed].map((c) => c.id);
  const cambios = new Map<string, string[]>();
  for (const row of await repo.listEstatusEventsIn(db, clienteId, changed.map((c) => c.id), from, until)) {
    const event = readCaseEvent({ ...row, comentario: null }, null);
    const set = event && estatusSetBy(event);
    if (set) cambios.set(row.case_id, [...(cambios.get(row.case_id) ?? []), set.nombre]);
  }
  const notas = new Map<string, string[]>();
  for (const n of await repo.listPublicNotesIn(db, clienteId, ids, from, until)) notas.set(n.case_id, [...(notas.get(n.case_id) ?? []), n.texto]);
  const updated = changed.filter((c) => cambios.has(c.id) || notas.has(c.id));
  const all = [...filed.map((c) => ({ c, nuevo: true })), ...updated.map((c) => ({ c, nuevo: false }))];
  const shown = all.slice(0, DIGEST_MAX);
  const tipos = new Map((await repo.listPublicReporteTipos(db, clienteId)).map((t) => [t.id, t.nombre]));
  const estatus = new Map((await listEstatus(db, clienteId, 'reporte', false)).map((e) => [e.id, e.nombre]));
  const colonias = new Map((await repo.listColoniaNames(db, clienteId, [...new Set(shown.map((x) => x.c.colonia_id).filter((x): x is string => x !== null))])).map((c) => [c.id, c.nombre]));
  return {
    cases: shown.map(({ c, nuevo }) => ({
      folio: c.folio,
      tipo: tipos.get(c.tipo_id) ?? '',
      estatus: estatus.get(c.estatus_id) ?? '',
      colonia: c.colonia_id !== null ? (colonias.get(c.colonia_id) ?? null) : null,
      nuevo,
      cambios: cambios.get(c.id) ?? [],
      notas: notas.get(c.id) ?? [],
    })),
    more: all.length - shown.length,
  };
}

/**
 * One pass of the daily digests: for every cliente whose local hour has reached AREA_DIGEST_HOUR, each active alert
 * not yet digested today is taken (one node wins it), and its digest queued when there is something new. The
 * window moves on only after the mail is queued: a node that dies between taking and queuing loses that day's
 * mail, not its news (the next digest covers both days). Answers how many digests were queued.
 */
export async function runAreaDigests(app: FastifyInstance): Promise<number> {
  const now = app.clock();
  const until = iso(now);
  let queued = 0;
  for (const cliente of await repo.listClientesWithAlerts(app.db)) {
    const tz = safeTimeZone(cliente.timezone);
    const hour = Number(localDateTime(until, tz).slice(11, 13));
    if (hour < AREA_DIGEST_HOUR) continue;
    const day = dayIn(now, tz);
    const links = linksFor(app, cliente);
    for (const alert of await repo.listAlertsDue(app.db, cliente.id, day)) {
      if (!(await repo.claimDigestDay(app.db, alert.id, day))) continue;
      const from = alert.digest_from ?? alert.confirmed_at ?? alert.created_at;
      const area = await areaOf(app.db, alert);
      const { cases, more } = await digestCases(app.db, cliente.id, area, from, until);
      if (cases.length > 0) {
        await enqueueMail(app.db, until, {
          clienteId: cliente.id,
          to: alert.email,
          ...digestMail(links, alert.lang, areaName(area), day, cases, more, alert.id),
          headers: { 'List-Unsubscribe': `<${alertOneClickUrl(links, alert.id)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          dedupeKey: `area-digest:${alert.id}:${day}`,
        });
        queued++;
      }
      await repo.advanceDigest(app.db, alert.id, day, until);
    }
  }
  if (queued > 0) app.mailQueue.nudge();
  return queued;
}

/** Runs the digests every `everyMs` on this node (any node may: runAreaDigests is safe across nodes). */
export class AreaDigestTimer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  constructor(private readonly app: FastifyInstance) {}
  start(everyMs: number): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = runAreaDigests(this.app)
        .catch((err: unknown) => this.app.log.error({ err }, 'area digests failed'))
        .finally(() => (this.running = null));
    }, everyMs);
    this.timer.unref();
  }
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

/** The newest public reportes of an area (or the whole cliente) for the Atom feed, at most `size`. */
export async function feedCases(db: Db, clienteId: string, area: Area, size: number) {
  const rows = inCircle(area, await repo.listNewestInArea(db, clienteId, areaSql(area), area.radio !== null ? size * 4 : size)).slice(0, size);
  const tipos = new Map((await repo.listPublicReporteTipos(db, clienteId)).map((t) => [t.id, t.nombre]));
  const estatus = new Map((await listEstatus(db, clienteId, 'reporte', false)).map((e) => [e.id, e.nombre]));
  const colonias = new Map((await repo.listColoniaNames(db, clienteId, [...new Set(rows.map((r) => r.colonia_id).filter((x): x is string => x !== null))])).map((c) => [c.id, c.nombre]));
  return rows.map((r) => ({
    folio: r.folio,
    tipo: tipos.get(r.tipo_id) ?? '',
    estatus: estatus.get(r.estatus_id) ?? '',
    colonia: r.colonia_id !== null ? (colonias.get(r.colonia_id) ?? null) : null,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}
export type FeedCase = Awaited<ReturnType<typeof feedCases>>[number];
export { areaName };
