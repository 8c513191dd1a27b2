import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ClienteSlugParams, Curp, curpBirthDate, HabitanteRegistro, HONEYPOT_FIELD, PUBLIC_PATHS, PublicHabitante } from '@sig/shared/contract';
import { bool } from '../../lib/json';
import { iso } from '../../lib/clock';
import { fold } from '../../lib/searchText';
import type { ZodTypeProvider } from '../../plugins/zod';
import { citizenError } from './citizenError';
import * as repo from './citizens.repository';
import { requireCliente } from './publicCliente';
import { publicHabitante } from './publicView';

/*
 * The citizens' registry as an anonymous form sees it: register (or be found) by CURP, look up by CURP,
 * read back by id. Answers carry the id and the first name, nothing else: an anonymous form must never
 * learn or change anything about a person already registered.
 */

const HabitanteCurpParams = ClienteSlugParams.extend({ curp: Curp });
const HabitanteIdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** 128 random bits: habitante ids travel in public links, so they must not be guessable. */
const newHabitanteId = (): string => randomBytes(16).toString('base64url');

export async function habitanteRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  r.post(
    PUBLIC_PATHS.habitantes,
    { schema: { params: ClienteSlugParams, body: HabitanteRegistro, response: { 200: PublicHabitante, 201: PublicHabitante } }, config: app.perAddress('habitanteRegisterPerAddress') },
    async (req, reply) => {
      const cliente = await requireCliente(app, req.params.cliente);
      const b = req.body;
      if (b[HONEYPOT_FIELD]) throw citizenError(400, 'citizen.rejected');
      const curp = b.curp || null;
      const motivo = b.sinCurpMotivo?.trim() ?? '';
      if (!curp && !(bool(cliente.operacion_sin_curp) && motivo)) throw citizenError(400, 'citizen.curp_required', 'curp');
      if (curp) {
        const existing = await repo.findHabitanteByCurp(db, cliente.id, curp);
        if (existing) return reply.code(200).send(publicHabitante(existing, cliente.slug, true));
      }
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
      if (await repo.insertHabitante(db, row)) return reply.code(201).send(publicHabitante(row, cliente.slug, false));
      // another registration of this CURP won the race: answer as if it had come first
      const winner = await repo.findHabitanteByCurp(db, cliente.id, curp!);
      if (!winner) throw new Error('habitante insert conflicted but no row holds the CURP');
      return reply.code(200).send(publicHabitante(winner, cliente.slug, true));
    },
  );

  r.get(
    PUBLIC_PATHS.habitanteByCurp,
    { schema: { params: HabitanteCurpParams, response: { 200: PublicHabitante } }, config: app.perAddress('curpLookupPerAddress') },
    async (req) => {
      const cliente = await requireCliente(app, req.params.cliente);
      const found = await repo.findHabitanteByCurp(db, cliente.id, req.params.curp);
      if (!found) throw citizenError(404, 'citizen.not_found', 'curp');
      return publicHabitante(found, cliente.slug, true);
    },
  );

  r.get(PUBLIC_PATHS.habitante, { schema: { params: HabitanteIdParams, response: { 200: PublicHabitante } }, config: app.perAddress('publicReadPerAddress') }, async (req) => {
    const found = await repo.findHabitanteById(db, req.params.id);
    if (!found) throw citizenError(404, 'citizen.not_found', 'id');
    return publicHabitante(found, found.slug, true);
  });
}
