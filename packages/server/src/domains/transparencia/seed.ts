import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TranspEstatus } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { iso } from '../../lib/clock';
import { toJson } from '../../lib/json';
import { fold } from '../../lib/searchText';
import { dayIn, dayStart, safeTimeZone } from '../../core';
import { addBusinessDays, addDays, calendarOf, computeDeadline, isBusinessDay } from './deadlines';
import { federalHolidays } from './federalHolidays';
import { figuresOf } from './transpDeadline';
import { hashCode } from './transpSecrets';
import { recordEvent, type Actor } from './transpView';
import * as repo from './transparencia.repository';

/*
 * The demo cliente's Transparencia (first start only): two units, the federal holidays of this year and the
 * next, and a few requests at different points of their life (new, in process and due soon, overdue, in
 * prevención, answered), so the inbox and the public thread have something to show. Every demo request
 * opens with the follow code DEMO_FOLLOW_CODE.
 */

export const DEMO_FOLLOW_CODE = 'TRANSP26';
const SYSTEM: Actor = { id: null, displayName: 'Sistema' };

interface DemoRequest {
  texto: string;
  /** Business days before today it was filed (at 10:00 local): 24 is past the 20 days, 18 is due soon. */
  hace: number;
  estatus: TranspEstatus;
  unidad: 0 | 1 | null;
}

const DEMO_REQUESTS: DemoRequest[] = [
  { texto: 'Solicito el padrón de beneficiarios del programa de apoyo alimentario del último año, con montos entregados por colonia.', hace: 1, estatus: 'INICIO', unidad: null },
  { texto: 'Pido copia de los contratos de obra pública para la pavimentación de calles adjudicados en el último ejercicio fiscal.', hace: 18, estatus: 'PROCESO', unidad: 0 },
  { texto: 'Quiero conocer el número de luminarias reparadas por mes y el presupuesto ejercido en alumbrado público.', hace: 24, estatus: 'PROCESO', unidad: 1 },
  { texto: 'Solicito información sobre los permisos de construcción otorgados en la zona centro.', hace: 3, estatus: 'EN_PREVENCION', unidad: 0 },
  { texto: 'Pido el organigrama vigente del ayuntamiento con los sueldos de los titulares de cada dirección.', hace: 12, estatus: 'TERMINADA', unidad: 1 },
];

export async function seedDemoTransparencia(db: Kysely<Database>, clienteId: string, now: Date): Promise<void> {
  const timezone = safeTimeZone(await repo.clienteTimezone(db, clienteId));
  const at = iso(now);
  const today = dayIn(now, timezone);
  const year = Number(today.slice(0, 4));

  const holidays = [...federalHolidays(year - 1), ...federalHolidays(year), ...federalHolidays(year + 1)];
  for (const h of holidays) await repo.insertHoliday(db, { cliente_id: clienteId, fecha: h.fecha, nombre: h.nombre, federal: 1, created_at: at });
  const calendar = calendarOf(holidays);
  const figures = figuresOf(undefined);

  const units = ['Unidad de Transparencia', 'Dirección de Obras Públicas'].map((nombre) => ({ id: randomBytes(12).toString('base64url'), nombre }));
  for (const u of units) await repo.insertUnit(db, { id: u.id, cliente_id: clienteId, nombre: u.nombre, nombre_key: fold(u.nombre), activo: 1, version: 1, created_at: at, updated_at: at });

  // oldest first, so folios follow the filing order
  for (const d of [...DEMO_REQUESTS].sort((a, b) => b.hace - a.hace)) {
    let filedOn = today;
    for (let i = 0; i < d.hace; i++) {
      filedOn = addDays(filedOn, -1);
      while (!isBusinessDay(filedOn, calendar)) filedOn = addDays(filedOn, -1);
    }
    const filedAt = new Date(dayStart(filedOn, timezone).getTime() + 10 * 3600_000).toISOString();
    const id = randomBytes(12).toString('base64url');
    const seq = await repo.reserveFolio(db, clienteId, Number(filedOn.slice(0, 4)));
    const folio = `T-${filedOn.slice(0, 4)}-${String(seq).padStart(6, '0')}`;
    const prevencion = d.estatus === 'EN_PREVENCION';
    const stops = prevencion ? [{ from: filedOn, to: null }] : [];
    const firstDue = computeDeadline({ filedAt, timezone, figures, calendar, stops: [], extended: false }).due;
    const { due } = computeDeadline({ filedAt, timezone, figures, calendar, stops, extended: false });
    const answered = d.estatus === 'TERMINADA';
    const unidad = d.unidad === null ? null : units[d.unidad]!;
    await repo.insertRequest(db, {
      id,
      cliente_id: clienteId,
      folio,
      code_hash: hashCode(id, DEMO_FOLLOW_CODE),
      texto: d.texto,
      formato: 'electronico',
      nombre: 'Ciudadana de ejemplo',
      email: null,
      lang: 'es',
      avisos: 0,
      canal: 'portal',
      unidad_id: unidad?.id ?? null,
      estatus: d.estatus,
      filed_at: filedAt,
      filed_on: filedOn,
      due_on: due,
      stops: toJson(stops),
      ampliada: 0,
      ampliacion_motivo: null,
      ampliacion_at: null,
      prevencion_texto: prevencion ? 'Indica el periodo (años) y la colonia o calle de los permisos que te interesan.' : null,
      prevencion_at: prevencion ? filedAt : null,
      responder_antes: prevencion ? addBusinessDays(stops[0]!.from, figures.plazoCiudadanoDias, calendar) : null,
      prevencion_respuesta: null,
      prevencion_respondida_at: null,
      respuesta_texto: answered ? 'Se anexa el organigrama vigente y el tabulador de sueldos publicado en la Gaceta Municipal.' : null,
      respuesta_at: answered ? at : null,
      respondida_on: answered ? today : null,
      motivo_cierre: null,
      closed_at: answered ? at : null,
      upload_hash: null,
      upload_remaining: 0,
      upload_expires_at: null,
      version: 1,
      created_at: filedAt,
      updated_at: at,
    });
    const ctx = { clienteId, requestId: id, actor: SYSTEM, at: filedAt };
    await recordEvent(db, ctx, { tipo: 'creada', antes: null, despues: { folio, estatus: 'INICIO', due: firstDue, canal: 'portal' } });
    if (unidad) await recordEvent(db, { ...ctx, at }, { tipo: 'asignacion', antes: { unidad: null }, despues: { unidad: { id: unidad.id, nombre: unidad.nombre } } });
    if (d.estatus === 'PROCESO') await recordEvent(db, { ...ctx, at }, { tipo: 'estatus', antes: { estatus: 'INICIO' }, despues: { estatus: 'PROCESO' } });
    if (prevencion) await recordEvent(db, { ...ctx, at }, { tipo: 'prevencion', antes: { estatus: 'INICIO', due: firstDue }, despues: { estatus: 'EN_PREVENCION', responderAntes: addBusinessDays(stops[0]!.from, figures.plazoCiudadanoDias, calendar) } });
    if (answered) await recordEvent(db, { ...ctx, at }, { tipo: 'respuesta', antes: { estatus: 'INICIO' }, despues: { estatus: 'TERMINADA', documentos: [] } });
  }
}

/**
 * `sig seed --transparencia N`: N open requests of the cliente filed over its last 15 business days (no
 * personal data, no mails), each with its due date and `creada` event, for the recompute benchmark.
 */
export async function seedBulkTransparencia(db: Kysely<Database>, clienteId: string, count: number, now: Date): Promise<number> {
  const timezone = safeTimeZone(await repo.clienteTimezone(db, clienteId));
  const calendar = calendarOf(await repo.listHolidays(db, clienteId));
  const figures = figuresOf(await repo.findSettings(db, clienteId));
  const at = iso(now);
  const days: string[] = [];
  for (let d = dayIn(now, timezone); days.length < 15; d = addDays(d, -1)) if (isBusinessDay(d, calendar)) days.push(d);
  for (let i = 0; i < count; i++) {
    const filedOn = days[i % days.length]!;
    const filedAt = new Date(dayStart(filedOn, timezone).getTime() + (8 + (i % 10)) * 3600_000).toISOString();
    const id = randomBytes(12).toString('base64url');
    const seq = await repo.reserveFolio(db, clienteId, Number(filedOn.slice(0, 4)));
    const folio = `T-${filedOn.slice(0, 4)}-${String(seq).padStart(6, '0')}`;
    const { due } = computeDeadline({ filedAt, timezone, figures, calendar, stops: [], extended: false });
    await db.transaction().execute(async (trx) => {
      await repo.insertRequest(trx, {
        ...BULK_ROW,
        id,
        cliente_id: clienteId,
        folio,
        code_hash: hashCode(id, randomBytes(6).toString('base64url')),
        texto: `Solicitud de prueba ${i + 1}: información pública de la administración municipal.`,
        filed_at: filedAt,
        filed_on: filedOn,
        due_on: due,
        created_at: filedAt,
        updated_at: at,
      });
      await recordEvent(trx, { clienteId, requestId: id, actor: SYSTEM, at: filedAt }, { tipo: 'creada', antes: null, despues: { folio, estatus: 'INICIO', due, canal: 'portal' } });
    });
  }
  return count;
}

const BULK_ROW = {
  formato: 'electronico',
  nombre: null,
  email: null,
  lang: 'es',
  avisos: 0,
  canal: 'portal' as const,
  ...repo.JUST_FILED,
  upload_hash: null,
  upload_remaining: 0,
  upload_expires_at: null,
};
