import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkBotFlow,
  type BotChannelBody,
  type BotFlow,
  type BotFlowDraftBody,
  type BotFlowState,
  type BotFlowValidation,
  type BotSettings,
  type BotTemplate,
  type BotTemplateBody,
} from '@sig/shared/contract';
import type { BotChannelsTable, BotTemplatesTable } from '../../db/schema.bot';
import { iso } from '../../lib/clock';
import { HttpError } from '../../lib/httpError';
import { bool, toJson } from '../../lib/json';
import type { Session } from '../../core';
import { findTipo } from '../cases';
import * as repo from './bot.repository';
import { botError } from './botError';
import { botEvent } from './botHistory';
import { flowOf } from './botView';

/*
 * The bot's configuration (the `admin` permission): the flow's draft, its validation and publication as a new
 * version (conversations in progress keep theirs), the channels with their webhook secrets, the per-agent cap
 * and the approved templates. Every change is a history event.
 */

/** The per-agent cap when the cliente has set none. */
export const DEFAULT_MAX_POR_AGENTE = 5;

const channelView = (c: BotChannelsTable) => ({ id: c.id, nombre: c.nombre, tipo: c.tipo, activo: bool(c.activo), createdAt: c.created_at });
export const templateView = (t: BotTemplatesTable): BotTemplate => ({ id: t.id, nombre: t.nombre, texto: t.texto, aprobada: bool(t.aprobada), createdAt: t.created_at });

export function configService(app: FastifyInstance) {
  const db = app.db;
  const now = () => iso(app.clock());
  const at = (s: Session, t: string) => ({ clienteId: s.clienteId, conversationId: null, actorId: s.user.id, at: t });

  /** The structural problems, then each reporte step's tipo: it must be an active tipo de reporte of the cliente. */
  async function validate(s: Session, flow: BotFlow): Promise<BotFlowValidation> {
    const problemas = checkBotFlow(flow).map((p) => ({ nodo: p.nodo, codigo: p.codigo, mensaje: p.mensaje }));
    for (const n of flow.nodos) {
      if (n.tipo !== 'reporte') continue;
      const tipo = await findTipo(db, s.clienteId, 'reporte', n.tipoId);
      if (!tipo || !bool(tipo.activo)) problemas.push({ nodo: n.id, codigo: 'tipo', mensaje: `El tipo de reporte de «${n.id}» no existe o no está activo.` });
    }
    return { valido: problemas.length === 0, problemas };
  }

  async function state(s: Session): Promise<BotFlowState> {
    const draft = await repo.findDraft(db, s.clienteId);
    const latest = await repo.latestVersion(db, s.clienteId);
    const versions = await repo.listVersions(db, s.clienteId);
    const names = new Map((await repo.userNames(db, [draft?.updated_by, latest?.published_by, ...versions.map((v) => v.published_by)].filter((x): x is string => Boolean(x)))).map((u) => [u.id, u.display_name]));
    const ref = (id: string | null | undefined) => (id ? { id, displayName: names.get(id) ?? '' } : null);
    const flujo = draft ? flowOf(draft.definicion) : null;
    return {
      borrador: draft && flujo ? { flujo, version: draft.version, updatedAt: draft.updated_at, updatedBy: ref(draft.updated_by) } : null,
      validacion: flujo ? await validate(s, flujo) : null,
      publicada: latest ? { version: latest.version, flujo: flowOf(latest.definicion), publishedAt: latest.published_at, publishedBy: ref(latest.published_by) } : null,
      versiones: versions.map((v) => ({ version: v.version, publishedAt: v.published_at, publishedBy: ref(v.published_by) })),
    };
  }

  return {
    state,
    validate,

    async saveDraft(s: Session, body: BotFlowDraftBody): Promise<BotFlowState> {
      const t = now();
      await db.transaction().execute(async (trx) => {
        if (!(await repo.saveDraft(trx, s.clienteId, toJson(body.flujo), body.version, s.user.id, t))) throw botError(409, 'bot.stale', 'version');
        await botEvent(trx, at(s, t), { tipo: 'flujo_guardado', antes: { version: body.version }, despues: { version: body.version + 1 } });
      });
      return state(s);
    },

    /** The saved draft (at the version the editor read) becomes the next version, if it validates. */
    async publish(s: Session, version: number): Promise<BotFlowState> {
      const draft = await repo.findDraft(db, s.clienteId);
      if (!draft) throw botError(400, 'bot.no_draft');
      if (draft.version !== version) throw botError(409, 'bot.stale', 'version');
      const check = await validate(s, flowOf(draft.definicion));
      if (!check.valido) {
        throw new HttpError(400, 'bot.flow_invalid', 'El flujo tiene errores: corrígelos antes de publicarlo.', { field: 'flujo', errors: check.problemas.map((p) => ({ type: p.nodo ?? 'inicio', message: p.mensaje, code: p.codigo })) });
      }
      const t = now();
      await db.transaction().execute(async (trx) => {
        const latest = await repo.latestVersion(trx, s.clienteId);
        const next = (latest?.version ?? 0) + 1;
        // two publications at once: the second hits the primary key and gets a 409 (errors plugin)
        await repo.insertVersion(trx, { cliente_id: s.clienteId, version: next, definicion: draft.definicion, published_by: s.user.id, published_at: t });
        await botEvent(trx, at(s, t), { tipo: 'flujo_publicado', antes: { version: latest?.version ?? null }, despues: { version: next } });
      });
      return state(s);
    },

    async channels(s: Session) {
      return { items: (await repo.listChannels(db, s.clienteId)).map(channelView) };
    },

    /** A channel; a provider channel gets a random webhook secret, shown this once. */
    async createChannel(s: Session, body: z.output<typeof BotChannelBody>) {
      const t = now();
      const row: BotChannelsTable = {
        id: randomUUID(),
        cliente_id: s.clienteId,
        nombre: body.nombre,
        tipo: body.tipo,
        secreto: body.tipo === 'web' ? null : randomBytes(32).toString('base64url'),
        config: toJson(body.whatsapp ?? {}),
        activo: 1,
        created_at: t,
      };
      await db.transaction().execute(async (trx) => {
        await repo.insertChannel(trx, row);
        await botEvent(trx, at(s, t), { tipo: 'canal_creado', antes: null, despues: { canal: { id: row.id, nombre: row.nombre, tipo: row.tipo } } });
      });
      return { ...channelView(row), secreto: row.secreto };
    },

    async settings(s: Session): Promise<BotSettings> {
      const row = await repo.findSettings(db, s.clienteId);
      return { maxPorAgente: row?.max_por_agente ?? DEFAULT_MAX_POR_AGENTE, version: row?.version ?? 0 };
    },

    async saveSettings(s: Session, body: { maxPorAgente: number; version: number }): Promise<BotSettings> {
      const t = now();
      const before = await this.settings(s);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.saveSettings(trx, s.clienteId, body.maxPorAgente, body.version, t))) throw botError(409, 'bot.stale', 'version');
        await botEvent(trx, at(s, t), { tipo: 'ajustes', antes: { maxPorAgente: before.maxPorAgente }, despues: { maxPorAgente: body.maxPorAgente } });
      });
      return this.settings(s);
    },

    async templates(s: Session) {
      return { items: (await repo.listTemplates(db, s.clienteId)).map(templateView) };
    },

    async createTemplate(s: Session, body: BotTemplateBody): Promise<BotTemplate> {
      const t = now();
      const row: BotTemplatesTable = { id: randomUUID(), cliente_id: s.clienteId, nombre: body.nombre, texto: body.texto, aprobada: body.aprobada ? 1 : 0, created_at: t };
      await db.transaction().execute(async (trx) => {
        await repo.insertTemplate(trx, row);
        await botEvent(trx, at(s, t), { tipo: 'plantilla', antes: null, despues: { id: row.id, nombre: row.nombre, aprobada: body.aprobada } });
      });
      return templateView(row);
    },
  };
}
export type ConfigService = ReturnType<typeof configService>;
