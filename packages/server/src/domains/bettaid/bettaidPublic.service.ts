import type { FastifyInstance } from 'fastify';
import { BT_PUBLIC_PATHS, btPath, type BtMiCredencial, type BtRevocadasResponse, type BtVerificacion } from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { iso } from '../../lib/clock';
import { identity, safeTimeZone } from '../../core';
import { HabitanteSessions } from '../citizens';
import { btError } from './bettaidError';
import type { BettaidFiles } from './bettaidFiles';
import { cardValues } from './cardFields';
import { credencialView, estadoOf, type CredencialesService } from './credenciales.service';
import { camposOf, logoUrlOf, plantillaView } from './plantillas.service';
import * as repo from './bettaid.repository';

/*
 * What anyone may read without an account: a card's state with the holder's name and photo (never the CURP,
 * birth date, address or contacts), the template's logo, the cliente's revocation list; and, with the
 * habitante's own session, their own card with its fields and PDF.
 */

export type BettaidPublic = ReturnType<typeof bettaidPublic>;

export function bettaidPublic(app: FastifyInstance, files: BettaidFiles, cards: CredencialesService) {
  const db = app.db;
  const sessions = new HabitanteSessions(app.config.jwtSecret, app.clock);

  const issues = (c: ClienteRow | undefined): c is ClienteRow => Boolean(c && identity.toCliente(c).products.includes('bettaid'));

  /** The card and its cliente, when that cliente still has BettaID; one 404 for every other case. */
  async function card(id: string) {
    const c = await repo.credencialById(db, id);
    const cliente = c ? await identity.findCliente(db, c.cliente_id) : undefined;
    if (!c || !issues(cliente)) throw btError(404, 'bettaid.not_found', 'id');
    return { c, cliente };
  }

  async function clienteBySlug(slug: string): Promise<ClienteRow> {
    const cliente = await identity.findClienteBySlug(db, slug);
    if (!issues(cliente)) throw btError(404, 'bettaid.cliente_not_found', 'cliente');
    return cliente;
  }

  /** The holder's current card of the template, for the holder alone (their session, for this very habitante). */
  async function mine(slug: string, habitanteId: string, plantillaId: string, session: string | undefined) {
    const cliente = await clienteBySlug(slug);
    if ((await sessions.verify(session, cliente.id)) !== habitanteId) throw btError(401, 'bettaid.sesion');
    const c = await repo.activeCredencial(db, cliente.id, plantillaId, habitanteId);
    if (!c) throw btError(404, 'bettaid.sin_credencial');
    return { cliente, c };
  }

  const fotoUrl = (c: { id: string; foto_sha256: string | null; revocada_en: string | null }) =>
    c.foto_sha256 && !c.revocada_en ? btPath(BT_PUBLIC_PATHS.foto, { id: c.id }) : null;

  return {
    async verificacion(id: string, s: string | undefined): Promise<BtVerificacion> {
      const { c, cliente } = await card(id);
      const p = await repo.plantillaById(db, c.plantilla_id);
      let firma: BtVerificacion['firma'] = 'ausente';
      if (s !== undefined) {
        const check = await app.firmas.verify(cliente.id, s);
        // an expired card's QR is still its genuine QR: `estado` says vencida
        const claims = check.ok || check.reason === 'expired' ? check.claims : undefined;
        firma = claims && claims.kind === 'C' && claims.id === c.id && claims.scope === c.plantilla_id ? 'genuina' : 'falsificada';
      }
      return {
        id: c.id,
        estado: estadoOf(c, app.clock().getTime()),
        nombre: c.nombre_completo,
        fotoUrl: fotoUrl(c),
        cliente: { nombre: cliente.nombre, logo: p ? logoUrlOf(p, cliente.logo) : cliente.logo || null },
        venceEn: c.vence_en,
        revocadaEn: c.revocada_en,
        firma,
      };
    },

    /** The photo of a card not revoked (see BtVerificacion.fotoUrl); 404 otherwise. */
    async foto(id: string): Promise<{ bytes: Buffer; mime: string }> {
      const { c } = await card(id);
      const f = c.foto_sha256 && !c.revocada_en ? await files.read(c.cliente_id, c.foto_sha256) : null;
      if (!f) throw btError(404, 'bettaid.foto_not_found', 'id');
      return f;
    },

    async logo(plantillaId: string): Promise<{ bytes: Buffer; mime: string }> {
      const p = await repo.plantillaById(db, plantillaId);
      const cliente = p ? await identity.findCliente(db, p.cliente_id) : undefined;
      const f = p?.logo_sha256 && issues(cliente) ? await files.read(p.cliente_id, p.logo_sha256) : null;
      if (!f) throw btError(404, 'bettaid.logo_not_found', 'plantillaId');
      return f;
    },

    async revocadas(clienteId: string): Promise<BtRevocadasResponse> {
      const cliente = await identity.findCliente(db, clienteId);
      if (!issues(cliente)) throw btError(404, 'bettaid.cliente_not_found', 'clienteId');
      const now = iso(app.clock());
      const rows = await repo.revocadas(db, cliente.id, now);
      return { clienteId: cliente.id, generadoEn: now, revocadas: rows.map((r) => ({ id: r.id, revocadaEn: r.revocada_en ?? '' })) };
    },

    async miCredencial(slug: string, habitanteId: string, plantillaId: string, session: string | undefined): Promise<BtMiCredencial> {
      const { cliente, c } = await mine(slug, habitanteId, plantillaId, session);
      const p = await repo.findPlantilla(db, cliente.id, plantillaId, iso(app.clock()));
      if (!p) throw btError(404, 'bettaid.sin_credencial');
      const holder = await repo.holder(db, cliente.id, habitanteId);
      const { emitidaPor: _e, reemplazadaPor: _r, motivoRevocacion: _m, ...credencial } = credencialView({ ...c, plantilla_nombre: p.nombre, emitida_por_nombre: null }, app.clock().getTime());
      const t = await cards.token(c);
      const view = plantillaView(p, cliente.logo);
      return {
        credencial,
        plantilla: { id: view.id, nombre: view.nombre, orientacion: view.orientacion, colores: view.colores, logoUrl: view.logoUrl, campos: view.campos, textoReverso: view.textoReverso },
        cliente: { nombre: cliente.nombre, logo: view.logoUrl },
        campos: cardValues(camposOf(p.campos), c, holder, safeTimeZone(cliente.timezone)),
        fotoUrl: fotoUrl(c),
        qrUrl: cards.qrUrl(c.id, t),
      };
    },

    async miCredencialPdf(slug: string, habitanteId: string, plantillaId: string, session: string | undefined): Promise<{ bytes: Buffer; nombre: string }> {
      const { cliente, c } = await mine(slug, habitanteId, plantillaId, session);
      return cards.printable(cliente, c);
    },
  };
}
