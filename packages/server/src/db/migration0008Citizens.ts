import type { Kysely, Migration } from 'kysely';

/*
 * Citizens (issue 9, domain §4). `habitantes`: the registry's people; the id is random and unguessable
 * because public links carry it. The CURP is unique per cliente (NULLs are distinct in both databases, so
 * people registered "sin CURP" never collide). `public_uploads`: the one-hour token a citizen's filing
 * answers so its photos can follow it, kept as a SHA-256 with how many files it may still add.
 */
export const m0008_citizens: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('habitantes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('curp', 'text')
      .addColumn('sin_curp_motivo', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('nombre', 'text', (c) => c.notNull())
      .addColumn('apellidos', 'text', (c) => c.notNull())
      .addColumn('fecha_nacimiento', 'text')
      .addColumn('sexo', 'text')
      .addColumn('telefono', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('direccion', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('colonia_id', 'text')
      .addColumn('lat', 'double precision')
      .addColumn('lng', 'double precision')
      .addColumn('consentimiento', 'integer', (c) => c.notNull().defaultTo(0))
      /** Name and CURP folded (no accents, lowercase): what staff search. */
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('habitantes_curp_uq').on('habitantes').columns(['cliente_id', 'curp']).unique().execute();
    await db.schema.createIndex('habitantes_cliente_created_idx').on('habitantes').columns(['cliente_id', 'created_at', 'id']).execute();
    await db.schema.createIndex('cases_habitante_idx').on('cases').columns(['cliente_id', 'habitante_id', 'created_at']).execute();

    await db.schema
      .createTable('public_uploads')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('cliente_id', 'text', (c) => c.notNull().references('clientes.id').onDelete('cascade'))
      .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('remaining', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex('cases_habitante_idx').execute();
    for (const t of ['public_uploads', 'habitantes']) await db.schema.dropTable(t).execute();
  },
};
