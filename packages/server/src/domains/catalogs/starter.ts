import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fold } from '../../lib/searchText';
import type { WriteCtx } from './catalog.def';
import { findInitial, idsByNameKey, lockCatalogs } from './catalog.repository';
import { createRow, updateRow } from './catalog.service';
import { dependencias } from './defs/dependencias';
import { estatusReporte, estatusSolicitud } from './defs/estatus';
import { origenes } from './defs/origenes';
import { tiposReporte, tiposSolicitud } from './defs/tipos';
import * as data from './seed.data';

/** How many rows of each catalogue one starter run added. */
export interface StarterCounts {
  dependencias: number;
  tiposReporte: number;
  tiposSolicitud: number;
  estatusReporte: number;
  estatusSolicitud: number;
  origenes: number;
}

/**
 * Adds the rows of one catalogue the cliente has no row of that name for (active or not, so a row the
 * administrator deactivated is not brought back); answers every name's id, old or new.
 */
async function addMissing(
  ctx: WriteCtx,
  table: Parameters<typeof idsByNameKey>[1],
  rows: { nombre: string; create: () => Promise<{ id: string }> }[],
): Promise<{ ids: Map<string, string>; added: string[] }> {
  const ids = await idsByNameKey(ctx.db, table, ctx.clienteId);
  const byName = new Map<string, string>();
  const added: string[] = [];
  for (const row of rows) {
    const key = fold(row.nombre);
    let id = ids.get(key);
    if (!id) {
      id = (await row.create()).id;
      ids.set(key, id);
      added.push(row.nombre);
    }
    byName.set(row.nombre, id);
  }
  return { ids: byName, added };
}

async function addEstatus(ctx: WriteCtx, def: typeof estatusReporte): Promise<number> {
  // a cliente that already chose its initial estatus keeps it
  const hadInitial = (await findInitial(ctx.db, def.table, ctx.clienteId)) !== undefined;
  const { ids, added } = await addMissing(
    ctx,
    def.table,
    data.DEMO_ESTATUS.map(([nombre, color, inicial, final], orden) => ({
      nombre,
      create: () => createRow(ctx, def, { nombre, color, orden: orden + 1, inicial: inicial && !hadInitial, final }),
    })),
  );
  // transitions only from the estatus this run added: an existing one keeps the transitions it was given
  for (const from of added) {
    const to = data.DEMO_TRANSICIONES[from];
    if (to) await updateRow(ctx, def, ids.get(from)!, { transiciones: to.map((name) => ids.get(name)!) });
  }
  return added.length;
}

async function addTipos(ctx: WriteCtx, def: typeof tiposReporte, tipos: data.DemoTipo[], dependencia: Map<string, string>): Promise<number> {
  const { added } = await addMissing(
    ctx,
    def.table,
    tipos.map(([nombre, siglas, slaDias, icono, color, pideFoto, descripcion]) => ({
      nombre,
      create: () => createRow(ctx, def, { nombre, dependenciaId: dependencia.get(siglas)!, slaDias, icono, color, pideFoto, publico: true, descripcion }),
    })),
  );
  return added.length;
}

/**
 * The setup guide's starter catalogues: the demo's dependencias, tipos (reporte and solicitud), estatus
 * with their transitions and orígenes, in one transaction through the same code as the API (every rule
 * and the catalogue history apply). Idempotent by name: a second run adds nothing, and a row the cliente
 * already has by that name (made by hand, renamed back, deactivated) is left as it is. Módulos, zonas and
 * colonias are the demo's own places and are not copied.
 */
export async function addStarterCatalogs(db: Kysely<Database>, clienteId: string, actorId: string, now: string): Promise<StarterCounts> {
  return db.transaction().execute(async (trx) => {
    await lockCatalogs(trx, clienteId);
    const ctx: WriteCtx = { db: trx, clienteId, actorId, now };
    const deps = await addMissing(
      ctx,
      'dependencias',
      data.DEMO_DEPENDENCIAS.map(([nombre, siglas, titular, telefono, color]) => ({
        nombre,
        create: () => createRow(ctx, dependencias, { nombre, siglas, titular, telefono, color }),
      })),
    );
    const bySiglas = new Map(data.DEMO_DEPENDENCIAS.map(([nombre, siglas]) => [siglas, deps.ids.get(nombre)!]));
    const counts: StarterCounts = {
      dependencias: deps.added.length,
      tiposReporte: await addTipos(ctx, tiposReporte, data.DEMO_TIPOS_REPORTE, bySiglas),
      tiposSolicitud: await addTipos(ctx, tiposSolicitud, data.DEMO_TIPOS_SOLICITUD, bySiglas),
      estatusReporte: await addEstatus(ctx, estatusReporte),
      estatusSolicitud: await addEstatus(ctx, estatusSolicitud),
      origenes: (await addMissing(ctx, 'origenes', data.DEMO_ORIGENES.map((nombre) => ({ nombre, create: () => createRow(ctx, origenes, { nombre }) })))).added.length,
    };
    return counts;
  });
}
