import type { FastifyInstance } from 'fastify';
import {
  BT_CAMPOS,
  BT_LOGO_MAX_BYTES,
  BT_PLANTILLA_DEFAULTS,
  BT_PUBLIC_PATHS,
  btPath,
  type BtCampo,
  type BtPlantilla,
  type BtPlantillasResponse,
} from '@sig/shared/contract';
import type { z } from 'zod';
import type { BtPlantillasTable } from '../../db/schema.bettaid';
import { iso } from '../../lib/clock';
import { bool, int, parseJson, toJson } from '../../lib/json';
import { randomId } from '../../lib/randomId';
import { fold } from '../../lib/searchText';
import type { Session } from '../../core';
import { btError } from './bettaidError';
import type { BettaidFiles } from './bettaidFiles';
import * as repo from './bettaid.repository';

/* Card templates: a cliente's designs (layout, colours, logo, fields, validity), changed with their version. */

type Out<T extends z.ZodTypeAny> = z.output<T>;
type NewBody = Out<typeof import('@sig/shared/contract').BtNewPlantillaBody>;
type UpdateBody = Out<typeof import('@sig/shared/contract').BtUpdatePlantillaBody>;
type ListQuery = Out<typeof import('@sig/shared/contract').BtPlantillasQuery>;

/** The stored field list, keeping only known fields (a list written by an older version stays readable). */
export const camposOf = (json: string): BtCampo[] => parseJson<string[]>(json, []).filter((c): c is BtCampo => (BT_CAMPOS as readonly string[]).includes(c));

/** The logo printed on a template's cards: its own, else the cliente's (a URL), else none. */
export const logoUrlOf = (p: { id: string; logo_sha256: string | null }, clienteLogo: string | null): string | null =>
  p.logo_sha256 ? `${btPath(BT_PUBLIC_PATHS.logo, { plantillaId: p.id })}?v=${p.logo_sha256.slice(0, 12)}` : clienteLogo || null;

export function plantillaView(p: repo.PlantillaRow, clienteLogo: string | null): BtPlantilla {
  return {
    id: p.id,
    nombre: p.nombre,
    orientacion: p.orientacion,
    colores: { primario: p.color_primario, secundario: p.color_secundario, texto: p.color_texto },
    logoSha256: p.logo_sha256,
    logoUrl: logoUrlOf(p, clienteLogo),
    campos: camposOf(p.campos),
    vigenciaMeses: p.vigencia_meses,
    textoReverso: p.texto_reverso,
    activa: bool(p.activa),
    vigentes: p.vigentes,
    createdAt: p.created_at,
    updatedAt: p.updated_at,
    version: p.version,
  };
}

/** The columns a body's fields set. */
function columns(b: Partial<NewBody>): Partial<BtPlantillasTable> {
  const out: Partial<BtPlantillasTable> = {};
  if (b.nombre !== undefined) Object.assign(out, { nombre: b.nombre, search_text: fold(b.nombre) });
  if (b.orientacion !== undefined) out.orientacion = b.orientacion;
  if (b.colores !== undefined) Object.assign(out, { color_primario: b.colores.primario, color_secundario: b.colores.secundario, color_texto: b.colores.texto });
  if (b.campos !== undefined) out.campos = toJson(b.campos);
  if (b.vigenciaMeses !== undefined) out.vigencia_meses = b.vigenciaMeses;
  if (b.textoReverso !== undefined) out.texto_reverso = b.textoReverso;
  if (b.activa !== undefined) out.activa = int(b.activa);
  return out;
}

export type PlantillasService = ReturnType<typeof plantillasService>;

export function plantillasService(app: FastifyInstance, files: BettaidFiles) {
  const db = app.db;
  const now = () => iso(app.clock());

  async function row(s: Session, id: string): Promise<repo.PlantillaRow> {
    const p = await repo.findPlantilla(db, s.clienteId, id, now());
    if (!p) throw btError(404, 'bettaid.plantilla_not_found', 'id');
    return p;
  }
  const get = async (s: Session, id: string): Promise<BtPlantilla> => plantillaView(await row(s, id), s.cliente.logo);

  /** Applies a change at the version read: 404 when there is no such template, 409 bettaid.stale when it moved on. */
  async function change(s: Session, id: string, version: number, patch: Partial<BtPlantillasTable>): Promise<BtPlantilla> {
    const ok = await repo.updatePlantilla(db, s.clienteId, id, version, { ...patch, updated_at: now() });
    if (!ok) {
      await row(s, id);
      throw btError(409, 'bettaid.stale', 'version');
    }
    return get(s, id);
  }

  return {
    row,
    get,

    async list(s: Session, q: ListQuery): Promise<BtPlantillasResponse> {
      const activa = q.activa === undefined ? undefined : q.activa === 'true';
      const { rows, total } = await repo.pagePlantillas(db, s.clienteId, { activa, q: q.q }, q.pageSize, (q.page - 1) * q.pageSize, now());
      return { items: rows.map((r) => plantillaView(r, s.cliente.logo)), total, page: q.page, pageSize: q.pageSize };
    },

    async create(s: Session, body: NewBody): Promise<BtPlantilla> {
      const at = now();
      const d = BT_PLANTILLA_DEFAULTS;
      const row: BtPlantillasTable = {
        id: randomId(),
        cliente_id: s.clienteId,
        nombre: body.nombre,
        orientacion: d.orientacion,
        color_primario: d.colores.primario,
        color_secundario: d.colores.secundario,
        color_texto: d.colores.texto,
        logo_sha256: null,
        campos: toJson(d.campos),
        vigencia_meses: d.vigenciaMeses,
        texto_reverso: d.textoReverso,
        activa: int(d.activa),
        search_text: fold(body.nombre),
        version: 1,
        created_by: s.user.id,
        created_at: at,
        updated_at: at,
        ...columns(body),
      };
      await repo.insertPlantilla(db, row);
      return get(s, row.id);
    },

    update: (s: Session, id: string, body: UpdateBody): Promise<BtPlantilla> => change(s, id, body.version, columns(body)),

    /** The template's own logo from an uploaded image. */
    async setLogo(s: Session, id: string, version: number, bytes: Buffer): Promise<BtPlantilla> {
      await row(s, id);
      const { foto } = await files.store(s.clienteId, s.user.id, bytes, null, BT_LOGO_MAX_BYTES);
      return change(s, id, version, { logo_sha256: foto.sha256 });
    },

    clearLogo: (s: Session, id: string, version: number): Promise<BtPlantilla> => change(s, id, version, { logo_sha256: null }),

    /** The template's own logo bytes (staff); 404 bettaid.logo_not_found without one. */
    async logo(s: Session, id: string): Promise<{ bytes: Buffer; mime: string }> {
      const p = await row(s, id);
      const f = p.logo_sha256 ? await files.read(s.clienteId, p.logo_sha256) : null;
      if (!f) throw btError(404, 'bettaid.logo_not_found', 'id');
      return f;
    },
  };
}
