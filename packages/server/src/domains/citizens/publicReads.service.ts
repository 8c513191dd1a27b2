import type { Kysely } from 'kysely';
import { canonicalFolio, estatusSetBy, PUBLIC_MAP_MAX_POINTS, type PublicCase, type PublicCaseDetalle, type PublicCliente, type PublicMapQuery, type PublicMapResponse } from '@sig/shared/contract';
import type { ClienteRow, Database } from '../../db/schema';
import { readCaseEvent } from '../../lib/caseEvents';
import { bool } from '../../lib/json';
import { citizenError } from './citizenError';
import * as repo from './citizens.repository';
import { publicCliente } from './publicView';
import { followCodeMatches, listEstatus, listPublicPhotos } from '../cases';
import type { Clock } from '../../lib/clock';
import { photoLink } from '../cases';
import { resueltoOfFolio } from '../auditoria';

/* What the public reads answer: only what a stranger may read, the more of a case only with its follow code. */

export function publicReadsService(db: Kysely<Database>, opts: { publicUrl: string; secret: string; clock: Clock }) {
  const { publicUrl } = opts;
  const followDetalle = async (cliente: ClienteRow, found: repo.PublicCaseRow): Promise<PublicCaseDetalle> => {
    const clienteId = cliente.id;
    const historial = [];
    for (const row of await repo.listEstatusEvents(db, clienteId, found.id)) {
      // the estatus as it was named when it was set, not as it is named today (no actor or comment goes out)
      const event = readCaseEvent({ ...row, comentario: null }, null);
      const set = event && estatusSetBy(event);
      if (set) historial.push({ at: event.at, estatus: set.nombre, color: set.color });
    }
    const now = opts.clock();
    const fotos = (await listPublicPhotos(db, clienteId, found.id)).map((f) => ({ id: f.id, nombre: f.nombre, url: photoLink(opts.secret, publicUrl, cliente, f.id, now) }));
    return {
      tipo: { nombre: found.tipo.nombre, color: found.tipo.color },
      descripcion: found.descripcion,
      ubicacion: found.lat !== null && found.lng !== null ? { lat: found.lat, lng: found.lng } : null,
      direccion: found.direccion,
      colonia: found.colonia_nombre,
      dueAt: found.due_at,
      fotos,
      historial,
      notas: await repo.listPublicNotes(db, clienteId, found.id),
    };
  };

  return {
    async cliente(cliente: ClienteRow): Promise<PublicCliente> {
      const [reporte, solicitud] = [await repo.listActivePublicTipos(db, cliente.id, 'reporte'), await repo.listActivePublicTipos(db, cliente.id, 'solicitud')];
      return publicCliente(cliente, publicUrl, repo.hasSig(cliente), { reporte, solicitud });
    },

    /**
     * A case by folio: estatus and dates for anyone (folios are sequential, so guessable); its tipo, history
     * and public notes only with its follow code. A wrong code answers exactly as no code: nothing tells a
     * guesser they were close, and the per-address limit caps the guesses.
     */
    async follow(cliente: ClienteRow, folio: string, codigo: string | null): Promise<PublicCase> {
      const found = await repo.findFollowableCase(db, cliente.id, canonicalFolio(folio));
      if (!found) throw citizenError(404, 'citizen.folio_not_found', 'folio');
      const estatus = (await listEstatus(db, cliente.id, found.kind, false)).find((e) => e.id === found.estatus_id);
      const open = codigo !== null && followCodeMatches(found.follow_code_hash, found.id, codigo);
      return {
        folio: found.folio,
        kind: found.kind,
        estatus: estatus ? { nombre: estatus.nombre, color: estatus.color, final: bool(estatus.final) } : { nombre: '', color: '', final: found.closed_at !== null },
        createdAt: found.created_at,
        updatedAt: found.updated_at,
        closedAt: found.closed_at,
        detalle: open ? await followDetalle(cliente, found) : null,
        // "¿Quedó resuelto?" (issue 25): asked of the holder of the follow code only
        ...(open && { resuelto: await resueltoOfFolio(db, cliente.id, found.folio) }),
      };
    },

    async map(cliente: ClienteRow, query: PublicMapQuery): Promise<PublicMapResponse> {
      const total = await repo.countMapPoints(db, cliente.id, query);
      const rows = await repo.listMapPoints(db, cliente.id, query, PUBLIC_MAP_MAX_POINTS);
      const estatus = await listEstatus(db, cliente.id, 'reporte', false);
      const tipos = await repo.listAllPublicReporteTipos(db, cliente.id);
      const estatusIndex = new Map(estatus.map((e, i) => [e.id, i]));
      const tipoIndex = new Map(tipos.map((t, i) => [t.id, i]));
      return {
        estatus: estatus.map((e) => ({ nombre: e.nombre, color: e.color, final: bool(e.final) })),
        tipos: tipos.map((t) => ({ nombre: t.nombre, color: t.color })),
        points: rows.map((p): [number, number, number, number, string] => [p.lat, p.lng, estatusIndex.get(p.estatus_id) ?? -1, tipoIndex.get(p.tipo_id) ?? -1, p.folio]),
        total,
      };
    },
  };
}
