import { z } from 'zod';

import { Email } from './auth';
import { CatalogId, LatLng } from './refs';
import { MultiLine, SingleLine, StoredText } from './text';
import { CASE_BULK_MAX, CASE_EVENT_TYPES, CASE_FILES_MAX, CASE_PAGE_SIZE_DEFAULT, CASE_PAGE_SIZE_MAX, CASE_SORTS, NOTE_MAX_CHARS, PRIORIDADES, isKnownCaseEvent, type CaseEventType } from './casePaths';
import { AUDIT_FAIL_REASONS, AUDIT_STATES, AUDIT_VERDICTS } from './auditoriaPaths';

/*
 * Reportes and solicitudes (domain §3, issue 5). Both kinds share every shape; a reporte always has a
 * location, a solicitud may have none. Names shown in lists and history are the catalogue's names at the
 * time of reading (refs); history events keep the names as they were when the event happened.
 */

export * from './casePaths';

/** The error codes of cases (the `code` of an ApiError) with the server's Spanish message. */
export const CASE_ERRORS = {
  'case.not_found': 'No existe ese caso en este cliente.',
  'case.invalid_reference': 'El registro elegido no existe o está inactivo en este cliente.',
  'case.invalid_transition': 'Ese cambio de estatus no está permitido desde el estatus actual.',
  'case.closed': 'El caso está cerrado: reábrelo antes de cambiarlo.',
  'case.not_closed': 'Solo se puede reabrir un caso cerrado.',
  'case.stale': 'Otra persona cambió este caso mientras lo veías: recarga para ver su estado actual.',
  'case.no_initial_estatus': 'El catálogo de estatus no tiene un estatus inicial activo: configúralo antes de registrar casos.',
  'case.location_required': 'Marca la ubicación del reporte en el mapa.',
  'case.file_type': 'El archivo debe ser una imagen (JPEG, PNG o WebP) o, en solicitudes, un PDF.',
  'case.file_size': 'El archivo no puede pasar de 5 MB.',
  'case.too_many_files': 'El caso ya tiene el máximo de 10 archivos.',
  'case.file_not_found': 'No existe ese archivo en el caso.',
  'case.assignee_invalid': 'Esa persona no es usuario activo de este cliente.',
  'case.not_final': 'Para responder y cerrar, elige un estatus final al que este caso pueda llegar.',
  'case.duplicate_invalid': 'Elige como original otro caso abierto del mismo tipo de expediente en este cliente.',
  'case.public_reason_required': 'Un estatus final cierra el caso: escribe la respuesta pública que leerá el ciudadano.',
} as const;
export type CaseErrorCode = keyof typeof CASE_ERRORS;

const Text = (max: number) => SingleLine.trim().max(max);
const Lines = (max: number) => MultiLine.trim().max(max);
const Prioridad = z.enum(PRIORIDADES);
const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const BoolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
/** A calendar day (YYYY-MM-DD) in the cliente's timezone. */
const Day = SingleLine.regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)));

// ---- references and pieces ----------------------------------------------------------------------------

export const Ref = z.object({ id: StoredText, nombre: StoredText });
export type Ref = z.infer<typeof Ref>;
export const ColorRef = Ref.extend({ color: StoredText });
export type ColorRef = z.infer<typeof ColorRef>;
export const EstatusRef = ColorRef.extend({ final: z.boolean() });
export type EstatusRef = z.infer<typeof EstatusRef>;
export const UserRef = z.object({ id: StoredText, displayName: StoredText });
export type UserRef = z.infer<typeof UserRef>;

/** Who asked: staff intake records it as given; a habitante (issue 9) links it to the registry. */
export const Contacto = z.object({
  nombre: Text(160),
  telefono: Text(40),
  email: Email.or(z.literal('')),
});
export type Contacto = z.infer<typeof Contacto>;

// ---- list ---------------------------------------------------------------------------------------------

export const CASE_ESTADOS = ['abiertos', 'cerrados', 'todos'] as const;

export const CaseListQuery = z.object({
  /** Folio (or its number), part of the descripción or of the contact's name; accents and case do not matter. */
  q: Text(120).optional(),
  tipoId: CatalogId.optional(),
  estatusId: CatalogId.optional(),
  dependenciaId: CatalogId.optional(),
  coloniaId: CatalogId.optional(),
  zonaId: CatalogId.optional(),
  origenId: CatalogId.optional(),
  prioridad: Prioridad.optional(),
  estado: z.enum(CASE_ESTADOS).default('todos'),
  /** Created on or after this day / on or before this day (the cliente's timezone). */
  desde: Day.optional(),
  hasta: Day.optional(),
  /** Open and past the due date. */
  vencidos: BoolParam.optional(),
  /** Assigned to the caller. */
  mios: BoolParam.optional(),
  sort: z.enum(CASE_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: Page,
  pageSize: z.coerce.number().int().min(1).max(CASE_PAGE_SIZE_MAX).default(CASE_PAGE_SIZE_DEFAULT),
});
export type CaseListQuery = z.infer<typeof CaseListQuery>;
/** The filters alone: what the CSV export and the map take. */
export const CaseFilterQuery = CaseListQuery.omit({ page: true, pageSize: true });
export type CaseFilterQuery = z.infer<typeof CaseFilterQuery>;

export const CaseSummary = z.object({
  id: StoredText,
  folio: StoredText,
  tipo: ColorRef,
  estatus: EstatusRef,
  descripcion: StoredText,
  direccion: StoredText,
  ubicacion: LatLng.nullable(),
  colonia: Ref.nullable(),
  zona: Ref.nullable(),
  origen: Ref.nullable(),
  dependencia: ColorRef.nullable(),
  modulo: Ref.nullable(),
  asignado: UserRef.nullable(),
  prioridad: Prioridad,
  contactoNombre: StoredText,
  createdAt: StoredText,
  updatedAt: StoredText,
  dueAt: StoredText,
  closedAt: StoredText.nullable(),
  /** Open and past its due date at the time of reading. */
  vencido: z.boolean(),
});
export type CaseSummary = z.infer<typeof CaseSummary>;

export const CaseListResponse = z.object({ items: z.array(CaseSummary), total: z.number(), page: z.number(), pageSize: z.number() });
export type CaseListResponse = z.infer<typeof CaseListResponse>;

export const CaseFiltersResponse = z.object({
  tipos: z.array(ColorRef),
  estatus: z.array(EstatusRef),
  dependencias: z.array(ColorRef),
  modulos: z.array(Ref.extend({ dependenciaId: StoredText })),
  colonias: z.array(Ref.extend({ zonaId: StoredText.nullable() })),
  zonas: z.array(Ref),
  origenes: z.array(Ref),
  /** Active staff of the cliente who may be assigned a case of this kind. */
  usuarios: z.array(UserRef),
  prioridades: z.array(Prioridad),
});
export type CaseFiltersResponse = z.infer<typeof CaseFiltersResponse>;

/** Map points as rows to keep 50k of them small: [lat, lng, estatus index, tipo index, id, folio]. */
export const CaseMapResponse = z.object({
  estatus: z.array(EstatusRef),
  tipos: z.array(ColorRef),
  points: z.array(z.tuple([z.number(), z.number(), z.number(), z.number(), StoredText, StoredText])),
  total: z.number(),
});
export type CaseMapResponse = z.infer<typeof CaseMapResponse>;

// ---- create -------------------------------------------------------------------------------------------

export const CreateCaseBody = z
  .object({
    tipoId: CatalogId,
    descripcion: MultiLine.trim().min(5).max(4000),
    /** Required for a reporte (error case.location_required on field `ubicacion`). */
    ubicacion: LatLng.nullable().optional(),
    direccion: Text(300).optional(),
    coloniaId: CatalogId.nullable().optional(),
    origenId: CatalogId.nullable().optional(),
    prioridad: Prioridad.optional(),
    contacto: Contacto.partial().optional(),
    /** The registry's person who called (PEOPLE_PATHS.callers); their name and phone fill an empty contact (400 case.invalid_reference). */
    habitanteId: SingleLine.trim().min(1).max(100).optional(),
  })
  .strict();
export type CreateCaseBody = z.infer<typeof CreateCaseBody>;

// ---- detail -------------------------------------------------------------------------------------------

export const CaseFile = z.object({
  id: StoredText,
  nombre: StoredText,
  tipo: StoredText,
  bytes: z.number(),
  createdAt: StoredText,
  autor: UserRef.nullable(),
});
export type CaseFile = z.infer<typeof CaseFile>;

export const CaseNote = z.object({
  id: StoredText,
  at: StoredText,
  autor: UserRef.nullable(),
  texto: StoredText,
  /** Public notes are shown to the citizen on the follow page (issue 9); internal ones only to staff. */
  publica: z.boolean(),
  archivos: z.array(CaseFile),
});
export type CaseNote = z.infer<typeof CaseNote>;

// ---- history -----------------------------------------------------------------------------------------

/*
 * One append-only history entry, one shape per kind (CASE_EVENT_TYPES): `antes`/`despues` hold the changed
 * fields with the names they had when the event happened. The server writes them through one typed function
 * (caseWrite.ts), the timelines switch on `tipo`. Rows written by early builds in another shape are read
 * through a preprocess that gives them today's shape; an event of a kind this build does not know (a newer
 * server) parses as OtherCaseEvent, which a timeline shows as a neutral line.
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const orElse = (v: unknown, fallback: unknown): unknown => (v === undefined ? fallback : v);

/** The note an event names (its text is the event's comentario). */
export const CaseEventNota = z.object({ id: StoredText, publica: z.boolean(), archivos: z.array(StoredText) });
export type CaseEventNota = z.infer<typeof CaseEventNota>;
export const CaseEventArchivo = z.object({ id: StoredText, nombre: StoredText, tipo: StoredText, bytes: z.number() });
export type CaseEventArchivo = z.infer<typeof CaseEventArchivo>;

/**
 * A note event's `despues` as early builds' timelines also read it: flat ({ publica, archivos | archivoIds,
 * id }) or absent. Normalised to { nota } (an id unknown then is '').
 */
const legacyNota = (v: unknown): unknown => {
  if (v === null || v === undefined) return { nota: { id: '', publica: false, archivos: [] } };
  if (!isRecord(v) || 'nota' in v) return v;
  return { nota: { id: orElse(v.id, ''), publica: v.publica === true, archivos: orElse(v.archivos ?? v.archivoIds, []) } };
};

/** A file event's `despues`, flat in early builds ({ nombre, id, tipo, bytes }) or absent: normalised to { archivo }. */
const legacyArchivo = (v: unknown): unknown => {
  if (v === null || v === undefined) return { archivo: { id: '', nombre: '', tipo: '', bytes: 0 } };
  if (!isRecord(v) || 'archivo' in v) return v;
  return { archivo: { id: orElse(v.id, ''), nombre: orElse(v.nombre, ''), tipo: orElse(v.tipo, ''), bytes: orElse(v.bytes, 0) } };
};

const EventMeta = { id: StoredText, at: StoredText, actor: UserRef.nullable(), comentario: StoredText.nullable() };
const eventKind = <T extends CaseEventType, A extends z.ZodType, D extends z.ZodType>(tipo: T, antes: A, despues: D) => z.object({ ...EventMeta, tipo: z.literal(tipo), antes, despues });

const EstatusSet = z.object({ estatus: EstatusRef });
/** Another case of the same kind, by id and folio. */
export const FolioRef = z.object({ id: StoredText, folio: StoredText });
export type FolioRef = z.infer<typeof FolioRef>;
const Asignacion = z.object({ dependencia: ColorRef.nullable().optional(), modulo: Ref.nullable().optional(), asignado: UserRef.nullable().optional() });
const TipoSla = z.object({ tipo: ColorRef, dueAt: StoredText });
const Place = z.object({ colonia: Ref.nullable(), zona: Ref.nullable(), derivada: z.boolean() });

export const KnownCaseEvent = z.discriminatedUnion('tipo', [
  /** Filed (staff intake, a citizen, Open311): what it started with. */
  eventKind('creado', z.null(), z.object({ folio: StoredText, tipo: ColorRef, estatus: EstatusRef, prioridad: Prioridad, dependencia: ColorRef.nullable() })),
  /**
   * A move along the transitions. Answer-and-close adds the public note that answered (`nota`) and, when it
   * passed through estatus on the way, those (`via`); the answer is the comentario.
   */
  eventKind('estatus', EstatusSet, EstatusSet.extend({ nota: CaseEventNota.optional(), via: z.array(EstatusRef).optional() })),
  /** Only what changed of dependencia, módulo and person (null: none). */
  eventKind('asignacion', Asignacion, Asignacion),
  eventKind('prioridad', z.object({ prioridad: Prioridad }), z.object({ prioridad: Prioridad })),
  /** A closed case back to an open estatus (the one it left: null when it is gone from the catalogue). */
  eventKind('reabierto', z.object({ estatus: EstatusRef.nullable() }), EstatusSet),
  eventKind('nota', z.null(), z.preprocess(legacyNota, z.object({ nota: CaseEventNota }))),
  eventKind('archivo', z.null(), z.preprocess(legacyArchivo, z.object({ archivo: CaseEventArchivo }))),
  /** Corrections: the due date follows the new tipo's SLA. */
  eventKind('tipo', TipoSla, TipoSla),
  /** `antes` keeps the citizen's own words. */
  eventKind('descripcion', z.object({ descripcion: StoredText }), z.object({ descripcion: StoredText })),
  eventKind('direccion', z.object({ direccion: StoredText }), z.object({ direccion: StoredText })),
  /** derivada: taken from the point, not chosen by staff. */
  eventKind('colonia', Place, Place),
  eventKind('ubicacion', z.object({ ubicacion: LatLng.nullable() }), z.object({ ubicacion: LatLng.nullable() })),
  /**
   * One more person reported the same (issue 24): a citizen who chose "follow this one instead", staff who
   * linked a call, or a case marked as its duplicate (`duplicado` names it). `apoyos` is the count after.
   */
  eventKind('apoyo', z.null(), z.object({ apoyos: z.number(), desde: z.enum(['portal', 'personal', 'duplicado']), duplicado: FolioRef.optional() })),
  /** Closed as the same problem as `original`, in the final estatus `estatus`; its followers moved there. */
  eventKind('duplicado', z.object({ estatus: EstatusRef }), z.object({ original: FolioRef, estatus: EstatusRef })),
  /**
   * An audit of the closed case (issue 25), conforme or not; the actor is the auditor. A no conforme applied is
   * followed by a 'reabierto' event; one kept as a conflict (the case changed meanwhile) touched nothing.
   */
  eventKind(
    'auditoria',
    z.null(),
    z.object({
      auditoria: z.object({ id: StoredText, veredicto: z.enum(AUDIT_VERDICTS), estado: z.enum(AUDIT_STATES), distanciaM: z.number().nullable(), fotos: z.number() }),
    }),
  ),
  /**
   * The case's item of an audit work list (issue 25) could not be audited (`fallida`: the field auditor's reason,
   * or null for a supervisor's own words, which are the comentario, as the auditor's note is), or was put back
   * to pending. The actor is who did it. The case itself is untouched.
   */
  eventKind(
    'auditoria_item',
    z.null(),
    z.object({ lista: z.object({ id: StoredText, nombre: StoredText }), estado: z.enum(['fallida', 'pendiente']), motivo: z.enum(AUDIT_FAIL_REASONS).nullable() }),
  ),
]);
export type KnownCaseEvent = z.infer<typeof KnownCaseEvent>;

/** An event of a kind this build does not know (written by a newer server): kept as sent, shown as a neutral line. */
export const OtherCaseEvent = z.object({
  ...EventMeta,
  tipo: StoredText.refine((t) => !(CASE_EVENT_TYPES as readonly string[]).includes(t)),
  antes: z.record(StoredText, z.unknown()).nullable(),
  despues: z.record(StoredText, z.unknown()).nullable(),
});
export type OtherCaseEvent = z.infer<typeof OtherCaseEvent>;

export const CaseEvent = z.union([KnownCaseEvent, OtherCaseEvent]);
export type CaseEvent = z.infer<typeof CaseEvent>;

type Change<E> = E extends unknown ? Pick<E, Extract<keyof E, 'tipo' | 'antes' | 'despues'>> : never;
/** What one event records, by kind: what the server's one writer of history takes. */
export type CaseEventChange = Change<KnownCaseEvent>;

/** The estatus an event left the case in (as it was named then), or null for an event that set none. */
export function estatusSetBy(event: CaseEvent): EstatusRef | null {
  if (!isKnownCaseEvent(event)) return null;
  switch (event.tipo) {
    case 'creado':
    case 'estatus':
    case 'reabierto':
      return event.despues.estatus;
    default:
      return null;
  }
}

export const CaseDetail = CaseSummary.extend({
  kind: z.enum(['reporte', 'solicitud']),
  contacto: Contacto,
  /** The registry's habitante who filed it (the ciudadano page, /sig/ciudadano/:id), or null. */
  habitanteId: StoredText.nullable(),
  /** That habitante's name as the registry has it now (null when none is linked). */
  habitante: Ref.nullable(),
  /** Bumped by every change: send it back with an action to refuse a change based on a stale view (409 case.stale). */
  version: z.number(),
  archivos: z.array(CaseFile),
  notas: z.array(CaseNote),
  historial: z.array(CaseEvent),
  /** The estatus this case may move to now (empty when closed: reopen first). */
  siguientes: z.array(EstatusRef),
  /**
   * The usual next step: the first non-final estatus of `siguientes` in catalogue order, or null (closed,
   * or only final ones left). The detail page offers it as one click; the cliente's assignment rule uses it too.
   */
  siguiente: EstatusRef.nullable(),
  /** The final estatus this case can be answered and closed with in one step (reachable along the transitions). */
  cierres: z.array(EstatusRef),
  /** Whether the caller may act on it (SigEditar…); the server checks again on every action. */
  puedeEditar: z.boolean(),
  /** Staff chose the colonia (kept when the case moves); false: it follows from the point. */
  coloniaElegida: z.boolean(),
  /** How many more people reported the same problem (issue 24). */
  apoyos: z.number(),
  /** The case this one was closed as a duplicate of, or null. */
  duplicadoDe: FolioRef.nullable(),
  /** Cases closed as duplicates of this one. */
  duplicados: z.array(FolioRef),
});
export type CaseDetail = z.infer<typeof CaseDetail>;

// ---- actions and notes ------------------------------------------------------------------------------

const Version = z.number().int().min(0).optional();
const Comentario = Lines(1000).optional();
/** The public reason of a closing: what the citizen reads. */
const Respuesta = MultiLine.trim().min(1).max(NOTE_MAX_CHARS);

export const CaseActionBody = z.discriminatedUnion('accion', [
  /**
   * A move along the transitions. To a final estatus it needs `respuesta`, the public reason the citizen
   * reads on the follow page (400 case.public_reason_required): it is recorded as a public note, as `cerrar` does.
   */
  z.object({ accion: z.literal('estatus'), estatusId: CatalogId, comentario: Comentario, respuesta: Respuesta.optional(), version: Version }).strict(),
  z
    .object({
      accion: z.literal('asignar'),
      dependenciaId: CatalogId.nullable().optional(),
      moduloId: CatalogId.nullable().optional(),
      /** A staff user id of the cliente, or null to unassign. */
      asignadoA: SingleLine.min(1).max(100).nullable().optional(),
      comentario: Comentario,
      version: Version,
    })
    .strict(),
  z.object({ accion: z.literal('prioridad'), prioridad: Prioridad, comentario: Comentario, version: Version }).strict(),
  /**
   * Answer the citizen and close in one step: `respuesta` becomes a public note (the reason the citizen reads
   * on the follow page) and the case moves to the final estatus `estatusId`, passing through the estatus
   * between (one of `cierres`).
   */
  z.object({ accion: z.literal('cerrar'), estatusId: CatalogId, respuesta: Respuesta, version: Version }).strict(),
  /**
   * The same problem as `originalId` (an open case of the same kind): this one closes in the final estatus
   * `estatusId` with a public note naming the original, its followers move there and the original counts one
   * more report (issue 24).
   */
  z.object({ accion: z.literal('duplicado'), originalId: SingleLine.min(1).max(100), estatusId: CatalogId, version: Version }).strict(),
  /** A closed case goes back to the initial estatus (or the given non-final one); the reason is required. */
  z
    .object({ accion: z.literal('reabrir'), estatusId: CatalogId.optional(), comentario: MultiLine.trim().min(5).max(1000), version: Version })
    .strict(),
  /**
   * Corrects what was filed (issue 21); each field given and different becomes its own history event. A new
   * tipo recomputes the due date (created + the tipo's SLA). A new location derives the zona again, and the
   * colonia unless staff chose one; `coloniaId: null` hands the colonia back to the location.
   */
  z
    .object({
      accion: z.literal('corregir'),
      tipoId: CatalogId.optional(),
      descripcion: MultiLine.trim().min(5).max(4000).optional(),
      direccion: Text(300).optional(),
      coloniaId: CatalogId.nullable().optional(),
      /** Required (not null) for a reporte: error case.location_required on `ubicacion`. */
      ubicacion: LatLng.nullable().optional(),
      comentario: Comentario,
      version: Version,
    })
    .strict(),
]);
export type CaseActionBody = z.infer<typeof CaseActionBody>;

const CaseIds = z
  .array(SingleLine.min(1).max(100))
  .min(1)
  .max(CASE_BULK_MAX)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'El campo «ids» nombra un caso más de una vez.' });

/**
 * One change to many cases (the list's selection): each case gets its own history event, all in one
 * transaction. If one case may not take it, none changes and the error names that case's folio (`item`).
 */
export const CaseBulkBody = z.discriminatedUnion('accion', [
  z.object({ accion: z.literal('estatus'), ids: CaseIds, estatusId: CatalogId, comentario: Comentario, respuesta: Respuesta.optional() }).strict(),
  z
    .object({
      accion: z.literal('asignar'),
      ids: CaseIds,
      dependenciaId: CatalogId.nullable().optional(),
      moduloId: CatalogId.nullable().optional(),
      asignadoA: SingleLine.min(1).max(100).nullable().optional(),
      comentario: Comentario,
    })
    .strict(),
]);
export type CaseBulkBody = z.infer<typeof CaseBulkBody>;

/** How many of the named cases changed (the others already were so). */
export const CaseBulkResponse = z.object({ cambiados: z.number(), sinCambio: z.number() });
export type CaseBulkResponse = z.infer<typeof CaseBulkResponse>;

/** The selected cases to export as CSV. */
export const CaseIdsBody = z.object({ ids: CaseIds }).strict();
export type CaseIdsBody = z.infer<typeof CaseIdsBody>;

export const CaseNoteBody = z
  .object({
    texto: MultiLine.trim().min(1).max(NOTE_MAX_CHARS),
    publica: z.boolean().default(false),
    /** Files already uploaded to this case (CASE_PATHS.files) that the note presents. */
    archivoIds: z.array(SingleLine.min(1).max(100)).max(CASE_FILES_MAX).optional(),
  })
  .strict();
export type CaseNoteBody = z.infer<typeof CaseNoteBody>;

export const CaseIdParams = z.object({ id: SingleLine.min(1).max(100) });
export const CaseFileParams = CaseIdParams.extend({ fileId: SingleLine.min(1).max(100) });
export const CaseFileQuery = z.object({ nombre: Text(200).min(1) });

// ---- reportes near a place (issue 24) ------------------------------------------------------------------

export const NearbyQuery = z.object({
  tipoId: CatalogId,
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  /** The case being looked at (staff, on its detail): not its own duplicate. */
  excluir: SingleLine.min(1).max(100).optional(),
});
export type NearbyQuery = z.infer<typeof NearbyQuery>;

/** An open reporte near the place: what a card shows (no personal data). `id` only for staff. */
export const NearbyCase = z.object({
  id: StoredText.optional(),
  folio: StoredText,
  estatus: z.object({ nombre: StoredText, color: StoredText }),
  createdAt: StoredText,
  distanciaM: z.number(),
  apoyos: z.number(),
  /** A public photo by its short-lived signed link, or null. */
  foto: StoredText.nullable(),
});
export type NearbyCase = z.infer<typeof NearbyCase>;
export const NearbyResponse = z.object({ items: z.array(NearbyCase), radioM: z.number(), dias: z.number() });
export type NearbyResponse = z.infer<typeof NearbyResponse>;

export const SupportBody = z.object({ comentario: Lines(1000).optional() }).strict();
export type SupportBody = z.infer<typeof SupportBody>;
