import type { Kysely, Migration } from 'kysely';

/*
 * A cliente rule (issue 21): assigning a person to a case still in its initial estatus moves it to the
 * next one of the catalogue (Recibido → Asignado in the demo). Off by default: a cliente whose clerks
 * assign at intake and work the estatus by hand keeps working as before.
 */
export const m0016_assign_moves_estatus: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('clientes').addColumn('asignar_mueve_estatus', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('clientes').dropColumn('asignar_mueve_estatus').execute();
  },
};
