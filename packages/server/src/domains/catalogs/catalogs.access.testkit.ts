import type { LightMyRequestResponse } from 'fastify';
import { CATALOG_NAMES, CATALOG_PATHS, TIPOS_PATHS, catalogPath, type CatalogName } from '@sig/shared/contract';
import { describeAccess } from '../../testing/describeAccess';
import { testDatabases } from '../../testing/testDatabases';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, type TestEnv } from '../../testing/testApp';
import { seedDemoCatalogs } from './seed';

/** A valid create body per catalogue; references point at the demo cliente's rows. */
const createBody = (c: CatalogName, demo: Record<string, string>): object => {
  const nombre = `Acceso ${c}`;
  switch (c) {
    case 'modulos':
    case 'tiposreporte':
    case 'tipossolicitud':
      return { nombre, dependenciaId: demo.dependencias };
    case 'colonias':
      return { nombre, codigoPostal: '01000', zonaId: demo.zonas };
    default:
      return { nombre };
  }
};

/**
 * describeAccess on the six endpoints of each named catalogue (and on the active-tipos endpoints when
 * asked), against the seeded demo cliente. Split over several files so jest runs them side by side.
 */
export function describeCatalogAccess(catalogs: readonly CatalogName[], opts: { activeTipos?: boolean } = {}): void {
  describe.each(testDatabases())(`access to ${catalogs.join(', ')} on %s`, (kind) => {
    let env: TestEnv;
    /** One row id of the demo cliente per catalogue. */
    const demo: Record<string, string> = {};
    beforeAll(async () => {
      env = await startTestApp(kind, { rateLimits: { loginPerAddress: { max: 100_000, windowMs: 60_000 } } });
      await seedDemoCatalogs(env.app.db, env.demoId, env.clock.fn().toISOString());
      const admin = await env.login(ADMIN_EMAIL, ADMIN_PASSWORD);
      for (const c of CATALOG_NAMES) {
        const row = (await env.inject({ method: 'GET', url: `${CATALOG_PATHS[c].list}?pageSize=1`, token: admin })).json().items[0];
        demo[c] = row.id;
      }
    });
    afterAll(() => env.close());

    const unchanged = async (c: CatalogName) => {
      const row = await env.app.db.selectFrom(tableOf(c)).selectAll().where('id', '=', demo[c]!).executeTakeFirst();
      expect(row).toMatchObject({ cliente_id: env.demoId });
      expect(row!.nombre).not.toBe('Cambiado');
    };

    for (const c of catalogs) {
      const paths = CATALOG_PATHS[c];
      const item = () => catalogPath(paths.item, demo[c]!);
      const notFound = async (res: LightMyRequestResponse) => {
        expect(res.json()).toMatchObject({ statusCode: 404, code: 'catalog.not_found' });
        await unchanged(c);
      };

      describeAccess(() => env, {
        method: 'GET',
        url: paths.list,
        otherCliente: (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.json().items.map((i: { id: string }) => i.id)).not.toContain(demo[c]);
        },
      });
      describeAccess(() => env, { method: 'GET', url: item, name: `${paths.item} (GET)`, otherCliente: notFound });
      describeAccess(() => env, {
        method: 'POST',
        url: paths.list,
        payload: () => createBody(c, demo),
        lacking: { role: 'Consulta' },
        otherCliente: async (res, e) => {
          if (['modulos', 'tiposreporte', 'tipossolicitud', 'colonias'].includes(c)) {
            // the body names the demo's dependencia or zona: not the caller's
            expect(res.json()).toMatchObject({ statusCode: 400, code: 'catalog.invalid_reference' });
          } else {
            expect(res.statusCode).toBe(201);
            const row = await e.app.db.selectFrom(tableOf(c)).select('cliente_id').where('id', '=', res.json().id).executeTakeFirstOrThrow();
            expect(row.cliente_id).toBe(e.otherId);
          }
        },
      });
      describeAccess(() => env, { method: 'PATCH', url: item, name: `${paths.item} (PATCH)`, payload: () => ({ nombre: 'Cambiado' }), lacking: { role: 'Consulta' }, otherCliente: notFound });
      describeAccess(() => env, { method: 'DELETE', url: item, name: `${paths.item} (DELETE)`, lacking: { role: 'Consulta' }, otherCliente: notFound });
      describeAccess(() => env, { method: 'GET', url: () => catalogPath(paths.history, demo[c]!), name: paths.history, lacking: { role: 'Consulta' }, otherCliente: notFound });
    }

    for (const url of opts.activeTipos ? Object.values(TIPOS_PATHS) : []) {
      describeAccess(() => env, {
        method: 'GET',
        url,
        otherCliente: (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.json().items.map((i: { id: string }) => i.id)).not.toContain(demo[url === TIPOS_PATHS.gettiporeporte ? 'tiposreporte' : 'tipossolicitud']);
        },
      });
    }
  });
}

function tableOf(c: CatalogName) {
  return ({
    dependencias: 'dependencias',
    modulos: 'modulos',
    tiposreporte: 'tipos_reporte',
    tipossolicitud: 'tipos_solicitud',
    estatusreporte: 'estatus_reporte',
    estatussolicitud: 'estatus_solicitud',
    zonas: 'zonas',
    colonias: 'colonias',
    origenes: 'origenes',
  } as const)[c];
}
