import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  curpBirthDate,
  HONEYPOT_FIELD,
  OTP_MINUTES,
  type HabitanteCodeBody,
  type HabitanteCodeSent,
  type HabitanteLookup,
  type HabitanteRegistro,
  type HabitanteSession,
  type HabitanteVerifyBody,
  type PublicHabitante,
  type RegistroResponse,
} from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { bool } from '../../lib/json';
import { iso } from '../../lib/clock';
import { habitanteSearchText } from '../../lib/searchText';
import { citizenError } from './citizenError';
import * as repo from './citizens.repository';
import { destinos } from './contactMask';
import type { CitizenDeps } from './deps';
import { checkCode, sendCode } from './habitanteCodes';
import { firstName, publicHabitante } from './publicView';

/*
 * The citizens' registry as an anonymous form sees it: register (or be found) by CURP, look up by CURP,
 * read back by id, and prove being a registered habitante with a one-time code. Answers carry the first
 * name and masked contacts, nothing else: an anonymous form must never learn or change anything about a
 * person already registered, and only a code sent to that person (or registering a new record) gives the
 * session that files in their name.
 */

/** 128 random bits: habitante ids travel in public links, so they must not be guessable. */
const newHabitanteId = (): string => randomBytes(16).toString('base64url');

export function habitantesService(app: FastifyInstance, deps: CitizenDeps) {
  const db = app.db;

  const session = async (h: { id: string; nombre: string }, cliente: ClienteRow): Promise<HabitanteSession> => ({
    ...(await deps.sessions.sign({ habitanteId: h.id, clienteId: cliente.id })),
    habitante: publicHabitante(h, cliente.slug, true),
  });
  /** An existing record: who it is and where a code can go, never its id or a session. */
  const existing = async (cliente: ClienteRow, curp: string): Promise<RegistroResponse> => {
    const h = await repo.findHabitanteForCode(db, cliente.id, { curp });
    if (!h) throw new Error('habitante insert conflicted but no row holds the CURP');
    return { nombre: firstName(h.nombre), cliente: cliente.slug, existente: true, sesion: null, canales: destinos(h) };
  };

  return {
    /** A new record comes with its session (201: `created`); a CURP already registered answers as a lookup does. */
    async register(cliente: ClienteRow, b: HabitanteRegistro): Promise<{ created: boolean; answer: RegistroResponse }> {
      if (b[HONEYPOT_FIELD]) throw citizenError(400, 'citizen.rejected');
      const curp = b.curp || null;
      const motivo = b.sinCurpMotivo?.trim() ?? '';
      if (!curp && !(bool(cliente.operacion_sin_curp) && motivo)) throw citizenError(400, 'citizen.curp_required', 'curp');
      // the CURP is taken: whoever typed it must prove being that person by code, like a lookup
      if (curp && (await repo.findHabitanteByCurp(db, cliente.id, curp))) return { created: false, answer: await existing(cliente, curp) };
      const now = iso(app.clock());
      const row = {
        id: newHabitanteId(),
        cliente_id: cliente.id,
        curp,
        sin_curp_motivo: curp ? '' : motivo,
        nombre: b.nombre,
        apellidos: b.apellidos,
        fecha_nacimiento: b.fechaNacimiento ?? (curp ? curpBirthDate(curp) : null),
        sexo: b.sexo ?? null,
        telefono: b.telefono ?? '',
        email: b.email ?? '',
        direccion: b.direccion ?? '',
        colonia_id: null,
        lat: null,
        lng: null,
        consentimiento: b.consentimiento ? 1 : 0,
        search_text: habitanteSearchText({ nombre: b.nombre, apellidos: b.apellidos, curp, telefono: b.telefono ?? '' }),
        created_at: now,
        updated_at: now,
      };
      // a new record: the person just typed all of it, so the session comes with it
      if (await repo.insertHabitante(db, row)) {
        return { created: true, answer: { nombre: firstName(row.nombre), cliente: cliente.slug, existente: false, sesion: await session(row, cliente), canales: destinos(row) } };
      }
      // another registration of this CURP won the race: answer as if it had come first
      return { created: false, answer: await existing(cliente, curp!) };
    },

    async lookup(cliente: ClienteRow, curp: string): Promise<HabitanteLookup> {
      const found = await repo.findHabitanteForCode(db, cliente.id, { curp });
      if (!found) throw citizenError(404, 'citizen.not_found', 'curp');
      return { nombre: firstName(found.nombre), cliente: cliente.slug, canales: destinos(found) };
    },

    /** Sends a code through the channel asked for, or the only one on file; with two and none chosen, sends nothing yet. */
    async sendCode(cliente: ClienteRow, body: HabitanteCodeBody): Promise<HabitanteCodeSent> {
      if (body[HONEYPOT_FIELD]) throw citizenError(400, 'citizen.rejected');
      const h = await repo.findHabitanteForCode(db, cliente.id, body);
      if (!h) throw citizenError(404, 'citizen.not_found', body.curp ? 'curp' : 'habitanteId');
      const canales = destinos(h);
      if (canales.length === 0) throw citizenError(409, 'citizen.no_contact');
      const base = { nombre: firstName(h.nombre), cliente: cliente.slug, canales, expiraEn: OTP_MINUTES * 60 };
      const canal = body.canal ?? (canales.length === 1 ? canales[0]!.canal : undefined);
      // both on file and none chosen: the person picks, nothing is sent yet
      if (!canal) return { ...base, enviado: null, reenviarEn: 0 };
      const enviado = canales.find((c) => c.canal === canal);
      if (!enviado) throw citizenError(400, 'citizen.no_contact', 'canal');
      const { reenviarEn } = await sendCode(app, deps.sms, cliente, h, canal);
      return { ...base, enviado, reenviarEn };
    },

    async verify(cliente: ClienteRow, body: HabitanteVerifyBody): Promise<HabitanteSession> {
      const h = await repo.findHabitanteForCode(db, cliente.id, body);
      // an unknown person has no code: the same answer as a spent one
      if (!h) throw citizenError(400, 'citizen.code_expired', 'codigo');
      await checkCode(app, cliente.id, h.id, body.codigo);
      return session(h, cliente);
    },

    async byId(id: string): Promise<PublicHabitante> {
      const found = await repo.findHabitanteById(db, id);
      if (!found) throw citizenError(404, 'citizen.not_found', 'id');
      return publicHabitante(found, found.slug, true);
    },
  };
}
