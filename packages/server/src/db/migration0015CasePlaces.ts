import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import type { GeoPolygon } from '@sig/shared/contract';
import { derivePlace, type ColoniaArea, type ZonaArea } from '../lib/geo';

/*
 * Issue 21, items 1 and 2: a case's colonia and zona follow from its point, and staff may correct a case.
 * - clientes.colonia_radio_m: how far (metres) a point may lie from a colonia's centroid to be given that
 *   colonia when no colonia polygon holds it; the administrator sets it on the cliente page.
 * - cases.colonia_manual: 1 when staff chose the colonia (intake or correction), which a move then keeps;
 *   0 when it was derived from the point, which a move derives again. Cases filed before had a colonia
 *   only when staff picked one.
 * - case_events.tipo accepts the correction kinds. PostgreSQL swaps the CHECK; SQLite cannot alter one,
 *   so the table is rebuilt with the same columns, rows and index (as migration 0009 did for admin_audit).
 * - Backfill: every case with a point and no colonia or no zona gets what its point yields.
 */

const EVENT_TYPES_BEFORE = ['creado', 'estatus', 'asignacion', 'prioridad', 'reabierto', 'nota', 'archivo'];
const EVENT_TYPES_AFTER = [...EVENT_TYPES_BEFORE, 'tipo', 'descripcion', 'direccion', 'colonia', 'ubicacion'];
export const DEFAULT_COLONIA_RADIO_M = 1000;

const tipoIn = (values: string[]) => sql`${sql.ref('tipo')} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function allowEventTypes(db: Kysely<any>, values: string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const checks = await sql<{ conname: string }>`select conname from pg_constraint where conrelid = 'case_events'::regclass and contype = 'c'`.execute(db);
    for (const { conname } of checks.rows) await sql`alter table case_events drop constraint ${sql.id(conname)}`.execute(db);
    await sql`alter table case_events add constraint case_events_tipo_check check (${tipoIn(values)})`.execute(db);
    return;
  }
  await db.schema
    .createTable('case_events_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('tipo', 'text', (c) => c.notNull().check(tipoIn(values)))
    .addColumn('antes', 'text')
    .addColumn('despues', 'text')
    .addColumn('comentario', 'text')
    .execute();
  await sql`insert into case_events_next (id, cliente_id, case_id, at, actor_id, tipo, antes, despues, comentario)
    select id, cliente_id, case_id, at, actor_id, tipo, antes, despues, comentario from case_events`.execute(db);
  await db.schema.dropTable('case_events').execute();
  await db.schema.alterTable('case_events_next').renameTo('case_events').execute();
  await db.schema.createIndex('case_events_case_idx').on('case_events').columns(['case_id', 'at', 'id']).execute();
}

const polygon = (text: string | null): GeoPolygon | null => {
  if (!text) return null;
  try {
    return JSON.parse(text) as GeoPolygon;
  } catch {
    return null;
  }
};

interface CaseToPlace {
  id: string;
  lat: number;
  lng: number;
  colonia_id: string | null;
  zona_id: string | null;
}

/** Fills the colonia and zona a located case lacks, cliente by cliente, with the cliente's active areas. */
export async function backfillCasePlaces(db: Kysely<any>): Promise<number> {
  let updated = 0;
  const clientes = (await db.selectFrom('clientes').select(['id', 'colonia_radio_m']).execute()) as { id: string; colonia_radio_m: number }[];
  for (const cliente of clientes) {
    const cases = (await db
      .selectFrom('cases')
      .select(['id', 'lat', 'lng', 'colonia_id', 'zona_id'])
      .where('cliente_id', '=', cliente.id)
      .where('lat', 'is not', null)
      .where('lng', 'is not', null)
      .where((eb) => eb.or([eb('colonia_id', 'is', null), eb('zona_id', 'is', null)]))
      .execute()) as CaseToPlace[];
    if (cases.length === 0) continue;
    const zonaRows = (await db.selectFrom('zonas').select(['id', 'poligono']).where('cliente_id', '=', cliente.id).where('activo', '=', 1).orderBy('id').execute()) as { id: string; poligono: string | null }[];
    const coloniaRows = (await db
      .selectFrom('colonias')
      .select(['id', 'activo', 'poligono', 'zona_id', 'centro_lat', 'centro_lng'])
      .where('cliente_id', '=', cliente.id)
      .orderBy('id')
      .execute()) as { id: string; poligono: string | null; zona_id: string | null; centro_lat: number | null; centro_lng: number | null; activo: number }[];
    const zonas: ZonaArea[] = zonaRows.map((z) => ({ id: z.id, poligono: polygon(z.poligono) }));
    const allColonias = new Map<string, ColoniaArea>(
      coloniaRows.map((c) => [c.id, { id: c.id, poligono: polygon(c.poligono), zonaId: c.zona_id, centro: c.centro_lat !== null && c.centro_lng !== null ? { lat: c.centro_lat, lng: c.centro_lng } : null }]),
    );
    const colonias = coloniaRows.filter((c) => c.activo === 1).map((c) => allColonias.get(c.id)!);
    for (const c of cases) {
      const point = { lat: c.lat, lng: c.lng };
      // a colonia the case already names (chosen by staff) stays and lends its zona
      const chosen = c.colonia_id === null ? null : (allColonias.get(c.colonia_id) ?? null);
      const place = derivePlace(point, chosen, zonas, colonias, cliente.colonia_radio_m);
      const colonia_id = c.colonia_id ?? place.coloniaId;
      const zona_id = c.zona_id ?? place.zonaId;
      if (colonia_id === c.colonia_id && zona_id === c.zona_id) continue;
      await db.updateTable('cases').set({ colonia_id, zona_id }).where('id', '=', c.id).execute();
      updated++;
    }
  }
  return updated;
}

export const m0015_case_places: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('clientes').addColumn('colonia_radio_m', 'integer', (c) => c.notNull().defaultTo(DEFAULT_COLONIA_RADIO_M)).execute();
    await db.schema.alterTable('cases').addColumn('colonia_manual', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.updateTable('cases').set({ colonia_manual: 1 }).where('colonia_id', 'is not', null).execute();
    await allowEventTypes(db, EVENT_TYPES_AFTER);
    await backfillCasePlaces(db);
  },
  async down(db: Kysely<any>) {
    await db.deleteFrom('case_events').where('tipo', 'not in', EVENT_TYPES_BEFORE).execute();
    await allowEventTypes(db, EVENT_TYPES_BEFORE);
    await db.schema.alterTable('cases').dropColumn('colonia_manual').execute();
    await db.schema.alterTable('clientes').dropColumn('colonia_radio_m').execute();
  },
};
