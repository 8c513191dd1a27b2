import { z } from 'zod';

import { CaseFile, ColorRef, EstatusRef, Ref, UserRef } from './cases';
import { PRIORIDADES } from './casePaths';
import { HONEYPOT_FIELD } from './citizensPaths';
import { CatalogId, LatLng } from './refs';
import { MultiLine, SingleLine, StoredText } from './text';
import {
  AUDIT_ANSWERS,
  AUDIT_CHECKLIST_MAX_ITEMS,
  AUDIT_CONFLICTS,
  AUDIT_FAIL_NOTE_MAX,
  AUDIT_FAIL_REASONS,
  AUDIT_ITEM_STATES,
  AUDIT_LIST_MAX_ITEMS,
  AUDIT_PAGE_SIZE_DEFAULT,
  AUDIT_PAGE_SIZE_MAX,
  AUDIT_PHOTOS_MAX,
  AUDIT_POSITIONS_BATCH_MAX,
  AUDIT_REASONS,
  AUDIT_RULE_MODES,
  AUDIT_STATES,
  AUDIT_VERDICTS,
} from './auditoriaPaths';

export * from './auditoriaPaths';

/*
 * Auditoría (issue 25, domain §5): auditors check that closed reportes and solicitudes were really solved.
 * v1: a queue of sampled closed cases and a form (checklist per tipo, photos by hash, GPS, verdict); a no
 * conforme reopens the case. v2: work lists for field auditors who work offline (each audit carries a
 * device-made `clientId`, so a retried sync makes one audit), and a supervisor's live page.
 */

/** The error codes of Auditoría (the `code` of an ApiError) with the server's Spanish message. */
export const AUDIT_ERRORS = {
  'auditoria.case_not_found': 'No existe ese caso en este municipio.',
  'auditoria.case_open': 'Solo se auditan casos cerrados.',
  'auditoria.tipo_not_found': 'No existe ese tipo en este municipio.',
  'auditoria.photo_hash': 'La foto llegó distinta de como salió del teléfono (su huella sha256 no coincide): vuelve a enviarla.',
  'auditoria.photo_type': 'La foto debe ser una imagen JPEG, PNG o WebP.',
  'auditoria.photo_size': 'La foto no puede pasar de 5 MB.',
  'auditoria.photo_not_found': 'No encontramos esa foto: súbela antes de enviar la auditoría.',
  'auditoria.client_id_reused': 'Ese identificador ya se usó para otra auditoría.',
  'auditoria.fail_note': 'Escribe por qué no se pudo auditar (motivo «otro»).',
  'auditoria.checklist_item': 'La respuesta nombra un punto que no está en la lista de verificación de ese tipo.',
  'auditoria.list_not_found': 'No existe esa lista de trabajo.',
  'auditoria.list_empty': 'El filtro o la selección no tiene casos cerrados para auditar.',
  'auditoria.list_too_big': 'Una lista de trabajo no puede tener más de 500 casos.',
  'auditoria.list_item': 'Ese caso no está en esa lista de trabajo.',
  'auditoria.item_done': 'Ese caso ya se auditó: su auditoría queda, no se puede marcar como fallido ni devolver a pendiente.',
  'auditoria.auditor_invalid': 'Esa persona no es auditor de campo activo de este municipio.',
  'auditoria.stale': 'Otra persona cambió esta lista mientras la veías: recarga para ver sus datos actuales.',
  'auditoria.stale_rule': 'Otra persona cambió la regla mientras la veías: recarga para ver la actual.',
  'auditoria.stale_checklist': 'Otra persona cambió la lista de verificación mientras la veías: recarga para ver la actual.',
  'auditoria.resuelto_closed': 'Esta pregunta no está abierta para este folio.',
  'auditoria.resuelto_answered': 'Ya respondiste si quedó resuelto. ¡Gracias!',
  'auditoria.code_wrong': 'El folio o el código de seguimiento no son correctos.',
  'auditoria.rejected': 'No pudimos recibir tu envío. Si eres una persona, recarga la página e inténtalo de nuevo.',
} as const;
export type AuditErrorCode = keyof typeof AUDIT_ERRORS;

const Text = (max: number) => SingleLine.trim().max(max);
const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE_DEFAULT);
const Version = z.number().int().min(1);
const Id = SingleLine.trim().min(1).max(100);
const Kind = z.enum(['reporte', 'solicitud']);
/** A calendar day YYYY-MM-DD (a real one), in the cliente's timezone. */
export const AuditDia = SingleLine.regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}, 'Escribe una fecha válida (AAAA-MM-DD).');
/** An ISO instant as a device sends it. */
const Instant = SingleLine.refine((s) => s.length <= 40 && !Number.isNaN(Date.parse(s)), 'Escribe una fecha y hora válidas (ISO 8601).');
/** A sha256 in lower-case hex. */
export const AuditSha256 = SingleLine.trim().toLowerCase().regex(/^[0-9a-f]{64}$/, 'Debe ser un sha256 en hexadecimal (64 caracteres).');
/** A device-made id (a UUID). */
export const AuditClientId = SingleLine.trim().toLowerCase().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Debe ser un UUID.');

/** A device's fix: where, how sure (metres) and when it was taken. */
export const AuditPosition = LatLng.extend({ accuracy: z.number().min(0).max(100_000), at: Instant }).strict();
export type AuditPosition = z.infer<typeof AuditPosition>;

// ---- sampling rule ------------------------------------------------------------------------------------------------

/**
 * Which closed cases are sampled, per cliente. `todos`: every one. `porcentaje`: exactly N % per (dependencia,
 * tipo), deterministic: the closed cases of a pair numbered 1, 2, 3… in the order they closed, case n is
 * sampled when floor(n·N/100) > floor((n−1)·N/100) (N = 25 takes the 4th, 8th, 12th…). Plus, always, every
 * case whose citizen answered "no resuelto" (reason `ciudadano`, first in the queue). A cliente that never
 * saved one reads `{ modo: 'porcentaje', porcentaje: 20, version: 0 }` (the first PUT sends version 0).
 */
export const AuditRule = z.object({
  modo: z.enum(AUDIT_RULE_MODES),
  porcentaje: z.number().int().min(1).max(100),
  version: z.number(),
  updatedAt: StoredText.nullable(),
  updatedBy: UserRef.nullable(),
});
export type AuditRule = z.infer<typeof AuditRule>;
export const AuditRuleBody = z
  .object({ modo: z.enum(AUDIT_RULE_MODES), porcentaje: z.number().int().min(1).max(100).default(100), version: z.number().int().min(0) })
  .strict();
export type AuditRuleBody = z.input<typeof AuditRuleBody>;

// ---- checklists ---------------------------------------------------------------------------------------------------

export const AuditChecklistItem = z.object({ id: Text(40).min(1), texto: Text(300).min(1), requerido: z.boolean().default(true) }).strict();
export type AuditChecklistItem = z.infer<typeof AuditChecklistItem>;
export const AuditChecklist = z.object({
  tipo: ColorRef,
  items: z.array(z.object({ id: StoredText, texto: StoredText, requerido: z.boolean() })),
  /** 0 while the tipo has none. */
  version: z.number(),
  updatedAt: StoredText.nullable(),
});
export type AuditChecklist = z.infer<typeof AuditChecklist>;
export const AuditChecklistBody = z
  .object({
    items: z
      .array(AuditChecklistItem)
      .max(AUDIT_CHECKLIST_MAX_ITEMS)
      .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'Cada punto necesita un id distinto.'),
    version: z.number().int().min(0),
  })
  .strict();
export type AuditChecklistBody = z.input<typeof AuditChecklistBody>;
export const AuditChecklistsResponse = z.object({ items: z.array(AuditChecklist) });
export type AuditChecklistsResponse = z.infer<typeof AuditChecklistsResponse>;

// ---- queue --------------------------------------------------------------------------------------------------------

export const AuditQueueQuery = z.object({
  kind: Kind.optional(),
  tipoId: CatalogId.optional(),
  dependenciaId: CatalogId.optional(),
  zonaId: CatalogId.optional(),
  /** Closed on or after / on or before this day (the cliente's timezone). */
  desde: AuditDia.optional(),
  hasta: AuditDia.optional(),
  motivo: z.enum(AUDIT_REASONS).optional(),
  page: Page,
  pageSize: PageSize,
});
export type AuditQueueQuery = z.input<typeof AuditQueueQuery>;

/** What a list row and the offline form need of a case: no contact data. */
export const AuditCaseSummary = z.object({
  id: StoredText,
  kind: Kind,
  folio: StoredText,
  tipo: ColorRef,
  estatus: EstatusRef,
  dependencia: ColorRef.nullable(),
  zona: Ref.nullable(),
  colonia: Ref.nullable(),
  descripcion: StoredText,
  direccion: StoredText,
  ubicacion: LatLng.nullable(),
  prioridad: z.enum(PRIORIDADES),
  createdAt: StoredText,
  closedAt: StoredText.nullable(),
  /** The case's version: sent back in AuditSubmitBody.visto. */
  version: z.number(),
});
export type AuditCaseSummary = z.infer<typeof AuditCaseSummary>;

export const AuditQueueItem = AuditCaseSummary.extend({
  motivo: z.enum(AUDIT_REASONS),
  /** The citizen's comment with their "no" (reason `ciudadano`). */
  comentarioCiudadano: StoredText.nullable(),
});
export type AuditQueueItem = z.infer<typeof AuditQueueItem>;
export const AuditQueueResponse = z.object({ items: z.array(AuditQueueItem), total: z.number(), page: z.number(), pageSize: z.number() });
export type AuditQueueResponse = z.infer<typeof AuditQueueResponse>;

// ---- photos -------------------------------------------------------------------------------------------------------

export const AuditPhotoQuery = z.object({ sha256: AuditSha256, nombre: Text(200).optional() });
export const AuditPhoto = z.object({ sha256: StoredText, tipo: StoredText, bytes: z.number(), createdAt: StoredText });
export type AuditPhoto = z.infer<typeof AuditPhoto>;

// ---- the audit ----------------------------------------------------------------------------------------------------

export const AuditAnswerItem = z.object({ itemId: Text(40).min(1), respuesta: z.enum(AUDIT_ANSWERS), nota: Text(500).optional() }).strict();
export type AuditAnswerItem = z.infer<typeof AuditAnswerItem>;

export const AuditSubmitBody = z
  .object({
    /** Made by the device when the audit is started; a replay with the same id answers the same audit. */
    clientId: AuditClientId,
    orderId: Id,
    kind: Kind,
    respuestas: z.array(AuditAnswerItem).max(AUDIT_CHECKLIST_MAX_ITEMS).default([]),
    /** The sha256 of photos already uploaded to AUDIT_PATHS.fotos (400 auditoria.photo_not_found otherwise). */
    fotos: z.array(AuditSha256).max(AUDIT_PHOTOS_MAX).default([]),
    posicion: AuditPosition.nullable(),
    comentario: MultiLine.trim().max(2000).default(''),
    veredicto: z.enum(AUDIT_VERDICTS),
    /** The work list item it answers (v2), when it came from a list. */
    listaId: Id.optional(),
    /** What the device saw of the case when it downloaded it: a different closedAt, or an open case, is a conflict. */
    visto: z.object({ closedAt: SingleLine.max(40).nullable(), version: z.number().int().min(0) }).strict(),
    /** When the auditor finished it on the device (it may reach the server much later). */
    hechaEn: Instant.optional(),
  })
  .strict();
export type AuditSubmitBody = z.input<typeof AuditSubmitBody>;

export const AuditRecord = z.object({
  id: StoredText,
  clientId: StoredText,
  orderId: StoredText,
  kind: Kind,
  folio: StoredText,
  auditor: UserRef,
  veredicto: z.enum(AUDIT_VERDICTS),
  estado: z.enum(AUDIT_STATES),
  conflicto: z.enum(AUDIT_CONFLICTS).nullable(),
  respuestas: z.array(z.object({ itemId: StoredText, respuesta: z.enum(AUDIT_ANSWERS), nota: StoredText.optional() })),
  fotos: z.array(StoredText),
  posicion: z.object({ lat: z.number(), lng: z.number(), accuracy: z.number(), at: StoredText }).nullable(),
  /** Metres from the device's position to the case's location (haversine); null without either. */
  distanciaM: z.number().nullable(),
  comentario: StoredText,
  listaId: StoredText.nullable(),
  hechaEn: StoredText.nullable(),
  createdAt: StoredText,
});
export type AuditRecord = z.infer<typeof AuditRecord>;

/**
 * Always 200 once kept. `estado: 'aplicada'`: in the case's history (and a no conforme reopened it).
 * `estado: 'conflicto'`: kept and visible to the supervisor, but the case was not touched; `conflicto` says why
 * and `caso` is the case as it is now. `replay`: this clientId had already arrived (nothing new was done).
 */
export const AuditSubmitResponse = z.object({
  auditoria: AuditRecord,
  estado: z.enum(AUDIT_STATES),
  conflicto: z.enum(AUDIT_CONFLICTS).nullable(),
  replay: z.boolean(),
  /** A no conforme applied: the case reopened. */
  reabierto: z.boolean(),
  caso: z.object({ closedAt: StoredText.nullable(), version: z.number(), cerrado: z.boolean() }),
});
export type AuditSubmitResponse = z.infer<typeof AuditSubmitResponse>;

export const AuditListQuery = z.object({
  estado: z.enum(AUDIT_STATES).optional(),
  auditorId: Id.optional(),
  orderId: Id.optional(),
  page: Page,
  pageSize: PageSize,
});
export type AuditListQuery = z.input<typeof AuditListQuery>;
export const AuditListResponse = z.object({ items: z.array(AuditRecord), total: z.number(), page: z.number(), pageSize: z.number() });
export type AuditListResponse = z.infer<typeof AuditListResponse>;

/** The citizen's "no" to "¿Quedó resuelto?" for the closing being audited (what queued it with priority). */
export const AuditCitizenNo = z.object({ comentario: StoredText, at: StoredText });
export type AuditCitizenNo = z.infer<typeof AuditCitizenNo>;

/** What the form needs (AUDIT_PATHS.caso): the case, its tipo's checklist, the files attached, audits so far. */
export const AuditCase = z.object({
  caso: AuditCaseSummary,
  /** The citizen said it was not solved (null: no answer, or a "yes"). */
  ciudadano: AuditCitizenNo.nullable(),
  checklist: AuditChecklist,
  archivos: z.array(CaseFile),
  auditorias: z.array(AuditRecord),
});
export type AuditCase = z.infer<typeof AuditCase>;

// ---- work lists (v2) ----------------------------------------------------------------------------------------------

export const AuditWorkListBody = z
  .object({
    nombre: Text(120).min(1),
    auditorId: Id,
    /** Either a filter (closed cases pending audit matching it)… */
    filtro: z
      .object({ kind: Kind.optional(), zonaId: CatalogId.optional(), dependenciaId: CatalogId.optional(), tipoId: CatalogId.optional(), desde: AuditDia.optional(), hasta: AuditDia.optional() })
      .strict()
      .optional(),
    /** …or a selection of case ids. */
    casos: z.array(Id).min(1).max(AUDIT_LIST_MAX_ITEMS).optional(),
  })
  .strict()
  .refine((b) => (b.filtro ? 1 : 0) + (b.casos ? 1 : 0) === 1, { message: 'Elige un filtro o una selección de casos (uno de los dos).', path: ['casos'] });
export type AuditWorkListBody = z.input<typeof AuditWorkListBody>;

export const AuditWorkListPatch = z
  .object({
    version: Version,
    auditorId: Id.optional(),
    nombre: Text(120).min(1).optional(),
    /** Mark items that could not be audited (or back to pendiente). */
    items: z.array(z.object({ orderId: Id, estado: z.enum(['pendiente', 'fallida']), motivo: Text(300).optional() }).strict()).max(AUDIT_LIST_MAX_ITEMS).optional(),
  })
  .strict();
export type AuditWorkListPatch = z.input<typeof AuditWorkListPatch>;

/**
 * "No se pudo auditar", from the auditor's phone (possibly long after, through the outbox). `nota` is required
 * with `motivo: 'otro'` (400 auditoria.fail_note on field `nota`).
 */
export const AuditFailBody = z
  .object({
    clientId: AuditClientId,
    motivo: z.enum(AUDIT_FAIL_REASONS),
    nota: MultiLine.trim().max(AUDIT_FAIL_NOTE_MAX).default(''),
    /** When the auditor marked it on the device. */
    hechaEn: Instant.optional(),
  })
  .strict()
  .refine((b) => b.motivo !== 'otro' || b.nota.length > 0, { message: AUDIT_ERRORS['auditoria.fail_note'], path: ['nota'] });
export type AuditFailBody = z.input<typeof AuditFailBody>;

export const AuditProgress = z.object({ total: z.number(), hechas: z.number(), pendientes: z.number(), fallidas: z.number() });
export type AuditProgress = z.infer<typeof AuditProgress>;

export const AuditWorkItem = z.object({
  orderId: StoredText,
  kind: Kind,
  folio: StoredText,
  estado: z.enum(AUDIT_ITEM_STATES),
  /** Why it failed: the auditor's reason (`motivoCodigo`) and note, or a supervisor's free text (no code). */
  motivo: StoredText.nullable(),
  motivoCodigo: z.enum(AUDIT_FAIL_REASONS).nullable(),
  auditoriaId: StoredText.nullable(),
  updatedAt: StoredText,
});
export type AuditWorkItem = z.infer<typeof AuditWorkItem>;

/** `replay`: this clientId had already arrived; `item` and `progreso` are as they are now. */
export const AuditFailResponse = z.object({ item: AuditWorkItem, progreso: AuditProgress, replay: z.boolean() });
export type AuditFailResponse = z.infer<typeof AuditFailResponse>;

export const AuditWorkList = z.object({
  id: StoredText,
  nombre: StoredText,
  auditor: UserRef,
  creadaPor: UserRef.nullable(),
  createdAt: StoredText,
  updatedAt: StoredText,
  version: z.number(),
  progreso: AuditProgress,
  /** Present on the detail (AUDIT_PATHS.lista), absent in the index. */
  items: z.array(AuditWorkItem).optional(),
});
export type AuditWorkList = z.infer<typeof AuditWorkList>;
export const AuditWorkListsResponse = z.object({ items: z.array(AuditWorkList) });
export type AuditWorkListsResponse = z.infer<typeof AuditWorkListsResponse>;

/** The auditor's own lists for the phone: the only personal data it keeps (no contacts, no citizen). */
export const AuditMyList = AuditWorkList.omit({ items: true }).extend({
  items: z.array(AuditWorkItem.extend({ caso: AuditCaseSummary, checklist: AuditChecklist, archivos: z.array(CaseFile), ciudadano: AuditCitizenNo.nullable() })),
});
export type AuditMyList = z.infer<typeof AuditMyList>;
export const AuditMyListsResponse = z.object({ items: z.array(AuditMyList), at: StoredText });
export type AuditMyListsResponse = z.infer<typeof AuditMyListsResponse>;

// ---- positions and the live page ----------------------------------------------------------------------------------

export const AuditPositionsBody = z.object({ posiciones: z.array(AuditPosition).min(1).max(AUDIT_POSITIONS_BATCH_MAX) }).strict();
export type AuditPositionsBody = z.input<typeof AuditPositionsBody>;
/** `guardadas`: new positions stored (a batch sent twice stores each fix once: same user and `at`). */
export const AuditPositionsAccepted = z.object({ guardadas: z.number(), recibidas: z.number() });
export type AuditPositionsAccepted = z.infer<typeof AuditPositionsAccepted>;

const StoredPosition = z.object({ lat: z.number(), lng: z.number(), accuracy: z.number(), at: StoredText });

/** Socket AUDIT_SOCKET_EVENTS.position, to the cliente's supervisors. `sentAt`: when the server broadcast it. */
export const AuditLivePosition = z.object({ auditor: UserRef, posicion: StoredPosition, sentAt: StoredText });
export type AuditLivePosition = z.infer<typeof AuditLivePosition>;
/** Socket AUDIT_SOCKET_EVENTS.audit, to the cliente's supervisors. */
export const AuditLiveAudit = z.object({
  auditor: UserRef,
  auditoria: z.object({ id: StoredText, folio: StoredText, veredicto: z.enum(AUDIT_VERDICTS), estado: z.enum(AUDIT_STATES), createdAt: StoredText }),
  lista: z.object({ id: StoredText, progreso: AuditProgress }).nullable(),
});
export type AuditLiveAudit = z.infer<typeof AuditLiveAudit>;
/** Socket AUDIT_SOCKET_EVENTS.progress, to the cliente's supervisors. */
export const AuditLiveProgress = z.object({ lista: z.object({ id: StoredText, progreso: AuditProgress }) });
export type AuditLiveProgress = z.infer<typeof AuditLiveProgress>;

export const AuditLiveAuditor = z.object({
  auditor: UserRef,
  ultimaPosicion: StoredPosition.nullable(),
  ultimaAuditoria: AuditLiveAudit.shape.auditoria.nullable(),
  listas: z.array(z.object({ id: StoredText, nombre: StoredText, progreso: AuditProgress })),
  /** Nothing arrived for AUDIT_NO_SIGNAL_MS (or never): the page warns. */
  sinSenal: z.boolean(),
});
export type AuditLiveAuditor = z.infer<typeof AuditLiveAuditor>;
export const AuditLiveResponse = z.object({ auditores: z.array(AuditLiveAuditor), at: StoredText });
export type AuditLiveResponse = z.infer<typeof AuditLiveResponse>;

export const AuditTrackQuery = z.object({ dia: AuditDia });
export const AuditTrackResponse = z.object({ auditor: UserRef, dia: StoredText, posiciones: z.array(StoredPosition) });
export type AuditTrackResponse = z.infer<typeof AuditTrackResponse>;

// ---- figures ------------------------------------------------------------------------------------------------------

export const AuditAnalyticsQuery = z.object({ desde: AuditDia, hasta: AuditDia });
export type AuditAnalyticsQuery = z.infer<typeof AuditAnalyticsQuery>;
/** Applied audits only (conflicts are not figures). Rates are 0..1; the median distance is in metres (null: no distance). */
export const AuditAnalytics = z.object({
  desde: StoredText,
  hasta: StoredText,
  porAuditorDia: z.array(z.object({ auditor: UserRef, dia: StoredText, auditorias: z.number() })),
  conformidad: z.array(
    z.object({ dependencia: Ref.nullable(), tipo: Ref, auditorias: z.number(), conformes: z.number(), tasa: z.number(), medianaDistanciaM: z.number().nullable() }),
  ),
  total: z.object({ auditorias: z.number(), conformes: z.number(), tasa: z.number().nullable(), medianaDistanciaM: z.number().nullable() }),
});
export type AuditAnalytics = z.infer<typeof AuditAnalytics>;

// ---- the citizen's "¿Quedó resuelto?" ----------------------------------------------------------------------------

export const AuditResueltoBody = z
  .object({
    codigo: SingleLine.trim().min(1).max(40),
    resuelto: z.boolean(),
    comentario: MultiLine.trim().max(1000).default(''),
    [HONEYPOT_FIELD]: SingleLine.max(500).optional(),
  })
  .strict();
export type AuditResueltoBody = z.input<typeof AuditResueltoBody>;
/** What the public follow answer (PublicCase.resuelto) and this POST say: no personal data. */
export const AuditResueltoState = z.object({ abierta: z.boolean(), respuesta: z.enum(['si', 'no']).nullable() });
export type AuditResueltoState = z.infer<typeof AuditResueltoState>;
export const AuditResueltoResponse = z.object({ folio: StoredText, resuelto: AuditResueltoState });
export type AuditResueltoResponse = z.infer<typeof AuditResueltoResponse>;

// ---- path parameters ----------------------------------------------------------------------------------------------

export const AuditOrderParams = z.object({ orderId: Id });
export const AuditCaseFileParams = z.object({ orderId: Id, fileId: Id });
export const AuditListItemParams = z.object({ id: Id, orderId: Id });
export const AuditTipoParams = z.object({ tipoId: CatalogId });
export const AuditIdParams = z.object({ id: Id });
export const AuditUserParams = z.object({ userId: Id });
export const AuditShaParams = z.object({ sha256: AuditSha256 });
export const AuditPublicParams = z.object({ cliente: SingleLine.trim().min(1).max(100), folio: SingleLine.trim().min(1).max(40) });
