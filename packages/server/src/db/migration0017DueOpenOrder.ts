import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Sorting by "Vence" puts open cases first, by deadline (overdue on top), and closed ones last (issue 21):
 * the order is (closed?, due_at, id), where "closed?" is an expression over closed_at. Both databases use
 * an index on an expression when the query repeats it (cases.repository.ts CLOSED_RANK), so a page of
 * 25 reads 25 index entries instead of sorting the cliente's every case. cases_due_idx stays: the list
 * cache asks it when the next open case falls due.
 */
export const m0017_due_open_order: Migration = {
  async up(db: Kysely<any>) {
    await sql`create index cases_due_open_idx on cases (cliente_id, kind, (case when closed_at is null then 0 else 1 end), due_at, id)`.execute(db);
  },
  async down(db: Kysely<any>) {
    await sql`drop index if exists cases_due_open_idx`.execute(db);
  },
};
