// Before a PostgreSQL run: the workers' databases (`<name>_w<N>`, testing/testDatabases.ts) are dropped, so each run
// starts with fresh catalogs. Every test file creates and drops schemas in them; their catalog rows die faster than
// autovacuum reclaims them (pg_attribute reached 70-100 MB of dead rows after a few runs, and the runs slowed). A
// database another run is connected to is left as it is (DROP without FORCE refuses it; a run between two files may
// still lose its database, so run one PostgreSQL suite at a time). Workers create theirs again on first use.
module.exports = async function dropWorkerDatabases() {
  // This run's id: what a worker builds once for every test file (the base database, testing/baseDatabase.ts) is
  // keyed by it. The workers start after this and inherit it.
  process.env.SIG_TEST_RUN_ID = require('node:crypto').randomBytes(6).toString('hex');
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.SIG_TEST_DB !== 'postgres' || !url) return;
  const { Client } = require('pg');
  const base = new URL(url);
  const name = base.pathname.slice(1) || 'postgres';
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query('select datname from pg_database where datname ~ $1', [`^${name.replace(/[^A-Za-z0-9_]/g, '')}_w[0-9]+$`]);
    for (const { datname } of rows) {
      await admin.query(`drop database if exists "${datname}"`).catch(() => undefined); // in use by another run
    }
  } finally {
    await admin.end();
  }
};
