import { Kysely, Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from 'kysely';
import { m0002_admin } from './migration0002Admin';
import { m0003_realtime } from './migration0003Realtime';
import { m0004_catalogs } from './migration0004Catalogs';
import { m0005_cases } from './migration0005Cases';
import { m0006_case_search } from './migration0006CaseSearch';
import { m0007_open311 } from './migration0007Open311';
import { m0008_citizens } from './migration0008Citizens';
import { m0009_habitante_audit } from './migration0009HabitanteAudit';
import { m0010_case_list_names } from './migration0010CaseListNames';
import { m0011_auth_versions } from './migration0011AuthVersions';
import { m0012_membership_invites } from './migration0012MembershipInvites';
import { m0013_citizen_proofs } from './migration0013CitizenProofs';
import { m0014_known_sign_ins } from './migration0014KnownSignIns';
import { m0015_case_places } from './migration0015CasePlaces';
import { m0016_assign_moves_estatus } from './migration0016AssignMovesEstatus';
import { m0017_due_open_order } from './migration0017DueOpenOrder';
import { m0018_midb } from './migration0018Midb';
import { m0019_midb_imports } from './migration0019MidbImports';
import { m0020_midb_birth_index } from './migration0020MidbBirthIndex';
import { m0022_citizen_loop } from './migration0022CitizenLoop';
import { m0023_area_alerts } from './migration0023AreaAlerts';
import { m0024_setup_steps } from './migration0024SetupSteps';
import { m0025_transparencia } from './migration0025Transparencia';
import { m0026_midb_age_index } from './migration0026MidbAgeIndex';
import { m0027_midb_colonia_counts } from './migration0027MidbColoniaCounts';
import { m0028_midb_import_hot_updates } from './migration0028MidbImportHotUpdates';
import { m0029_auditoria } from './migration0029Auditoria';
import { m0030_midb_colonia_year_counts } from './migration0030MidbColoniaYearCounts';
import { m0031_midb_fts_places } from './migration0031MidbFtsPlaces';
import { m0032_audit_item_marks } from './migration0032AuditItemMarks';
import { m0033_bot } from './migration0033Bot';
import { m0034_logistica } from './migration0034Logistica';
import { m0035_firmas } from './migration0035Firmas';
import { m0036_eventos } from './migration0036Eventos';
import { m0037_bettaid } from './migration0037Bettaid';

/*
 * The one set of migrations for SQLite and PostgreSQL. Only portable column types: text, integer and
 * 'double precision' (REAL affinity on SQLite). Add new migrations at the end with a sortable name;
 * never edit one that has shipped.
 */
const m0001_auth: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('clientes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('logo', 'text')
      .addColumn('color_primary', 'text', (c) => c.notNull())
      .addColumn('color_secondary', 'text', (c) => c.notNull())
      .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('America/Mexico_City'))
      .addColumn('cover_midb', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('products', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('map_lat', 'double precision')
      .addColumn('map_lng', 'double precision')
      .addColumn('map_zoom', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', ['pending', 'active', 'disabled'])))
      .addColumn('display_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('photo_url', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('shortcuts', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('master', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_clientes')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('owner', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_used_at', 'text')
      .addPrimaryKeyConstraint('user_clientes_pk', ['user_id', 'cliente_id'])
      .execute();
    await db.schema.createIndex('user_clientes_cliente_idx').on('user_clientes').column('cliente_id').execute();

    await db.schema
      .createTable('roles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addUniqueConstraint('roles_cliente_nombre_uq', ['cliente_id', 'nombre'])
      .execute();

    await db.schema
      .createTable('user_roles')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('role_id', 'text', (c) => c.notNull().references('roles.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'cliente_id', 'role_id'])
      .execute();

    await db.schema
      .createTable('menu_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text', (c) => c.references('menu_items.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('translate', 'text', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('icon', 'text')
      .addColumn('auth', 'text', (c) => c.notNull().defaultTo('null'))
      .addColumn('labels', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('tickets')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['recovery', 'activation'])))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tickets_user_idx').on('tickets').column('user_id').execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text')
      .addColumn('actor_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_cliente_idx').on('audit_log').columns(['cliente_id', 'at']).execute();
  },
  async down(db: Kysely<any>) {
    for (const t of ['audit_log', 'outbox', 'tickets', 'menu_items', 'user_roles', 'roles', 'user_clientes', 'users', 'clientes']) {
      await db.schema.dropTable(t).execute();
    }
  },
};

export function sqlIn(column: string, values: string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

export const MIGRATIONS: Record<string, Migration> = {
  '0001_auth': m0001_auth,
  '0002_admin': m0002_admin,
  '0003_realtime': m0003_realtime,
  '0004_catalogs': m0004_catalogs,
  '0005_cases': m0005_cases,
  '0006_case_search': m0006_case_search,
  '0007_open311': m0007_open311,
  '0008_citizens': m0008_citizens,
  '0009_habitante_audit': m0009_habitante_audit,
  '0010_case_list_names': m0010_case_list_names,
  '0011_auth_versions': m0011_auth_versions,
  '0012_membership_invites': m0012_membership_invites,
  '0013_citizen_proofs': m0013_citizen_proofs,
  '0014_known_sign_ins': m0014_known_sign_ins,
  '0015_case_places': m0015_case_places,
  '0016_assign_moves_estatus': m0016_assign_moves_estatus,
  '0017_due_open_order': m0017_due_open_order,
  '0018_midb': m0018_midb,
  '0019_midb_imports': m0019_midb_imports,
  '0020_midb_birth_index': m0020_midb_birth_index,
  '0022_citizen_loop': m0022_citizen_loop,
  '0023_area_alerts': m0023_area_alerts,
  '0024_setup_steps': m0024_setup_steps,
  '0025_transparencia': m0025_transparencia,
  '0026_midb_age_index': m0026_midb_age_index,
  '0027_midb_colonia_counts': m0027_midb_colonia_counts,
  '0028_midb_import_hot_updates': m0028_midb_import_hot_updates,
  '0029_auditoria': m0029_auditoria,
  '0030_midb_colonia_year_counts': m0030_midb_colonia_year_counts,
  '0031_midb_fts_places': m0031_midb_fts_places,
  '0032_audit_item_marks': m0032_audit_item_marks,
  '0033_bot': m0033_bot,
  '0034_logistica': m0034_logistica,
  '0035_firmas': m0035_firmas,
  '0036_eventos': m0036_eventos,
  '0037_bettaid': m0037_bettaid,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Kysely looks for its bookkeeping tables in every schema unless told which: on a PostgreSQL database
  // shared by several schemas (parallel test files) it would find another schema's and skip creating its own.
  const migrationTableSchema = db.getExecutor().adapter instanceof PostgresAdapter ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema && { migrationTableSchema }) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`La migración ${failed?.migrationName ?? ''} falló: ${error instanceof Error ? error.message : String(error)}`);
  }
}
