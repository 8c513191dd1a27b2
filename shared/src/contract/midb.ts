import { z } from 'zod';

import { Email } from './auth';
import { Ref } from './cases';
import { CatalogId, LatLng } from './refs';
import { Curp } from './citizens';
import { MIDB_CONSENT, MIDB_PAGE_SIZE_DEFAULT, MIDB_PAGE_SIZE_MAX } from './midbPaths';
import { BirthDay, Persona, Sexo, UpdatePersonaBody } from './people';
import { MultiLine, SingleLine, StoredText } from './text';

/*
 * The citizen registry (midb, issue 23, domain §4): the registry's search and its filters, a habitante's
 * record with their programmes, the cliente's programmes and their rolls, and habitantes per colonia for the
 * map. Only clientes with the `midb` product and `cover_midb` have it; every answer with personal data is
 * audited on the server.
 */

export * from './midbPaths';

/**
 * The error codes of the registry (the `code` of an ApiError) with the server's Spanish message. A habitante's
 * record answers the persons' codes (PEOPLE_ERRORS: persona.not_found, persona.stale, persona.curp_taken,
 * persona.colonia_invalid), as on the persona page: one record, one set of errors.
 */
export const MIDB_ERRORS = {
  'midb.disabled': 'Este municipio no tiene el padrón de habitantes activado.',
  'midb.curp_required': 'Escribe la CURP. Registrar sin CURP necesita el permiso de operación sin CURP y un motivo.',
  'midb.edad_range': 'La edad mínima no puede ser mayor que la máxima.',
  'midb.programa_not_found': 'No existe ese programa en este municipio.',
  'midb.programa_taken': 'Ya hay un programa con ese nombre.',
  'midb.programa_stale': 'Otra persona cambió este programa mientras lo veías: recarga para ver sus datos actuales.',
  'midb.programa_inactive': 'El programa está inactivo: actívalo antes de inscribir personas.',
  'midb.enrol_too_many': 'La búsqueda encuentra demasiadas personas para inscribirlas de una vez: agrega filtros.',
  'midb.not_enrolled': 'Esa persona no está inscrita en el programa.',
} as const;
export type MidbErrorCode = keyof typeof MIDB_ERRORS;

const Text = (max: number) => SingleLine.trim().max(max);
const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const Edad = z.coerce.number().int().min(0).max(130);
const Day = BirthDay;
/** The persons' Sexo: one list of sexes. */
export const MidbSexo = Sexo;

// ---- the registry's search -------------------------------------------------------------------------------

const filterFields = {
  /** A CURP (or its start), part of the name (accents and case ignored) or a phone (its digits). */
  q: Text(120).optional(),
  coloniaId: CatalogId.optional(),
  zonaId: CatalogId.optional(),
  /** Age in whole years today, in the cliente's timezone; both ends included. */
  edadMin: Edad.optional(),
  edadMax: Edad.optional(),
  sexo: MidbSexo.optional(),
  /** Enrolled (active) in this programme. */
  programaId: CatalogId.optional(),
  consentimiento: z.enum(MIDB_CONSENT).optional(),
};
const edadOrdered = (f: { edadMin?: number; edadMax?: number }) => f.edadMin === undefined || f.edadMax === undefined || f.edadMin <= f.edadMax;
const edadIssue = { message: MIDB_ERRORS['midb.edad_range'], path: ['edadMin'], params: { code: 'midb.edad_range' } };

/** The filters alone: what the export, the map and "enrol the search" take. */
export const MidbFilterQuery = z.object(filterFields).refine(edadOrdered, edadIssue);
export type MidbFilterQuery = z.infer<typeof MidbFilterQuery>;

export const MidbSearchQuery = z
  .object({ ...filterFields, page: Page, pageSize: z.coerce.number().int().min(1).max(MIDB_PAGE_SIZE_MAX).default(MIDB_PAGE_SIZE_DEFAULT) })
  .refine(edadOrdered, edadIssue);
export type MidbSearchQuery = z.infer<typeof MidbSearchQuery>;

export const MidbHabitanteItem = z.object({
  id: StoredText,
  nombreCompleto: StoredText,
  curp: StoredText.nullable(),
  telefono: StoredText,
  colonia: Ref.nullable(),
  zona: Ref.nullable(),
  /** Whole years today; null without a birth date. */
  edad: z.number().nullable(),
  sexo: MidbSexo.nullable(),
  consentimiento: z.boolean(),
  createdAt: StoredText,
});
export type MidbHabitanteItem = z.infer<typeof MidbHabitanteItem>;

export const MidbListResponse = z.object({
  items: z.array(MidbHabitanteItem),
  /** Exact up to MIDB_COUNT_MAX; when `totalExact` is false there are more than `total`. */
  total: z.number(),
  totalExact: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type MidbListResponse = z.infer<typeof MidbListResponse>;

// ---- one habitante -------------------------------------------------------------------------------------------

export const MidbIdParams = z.object({ id: SingleLine.trim().min(1).max(100) });

export const InscripcionEstado = z.enum(['activa', 'baja']);
export type InscripcionEstado = z.infer<typeof InscripcionEstado>;

/** A habitante's place in one programme. */
export const HabitantePrograma = z.object({
  programa: Ref,
  estado: InscripcionEstado,
  desde: StoredText,
  /** When the enrolment ended, and why; null while active. */
  hasta: StoredText.nullable(),
  motivoBaja: StoredText.nullable(),
});
export type HabitantePrograma = z.infer<typeof HabitantePrograma>;

export const MidbHabitante = Persona.extend({
  zona: Ref.nullable(),
  programas: z.array(HabitantePrograma),
});
export type MidbHabitante = z.infer<typeof MidbHabitante>;

const habitanteFields = {
  nombre: SingleLine.trim().min(1).max(120),
  apellidos: SingleLine.trim().min(1).max(160),
  telefono: Text(40),
  email: Email.or(z.literal('')),
  direccion: Text(300),
  /** An active colonia of the cliente, or null (400 persona.colonia_invalid on `coloniaId`). */
  coloniaId: CatalogId.nullable(),
  ubicacion: LatLng.nullable(),
  consentimiento: z.boolean(),
};

/**
 * A new habitante. With a CURP, the birth date and sex are read from it (what is sent for them is ignored).
 * Without one, `sinCurpMotivo` is required and so is the SigOperacionSinCurp permission (400 midb.curp_required).
 */
export const NewHabitanteBody = z
  .object({
    ...habitanteFields,
    curp: Curp.optional(),
    sinCurpMotivo: Text(300).optional(),
    fechaNacimiento: Day.nullable().optional(),
    sexo: MidbSexo.nullable().optional(),
  })
  .partial({ telefono: true, email: true, direccion: true, coloniaId: true, ubicacion: true, consentimiento: true })
  .strict();
export type NewHabitanteBody = z.infer<typeof NewHabitanteBody>;

/** The fields staff may change (the persona page's body); a new CURP also sets the birth date and sex it states. */
export const UpdateHabitanteBody = UpdatePersonaBody;
export type UpdateHabitanteBody = UpdatePersonaBody;

// ---- programmes ------------------------------------------------------------------------------------------------

export const Programa = z.object({
  id: StoredText,
  nombre: StoredText,
  descripcion: StoredText,
  activo: z.boolean(),
  /** Habitantes enrolled now. */
  inscritos: z.number(),
  version: z.number(),
  createdAt: StoredText,
});
export type Programa = z.infer<typeof Programa>;

export const ProgramasResponse = z.object({ items: z.array(Programa) });
export type ProgramasResponse = z.infer<typeof ProgramasResponse>;

export const NewProgramaBody = z.object({ nombre: SingleLine.trim().min(1).max(120), descripcion: MultiLine.trim().max(2000).default('') }).strict();
export type NewProgramaBody = z.infer<typeof NewProgramaBody>;

export const UpdateProgramaBody = z
  .object({ nombre: SingleLine.trim().min(1).max(120), descripcion: MultiLine.trim().max(2000), activo: z.boolean() })
  .partial()
  .extend({ version: z.number().int().min(1) })
  .strict();
export type UpdateProgramaBody = z.infer<typeof UpdateProgramaBody>;

export const RollQuery = z.object({
  estado: InscripcionEstado.or(z.literal('todas')).default('activa'),
  page: Page,
  pageSize: z.coerce.number().int().min(1).max(MIDB_PAGE_SIZE_MAX).default(MIDB_PAGE_SIZE_DEFAULT),
});
export type RollQuery = z.infer<typeof RollQuery>;

export const RollItem = z.object({
  habitante: z.object({ id: StoredText, nombreCompleto: StoredText, curp: StoredText.nullable(), colonia: Ref.nullable() }),
  estado: InscripcionEstado,
  desde: StoredText,
  hasta: StoredText.nullable(),
  motivoBaja: StoredText.nullable(),
});
export type RollItem = z.infer<typeof RollItem>;

export const RollResponse = z.object({ items: z.array(RollItem), total: z.number(), page: z.number(), pageSize: z.number() });
export type RollResponse = z.infer<typeof RollResponse>;

/** Enrol these habitantes, or every one the registry filter finds (at most MIDB_ENROL_MAX). Already enrolled ones are left as they are. */
export const EnrolBody = z.union([
  z.object({ habitanteIds: z.array(SingleLine.trim().min(1).max(100)).min(1).max(1000) }).strict(),
  z.object({ filtro: MidbFilterQuery }).strict(),
]);
export type EnrolBody = z.infer<typeof EnrolBody>;

export const EnrolResponse = z.object({ inscritos: z.number(), yaInscritos: z.number() });
export type EnrolResponse = z.infer<typeof EnrolResponse>;

export const BajaParams = z.object({ id: SingleLine.trim().min(1).max(100), habitanteId: SingleLine.trim().min(1).max(100) });
export const BajaBody = z.object({ motivo: SingleLine.trim().min(3).max(300) }).strict();
export type BajaBody = z.infer<typeof BajaBody>;

// ---- the map ---------------------------------------------------------------------------------------------------

export const MapaColonia = z.object({
  colonia: Ref,
  habitantes: z.number(),
  /** The colonia's polygon (GeoJSON Polygon or MultiPolygon), or null; `centro` is its centroid when known. */
  poligono: z.unknown().nullable(),
  centro: LatLng.nullable(),
});
export type MapaColonia = z.infer<typeof MapaColonia>;

export const MapaResponse = z.object({
  colonias: z.array(MapaColonia),
  /** Habitantes the filter finds with no colonia. */
  sinColonia: z.number(),
  total: z.number(),
});
export type MapaResponse = z.infer<typeof MapaResponse>;

const Bbox = SingleLine.transform((text, ctx) => {
  const n = text.split(',').map(Number);
  const [w, s, e, north] = n;
  if (n.length !== 4 || n.some((v) => !Number.isFinite(v)) || w! > e! || s! > north! || Math.abs(s!) > 90 || Math.abs(north!) > 90 || Math.abs(w!) > 180 || Math.abs(e!) > 180) {
    ctx.addIssue({ code: 'custom', message: 'La caja del mapa es west,south,east,north en grados.' });
    return z.NEVER;
  }
  return { west: w!, south: s!, east: e!, north: north! };
});

export const PuntosQuery = z.object({ ...filterFields, bbox: Bbox }).refine(edadOrdered, edadIssue);
export type PuntosQuery = z.infer<typeof PuntosQuery>;

export const PuntosResponse = z.object({
  items: z.array(z.object({ id: StoredText, nombreCompleto: StoredText, lat: z.number(), lng: z.number() })),
  /** More located habitantes are in the box than MIDB_POINTS_MAX. */
  truncated: z.boolean(),
});
export type PuntosResponse = z.infer<typeof PuntosResponse>;
