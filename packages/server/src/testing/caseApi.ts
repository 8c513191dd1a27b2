import type { LightMyRequestResponse } from 'fastify';
import { CASE_PATHS, CaseDetail, casePath, type CaseKind } from '@sig/shared/contract';
import type { TestAppOptions, TestEnv } from './testApp';
import type { TestDbKind } from './testDatabases';
import { UBICACION, openCaseTenant, type CaseTenant } from './tenants';

/* The cases API as tests of any domain drive it (reportes and solicitudes are what most domains act on). */

export { JPEG, PDF, PNG, SVG, WEBP } from './fileBytes';
export { UBICACION, caseTenant, type CaseTenant, type Names } from './tenants';

/** A test app and a fresh cliente with the demo catalogues (`t`), with its clerk's reporte API (`rep`): what most case tests start from. */
export async function openCaseSuite(db: TestDbKind, tag: string, opts?: TestAppOptions): Promise<{ env: TestEnv; t: CaseTenant; rep: CaseApi }> {
  const { env, t } = await openCaseTenant(db, tag, opts);
  return { env, t, rep: caseApi(env, t.clerk, 'reporte') };
}

/** The cases API of one kind as one token sees it. */
export function caseApi(env: TestEnv, token: string, kind: CaseKind) {
  const paths = CASE_PATHS[kind];
  return {
    list: (query = ''): Promise<LightMyRequestResponse> => env.inject({ method: 'GET', url: `${paths.list}${query}`, token }),
    csv: (query = '') => env.inject({ method: 'GET', url: `${paths.csv}${query}`, token }),
    map: (query = '', headers: Record<string, string> = {}) => env.inject({ method: 'GET', url: `${paths.map}${query}`, token, headers }),
    filters: () => env.inject({ method: 'GET', url: paths.filters, token }),
    create: (payload: object) => env.inject({ method: 'POST', url: paths.create, token, payload }),
    detail: (id: string) => env.inject({ method: 'GET', url: casePath(paths.detail, id), token }),
    act: (id: string, payload: object) => env.inject({ method: 'POST', url: casePath(paths.action, id), token, payload }),
    note: (id: string, payload: object) => env.inject({ method: 'POST', url: casePath(paths.note, id), token, payload }),
    upload: (id: string, bytes: Buffer, nombre = 'foto.png', contentType = 'application/octet-stream') =>
      env.inject({ method: 'POST', url: `${casePath(paths.files, id)}?nombre=${encodeURIComponent(nombre)}`, token, payload: bytes, headers: { 'content-type': contentType } }),
    file: (id: string, fileId: string) => env.inject({ method: 'GET', url: casePath(paths.file, id, fileId), token }),
    /** Creates and returns the new case (fails the test unless 201). */
    async add(payload: object): Promise<CaseDetail> {
      const res = await env.inject({ method: 'POST', url: paths.create, token, payload });
      if (res.statusCode !== 201) throw new Error(`POST ${paths.create}: ${res.statusCode} ${res.body}`);
      return CaseDetail.parse(res.json());
    },
    /** Acts and returns the new detail (fails the test unless 200). */
    async do(id: string, payload: object): Promise<CaseDetail> {
      const res = await env.inject({ method: 'POST', url: casePath(paths.action, id), token, payload });
      if (res.statusCode !== 200) throw new Error(`POST ${paths.action}: ${res.statusCode} ${res.body}`);
      return CaseDetail.parse(res.json());
    },
  };
}
export type CaseApi = ReturnType<typeof caseApi>;

/** A valid create body of the kind for a tenant (a reporte carries a location). */
export function createBody(t: CaseTenant, kind: CaseKind, extra: object = {}): object {
  const tipo = kind === 'reporte' ? t.tipos.reporte['Bache']! : t.tipos.solicitud['Constancia de residencia']!;
  return {
    tipoId: tipo,
    descripcion: 'Un problema de prueba en la calle principal',
    ...(kind === 'reporte' && { ubicacion: UBICACION }),
    coloniaId: t.colonias['Centro'],
    origenId: t.origenes['Teléfono'],
    contacto: { nombre: 'Ana Pérez', telefono: '55 1234 5678', email: 'ana@correo.mx' },
    ...extra,
  };
}

/** Every table row count of the cases domain for a cliente: "nothing changed" checks. */
export async function caseCounts(env: TestEnv, clienteId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['cases', 'case_events', 'case_notes', 'case_files'] as const) {
    const { n } = await env.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('cliente_id', '=', clienteId).executeTakeFirstOrThrow();
    out[table] = Number(n);
  }
  const folios = await env.app.db.selectFrom('case_folios').select(['kind', 'year', 'last']).where('cliente_id', '=', clienteId).orderBy('kind').orderBy('year').execute();
  out.folios = folios.reduce((a, f) => a + f.last, 0);
  return out;
}
