import { z } from 'zod';

import { Email } from './auth';
import { CatalogId, LatLng } from './catalogs';
import { curpProblem, normalizeCurp, CURP_MESSAGES } from './curp';
import { HONEYPOT_FIELD, UPLOAD_TOKEN_HEADER } from './citizensPaths';

/*
 * Citizens (issue 9, domain §4): habitantes of the registry and the public pages where they file and
 * follow reportes and solicitudes without an account. Nothing here ever carries personal data back out
 * (CURP, phone, e-mail, address, last names): public answers name a habitante by first name only.
 */

export * from './citizensPaths';
export * from './curp';

/** The error codes of the public surface and the registry, with the server's Spanish message. */
export const CITIZEN_ERRORS = {
  'citizen.cliente_not_found': 'No encontramos ese municipio.',
  'citizen.not_found': 'No encontramos ese registro.',
  'citizen.folio_not_found': 'No encontramos ese folio. Revisa que esté bien escrito (por ejemplo R-2026-000123).',
  'citizen.curp_invalid': 'La CURP no es válida.',
  'citizen.curp_required': 'La CURP es obligatoria en este municipio.',
  'citizen.rejected': 'No pudimos recibir tu envío. Si eres una persona, recarga la página e inténtalo de nuevo.',
  'citizen.tipo_not_public': 'Ese tipo no se puede registrar desde la página pública.',
  'citizen.upload_token': 'El permiso para adjuntar archivos a este folio venció o no es válido.',
  'citizen.too_many_files': 'Puedes adjuntar hasta 3 archivos a tu folio.',
  'citizen.product_disabled': 'Este municipio no recibe reportes en línea.',
} as const;
export type CitizenErrorCode = keyof typeof CITIZEN_ERRORS;

/** A CURP as typed: normalized, then checked (format, date, state, check digit) with a message naming the problem. */
export const Curp = z
  .string()
  .transform(normalizeCurp)
  .superRefine((curp, ctx) => {
    const problem = curpProblem(curp);
    if (problem) ctx.addIssue({ code: 'custom', message: CURP_MESSAGES[problem], params: { curp: problem } });
  });

export const SEXOS = ['H', 'M', 'X'] as const;
const Text = (max: number) => z.string().trim().max(max);
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)));
/** The hidden field: empty for people. */
const Honeypot = z.string().max(500).optional();

// ---- public: the cliente ------------------------------------------------------------------------------

export const PublicTipo = z.object({ id: z.string(), nombre: z.string(), descripcion: z.string(), color: z.string(), icono: z.string(), pideFoto: z.boolean() });
export type PublicTipo = z.infer<typeof PublicTipo>;

export const PublicCliente = z.object({
  slug: z.string(),
  nombre: z.string(),
  /** URL of the logo, or null. */
  logo: z.string().nullable(),
  colorPrimary: z.string(),
  colorSecondary: z.string(),
  mapa: z.object({ lat: z.number(), lng: z.number(), zoom: z.number(), tileUrl: z.string().nullable() }),
  /** The cliente lets a habitante register without a CURP (giving a reason). */
  operacionSinCurp: z.boolean(),
  /** False when the cliente has not the 'sig' product: the pages say so instead of offering forms. */
  recibeCasos: z.boolean(),
  tiposReporte: z.array(PublicTipo),
  tiposSolicitud: z.array(PublicTipo),
});
export type PublicCliente = z.infer<typeof PublicCliente>;

export const ClienteSlugParams = z.object({ cliente: z.string().trim().min(1).max(100) });

// ---- public: habitantes -------------------------------------------------------------------------------

export const HabitanteRegistro = z
  .object({
    /** Required unless the cliente allows "operación sin CURP" and sinCurpMotivo is given. */
    curp: Curp.optional(),
    sinCurpMotivo: Text(300).optional(),
    nombre: z.string().trim().min(1).max(120),
    apellidos: z.string().trim().min(1).max(160),
    fechaNacimiento: Day.optional(),
    sexo: z.enum(SEXOS).optional(),
    telefono: Text(40).optional(),
    email: Email.or(z.literal('')).optional(),
    direccion: Text(300).optional(),
    /** The habitante agrees to be contacted about their cases. */
    consentimiento: z.boolean(),
    [HONEYPOT_FIELD]: Honeypot,
  })
  .strict();
export type HabitanteRegistro = z.infer<typeof HabitanteRegistro>;

/** All a public page learns about a habitante: the id for its links and the first name to greet them. */
export const PublicHabitante = z.object({
  id: z.string(),
  nombre: z.string(),
  /** The cliente's slug. */
  cliente: z.string(),
  /** True when the CURP was already registered (the existing habitante, not a new one). */
  existente: z.boolean(),
});
export type PublicHabitante = z.infer<typeof PublicHabitante>;

// ---- public: filing -----------------------------------------------------------------------------------

export const PublicFilingBody = z
  .object({
    tipoId: CatalogId,
    descripcion: z.string().trim().min(5).max(4000),
    /** Required for a reporte. */
    ubicacion: LatLng.nullable().optional(),
    direccion: Text(300).optional(),
    /** The registered habitante filing it; absent for an anonymous reporte. */
    habitanteId: z.string().trim().min(1).max(100).optional(),
    [HONEYPOT_FIELD]: Honeypot,
  })
  .strict();
export type PublicFilingBody = z.infer<typeof PublicFilingBody>;

export const PublicFilingResponse = z.object({
  id: z.string(),
  folio: z.string(),
  kind: z.enum(['reporte', 'solicitud']),
  createdAt: z.string(),
  /** Attach up to PUBLIC_FILES_MAX files with it during PUBLIC_UPLOAD_TOKEN_MINUTES. */
  uploadToken: z.string(),
});
export type PublicFilingResponse = z.infer<typeof PublicFilingResponse>;

export const PublicUploadQuery = z.object({ nombre: z.string().trim().min(1).max(200) });
export const PublicUploadHeaders = z.object({ [UPLOAD_TOKEN_HEADER]: z.string().trim().min(1).max(200) });
export const PublicUploadResponse = z.object({ id: z.string(), nombre: z.string(), tipo: z.string(), bytes: z.number() });
export type PublicUploadResponse = z.infer<typeof PublicUploadResponse>;

// ---- public: follow and map ---------------------------------------------------------------------------

export const FollowParams = ClienteSlugParams.extend({ folio: z.string().trim().min(1).max(40) });

export const PublicCase = z.object({
  folio: z.string(),
  kind: z.enum(['reporte', 'solicitud']),
  tipo: z.object({ nombre: z.string(), color: z.string() }),
  estatus: z.object({ nombre: z.string(), color: z.string(), final: z.boolean() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Every estatus the case went through, oldest first. */
  historial: z.array(z.object({ at: z.string(), estatus: z.string(), color: z.string() })),
  /** Public notes only, oldest first, without their author. */
  notas: z.array(z.object({ at: z.string(), texto: z.string() })),
});
export type PublicCase = z.infer<typeof PublicCase>;

export const PUBLIC_MAP_ESTADOS = ['abiertos', 'cerrados', 'todos'] as const;
export const PublicMapQuery = z.object({
  estatus: z.enum(PUBLIC_MAP_ESTADOS).default('abiertos'),
  /** Only this public tipo. */
  tipoId: CatalogId.optional(),
});
export type PublicMapQuery = z.infer<typeof PublicMapQuery>;

/** Points as rows: [lat, lng, estatus index, tipo index, folio]. No id, no personal data. */
export const PublicMapResponse = z.object({
  estatus: z.array(z.object({ nombre: z.string(), color: z.string(), final: z.boolean() })),
  tipos: z.array(z.object({ nombre: z.string(), color: z.string() })),
  points: z.array(z.tuple([z.number(), z.number(), z.number(), z.number(), z.string()])),
  total: z.number(),
});
export type PublicMapResponse = z.infer<typeof PublicMapResponse>;
