import type { Kysely } from 'kysely';
import type { GeoPolygon } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import type { WriteCtx } from './catalog.def';
import { hasRows, lockCatalogs } from './catalog.repository';
import { createRow, updateRow } from './catalog.service';
import { colonias } from './defs/colonias';
import { dependencias } from './defs/dependencias';
import { estatusReporte, estatusSolicitud } from './defs/estatus';
import { modulos } from './defs/modulos';
import { origenes } from './defs/origenes';
import { tiposReporte, tiposSolicitud } from './defs/tipos';
import { zonas } from './defs/zonas';
import * as data from './seed.data';

const CELL = 0.03;
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** The rectangle of zona `i` in a 4 × 2 grid centred on the demo map centre. */
function cell(i: number): { west: number; south: number } {
  return { west: data.DEMO_CENTER.lng - 2 * CELL + (i % 4) * CELL, south: data.DEMO_CENTER.lat - CELL + Math.floor(i / 4) * CELL };
}

function rectangle(i: number): GeoPolygon {
  const { west, south } = cell(i);
  const [w, s, e, n] = [west, south, west + CELL, south + CELL].map(round);
  return { type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] };
}

/** Five points spread inside the zona's cell, one per colonia. */
const SPOTS = [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]];

async function seedEstatus(ctx: WriteCtx, def: typeof estatusReporte): Promise<void> {
  const ids: Record<string, string> = {};
  for (const [orden, [nombre, color, inicial, final]] of data.DEMO_ESTATUS.entries()) {
    ids[nombre] = (await createRow(ctx, def, { nombre, color, orden: orden + 1, inicial, final })).id;
  }
  for (const [from, to] of Object.entries(data.DEMO_TRANSICIONES)) {
    await updateRow(ctx, def, ids[from]!, { transiciones: to.map((name) => ids[name]!) });
  }
}

async function seedTipos(ctx: WriteCtx, def: typeof tiposReporte, tipos: data.DemoTipo[], dependencia: Record<string, string>): Promise<void> {
  for (const [nombre, siglas, slaDias, icono, color, pideFoto, descripcion] of tipos) {
    await createRow(ctx, def, { nombre, dependenciaId: dependencia[siglas]!, slaDias, icono, color, pideFoto, publico: true, descripcion });
  }
}

/**
 * Fills the demo cliente's catalogues through the same code as the API (so every rule and the history
 * apply). Idempotent: a cliente that already has any dependencia is left as it is.
 */
export async function seedDemoCatalogs(db: Kysely<Database>, clienteId: string, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockCatalogs(trx, clienteId);
    if (await hasRows(trx, 'dependencias', clienteId)) return false;
    const ctx: WriteCtx = { db: trx, clienteId, actorId: null, now };

    const dependencia: Record<string, string> = {};
    for (const [nombre, siglas, titular, telefono, color] of data.DEMO_DEPENDENCIAS) {
      dependencia[siglas] = (await createRow(ctx, dependencias, { nombre, siglas, titular, telefono, color })).id;
    }
    for (const [siglas, nombre, direccion, lat, lng, horario] of data.DEMO_MODULOS) {
      await createRow(ctx, modulos, { nombre, dependenciaId: dependencia[siglas]!, direccion, ubicacion: { lat, lng }, horario });
    }
    await seedTipos(ctx, tiposReporte, data.DEMO_TIPOS_REPORTE, dependencia);
    await seedTipos(ctx, tiposSolicitud, data.DEMO_TIPOS_SOLICITUD, dependencia);
    await seedEstatus(ctx, estatusReporte);
    await seedEstatus(ctx, estatusSolicitud);

    for (const [i, nombre] of data.DEMO_ZONAS.entries()) {
      const zona = await createRow(ctx, zonas, { nombre, responsable: data.DEMO_ZONA_RESPONSABLES[i], poligono: rectangle(i) });
      const { west, south } = cell(i);
      for (const [j, [x, y]] of SPOTS.entries()) {
        const centroide = { lat: round(south + y! * CELL), lng: round(west + x! * CELL) };
        const codigoPostal = String(6000 + i * 100 + j * 10).padStart(5, '0');
        await createRow(ctx, colonias, { nombre: data.DEMO_COLONIAS[i * SPOTS.length + j]!, codigoPostal, zonaId: zona.id, centroide });
      }
    }
    for (const nombre of data.DEMO_ORIGENES) await createRow(ctx, origenes, { nombre });
    return true;
  });
}
