import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/*
 * The registry map of a text (a surname) on SQLite (midb, issue 23). Counting "hernandez" per colonia walked a
 * list index of the whole registry (~250 ms of CPU at a million): the text index finds the 80,000 people in ~60 ms,
 * but each one's colonia was a lookup by id in habitantes (~600 ms more). `habitantes_fts_places` keeps each FTS
 * row's habitante's cliente and colonia under the same key (migration 0019's `habitantes_fts_keys.k`, the FTS
 * rowid), so the text index's matches are counted per colonia from small rows read in key order. A table of its
 * own, not columns of the keys: the searches read the keys, and wider key rows would cost them pages.
 * The insert and delete triggers of 0019 write it in the same statement order (a key exists before its place);
 * a change of cliente or colonia moves it. PostgreSQL has no such table (its trigram index serves the text).
 */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;
const key = (ref: string) => `(select k from habitantes_fts_keys where habitante_id = ${ref})`;

/** 0019's insert and delete triggers, with or without the places. */
async function ftsTriggers(db: Kysely<any>, places: boolean): Promise<void> {
  await sql`drop trigger if exists habitantes_fts_insert`.execute(db);
  await sql`drop trigger if exists habitantes_fts_delete`.execute(db);
  const placeInsert = places ? `insert into habitantes_fts_places (k, cliente_id, colonia_id) values (${key('new.id')}, new.cliente_id, new.colonia_id);` : '';
  const placeDelete = places ? `delete from habitantes_fts_places where k = ${key('old.id')};` : '';
  await sql`create trigger habitantes_fts_insert after insert on habitantes begin
    insert into habitantes_fts_keys (habitante_id) values (new.id);
    insert into habitantes_fts (rowid, habitante_id, search_text) values (${sql.raw(key('new.id'))}, new.id, new.search_text);
    ${sql.raw(placeInsert)}
  end`.execute(db);
  await sql`create trigger habitantes_fts_delete after delete on habitantes begin
    delete from habitantes_fts where rowid = ${sql.raw(key('old.id'))};
    ${sql.raw(placeDelete)}
    delete from habitantes_fts_keys where habitante_id = old.id;
  end`.execute(db);
}

export const m0031_midb_fts_places: Migration = {
  async up(db: Kysely<any>) {
    if (isPostgres(db)) return;
    await sql`create table habitantes_fts_places (k integer primary key, cliente_id text not null, colonia_id text)`.execute(db);
    await sql`insert into habitantes_fts_places (k, cliente_id, colonia_id)
      select k.k, h.cliente_id, h.colonia_id from habitantes_fts_keys k join habitantes h on h.id = k.habitante_id`.execute(db);
    await ftsTriggers(db, true);
    await sql`create trigger habitantes_fts_places_move after update of cliente_id, colonia_id on habitantes
      when old.cliente_id is not new.cliente_id or old.colonia_id is not new.colonia_id begin
      update habitantes_fts_places set cliente_id = new.cliente_id, colonia_id = new.colonia_id where k = ${sql.raw(key('new.id'))};
    end`.execute(db);
  },
  async down(db: Kysely<any>) {
    if (isPostgres(db)) return;
    await sql`drop trigger if exists habitantes_fts_places_move`.execute(db);
    await ftsTriggers(db, false);
    await sql`drop table if exists habitantes_fts_places`.execute(db);
  },
};
