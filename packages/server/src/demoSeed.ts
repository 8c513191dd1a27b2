import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTS } from '@sig/shared/contract';
import { iso } from './lib/clock';
import { ADMIN_ROLE, type AuthDeps, createActiveUser, createClienteWithRoles, identity } from './core';
import { seedMenuIfEmpty } from './domains/auth';
import { seedDemoCases } from './domains/cases';
import { seedDemoCatalogs } from './domains/catalogs';
import { seedDemoRegistry } from './domains/midb';
import { seedDemoAgenda } from './domains/realtime';
import { seedDemoTransparencia } from './domains/transparencia';
import { seedDemoAuditoria } from './domains/auditoria';
import { seedDemoBot } from './domains/bot';
import { seedDemoBettaid } from './domains/bettaid';

/*
 * The first start of an empty database, across domains (so it lives beside app.ts, not inside any one
 * of them): each domain seeds its own tables through its door.
 */

export interface SeedOptions {
  adminEmail: string;
  /** When absent a random password is generated, logged once and written to <data>/initial-admin.txt. */
  adminPassword?: string;
  dataDir: string;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export const DEMO_SLUG = 'demo';

/**
 * First start of an empty database: the menu, the demo cliente with its default roles, catalogues, a
 * sample citizen registry, administrator and a year of reportes and solicitudes. Never a fixed default password.
 */
export async function seedIfEmpty(deps: AuthDeps, opts: SeedOptions): Promise<void> {
  await seedMenuIfEmpty(deps.db);
  if ((await identity.countClientes(deps.db)) > 0) return;

  const { cliente } = await createClienteWithRoles(
    deps.db,
    { nombre: 'Municipio Demo', slug: DEMO_SLUG, products: [...PRODUCTS], coverMidb: true, map: { lat: 19.4326, lng: -99.1332, zoom: 12 } },
    iso(deps.clock()),
  );
  await seedDemoCatalogs(deps.db, cliente.id, iso(deps.clock()));
  await seedDemoAgenda(deps.db, cliente.id, deps.clock());
  await seedDemoRegistry(deps.db, cliente.id, deps.clock());
  await seedDemoTransparencia(deps.db, cliente.id, deps.clock());
  const generated = !opts.adminPassword;
  const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
  const admin = await createActiveUser(deps, {
    email: opts.adminEmail,
    password,
    displayName: 'Administrador',
    clienteSlug: DEMO_SLUG,
    roleName: ADMIN_ROLE,
    owner: true,
  });
  // after the administrator, so some demo cases are assigned to someone who can open them
  await seedDemoCases(deps.db, cliente.id, deps.clock(), [{ id: admin.id, displayName: admin.display_name }]);
  // after the cases: the work list takes closed ones (the demo has no field auditor: the admin holds it)
  await seedDemoAuditoria(deps.db, cliente.id, deps.clock(), admin.id);
  // a published flow and a web channel: the demo's public chat works out of the box (/apps/demo/bot/web-demo/chat)
  await seedDemoBot(deps.db, cliente.id, deps.clock(), admin.id);
  // after the registry and the administrator: cards of its first habitantes, issued by the admin
  await seedDemoBettaid(deps.db, cliente.id, deps.clock(), admin.id);
  if (generated) {
    const file = path.join(opts.dataDir, 'initial-admin.txt');
    writeFileSync(file, `email: ${opts.adminEmail}\npassword: ${password}\n`, { mode: 0o600 });
    opts.log.warn({ email: opts.adminEmail, password, file }, 'Administrador inicial creado: guarda esta contraseña, no se vuelve a mostrar');
  } else {
    opts.log.info({ email: opts.adminEmail }, 'Administrador inicial creado con SIG_ADMIN_PASSWORD');
  }
}
