import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ClienteSlugParams,
  Curp,
  curpBirthDate,
  HabitanteCodeBody,
  HabitanteCodeSent,
  HabitanteLookup,
  HabitanteRegistro,
  HabitanteSession,
  HabitanteVerifyBody,
  HONEYPOT_FIELD,
  OTP_MINUTES,
  PUBLIC_PATHS,
  PublicHabitante,
  RegistroResponse,
  SingleLine,
} from '@sig/shared/contract';
import type { ClienteRow } from '../../db/schema';
import { bool } from '../../lib/json';
import { iso } from '../../lib/clock';
import { fold } from '../../lib/searchText';
import type { ZodTypeProvider } from '../../plugins/zod';
import { citizenError } from './citizenError';
import * as repo from './citizens.repository';
import { destinos } from './contactMask';
import type { CitizenDeps } from './deps';
import { checkCode, sendCode } from './habitanteCodes';
import { requireCliente } from './publicCliente';
import { firstName, publicHabitante } from './publicView';

/*
 * The citizens' registry as an anonymous form sees it: register (or be found) by CURP, look up by CURP,
 * read back by id, and prove being a registered habitante with a one-time code. Answers carry the first
 * name and masked contacts, nothing else: an anonymous form must never learn or change anything about a
 * person already registered, and only a code sent to that person (or registering a new record) gives the
 * session that files in their name.
 */

const HabitanteCurpParams = ClienteSlugParams.extend({ curp: Curp });
const HabitanteIdParams = z.object({ id: SingleLine.trim().min(1).max(100) });

/** 128 random bits: habitante ids travel in public links, so they must not be guessable. */
const newHabitanteId = (): string => randomBytes(16).toString('base64url');

export async function habitanteRoutes(app: FastifyInstance, deps: CitizenDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const open = app.access.public();

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

  r.post(
    PUBLIC_PATHS.habitantes,
    { schema: { params: ClienteSlugParams, body: HabitanteRegistro, response: { 200: RegistroResponse, 201: RegistroResponse } }, config: app.perAddress('habitanteRegisterPerAddress'), preHandler: open },
    async (req, reply) => {
      const cliente = await requireCliente(app, req.params.cliente);
      const b = req.body;
      if (b[HONEYPOT_FIELD]) throw citizenError(400, 'citizen.rejected');
      const curp = b.curp || null;
      const motivo = b.sinCurpMotivo?.trim() ?? '';
      if (!curp && !(bool(cliente.operacion_sin_curp) && motivo)) throw citizenError(400, 'citizen.curp_required', 'curp');
      // the CURP is taken: whoever typed it must prove being that person by code, like a lookup
      if (curp && (await repo.findHabitanteByCurp(db, cliente.id, curp))) return reply.code(200).send(await existing(cliente, curp));
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
        search_text: fold(`${b.nombre} ${b.apellidos} ${curp ?? ''}`),
        created_at: now,
        updated_at: now,
      };
      // a new record: the person just typed all of it, so the session comes with it
      if (await repo.insertHabitante(db, row)) {
        return reply.code(201).send({ nombre: firstName(row.nombre), cliente: cliente.slug, existente: false, sesion: await session(row, cliente), canales: destinos(row) });
      }
      // another registration of this CURP won the race: answer as if it had come first
      return reply.code(200).send(await existing(cliente, curp!));
    },
  );

  r.get(
    PUBLIC_PATHS.habitanteByCurp,
    { schema: { params: HabitanteCurpParams, response: { 200: HabitanteLookup } }, config: app.perAddress('curpLookupPerAddress'), preHandler: open },
    async (req) => {
      const cliente = await requireCliente(app, req.params.cliente);
      const found = await repo.findHabitanteForCode(db, cliente.id, { curp: req.params.curp });
      if (!found) throw citizenError(404, 'citizen.not_found', 'curp');
      return { nombre: firstName(found.nombre), cliente: cliente.slug, canales: destinos(found) };
    },
  );

  r.post(
    PUBLIC_PATHS.habitanteCode,
    { schema: { params: ClienteSlugParams, body: HabitanteCodeBody, response: { 200: HabitanteCodeSent } }, config: app.perAddress('habitanteCodePerAddress'), preHandler: open },
    async (req) => {
      const cliente = await requireCliente(app, req.params.cliente);
      if (req.body[HONEYPOT_FIELD]) throw citizenError(400, 'citizen.rejected');
      const h = await repo.findHabitanteForCode(db, cliente.id, req.body);
      if (!h) throw citizenError(404, 'citizen.not_found', req.body.curp ? 'curp' : 'habitanteId');
      const canales = destinos(h);
      if (canales.length === 0) throw citizenError(409, 'citizen.no_contact');
      const base = { nombre: firstName(h.nombre), cliente: cliente.slug, canales, expiraEn: OTP_MINUTES * 60 };
      const canal = req.body.canal ?? (canales.length === 1 ? canales[0]!.canal : undefined);
      // both on file and none chosen: the person picks, nothing is sent yet
      if (!canal) return { ...base, enviado: null, reenviarEn: 0 };
      const enviado = canales.find((c) => c.canal === canal);
      if (!enviado) throw citizenError(400, 'citizen.no_contact', 'canal');
      const { reenviarEn } = await sendCode(app, deps.sms, cliente, h, canal);
      return { ...base, enviado, reenviarEn };
    },
  );

  r.post(
    PUBLIC_PATHS.habitanteVerify,
    { schema: { params: ClienteSlugParams, body: HabitanteVerifyBody, response: { 200: HabitanteSession } }, config: app.perAddress('habitanteVerifyPerAddress'), preHandler: open },
    async (req) => {
      const cliente = await requireCliente(app, req.params.cliente);
      const h = await repo.findHabitanteForCode(db, cliente.id, req.body);
      // an unknown person has no code: the same answer as a spent one
      if (!h) throw citizenError(400, 'citizen.code_expired', 'codigo');
      await checkCode(app, cliente.id, h.id, req.body.codigo);
      return session(h, cliente);
    },
  );

  r.get(PUBLIC_PATHS.habitante, { schema: { params: HabitanteIdParams, response: { 200: PublicHabitante } }, config: app.perAddress('publicReadPerAddress'), preHandler: open }, async (req) => {
    const found = await repo.findHabitanteById(db, req.params.id);
    if (!found) throw citizenError(404, 'citizen.not_found', 'id');
    return publicHabitante(found, found.slug, true);
  });
}
