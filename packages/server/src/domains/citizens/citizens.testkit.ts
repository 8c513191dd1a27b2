import type { LightMyRequestResponse } from 'fastify';
import {
  curpCheckDigit,
  HABITANTE_SESSION_HEADER,
  HabitanteSession,
  PUBLIC_PATHS,
  PublicFilingResponse,
  publicPath,
  RegistroResponse,
  UPLOAD_TOKEN_HEADER,
  type CaseKind,
} from '@sig/shared/contract';
import type { RateLimits } from '../../plugins/rateLimits';
import type { TestEnv } from '../../testing/testApp';
import type { TestDbKind } from '../../testing/testDatabases';
import { UBICACION, caseTenant, openCaseTenant, type CaseTenant } from '../../testing/tenants';

/* Helpers of the citizens tests (not a test file itself). */

/** A valid CURP from its first 16 characters: a homonym digit (born before 2000) and the right check digit. */
export function curp(first16: string): string {
  const first17 = `${first16}0`;
  return `${first17}${curpCheckDigit(first17)}`;
}

/** Limits high enough that a whole test file from one address never meets them (the rate-limit test lowers them). */
const ROOMY = { max: 100_000, windowMs: 60_000 };
export const ROOMY_LIMITS: Partial<RateLimits> = {
  publicReadPerAddress: ROOMY,
  habitanteRegisterPerAddress: ROOMY,
  curpLookupPerAddress: ROOMY,
  publicFilingPerAddress: ROOMY,
  publicUploadPerAddress: ROOMY,
  habitanteCodePerAddress: ROOMY,
  habitanteVerifyPerAddress: ROOMY,
};

/** Personal data that must never come back out of a public answer. */
export const PERSONA = {
  nombre: 'María José',
  apellidos: 'Privado Secretísimo',
  telefono: '55 9876 5432',
  email: 'maria.secreta@correo.mx',
  direccion: 'Calle Oculta 123, Interior 4',
};

export function registro(curpText: string | undefined, extra: object = {}): object {
  return { ...(curpText !== undefined && { curp: curpText }), ...PERSONA, consentimiento: true, ...extra };
}

/** Fails the test when the answer carries any of the person's data (or these extra strings). */
export function expectNoPersonalData(res: LightMyRequestResponse, ...extra: string[]): void {
  for (const secret of [PERSONA.apellidos, 'Privado', 'Secret', PERSONA.telefono, PERSONA.email, PERSONA.direccion, 'Calle Oculta', ...extra]) {
    expect(res.body).not.toContain(secret);
  }
}

/** The public API of one cliente (by slug) as an anonymous browser sees it. */
export function publicApi(env: TestEnv, slug: string) {
  const p = (template: string, params: Record<string, string> = {}) => publicPath(template, { cliente: slug, ...params });
  return {
    cliente: () => env.inject({ method: 'GET', url: p(PUBLIC_PATHS.cliente) }),
    register: (payload: object) => env.inject({ method: 'POST', url: p(PUBLIC_PATHS.habitantes), payload }),
    byCurp: (curpText: string) => env.inject({ method: 'GET', url: p(PUBLIC_PATHS.habitanteByCurp, { curp: curpText }) }),
    byId: (id: string) => env.inject({ method: 'GET', url: p(PUBLIC_PATHS.habitante, { id }) }),
    /** Files with a habitante session in its header when one is given. */
    file: (kind: CaseKind, payload: object, session?: string) =>
      env.inject({ method: 'POST', url: p(PUBLIC_PATHS.file[kind]), payload, ...(session !== undefined && { headers: { [HABITANTE_SESSION_HEADER]: session } }) }),
    askCode: (payload: object, remoteAddress?: string) => env.inject({ method: 'POST', url: p(PUBLIC_PATHS.habitanteCode), payload, ...(remoteAddress && { remoteAddress }) }),
    verify: (payload: object, remoteAddress?: string) => env.inject({ method: 'POST', url: p(PUBLIC_PATHS.habitanteVerify), payload, ...(remoteAddress && { remoteAddress }) }),
    followWithCode: (folio: string, codigo: string) => env.inject({ method: 'POST', url: p(PUBLIC_PATHS.follow, { folio }), payload: { codigo } }),
    upload: (id: string, token: string, bytes: Buffer, nombre = 'foto.png') =>
      env.inject({
        method: 'POST',
        url: `${p(PUBLIC_PATHS.fileUpload, { id })}?${new URLSearchParams({ nombre })}`,
        payload: bytes,
        headers: { 'content-type': 'application/octet-stream', [UPLOAD_TOKEN_HEADER]: token },
      }),
    follow: (folio: string) => env.inject({ method: 'GET', url: p(PUBLIC_PATHS.follow, { folio }) }),
    map: (query = '') => env.inject({ method: 'GET', url: `${p(PUBLIC_PATHS.map)}${query}` }),
    /** Registers a new habitante and returns the session that comes with it (fails the test unless 201). */
    async newHabitante(payload: object): Promise<HabitanteSession> {
      const res = await env.inject({ method: 'POST', url: p(PUBLIC_PATHS.habitantes), payload });
      if (res.statusCode !== 201) throw new Error(`POST habitantes: ${res.statusCode} ${res.body}`);
      const sesion = RegistroResponse.parse(res.json()).sesion;
      if (!sesion) throw new Error('POST habitantes: 201 without a session');
      return sesion;
    },
    /** Files and returns the answer (fails the test unless 201). */
    async filed(kind: CaseKind, payload: object, session?: string): Promise<PublicFilingResponse> {
      const res = await env.inject({ method: 'POST', url: p(PUBLIC_PATHS.file[kind]), payload, ...(session !== undefined && { headers: { [HABITANTE_SESSION_HEADER]: session } }) });
      if (res.statusCode !== 201) throw new Error(`POST ${kind}: ${res.statusCode} ${res.body}`);
      return PublicFilingResponse.parse(res.json());
    },
  };
}
export type PublicApi = ReturnType<typeof publicApi>;

/** The one-time code in the newest outbox message to `to` (mail or SMS). */
export async function lastCodeTo(env: TestEnv, to: string): Promise<string> {
  const mine = (await env.outbox()).filter((m) => m.to === to);
  const code = mine[mine.length - 1]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** A valid public filing of the kind for a tenant (a reporte carries a location). */
export function filingBody(t: CaseTenant, kind: CaseKind, extra: object = {}): object {
  const tipo = kind === 'reporte' ? t.tipos.reporte['Bache']! : t.tipos.solicitud['Constancia de residencia']!;
  return {
    tipoId: tipo,
    descripcion: 'Bache profundo frente a la escuela primaria',
    ...(kind === 'reporte' && { ubicacion: UBICACION }),
    direccion: PERSONA.direccion,
    ...extra,
  };
}

/** A test app with roomy limits, a cliente with its catalogues (`t`, public API `api`) and another one. */
export async function openCitizensSuite(db: TestDbKind, slug: string, otherSlug: string): Promise<{ env: TestEnv; t: CaseTenant; other: CaseTenant; api: PublicApi }> {
  const { env, t } = await openCaseTenant(db, slug, { rateLimits: ROOMY_LIMITS });
  return { env, t, other: await caseTenant(env, otherSlug), api: publicApi(env, t.slug) };
}
