import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type {
  BotAgentsResponse,
  BotCanned,
  BotCannedBody,
  BotCloseBody,
  BotContactDetail,
  BotContactsQuery,
  BotContactsResponse,
  BotConversation,
  BotConversationDetail,
  BotMessage,
  BotMetrics,
  BotMyConversations,
  BotQueueResponse,
  BotSendBody,
} from '@sig/shared/contract';
import type { BotCannedTable } from '../../db/schema.bot';
import { iso } from '../../lib/clock';
import { parseJson } from '../../lib/json';
import { dayEnd, dayIn, dayStart, holdsPermission, safeTimeZone, type Session } from '../../core';
import { listMemberPermissions } from '../cases';
import * as repo from './bot.repository';
import { addAgentMessage } from './botEngine';
import { botError } from './botError';
import { botEvent } from './botHistory';
import type { BotLive } from './botLive';
import { deliver } from './botSenders';
import { conversationView, eventView, messageView, windowOpen } from './botView';
import { DEFAULT_MAX_POR_AGENTE } from './config.service';

/*
 * The contact centre (SigChatCenter) and the contacts list (SigContactos). The queue is served oldest first;
 * no agent ever holds more open conversations than the cliente's cap, whether they take one, are given the
 * next by auto-assignment, or receive a transfer. A claim only succeeds while the conversation is still
 * waiting, so two agents racing for it cannot both get it. Outside 24 h since the contact last wrote only an
 * approved template may be sent (providers refuse anything else). Metrics are computed in SQL.
 */

const cannedView = (c: BotCannedTable): BotCanned => ({ id: c.id, titulo: c.titulo, texto: c.texto, updatedAt: c.updated_at });
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g, (m, k: string) => values[k] ?? m);

export function centreService(app: FastifyInstance, live: BotLive) {
  const db = app.db;
  const clock = () => app.clock();
  const at = (s: Session, t: string, conversationId: string) => ({ clienteId: s.clienteId, conversationId, actorId: s.user.id, at: t });

  async function view(s: Session, id: string, q: repo.Db = db): Promise<BotConversation> {
    const row = await repo.findConversation(q, s.clienteId, id);
    if (!row) throw botError(404, 'bot.not_found', 'id');
    return conversationView(row, clock());
  }

  async function cap(q: repo.Db, clienteId: string): Promise<number> {
    return (await repo.findSettings(q, clienteId))?.max_por_agente ?? DEFAULT_MAX_POR_AGENTE;
  }

  /** Gives a waiting conversation to `agent` within their cap; 409 when it is no longer waiting or they are full. */
  async function claim(s: Session, pick: (trx: repo.Db) => Promise<string>, agent: { id: string; displayName: string }, modo: 'tomada' | 'automatica'): Promise<BotConversation> {
    const conv = await db.transaction().execute(async (trx) => {
      if ((await repo.countAgentOpen(trx, s.clienteId, agent.id)) >= (await cap(trx, s.clienteId))) throw botError(409, 'bot.cap_reached');
      const id = await pick(trx);
      const t = iso(clock());
      if (!(await repo.updateConversation(trx, s.clienteId, id, { estado: 'asignada', agente_id: agent.id, assigned_at: t, no_leidos: 0, updated_at: t }, ['en_cola']))) {
        throw (await repo.findConversation(trx, s.clienteId, id)) ? botError(409, 'bot.not_waiting', 'id') : botError(404, 'bot.not_found', 'id');
      }
      await botEvent(trx, at(s, t, id), { tipo: 'asignada', antes: { estado: 'en_cola', agente: null }, despues: { estado: 'asignada', agente: agent, modo } });
      return view(s, id, trx);
    });
    await live.queueChanged(s.clienteId, conv.id, 'asignada');
    live.assigned(s.clienteId, agent.id, conv);
    return conv;
  }

  /** The conversation, assigned to the caller (or any, for the master admin); 404 / 409 bot.not_assigned otherwise. */
  async function mine(s: Session, id: string, q: repo.Db = db) {
    const row = await repo.findConversation(q, s.clienteId, id);
    if (!row) throw botError(404, 'bot.not_found', 'id');
    if (row.estado === 'cerrada') throw botError(409, 'bot.closed');
    if (row.estado !== 'asignada' || (row.agente_id !== s.user.id && !holdsPermission(s.permissions))) throw botError(409, 'bot.not_assigned', 'id');
    return row;
  }

  return {
    async queue(s: Session): Promise<BotQueueResponse> {
      const now = clock();
      const rows = await repo.listQueue(db, s.clienteId);
      return { items: rows.map((r) => ({ conversacion: conversationView(r, now), esperaSegundos: Math.max(0, Math.round((now.getTime() - Date.parse(r.queued_at!)) / 1000)) })), at: iso(now) };
    },

    take: (s: Session, id: string) => claim(s, async () => id, { id: s.user.id, displayName: s.user.display_name }, 'tomada'),

    /** The oldest waiting conversation to the caller; another agent taking it first moves on to the next one. */
    async autoAssign(s: Session): Promise<BotConversation> {
      for (let attempt = 0; ; attempt++) {
        try {
          return await claim(
            s,
            async (trx) => {
              const oldest = await repo.oldestWaiting(trx, s.clienteId);
              if (!oldest) throw botError(404, 'bot.queue_empty');
              return oldest.id;
            },
            { id: s.user.id, displayName: s.user.display_name },
            'automatica',
          );
        } catch (err) {
          if (attempt < 3 && (err as { code?: string }).code === 'bot.not_waiting') continue;
          throw err;
        }
      }
    },

    async transfer(s: Session, id: string, agenteId: string): Promise<BotConversation> {
      const member = (await listMemberPermissions(db, s.clienteId)).find((m) => m.id === agenteId);
      if (!member || !holdsPermission(parseJson<string[]>(member.permissions, []), 'SigChatCenter')) throw botError(400, 'bot.agent_not_found', 'agenteId');
      const to = { id: member.id, displayName: member.display_name };
      const conv = await db.transaction().execute(async (trx) => {
        const row = await mine(s, id, trx);
        if (agenteId === row.agente_id) return view(s, id, trx);
        if ((await repo.countAgentOpen(trx, s.clienteId, agenteId)) >= (await cap(trx, s.clienteId))) throw botError(409, 'bot.cap_reached', 'agenteId');
        const t = iso(clock());
        if (!(await repo.updateConversation(trx, s.clienteId, id, { agente_id: agenteId, assigned_at: t, updated_at: t }, ['asignada']))) throw botError(409, 'bot.not_assigned', 'id');
        await botEvent(trx, at(s, t, id), { tipo: 'transferida', antes: { agente: row.agente_id ? { id: row.agente_id, displayName: row.agente_nombre ?? '' } : null }, despues: { agente: to } });
        return view(s, id, trx);
      });
      live.assigned(s.clienteId, agenteId, conv);
      return conv;
    },

    /** A message from the assigned agent: free text (or a canned answer) inside the 24 h window, an approved template at any time. */
    async send(s: Session, id: string, body: BotSendBody): Promise<BotMessage> {
      const t = clock();
      const { message, row, channel } = await db.transaction().execute(async (trx) => {
        const row = await mine(s, id, trx);
        let texto: string;
        let tipo: 'texto' | 'plantilla' = 'texto';
        if ('plantillaId' in body) {
          const tpl = await repo.findTemplate(trx, s.clienteId, body.plantillaId);
          if (!tpl || tpl.aprobada !== 1) throw botError(400, 'bot.template_not_found', 'plantillaId');
          texto = fill(tpl.texto, Object.fromEntries(body.parametros.map((p, i) => [String(i + 1), p])));
          tipo = 'plantilla';
        } else {
          if (!windowOpen(row.last_inbound_at, t)) throw botError(409, 'bot.window_closed', 'texto');
          if ('respuestaId' in body) {
            const canned = await repo.findCanned(trx, s.clienteId, body.respuestaId);
            if (!canned) throw botError(400, 'bot.canned_not_found', 'respuestaId');
            texto = fill(canned.texto, { nombre: row.contacto_nombre, folio: row.folio ?? '', agente: s.user.display_name });
          } else texto = body.texto;
        }
        const channel = (await repo.findChannel(trx, row.channel_id))!;
        const message = await addAgentMessage({ app, db: trx, cliente: s.cliente, channel, now: iso(t) }, id, s.user.id, tipo, texto);
        if (!row.first_response_at) {
          const ms = Math.max(0, t.getTime() - Date.parse(row.queued_at ?? row.created_at));
          await repo.updateConversation(trx, s.clienteId, id, { first_response_at: iso(t), first_response_ms: ms, updated_at: iso(t) });
        }
        return { message, row, channel };
      });
      const contact = await repo.findContact(db, s.clienteId, row.contact_id);
      if (channel) deliver(app, channel, id, contact?.external_id ?? '', [{ texto: message.texto, opciones: [] }]);
      return message;
    },

    async markRead(s: Session, id: string): Promise<BotConversation> {
      await mine(s, id);
      await repo.updateConversation(db, s.clienteId, id, { no_leidos: 0 });
      return view(s, id);
    },

    async close(s: Session, id: string, body: BotCloseBody): Promise<BotConversation> {
      const { conv, was } = await db.transaction().execute(async (trx) => {
        const row = await repo.findConversation(trx, s.clienteId, id);
        if (!row) throw botError(404, 'bot.not_found', 'id');
        if (row.estado === 'cerrada') throw botError(409, 'bot.closed');
        // an assigned conversation is closed by its agent; a waiting (or bot) one by any agent (spam, duplicates)
        if (row.estado === 'asignada' && row.agente_id !== s.user.id && !holdsPermission(s.permissions)) throw botError(409, 'bot.not_assigned', 'id');
        const t = iso(clock());
        if (!(await repo.updateConversation(trx, s.clienteId, id, { estado: 'cerrada', node_id: null, closed_at: t, motivo: body.motivo, updated_at: t }, [row.estado]))) throw botError(409, 'bot.closed');
        await botEvent(trx, at(s, t, id), { tipo: 'cerrada', antes: { estado: row.estado }, despues: { estado: 'cerrada', motivo: body.motivo } });
        return { conv: await view(s, id, trx), was: row.estado };
      });
      if (was === 'en_cola') await live.queueChanged(s.clienteId, id, 'cerrada');
      return conv;
    },

    async mineList(s: Session): Promise<BotMyConversations> {
      const now = clock();
      const items = (await repo.listAgentOpen(db, s.clienteId, s.user.id)).map((r) => conversationView(r, now));
      return { items, noLeidos: items.reduce((n, c) => n + c.noLeidos, 0) };
    },

    async detail(s: Session, id: string): Promise<BotConversationDetail> {
      const conv = await view(s, id);
      const mensajes = (await repo.listMessages(db, s.clienteId, id, 0)).map(messageView);
      const historial = (await repo.listEvents(db, s.clienteId, id)).map(eventView);
      return { ...conv, mensajes, historial };
    },

    async metrics(s: Session): Promise<BotMetrics> {
      const zone = safeTimeZone(s.cliente.timezone);
      const dia = dayIn(clock(), zone);
      const from = iso(dayStart(dia, zone));
      const to = iso(dayEnd(dia, zone));
      const ms = await repo.medianFirstResponse(db, s.clienteId, from, to);
      const agents = await repo.perAgent(db, s.clienteId, from, to);
      return {
        esperandoAhora: await repo.countWaiting(db, s.clienteId),
        medianaPrimeraRespuestaSegundos: ms === null ? null : Math.round(ms / 1000),
        porAgente: agents.map((a) => ({ agente: { id: a.id, displayName: a.nombre }, abiertas: a.abiertas, cerradasHoy: a.cerradas })),
        dia,
      };
    },

    /** The colleagues holding SigChatCenter (active members of the cliente), with their open conversations and the cap. */
    async agents(s: Session): Promise<BotAgentsResponse> {
      // a member may hold several roles: their permissions are the union
      const granted = new Map<string, { name: string; perms: string[] }>();
      for (const m of await listMemberPermissions(db, s.clienteId)) {
        const g = granted.get(m.id) ?? { name: m.display_name, perms: [] };
        g.perms.push(...parseJson<string[]>(m.permissions, []));
        granted.set(m.id, g);
      }
      const open = await repo.openPerAgent(db, s.clienteId);
      const max = await cap(db, s.clienteId);
      const items = [...granted]
        .filter(([, g]) => holdsPermission(g.perms, 'SigChatCenter'))
        .map(([id, g]) => {
          const abiertas = open.get(id) ?? 0;
          return { agente: { id, displayName: g.name }, abiertas, disponible: abiertas < max };
        });
      return { items, maxPorAgente: max };
    },

    // ---- canned answers

    async canned(s: Session) {
      return { items: (await repo.listCanned(db, s.clienteId)).map(cannedView) };
    },
    async createCanned(s: Session, body: BotCannedBody): Promise<BotCanned> {
      const t = iso(clock());
      const row: BotCannedTable = { id: randomUUID(), cliente_id: s.clienteId, titulo: body.titulo, texto: body.texto, created_at: t, updated_at: t };
      await db.transaction().execute(async (trx) => {
        await repo.insertCanned(trx, row);
        await botEvent(trx, { clienteId: s.clienteId, conversationId: null, actorId: s.user.id, at: t }, { tipo: 'respuesta_guardada', antes: null, despues: { id: row.id, titulo: row.titulo } });
      });
      return cannedView(row);
    },
    async updateCanned(s: Session, id: string, body: BotCannedBody): Promise<BotCanned> {
      const t = iso(clock());
      return db.transaction().execute(async (trx) => {
        const before = await repo.findCanned(trx, s.clienteId, id);
        if (!before) throw botError(404, 'bot.canned_not_found', 'id');
        await repo.updateCanned(trx, s.clienteId, id, { titulo: body.titulo, texto: body.texto, updated_at: t });
        await botEvent(trx, { clienteId: s.clienteId, conversationId: null, actorId: s.user.id, at: t }, { tipo: 'respuesta_guardada', antes: { titulo: before.titulo }, despues: { id, titulo: body.titulo } });
        return cannedView({ ...before, titulo: body.titulo, texto: body.texto, updated_at: t });
      });
    },
    async deleteCanned(s: Session, id: string) {
      const t = iso(clock());
      await db.transaction().execute(async (trx) => {
        const before = await repo.findCanned(trx, s.clienteId, id);
        if (!before) throw botError(404, 'bot.canned_not_found', 'id');
        await repo.deleteCanned(trx, s.clienteId, id);
        await botEvent(trx, { clienteId: s.clienteId, conversationId: null, actorId: s.user.id, at: t }, { tipo: 'respuesta_eliminada', antes: { id, titulo: before.titulo }, despues: null });
      });
      return { id, eliminado: true as const };
    },

    // ---- contacts

    async contacts(s: Session, q: BotContactsQuery): Promise<BotContactsResponse> {
      const { rows, total } = await repo.listContacts(db, s.clienteId, q.filtro, s.user.id, q.page, q.pageSize);
      const items = await Promise.all(rows.map((r) => contactView(s, r)));
      return { items, total, page: q.page, pageSize: q.pageSize };
    },

    async contact(s: Session, id: string): Promise<BotContactDetail> {
      const row = await repo.findContact(db, s.clienteId, id);
      if (!row) throw botError(404, 'bot.contact_not_found', 'id');
      const now = clock();
      const conversaciones = (await repo.conversationsOfContact(db, s.clienteId, id)).map((c) => conversationView(c, now));
      const folios = (await repo.foliosOfContact(db, s.clienteId, id)).map((f) => f.folio!);
      return { ...(await contactView(s, row, conversaciones[0] ?? null)), conversaciones, folios };
    },
  };

  async function contactView(s: Session, r: repo.ContactRow, latest?: BotConversation | null) {
    const last = latest !== undefined ? latest : await (async () => {
      const rows = await repo.conversationsOfContact(db, s.clienteId, r.id);
      return rows[0] ? conversationView(rows[0], clock()) : null;
    })();
    return {
      id: r.id,
      nombre: r.nombre,
      telefono: r.telefono,
      canal: r.canal,
      habitante: r.habitante_id && r.habitante_via ? { id: r.habitante_id, nombre: `${r.h_nombre ?? ''} ${r.h_apellidos ?? ''}`.trim(), via: r.habitante_via } : null,
      ultimaConversacion: last,
      noLeidos: last && last.estado !== 'cerrada' ? last.noLeidos : 0,
      ultimoMensajeAt: r.last_inbound_at,
    };
  }
}
export type CentreService = ReturnType<typeof centreService>;
