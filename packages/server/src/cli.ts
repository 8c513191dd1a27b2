import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { createDatabase } from './db/connect';
import { migrateToLatest } from './db/migrations';
import { systemClock } from './lib/clock';
import { HttpError } from './lib/httpError';
import { Mailer } from './lib/mailer';
import { type AuthDeps, createActiveUser, createPendingUser, identity, Passwords, scryptParams, Tokens } from './core';
import { DEMO_SLUG, seedIfEmpty } from './demoSeed';
import { seedBulkCases } from './domains/cases';
import { seedBulkHabitantes } from './domains/midb';
import { seedBulkTransparencia } from './domains/transparencia';

const USAGE = `Uso:
  sig create-user --email E --password P --role "Nombre del rol" [--cliente ${DEMO_SLUG}] [--name N] [--master]
  sig invite      --email E --role "Nombre del rol" [--cliente ${DEMO_SLUG}] [--name N]
  sig disable     --email E
  sig seed        [--reportes N] [--solicitudes N] [--habitantes N] [--transparencia N] [--cliente ${DEMO_SLUG}]

--master marca al usuario como operador de la plataforma: puede cambiar de cliente desde su menú.
seed agrega N reportes y solicitudes de prueba (del último año), N habitantes al padrón y N solicitudes de transparencia abiertas al cliente, para medir con muchos datos.

Usa la misma configuración que el servidor (SIG_DATA_DIR, DATABASE_URL, PUBLIC_URL, SMTP_URL).
Sin SMTP_URL la invitación queda en <datos>/outbox/ y en la tabla outbox.`;

/** One JSON line on stdout per log call, like the server's pino output. */
const log = {
  info: (obj: object, msg: string) => console.error(JSON.stringify({ level: 'info', msg, ...obj })),
  warn: (obj: object, msg: string) => console.error(JSON.stringify({ level: 'warn', msg, ...obj })),
};

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      cliente: { type: 'string', default: DEMO_SLUG },
      name: { type: 'string' },
      master: { type: 'boolean', default: false },
      reportes: { type: 'string' },
      solicitudes: { type: 'string' },
      habitantes: { type: 'string' },
      transparencia: { type: 'string' },
    },
    strict: true,
  });
  const need = (name: 'email' | 'password' | 'role'): string => {
    const v = values[name];
    if (!v) throw new HttpError(400, 'validation', `Falta --${name}.`, { field: name });
    return v;
  };
  const count = (name: 'reportes' | 'solicitudes' | 'habitantes' | 'transparencia'): number => {
    const v = values[name] ?? '0';
    if (!/^\d{1,7}$/.test(v)) throw new HttpError(400, 'validation', `--${name} debe ser un número entero.`, { field: name });
    return Number(v);
  };
  if (!['create-user', 'invite', 'disable', 'seed'].includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }

  const config = loadConfig();
  const { db } = createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = new Mailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, db, log, clock: systemClock });
  const deps: AuthDeps = {
    db,
    clock: systemClock,
    passwords: new Passwords(scryptParams(config.scryptCost)),
    tokens: new Tokens(config.jwtSecret, config.jwtTtlSeconds, systemClock),
    mailer,
    publicUrl: config.publicUrl,
  };
  try {
    await migrateToLatest(db);
    await seedIfEmpty(deps, { adminEmail: config.adminEmail, adminPassword: config.adminPassword, dataDir: config.dataDir, log });
    if (command === 'create-user') {
      const user = await createActiveUser(deps, {
        email: need('email'),
        password: need('password'),
        roleName: need('role'),
        clienteSlug: values.cliente!,
        displayName: values.name,
      });
      if (values.master) await db.updateTable('users').set({ master: 1 }).where('id', '=', user.id).execute();
      console.log(JSON.stringify({ ok: true, command, id: user.id, email: user.email, cliente: values.cliente, role: values.role, master: values.master }));
    } else if (command === 'invite') {
      const { user, link } = await createPendingUser(deps, { email: need('email'), roleName: need('role'), clienteSlug: values.cliente!, displayName: values.name });
      console.log(JSON.stringify({ ok: true, command, id: user.id, email: user.email, cliente: values.cliente, role: values.role, link }));
    } else if (command === 'seed') {
      const counts = { reporte: count('reportes'), solicitud: count('solicitudes') };
      const cliente = await identity.findClienteBySlug(db, values.cliente!);
      if (!cliente) throw new HttpError(404, 'cliente.not_found', `No existe el cliente «${values.cliente}».`, { field: 'cliente' });
      const started = Date.now();
      const inserted = { reporte: 0, solicitud: 0 };
      for (const kind of ['reporte', 'solicitud'] as const) {
        inserted[kind] = await seedBulkCases(db, cliente.id, kind, counts[kind], new Date(), {
          batchSize: 25_000,
          onBatch: (n) => log.info({ kind, inserted: n, of: counts[kind], ms: Date.now() - started }, 'seed'),
        });
      }
      const habitantes = await seedBulkHabitantes(db, cliente.id, count('habitantes'), new Date(), {
        batchSize: 20_000,
        onBatch: (n) => log.info({ habitantes: n, ms: Date.now() - started }, 'seed'),
      });
      const transparencia = await seedBulkTransparencia(db, cliente.id, count('transparencia'), new Date());
      console.log(JSON.stringify({ ok: true, command, cliente: values.cliente, reportes: inserted.reporte, solicitudes: inserted.solicitud, habitantes, transparencia, ms: Date.now() - started }));
    } else {
      const user = await identity.findUserByEmail(db, need('email'));
      if (!user) throw new HttpError(404, 'user.not_found', `No existe el usuario ${values.email}.`, { field: 'email' });
      await identity.setUserStatus(db, user.id, 'disabled', new Date().toISOString());
      console.log(JSON.stringify({ ok: true, command, id: user.id, email: user.email }));
    }
    return 0;
  } catch (err) {
    if (err instanceof HttpError) {
      console.error(JSON.stringify({ ok: false, code: err.code, field: err.field, message: err.message }));
      return 1;
    }
    throw err;
  } finally {
    await mailer.close();
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    console.error(USAGE);
    process.exit(1);
  },
);
