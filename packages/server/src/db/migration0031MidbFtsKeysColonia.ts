import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/*
 * The registry map of a text (a surname) on SQLite (midb, issue 23). Counting "hernandez" per colonia walked a
 * list index of the whole registry (~250 ms of CPU at a million): the text index finds the 80,000 people in ~60 ms,
 * but each one's colonia was a lookup by id in habitantes (~600 ms more). `habitantes_fts_keys`, the FTS rows'
 * keys (migration 0019), now keeps each habitante's cliente and colonia beside its key, so the text index's matches
 * are counted per colonia from the key rows they name, in key order. Kept by the insert trigger and a trigger on
 * a change of either. PostgreSQL has no such table (its trigram index serves the text).
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export const m0031_midb_fts_keys_colonia: Migration = {
  async up(db: Kysely<any>) {
    if (isPostgres(db)) return;
    await sql`alter table habitantes_fts_keys add column cliente_id text`.execute(db);
    await sql`alter table habitantes_fts_keys add column colonia_id text`.execute(db);
    await sql`update habitantes_fts_keys set (cliente_id, colonia_id) = (select h.cliente_id, h.colonia_id from habitantes h where h.id = habitantes_fts_keys.habitante_id)`.execute(db);
    await sql`drop trigger if exists habitantes_fts_insert`.execute(db);
    await sql`create trigger habitantes_fts_insert after insert on habitantes begin
      insert into habitantes_fts_keys (habitante_id, cliente_id, colonia_id) values (new.id, new.cliente_id, new.colonia_id);
      insert into habitantes_fts (rowid, habitante_id, search_text) values ((select k from habitantes_fts_keys where habitante_id = new.id), new.id, new.search_text);
    end`.execute(db);
    await sql`create trigger habitantes_fts_keys_place after update of cliente_id, colonia_id on habitantes
      when old.cliente_id is not new.cliente_id or old.colonia_id is not new.colonia_id begin
      update habitantes_fts_keys set cliente_id = new.cliente_id, colonia_id = new.colonia_id where habitante_id = new.id;
    end`.execute(db);
  },
  async down(db: Kysely<any>) {
    if (isPostgres(db)) return;
    await sql`drop trigger if exists habitantes_fts_keys_place`.execute(db);
    await sql`drop trigger if exists habitantes_fts_insert`.execute(db);
    await sql`create trigger habitantes_fts_insert after insert on habitantes begin
      insert into habitantes_fts_keys (habitante_id) values (new.id);
      insert into habitantes_fts (rowid, habitante_id, search_text) values ((select k from habitantes_fts_keys where habitante_id = new.id), new.id, new.search_text);
    end`.execute(db);
    await sql`alter table habitantes_fts_keys drop column colonia_id`.execute(db);
    await sql`alter table habitantes_fts_keys drop column cliente_id`.execute(db);
  },
};
