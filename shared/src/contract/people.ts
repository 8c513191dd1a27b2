import { z } from 'zod';

import { Email } from './auth';
import { SingleLine, StoredText } from './text';
import { ColorRef, EstatusRef, Ref } from './cases';
import { CatalogId, LatLng } from './refs';
import { Curp, SEXOS } from './citizens';
import { CALLER_QUERY_MIN } from './peoplePaths';

/*
 * The staff's view of habitantes (issue 9, domain §4): search, the personal record (persona), its edit,
 * and the ciudadano page (everything the municipality has with one person). Personal data (CURP, phone,
 * e-mail, address, birth date) goes only to SigVerPersona, and every answer carrying it is audited.
 */

export * from './peoplePaths';

/** The error codes of persons (the `code` of an ApiError) with the server's Spanish message. */
export const PEOPLE_ERRORS = {
  'persona.not_found': 'No existe esa persona en este municipio.',
  'persona.stale': 'Otra persona cambió este registro mientras lo veías: recarga para ver sus datos actuales.',
  'persona.curp_taken': 'Ya hay otra persona registrada con esa CURP en este municipio.',
  'persona.colonia_invalid': 'La colonia elegida no existe o está inactiva en este municipio.',
  'persona.curp_required': 'Escribe la CURP de la persona (este municipio no registra personas sin CURP, o falta el motivo).',
} as const;
export type PeopleErrorCode = keyof typeof PEOPLE_ERRORS;

const Text = (max: number) => SingleLine.trim().max(max);
const Page = z.coerce.number().int().min(1).max(100_000).default(1);
/** YYYY-MM-DD, a real day, not before 1900 (a birth date: the registry's too). */
export const BirthDay = SingleLine.regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d && d >= '1900-01-01';
});
const Day = BirthDay;
export const Sexo = z.enum(SEXOS);
export type Sexo = z.infer<typeof Sexo>;

export const PersonaIdParams = z.object({ id: SingleLine.trim().min(1).max(100) });

// ---- search -------------------------------------------------------------------------------------------

export const PersonaSearchQuery = z.object({
  /** Part of the name or of the CURP; accents and case do not matter. */
  q: Text(120).optional(),
  page: Page,
});
export type PersonaSearchQuery = z.infer<typeof PersonaSearchQuery>;

export const PersonaListItem = z.object({
  id: StoredText,
  nombreCompleto: StoredText,
  curp: StoredText.nullable(),
  colonia: StoredText.nullable(),
  createdAt: StoredText,
});
export type PersonaListItem = z.infer<typeof PersonaListItem>;

export const PersonaListResponse = z.object({ items: z.array(PersonaListItem), total: z.number(), page: z.number(), pageSize: z.number() });
export type PersonaListResponse = z.infer<typeof PersonaListResponse>;

// ---- the record -----------------------------------------------------------------------------------------

export const Persona = z.object({
  id: StoredText,
  /** Null when registered "sin CURP" (then sinCurpMotivo says why). */
  curp: StoredText.nullable(),
  sinCurpMotivo: StoredText,
  nombre: StoredText,
  apellidos: StoredText,
  nombreCompleto: StoredText,
  fechaNacimiento: StoredText.nullable(),
  sexo: Sexo.nullable(),
  telefono: StoredText,
  email: StoredText,
  direccion: StoredText,
  colonia: Ref.nullable(),
  ubicacion: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  consentimiento: z.boolean(),
  /** Send it back with a change: a stale one is refused (409 persona.stale). */
  version: z.number(),
  createdAt: StoredText,
  updatedAt: StoredText,
});
export type Persona = z.infer<typeof Persona>;

/** The fields staff may change; send only the changed ones, with the version that was read. */
export const UpdatePersonaBody = z
  .object({
    nombre: SingleLine.trim().min(1).max(120),
    apellidos: SingleLine.trim().min(1).max(160),
    fechaNacimiento: Day.nullable(),
    sexo: Sexo.nullable(),
    telefono: Text(40),
    email: Email.or(z.literal('')),
    direccion: Text(300),
    /** An active colonia of the cliente, or null (400 persona.colonia_invalid on `coloniaId`). */
    coloniaId: CatalogId.nullable(),
    /** Where the person lives, as placed on the map. */
    ubicacion: LatLng.nullable(),
    consentimiento: z.boolean(),
    /** Unique per cliente (409 persona.curp_taken on `curp`); setting one clears the "sin CURP" reason. */
    curp: Curp,
  })
  .partial()
  .extend({ version: z.number().int().min(1) })
  .strict();
export type UpdatePersonaBody = z.infer<typeof UpdatePersonaBody>;
/** The form's fields (the body less its version). */
export type PersonaField = Exclude<keyof UpdatePersonaBody, 'version'>;

export const PersonaColoniasResponse = z.object({ colonias: z.array(Ref) });
export type PersonaColoniasResponse = z.infer<typeof PersonaColoniasResponse>;

// ---- staff intake: the caller ----------------------------------------------------------------------------

export const CallerSearchQuery = z.object({
  /** A CURP, part of the name, or a phone (its digits, however they are spaced). */
  q: Text(120).min(CALLER_QUERY_MIN),
});
export type CallerSearchQuery = z.infer<typeof CallerSearchQuery>;

export const Caller = z.object({
  id: StoredText,
  nombreCompleto: StoredText,
  /** Masked (first four and last two characters) for a caller without SigVerPersona; null when registered "sin CURP". */
  curp: StoredText.nullable(),
  /** Masked (last two digits) for a caller without SigVerPersona; '' when none. */
  telefono: StoredText,
  colonia: StoredText.nullable(),
});
export type Caller = z.infer<typeof Caller>;

export const CallerSearchResponse = z.object({ items: z.array(Caller), total: z.number() });
export type CallerSearchResponse = z.infer<typeof CallerSearchResponse>;

/** A person registered from the intake form: the least that identifies them. */
export const NewCallerBody = z
  .object({
    /** Unique per cliente (409 persona.curp_taken); required unless the cliente allows "operación sin CURP" and sinCurpMotivo is given (400 persona.curp_required). */
    curp: Curp.optional(),
    sinCurpMotivo: Text(300).optional(),
    nombre: SingleLine.trim().min(1).max(120),
    apellidos: SingleLine.trim().min(1).max(160),
    telefono: Text(40).optional(),
  })
  .strict();
export type NewCallerBody = z.infer<typeof NewCallerBody>;

// ---- the ciudadano page -------------------------------------------------------------------------------

export const CiudadanoCaso = z.object({
  id: StoredText,
  folio: StoredText,
  tipo: ColorRef,
  estatus: EstatusRef,
  createdAt: StoredText,
  closedAt: StoredText.nullable(),
  /** Open and past its due date at the time of reading. */
  vencido: z.boolean(),
});
export type CiudadanoCaso = z.infer<typeof CiudadanoCaso>;

/**
 * One product's part of the ciudadano page. `permitido: false` when the caller may not see that product's
 * records: then `items` and `total` are absent (the page says so instead of showing an empty list).
 */
export const ciudadanoSeccion = <T extends z.ZodType>(item: T) =>
  z.object({ permitido: z.boolean(), items: z.array(item).optional(), total: z.number().optional() });

export const CiudadanoCasosSeccion = ciudadanoSeccion(CiudadanoCaso);
export type CiudadanoCasosSeccion = z.infer<typeof CiudadanoCasosSeccion>;

/** The personal fields of the summary: only for SigVerPersona. */
export const CiudadanoDatos = Persona.pick({ curp: true, fechaNacimiento: true, sexo: true, telefono: true, email: true, direccion: true, colonia: true, consentimiento: true });
export type CiudadanoDatos = z.infer<typeof CiudadanoDatos>;

/** A programme of the registry the person is or was enrolled in (issue 23). */
export const CiudadanoPrograma = z.object({
  programa: Ref,
  estado: z.enum(['activa', 'baja']),
  desde: StoredText,
  hasta: StoredText.nullable(),
});
export type CiudadanoPrograma = z.infer<typeof CiudadanoPrograma>;
export const CiudadanoProgramasSeccion = ciudadanoSeccion(CiudadanoPrograma);
export type CiudadanoProgramasSeccion = z.infer<typeof CiudadanoProgramasSeccion>;

export const Ciudadano = z.object({
  persona: z.object({
    id: StoredText,
    nombreCompleto: StoredText,
    /** Null when the caller lacks SigVerPersona; when present, the view was audited. */
    datos: CiudadanoDatos.nullable(),
  }),
  /** The caller may open the personal record (SigVerPersona) / edit it (SigMidb); the server checks again. */
  puedeVerPersona: z.boolean(),
  puedeEditar: z.boolean(),
  /**
   * By product. Later products add their own keys (credenciales, eventos, entregas, conversaciones), each
   * a ciudadanoSeccion of its own item, without changing these.
   */
  secciones: z.object({
    reportes: CiudadanoCasosSeccion,
    solicitudes: CiudadanoCasosSeccion,
    /** The registry's programmes (SigMidb or SigVerPersona, where the cliente has the registry); absent from an older server. */
    programas: CiudadanoProgramasSeccion.optional(),
  }),
});
export type Ciudadano = z.infer<typeof Ciudadano>;
