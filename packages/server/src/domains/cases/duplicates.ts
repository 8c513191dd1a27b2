import type { FastifyInstance } from 'fastify';
import { NEARBY_MAX, canonicalFolio, type NearbyCase, type NearbyQuery, type NearbyResponse } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { safeTimeZone } from '../../core';
import { findCaseForFollow } from './followers.repository';
import { distanceMeters } from '../../lib/geo';
import { caseError } from './caseError';
import { publicPhotosOf } from './casePublicPhotos';
import * as repo from './cases.repository';
import * as dup from './duplicates.repository';
import { insertEvent, lockedCase, touch, type Actor, type CaseCtx } from './caseWrite';

/*
 * Duplicate reports (issue 24): before filing, the open reportes of the same tipo near the place; "the same
 * happens to me" as support counted on the existing case; staff marking a case as another's duplicate
 * (caseActions.ts). The search reads the grid cells (cases.geocell) around the point, then keeps those truly
 * within the cliente's radius.
 */

const CELL = 1000; // cells per degree: the grid of migration 0022
const ROW = 400000;
const METRES_PER_DEGREE = 111_320;
const DAY_MS = 24 * 3600 * 1000;

/** The grid rows around a point as ranges of cell numbers, one cell of margin on every side. */
export function cellRanges(lat: number, lng: number, radiusM: number): [number, number][] {
  const dLat = radiusM / METRES_PER_DEGREE;
  const dLng = radiusM / (METRES_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
  const cy0 = Math.floor((lat - dLat + 90) * CELL) - 1;
  const cy1 = Math.floor((lat + dLat + 90) * CELL) + 1;
  const cx0 = Math.floor((lng - dLng + 180) * CELL) - 1;
  const cx1 = Math.floor((lng + dLng + 180) * CELL) + 1;
  const ranges: [number, number][] = [];
  for (let cy = cy0; cy <= cy1; cy++) ranges.push([cy * ROW + cx0, cy * ROW + cx1]);
  return ranges;
}

/** Open reportes of the tipo within the cliente's radius, filed within its days, nearest first; `photo` signs a public photo's link. */
export async function findNearby(db: repo.Db, clienteId: string, q: NearbyQuery, now: Date, photo: (fileId: string) => string, withIds: boolean): Promise<NearbyResponse> {
  const rules = (await dup.findClienteDuplicateRules(db, clienteId)) ?? { duplicados_radio_m: 50, duplicados_dias: 30 };
  const radioM = rules.duplicados_radio_m;
  const since = new Date(now.getTime() - rules.duplicados_dias * DAY_MS).toISOString();
  const rows = await dup.listInCells(db, clienteId, { tipoId: q.tipoId, ranges: cellRanges(q.lat, q.lng, radioM), since, excluir: q.excluir });
  const near = rows
    .map((r) => ({ r, d: distanceMeters({ lat: q.lat, lng: q.lng }, { lat: r.lat, lng: r.lng }) }))
    .filter((x) => x.d <= radioM)
    .sort((a, b) => a.d - b.d)
    .slice(0, NEARBY_MAX);
  const estatus = new Map((await repo.listEstatus(db, clienteId, 'reporte', false)).map((e) => [e.id, e]));
  const photos = await publicPhotosOf(db, clienteId, near.map(({ r }) => r.id));
  const items: NearbyCase[] = [];
  for (const { r, d } of near) {
    const first = photos.get(r.id)?.[0];
    const e = estatus.get(r.estatus_id);
    items.push({
      ...(withIds && { id: r.id }),
      folio: r.folio,
      estatus: { nombre: e?.nombre ?? '', color: e?.color ?? '' },
      createdAt: r.created_at,
      distanciaM: Math.round(d),
      apoyos: r.apoyos,
      foto: first ? photo(first.id) : null,
    });
  }
  return { items, radioM, dias: rules.duplicados_dias };
}

/** One more person reported this open reporte: the count and an 'apoyo' event (a staff comment, if any). */
export async function addSupport(ctx: CaseCtx, caseId: string, desde: 'portal' | 'personal', comentario?: string): Promise<{ folio: string; apoyos: number }> {
  const row = await lockedCase(ctx, caseId);
  if (row.closed_at !== null) throw caseError(409, 'case.closed');
  const apoyos = row.apoyos + 1;
  await touch(ctx, row, { apoyos });
  await insertEvent(ctx, row.id, { tipo: 'apoyo', antes: null, despues: { apoyos, desde } }, comentario);
  return { folio: row.folio, apoyos };
}

/** "The same happens to me" from the public pages: support for an open reporte of a public tipo, by folio; null when there is none. */
export async function supportFromPortal(app: FastifyInstance, cliente: ClienteRow, folio: string, actor: Actor): Promise<{ folio: string; apoyos: number } | null> {
  const kase = await findCaseForFollow(app.db, cliente.id, canonicalFolio(folio));
  if (!kase || kase.kind !== 'reporte') return null;
  const ctx = (db: repo.Db): CaseCtx => ({ db, clienteId: cliente.id, kind: 'reporte', actor, now: iso(app.clock()), timeZone: safeTimeZone(cliente.timezone) });
  return app.db.transaction().execute((trx) => addSupport(ctx(trx), kase.id, 'portal'));
}
