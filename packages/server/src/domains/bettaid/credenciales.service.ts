import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import {
  BT_MOTIVO_REEMPLAZADA,
  btVerificationUrl,
  type BtCredencial,
  type BtCredencialDetalle,
  type BtCredencialesResponse,
  type BtEstado,
  type BtEventType,
  type BtHabitanteResponse,
} from '@sig/shared/contract';
import type { z } from 'zod';
import type { ClienteRow } from '../../db/schema';
import type { BtCredencialesTable, BtEventosTable } from '../../db/schema.bettaid';
import { iso } from '../../lib/clock';
import { parseJson, toJson } from '../../lib/json';
import { drawable, type Drawable } from '../../lib/pdfImages';
import { randomId } from '../../lib/randomId';
import { fold } from '../../lib/searchText';
import { sortableId } from '../../lib/sortableId';
import { dayEnd, dayIn, safeTimeZone, yearIn, type Session } from '../../core';
import { storedLogoPath } from '../admin';
import { isUniqueViolation, nombreCompleto } from '../people';
import { btError } from './bettaidError';
import type { BettaidFiles } from './bettaidFiles';
import { cardPdf } from './bettaidPdf';
import { CAMPO_LABELS, cardValues, cardDay, lastDay } from './cardFields';
import { camposOf } from './plantillas.service';
import * as repo from './bettaid.repository';

/*
 * The cards' rules: issuing (one transaction: the holder's earlier card of the template is revoked as
 * `reemplazada`, a folio is taken, the new card and both history events are written), changing the validity or
 * the photo, revoking at once, printing, and how a card reads. The QR's token is signed on every read from what
 * the card says now (Ed25519 signatures are deterministic), so a changed expiry changes the QR and nothing stale
 * is kept.
 */

type Out<T extends z.ZodTypeAny> = z.output<T>;
type EmitirBody = Out<typeof import('@sig/shared/contract').BtEmitirBody>;
type UpdateBody = Out<typeof import('@sig/shared/contract').BtUpdateCredencialBody>;
type RevocarBody = Out<typeof import('@sig/shared/contract').BtRevocarBody>;
type ListQuery = Out<typeof import('@sig/shared/contract').BtCredencialesQuery>;

/** How many of a habitante's cards their page lists. */
const HABITANTE_CARDS_MAX = 100;

export const estadoOf = (c: Pick<BtCredencialesTable, 'revocada_en' | 'vence_en'>, nowMs: number): BtEstado =>
  c.revocada_en ? 'revocada' : Date.parse(c.vence_en) <= nowMs ? 'vencida' : 'vigente';

export function credencialView(c: repo.CredencialRow, nowMs: number): BtCredencial {
  return {
    id: c.id,
    folio: c.folio,
    plantilla: { id: c.plantilla_id, nombre: c.plantilla_nombre ?? '' },
    habitante: { id: c.habitante_id, nombreCompleto: c.nombre_completo },
    estado: estadoOf(c, nowMs),
    fotoSha256: c.foto_sha256,
    emitidaEn: c.emitida_en,
    venceEn: c.vence_en,
    revocadaEn: c.revocada_en,
    motivoRevocacion: c.motivo_revocacion,
    emitidaPor: c.emitida_por ? { id: c.emitida_por, displayName: c.emitida_por_nombre ?? '' } : null,
    reemplazadaPor: c.reemplazada_por,
    version: c.version,
  };
}

/** A day plus whole months (the day kept, or the month's last when it has fewer days). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

export type CredencialesService = ReturnType<typeof credencialesService>;

export function credencialesService(app: FastifyInstance, files: BettaidFiles) {
  const db = app.db;
  const nowMs = () => app.clock().getTime();

  const event = (clienteId: string, autorId: string | null, credencialId: string, tipo: BtEventType, datos: object | null, at: string): BtEventosTable => ({
    id: sortableId(),
    cliente_id: clienteId,
    credencial_id: credencialId,
    tipo,
    autor_id: autorId,
    datos: datos ? toJson(datos) : null,
    created_at: at,
  });

  /** The compact token the card's QR carries: its id and template, the cliente and the expiry, signed with the cliente's key. */
  const token = (c: Pick<BtCredencialesTable, 'id' | 'cliente_id' | 'plantilla_id' | 'vence_en'>): Promise<string> =>
    app.firmas.sign({ kind: 'C', clienteId: c.cliente_id, scope: c.plantilla_id, id: c.id, exp: Math.floor(Date.parse(c.vence_en) / 1000) });
  const qrUrl = (id: string, t: string) => btVerificationUrl(app.config.publicUrl, id, t);

  async function row(s: Session, id: string): Promise<repo.CredencialRow> {
    const c = await repo.findCredencial(db, s.clienteId, id);
    if (!c) throw btError(404, 'bettaid.not_found', 'id');
    return c;
  }

  async function detail(s: Session, id: string): Promise<BtCredencialDetalle> {
    const c = await row(s, id);
    const eventos = await repo.eventosOf(db, s.clienteId, id);
    const t = await token(c);
    return {
      ...credencialView(c, nowMs()),
      historial: eventos.map((e) => ({
        id: e.id,
        tipo: e.tipo,
        autor: e.autor_id ? { id: e.autor_id, displayName: e.autor_nombre ?? '' } : null,
        datos: parseJson<Record<string, unknown> | null>(e.datos, null),
        at: e.created_at,
      })),
      token: t,
      qrUrl: qrUrl(c.id, t),
    };
  }

  /** The expiry of a card whose last day is `venceEl` (default: today plus the template's months): that day's end, the cliente's timezone. */
  function venceEn(s: Session, venceEl: string | undefined, meses: number, at: Date): string {
    const tz = safeTimeZone(s.cliente.timezone);
    const today = dayIn(at, tz);
    if (venceEl !== undefined && venceEl < today) throw btError(400, 'bettaid.vencimiento', 'venceEl');
    return iso(dayEnd(venceEl ?? addMonths(today, meses), tz));
  }

  async function requireFoto(s: Session, sha256: string | null | undefined): Promise<void> {
    if (sha256 && !(await files.has(s.clienteId, sha256))) throw btError(400, 'bettaid.foto_not_found', 'fotoSha256');
  }

  /** One issue in one transaction; a unique violation would mean a racing issue for the same holder and template slipped past the folio's lock. */
  async function issueOnce(s: Session, body: EmitirBody, nombre: string, vence: string, at: Date): Promise<string> {
    const atIso = iso(at);
    const id = randomId();
    await db.transaction().execute(async (trx) => {
      const events: BtEventosTable[] = [];
      // the folio first: its row lock queues the cliente's issues, so the holder's card read next is the last one committed
      const year = yearIn(at, safeTimeZone(s.cliente.timezone));
      const folio = `B-${year}-${String(await repo.reserveFolio(trx, s.clienteId, year)).padStart(6, '0')}`;
      const old = await repo.activeCredencial(trx, s.clienteId, body.plantillaId, body.habitanteId);
      if (old) {
        const patch = { revocada_en: atIso, motivo_revocacion: BT_MOTIVO_REEMPLAZADA, revocada_por: s.user.id, reemplazada_por: id, updated_at: atIso };
        if (await repo.updateCredencial(trx, s.clienteId, old.id, null, patch)) events.push(event(s.clienteId, s.user.id, old.id, 'revocada', { motivo: BT_MOTIVO_REEMPLAZADA, reemplazadaPor: id }, atIso));
      }
      await repo.insertCredencial(trx, {
        id,
        cliente_id: s.clienteId,
        folio,
        plantilla_id: body.plantillaId,
        habitante_id: body.habitanteId,
        nombre_completo: nombre,
        search_text: `${fold(folio)} ${fold(nombre)}`,
        foto_sha256: body.fotoSha256 ?? null,
        emitida_en: atIso,
        vence_en: vence,
        revocada_en: null,
        motivo_revocacion: null,
        revocada_por: null,
        reemplazada_por: null,
        emitida_por: s.user.id,
        version: 1,
        updated_at: atIso,
      });
      events.push(event(s.clienteId, s.user.id, id, 'emitida', { folio, venceEn: vence, fotoSha256: body.fotoSha256 ?? null, reemplazaA: old?.id ?? null }, atIso));
      await repo.insertEventos(trx, events);
    });
    return id;
  }

  /** The logo printed: the template's own, else the cliente's stored one (a WebP logo has no PDF form: none). */
  async function logoOf(clienteId: string, logoSha256: string | null, clienteLogo: string | null): Promise<Drawable | null> {
    if (logoSha256) {
      const f = await files.read(clienteId, logoSha256);
      if (f) return drawable(f.bytes, f.mime);
    }
    const file = storedLogoPath(app.config.dataDir, clienteLogo);
    const mime = file?.endsWith('.png') ? 'image/png' : file?.endsWith('.jpg') ? 'image/jpeg' : undefined;
    return file && mime ? drawable(await readFile(file).catch(() => null), mime) : null;
  }

  /** The card's PDF, as printed now; for staff and for the holder alike. */
  async function printable(cliente: ClienteRow, c: BtCredencialesTable): Promise<{ bytes: Buffer; nombre: string }> {
    const p = await repo.findPlantilla(db, cliente.id, c.plantilla_id, iso(app.clock()));
    if (!p) throw btError(404, 'bettaid.plantilla_not_found', 'id');
    const tz = safeTimeZone(cliente.timezone);
    const holder = await repo.holder(db, cliente.id, c.habitante_id);
    const foto = c.foto_sha256 ? await files.read(cliente.id, c.foto_sha256) : null;
    const t = await token(c);
    const url = qrUrl(c.id, t);
    const bytes = await cardPdf({
      orientacion: p.orientacion,
      colores: { primario: p.color_primario, secundario: p.color_secundario, texto: p.color_texto },
      logo: await logoOf(cliente.id, p.logo_sha256, cliente.logo),
      foto: foto ? drawable(foto.bytes, foto.mime) : null,
      clienteNombre: cliente.nombre,
      plantillaNombre: p.nombre,
      nombre: c.nombre_completo,
      campos: cardValues(camposOf(p.campos), c, holder, tz)
        .filter((v) => v.campo !== 'nombre')
        .map((v) => ({ label: CAMPO_LABELS[v.campo], valor: v.valor })),
      folio: c.folio,
      vigencia: cardDay(lastDay(c.vence_en, tz)),
      qrUrl: url,
      verificaEn: `${app.config.publicUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/btid`,
      textoReverso: p.texto_reverso,
    });
    return { bytes, nombre: `credencial-${c.folio}.pdf` };
  }

  return {
    row,
    detail,
    token,
    qrUrl,
    printable,

    async list(s: Session, q: ListQuery): Promise<BtCredencialesResponse> {
      const now = nowMs();
      const f = { estado: q.estado, plantillaId: q.plantillaId, habitanteId: q.habitanteId, q: q.q };
      const { rows, total } = await repo.pageCredenciales(db, s.clienteId, f, q.pageSize, (q.page - 1) * q.pageSize, iso(new Date(now)));
      return { items: rows.map((r) => credencialView(r, now)), total, page: q.page, pageSize: q.pageSize };
    },

    async habitante(s: Session, habitanteId: string, plantillaId: string | undefined): Promise<BtHabitanteResponse> {
      const h = await repo.holder(db, s.clienteId, habitanteId);
      if (!h) throw btError(404, 'bettaid.habitante_not_found', 'habitanteId');
      const now = nowMs();
      const cards = await repo.credencialesOf(db, s.clienteId, habitanteId, plantillaId, HABITANTE_CARDS_MAX);
      return {
        habitante: { id: h.id, nombreCompleto: nombreCompleto(h), curp: h.curp, colonia: h.colonia_id ? { id: h.colonia_id, nombre: h.colonia_nombre ?? '' } : null },
        credenciales: cards.map((c) => credencialView(c, now)),
      };
    },

    async emitir(s: Session, body: EmitirBody): Promise<BtCredencialDetalle> {
      const at = app.clock();
      const p = await repo.findPlantilla(db, s.clienteId, body.plantillaId, iso(at));
      if (!p) throw btError(400, 'bettaid.plantilla_not_found', 'plantillaId');
      if (!p.activa) throw btError(400, 'bettaid.plantilla_inactiva', 'plantillaId');
      const h = await repo.holder(db, s.clienteId, body.habitanteId);
      if (!h) throw btError(400, 'bettaid.habitante_not_found', 'habitanteId');
      await requireFoto(s, body.fotoSha256);
      const vence = venceEn(s, body.venceEl, p.vigencia_meses, at);
      for (let attempt = 1; ; attempt++) {
        try {
          return await detail(s, await issueOnce(s, body, nombreCompleto(h), vence, at));
        } catch (err) {
          // another issue for this holder and template committed first: supersede that one in turn
          if (!isUniqueViolation(err) || attempt === 3) throw err;
        }
      }
    },

    async update(s: Session, id: string, body: UpdateBody): Promise<BtCredencialDetalle> {
      const c = await row(s, id);
      if (c.revocada_en) throw btError(409, 'bettaid.revocada');
      await requireFoto(s, body.fotoSha256);
      const at = app.clock();
      const patch: Partial<BtCredencialesTable> = { updated_at: iso(at) };
      const antes: Record<string, unknown> = {};
      const despues: Record<string, unknown> = {};
      if (body.venceEl !== undefined) {
        patch.vence_en = venceEn(s, body.venceEl, 0, at);
        if (patch.vence_en !== c.vence_en) {
          antes.venceEn = c.vence_en;
          despues.venceEn = patch.vence_en;
        }
      }
      if (body.fotoSha256 !== undefined && body.fotoSha256 !== c.foto_sha256) {
        patch.foto_sha256 = body.fotoSha256;
        antes.fotoSha256 = c.foto_sha256;
        despues.fotoSha256 = body.fotoSha256;
      }
      await db.transaction().execute(async (trx) => {
        if (!(await repo.updateCredencial(trx, s.clienteId, id, body.version, patch))) throw btError(409, 'bettaid.stale', 'version');
        if (Object.keys(despues).length) await repo.insertEventos(trx, [event(s.clienteId, s.user.id, id, 'editada', { antes, despues }, iso(at))]);
      });
      return detail(s, id);
    },

    async revocar(s: Session, id: string, body: RevocarBody): Promise<BtCredencialDetalle> {
      const c = await row(s, id);
      if (c.revocada_en) throw btError(409, 'bettaid.revocada');
      const at = iso(app.clock());
      await db.transaction().execute(async (trx) => {
        const patch = { revocada_en: at, motivo_revocacion: body.motivo, revocada_por: s.user.id, updated_at: at };
        if (!(await repo.updateCredencial(trx, s.clienteId, id, body.version, patch))) {
          const now = await repo.findCredencial(trx, s.clienteId, id);
          throw now?.revocada_en ? btError(409, 'bettaid.revocada') : btError(409, 'bettaid.stale', 'version');
        }
        await repo.insertEventos(trx, [event(s.clienteId, s.user.id, id, 'revocada', { motivo: body.motivo }, at)]);
      });
      return detail(s, id);
    },

    /** The card's PDF for staff; each print is recorded. */
    async pdf(s: Session, id: string): Promise<{ bytes: Buffer; nombre: string }> {
      const c = await row(s, id);
      const out = await printable(s.cliente, c);
      await repo.insertEventos(db, [event(s.clienteId, s.user.id, id, 'impresa', { estado: estadoOf(c, nowMs()) }, iso(app.clock()))]);
      return out;
    },
  };
}
