import type { CaseKind, ProductName } from '@sig/shared/contract';
import { createActiveUser, createClienteWithRoles, identity } from '../core';
import { seedDemoCatalogs } from '../domains/catalogs';
import { USER_PASSWORD, makeUser, startTestApp, type TestAppOptions, type TestEnv } from './testApp';
import type { TestDbKind } from './testDatabases';

/* Clientes made for a test: shared by the domains' testkits, so no domain reaches into another's test files. */

export interface Tenant {
  id: string;
  slug: string;
  /** A token of the tenant's administrator. */
  admin: string;
}

let seq = 0;

/** A fresh cliente with its default roles and an administrator: catalogues empty whatever the demo seed does. */
export async function newTenant(env: TestEnv, tag: string, products: ProductName[] = ['sig']): Promise<Tenant> {
  const slug = `${tag}-${++seq}-${Date.now().toString(36)}`;
  await createClienteWithRoles(env.app.db, { nombre: `Municipio ${tag}`, slug, products }, env.clock.fn().toISOString());
  const email = `admin@${slug}.sig`;
  await createActiveUser(env.app.authDeps, { email, password: USER_PASSWORD, clienteSlug: slug, roleName: 'Administrador' });
  const cliente = (await identity.findClienteBySlug(env.app.db, slug))!;
  return { id: cliente.id, slug, admin: await env.login(email, USER_PASSWORD) };
}

/** Catalogue ids by name (tipos and estatus of both kinds, colonias, origenes, dependencias, módulos). */
export type Names = Record<string, string>;

export interface CaseTenant extends Tenant {
  /** Tokens of an Atención ciudadana clerk (view + edit) and a Consulta user (view only). */
  clerk: string;
  viewer: string;
  clerkId: string;
  adminId: string;
  tipos: Record<CaseKind, Names>;
  estatus: Record<CaseKind, Names>;
  zonas: Names;
  colonias: Names;
  origenes: Names;
  dependencias: Names;
  modulos: Names;
}

let caseSeq = 0;

type NamedTable = 'roles' | 'zonas' | 'colonias' | 'origenes' | 'dependencias' | 'modulos' | 'tipos_reporte' | 'tipos_solicitud' | 'estatus_reporte' | 'estatus_solicitud';

/** The ids of a cliente's roles or catalogue rows, by name. */
export async function namesOf(env: TestEnv, table: NamedTable, clienteId: string): Promise<Names> {
  const rows = await env.app.db.selectFrom(table).select(['id', 'nombre']).where('cliente_id', '=', clienteId).execute();
  return Object.fromEntries(rows.map((r) => [r.nombre, r.id]));
}

/** A fresh cliente with the demo catalogues (no cases), its administrator, a clerk and a viewer. */
export async function caseTenant(env: TestEnv, tag: string): Promise<CaseTenant> {
  const t = await newTenant(env, tag);
  await seedDemoCatalogs(env.app.db, t.id, env.clock.fn().toISOString());
  const n = ++caseSeq;
  const clerkEmail = `clerk${n}@${t.slug}.sig`;
  const clerk = await makeUser(env, clerkEmail, 'Atención ciudadana', t.slug);
  const viewer = await makeUser(env, `viewer${n}@${t.slug}.sig`, 'Consulta', t.slug);
  const clerkId = (await identity.findUserByEmail(env.app.db, clerkEmail))!.id;
  const adminId = (await identity.findUserByEmail(env.app.db, `admin@${t.slug}.sig`))!.id;
  return {
    ...t,
    clerk,
    viewer,
    clerkId,
    adminId,
    tipos: { reporte: await namesOf(env, 'tipos_reporte', t.id), solicitud: await namesOf(env, 'tipos_solicitud', t.id) },
    estatus: { reporte: await namesOf(env, 'estatus_reporte', t.id), solicitud: await namesOf(env, 'estatus_solicitud', t.id) },
    zonas: await namesOf(env, 'zonas', t.id),
    colonias: await namesOf(env, 'colonias', t.id),
    origenes: await namesOf(env, 'origenes', t.id),
    dependencias: await namesOf(env, 'dependencias', t.id),
    modulos: await namesOf(env, 'modulos', t.id),
  };
}

export const UBICACION = { lat: 19.4301, lng: -99.1402 };


/** A test app and a fresh cliente with the demo catalogues: what case and citizen tests start from. */
export async function openCaseTenant(db: TestDbKind, tag: string, opts?: TestAppOptions): Promise<{ env: TestEnv; t: CaseTenant }> {
  const env = await startTestApp(db, opts);
  try {
    return { env, t: await caseTenant(env, tag) };
  } catch (err) {
    await env.close();
    throw err;
  }
}

/** A cliente's active colonias by name, each with its zona (null when it has none). */
export async function coloniasOf(env: TestEnv, clienteId: string): Promise<{ id: string; nombre: string; zona_id: string | null }[]> {
  return env.app.db.selectFrom('colonias').select(['id', 'nombre', 'zona_id']).where('cliente_id', '=', clienteId).where('activo', '=', 1).orderBy('nombre').execute();
}
