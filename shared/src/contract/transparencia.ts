import { z } from 'zod';

import { Email } from './auth';
import { Ref, UserRef } from './cases';
import { HONEYPOT_FIELD } from './citizensPaths';
import { FOLLOW_LANGUAGES } from './citizens';
import { MultiLine, SingleLine, StoredText } from './text';
import {
  TRANSP_ESTATUS,
  TRANSP_FORMATOS,
  TRANSP_MAILS,
  TRANSP_MOTIVO_REQUIRED,
  TRANSP_PAGE_SIZE_DEFAULT,
  TRANSP_PAGE_SIZE_MAX,
  TRANSP_PLAIN_TARGETS,
  TRANSP_RECOMPUTE_REASONS,
  TRANSP_SKIP_REASONS,
  type TranspEventType,
} from './transparenciaPaths';

export * from './transparenciaPaths';

/*
 * Transparencia (issue 26, domain §5): public information requests under a law whose figures the cliente
 * sets (days to answer, the extension, the prevención), counted in business days of the cliente's own
 * calendar. Every due date comes with its explanation as data (TranspDeadlineExplanation): the pages render
 * it in four languages; the contract carries no UI text beyond the server's Spanish error messages.
 */

/** The error codes of Transparencia (the `code` of an ApiError) with the server's Spanish message. */
export const TRANSP_ERRORS = {
  'transparencia.not_found': 'No encontramos esa solicitud.',
  'transparencia.cliente_not_found': 'Este municipio no recibe solicitudes de transparencia en línea.',
  'transparencia.stale': 'Otra persona cambió esta solicitud mientras la veías: recarga para ver sus datos actuales.',
  'transparencia.transition': 'La solicitud no puede pasar de su estatus actual al que pediste.',
  'transparencia.action_required': 'Ese cambio de estatus se hace con su propia acción (prevención, ampliación o respuesta).',
  'transparencia.motivo_required': 'Escribe el motivo.',
  'transparencia.prevencion_used': 'Esta solicitud ya tuvo una prevención.',
  'transparencia.prevencion_late': 'Ya pasó el plazo para enviar una prevención a esta solicitud.',
  'transparencia.ampliacion_used': 'Esta solicitud ya tuvo su ampliación de plazo.',
  'transparencia.reply_closed': 'Esta solicitud no espera una respuesta a una prevención.',
  'transparencia.reply_late': 'El plazo para responder la prevención ya venció.',
  'transparencia.code_wrong': 'El folio o el código de seguimiento no son correctos.',
  'transparencia.unit_not_found': 'No existe esa unidad en este municipio.',
  'transparencia.unit_inactive': 'Esa unidad está inactiva.',
  'transparencia.unit_taken': 'Ya hay una unidad con ese nombre.',
  'transparencia.unit_stale': 'Otra persona cambió esta unidad mientras la veías: recarga para ver sus datos actuales.',
  'transparencia.holiday_exists': 'Ese día ya está en el calendario.',
  'transparencia.holiday_not_found': 'Ese día no está en el calendario.',
  'transparencia.settings_stale': 'Otra persona cambió los ajustes mientras los veías: recarga para ver los actuales.',
  'transparencia.document_type': 'Solo se aceptan documentos PDF.',
  'transparencia.attachment_type': 'Solo se aceptan archivos PDF, JPEG o PNG.',
  'transparencia.file_too_large': 'El archivo es demasiado grande.',
  'transparencia.too_many_files': 'La solicitud ya tiene el máximo de archivos.',
  'transparencia.document_not_found': 'No encontramos ese documento.',
  'transparencia.document_in_answer': 'Ese documento ya forma parte de la respuesta.',
  'transparencia.upload_token': 'El permiso para adjuntar archivos a esta solicitud venció o no es válido.',
  'transparencia.rejected': 'No pudimos recibir tu envío. Si eres una persona, recarga la página e inténtalo de nuevo.',
  'transparencia.unsubscribe_invalid': 'Ese enlace no es válido o ya no existe.',
} as const;
export type TranspErrorCode = keyof typeof TRANSP_ERRORS;

const Text = (max: number) => SingleLine.trim().max(max);
const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const Version = z.number().int().min(1);
/** The hidden field of public forms: empty for people (a filled one is refused as transparencia.rejected). */
const Honeypot = SingleLine.max(500).optional();
/** A follow code as typed; normalizeFollowCode (citizensPaths) gives its stored form. */
const FollowCode = SingleLine.trim().min(1).max(40);

/** A calendar day YYYY-MM-DD (a real one, 2000–2100), in the cliente's timezone wherever it names a local day. */
export const TranspFecha = SingleLine.regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d && d >= '2000-01-01' && d <= '2100-12-31';
}, 'Escribe una fecha válida (AAAA-MM-DD).');

export const TranspEstatusSchema = z.enum(TRANSP_ESTATUS);
export const TranspFormatoSchema = z.enum(TRANSP_FORMATOS);

// ---- the deadline's explanation -----------------------------------------------------------------------------------

/**
 * How a due date was computed, as data. Counting: a filing made on a business day before the cut-off counts
 * as received that day, otherwise on the next business day (`countsFrom`); the `businessDays` are the
 * business days AFTER `countsFrom` (the law's "a partir del día siguiente"), so filed Fri 3 Jan 2025 after
 * hours → countsFrom Mon 6 Jan; 20 business days, skipping Mon 3 Feb (holiday) → due Tue 4 Feb. Business
 * days inside a stop (a prevención waiting for the reply) do not count; the extension adds `extensionDays`.
 */
export const TranspDeadlineExplanation = z.object({
  /** The filing's instant (ISO) and its local day and time in `timezone`. */
  filedAt: StoredText,
  filedLocalDate: StoredText,
  filedLocalTime: StoredText,
  timezone: StoredText,
  /** The cut-off (HH:MM) in force. */
  cutoff: StoredText,
  /** Filed at or after the cut-off on a business day. */
  afterHours: z.boolean(),
  /** Filed on a weekend or a holiday (with the holiday's name when one). */
  filedOnNonBusinessDay: z.object({ why: z.enum(TRANSP_SKIP_REASONS), name: StoredText.optional() }).nullable(),
  /** The day the request counts as received; counting starts the business day after it. */
  countsFrom: StoredText,
  /** The answer figure (TranspFigures.respuestaDias). */
  businessDays: z.number(),
  /** Non-business days between countsFrom and due that were passed over, oldest first. */
  skipped: z.array(z.object({ date: StoredText, why: z.enum(TRANSP_SKIP_REASONS), name: StoredText.optional() })),
  /**
   * Clock stops: from the day a prevención was sent to the day the reply came (`to` null while waiting).
   * `days`: business days in (from, to] that did not count (null while open).
   */
  stops: z.array(z.object({ from: StoredText, to: StoredText.nullable(), days: z.number().nullable() })),
  /** Business days the extension added (0 without one). */
  extensionDays: z.number(),
  /** The last day to answer (a business day); null while the clock is stopped. */
  due: StoredText.nullable(),
  /** While stopped: the business days that were left when the clock stopped. Null otherwise. */
  remainingWhenStopped: z.number().nullable(),
});
export type TranspDeadlineExplanation = z.infer<typeof TranspDeadlineExplanation>;

// ---- settings, calendar, units ----------------------------------------------------------------------------------

const Dias = (max: number) => z.number().int().min(1).max(max);
export const TranspFigures = z.object({
  respuestaDias: Dias(90),
  ampliacionDias: z.number().int().min(0).max(90),
  prevencionDias: Dias(30),
  plazoCiudadanoDias: Dias(60),
  /** HH:MM, 24 h, local. */
  horaCorte: SingleLine.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Escribe la hora como HH:MM (24 horas).'),
  proximoDias: z.number().int().min(0).max(30),
});
export type TranspFigures = z.infer<typeof TranspFigures>;

export const TranspSettings = z.object({
  /** The law whose figures these are (e.g. "Ley de Transparencia del Estado de …"). */
  ley: StoredText,
  figuras: z.object({
    respuestaDias: z.number(),
    ampliacionDias: z.number(),
    prevencionDias: z.number(),
    plazoCiudadanoDias: z.number(),
    horaCorte: StoredText,
    proximoDias: z.number(),
  }),
  /** The cliente's timezone: the calendar's days are its days. */
  timezone: StoredText,
  version: z.number(),
  updatedAt: StoredText.nullable(),
});
export type TranspSettings = z.infer<typeof TranspSettings>;

/** New figures or law name; open requests are recomputed (their history says why). */
export const TranspSettingsBody = z.object({ ley: Text(300), figuras: TranspFigures.strict(), version: z.number().int().min(0) }).strict();
export type TranspSettingsBody = z.infer<typeof TranspSettingsBody>;

export const TranspHoliday = z.object({ fecha: StoredText, nombre: StoredText, federal: z.boolean() });
export type TranspHoliday = z.infer<typeof TranspHoliday>;
export const TranspHolidaysQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
export type TranspHolidaysQuery = z.infer<typeof TranspHolidaysQuery>;
export const TranspHolidaysResponse = z.object({ items: z.array(TranspHoliday) });
export type TranspHolidaysResponse = z.infer<typeof TranspHolidaysResponse>;
export const TranspHolidayBody = z.object({ fecha: TranspFecha, nombre: Text(120).min(1) }).strict();
export type TranspHolidayBody = z.infer<typeof TranspHolidayBody>;
export const TranspHolidayParams = z.object({ fecha: TranspFecha });
export const TranspFederalBody = z.object({ year: z.number().int().min(2000).max(2100) }).strict();
export type TranspFederalBody = z.infer<typeof TranspFederalBody>;
/** What a calendar change did: the days added (or removed) and how many open requests got a new due date. */
export const TranspHolidayChange = z.object({ changed: z.array(TranspHoliday), recomputed: z.number(), items: z.array(TranspHoliday) });
export type TranspHolidayChange = z.infer<typeof TranspHolidayChange>;

export const TranspUnit = z.object({ id: StoredText, nombre: StoredText, activo: z.boolean(), solicitudes: z.number(), version: z.number() });
export type TranspUnit = z.infer<typeof TranspUnit>;
export const TranspUnitsResponse = z.object({ items: z.array(TranspUnit) });
export type TranspUnitsResponse = z.infer<typeof TranspUnitsResponse>;
export const TranspUnitBody = z.object({ nombre: Text(160).min(1) }).strict();
export type TranspUnitBody = z.infer<typeof TranspUnitBody>;
export const TranspUnitUpdateBody = z.object({ nombre: Text(160).min(1), activo: z.boolean() }).partial().extend({ version: Version }).strict();
export type TranspUnitUpdateBody = z.infer<typeof TranspUnitUpdateBody>;
/** DELETE: `eliminada` false when it had requests and was deactivated instead. */
export const TranspUnitDeleted = z.object({ eliminada: z.boolean(), unidad: TranspUnit.nullable() });
export type TranspUnitDeleted = z.infer<typeof TranspUnitDeleted>;

// ---- the inbox ---------------------------------------------------------------------------------------------------

export const TranspIdParams = z.object({ id: SingleLine.trim().min(1).max(100) });
export const TranspDocParams = TranspIdParams.extend({ docId: SingleLine.trim().min(1).max(100) });

/** `vence`: pronto = open, due within TranspFigures.proximoDias business days and not overdue; vencida = open and past due. `unidad`: an id or `ninguna`. */
export const TranspInboxQuery = z.object({
  estatus: TranspEstatusSchema.optional(),
  unidad: Text(100).min(1).optional(),
  vence: z.enum(['pronto', 'vencida']).optional(),
  ampliada: z.enum(['si', 'no']).optional(),
  /** `si`: only requests not yet final (the assignment tab). */
  abiertas: z.enum(['si']).optional(),
  /** A folio (or its start) or words of the request's text. */
  q: Text(120).optional(),
  page: Page,
  pageSize: z.coerce.number().int().min(1).max(TRANSP_PAGE_SIZE_MAX).default(TRANSP_PAGE_SIZE_DEFAULT),
});
export type TranspInboxQuery = z.infer<typeof TranspInboxQuery>;

const dueFields = {
  /** The last day to answer (local), as last computed (kept once final); null while the clock is stopped. */
  due: StoredText.nullable(),
  /** Open and today (local) is past `due`. */
  vencida: z.boolean(),
  /** Open, not overdue, due within proximoDias business days. */
  proxima: z.boolean(),
  ampliada: z.boolean(),
};

export const TranspListItem = z.object({
  id: StoredText,
  folio: StoredText,
  estatus: TranspEstatusSchema,
  unidad: Ref.nullable(),
  /** The request's first 200 characters. */
  extracto: StoredText,
  createdAt: StoredText,
  /** For an action taken from the list (the assignment tab): the version the action must name. */
  version: z.number(),
  ...dueFields,
});
export type TranspListItem = z.infer<typeof TranspListItem>;

export const TranspInboxResponse = z.object({ items: z.array(TranspListItem), total: z.number(), page: z.number(), pageSize: z.number() });
export type TranspInboxResponse = z.infer<typeof TranspInboxResponse>;

// ---- one request (staff) -----------------------------------------------------------------------------------------

export const TranspDocumento = z.object({
  id: StoredText,
  nombre: StoredText,
  tipo: StoredText,
  bytes: z.number(),
  /** `respuesta`: staff's document (public once TERMINADA and part of the answer); `adjunto`: the requester's (never public). */
  origen: z.enum(['respuesta', 'adjunto']),
  /** Part of the sent answer. */
  enRespuesta: z.boolean(),
  publico: z.boolean(),
  createdAt: StoredText,
  autor: UserRef.nullable(),
});
export type TranspDocumento = z.infer<typeof TranspDocumento>;

export const TranspNota = z.object({ id: StoredText, texto: StoredText, autor: UserRef.nullable(), createdAt: StoredText });
export type TranspNota = z.infer<typeof TranspNota>;

const EventMeta = { id: StoredText, at: StoredText, actor: UserRef.nullable(), comentario: StoredText.nullable() };
const eventKind = <T extends TranspEventType, A extends z.ZodType, D extends z.ZodType>(tipo: T, antes: A, despues: D) =>
  z.object({ ...EventMeta, tipo: z.literal(tipo), antes, despues });
const Estatus = z.object({ estatus: TranspEstatusSchema });
const Due = z.object({ due: StoredText.nullable() });

/**
 * One append-only history entry, one shape per kind (TRANSP_EVENT_TYPES). The comentario holds the text the
 * event carried (a note, the prevención, the reason for an extension, cancelling or discarding, the answer).
 */
export const TranspEvent = z.discriminatedUnion('tipo', [
  /** Filed: by the public page (actor null) or staff. */
  eventKind('creada', z.null(), z.object({ folio: StoredText, estatus: TranspEstatusSchema, due: StoredText.nullable(), canal: z.enum(['portal', 'personal']) })),
  eventKind('estatus', Estatus, Estatus),
  eventKind('asignacion', z.object({ unidad: Ref.nullable() }), z.object({ unidad: Ref.nullable() })),
  eventKind('nota', z.null(), z.object({ notaId: StoredText })),
  /** The clock stopped (`due` null after): the requester must reply by `responderAntes`. */
  eventKind('prevencion', Estatus.merge(Due), z.object({ estatus: TranspEstatusSchema, responderAntes: StoredText })),
  /** The requester replied (actor null) or staff recorded a reply: the clock resumed, the due moved by `diasDetenidos`. */
  eventKind('reanudada', Estatus, z.object({ estatus: TranspEstatusSchema, due: StoredText.nullable(), diasDetenidos: z.number() })),
  eventKind('ampliacion', Estatus.merge(Due), Estatus.merge(Due).extend({ dias: z.number() })),
  eventKind('respuesta', Estatus, z.object({ estatus: TranspEstatusSchema, documentos: z.array(Ref) })),
  eventKind('documento', z.null(), z.object({ documento: Ref, origen: z.enum(['respuesta', 'adjunto']), eliminado: z.boolean() })),
  /** The due date recomputed: a holiday added or removed, or new figures. */
  eventKind('vencimiento', Due, Due.extend({ motivo: z.object({ tipo: z.enum(TRANSP_RECOMPUTE_REASONS), fecha: StoredText.optional(), nombre: StoredText.optional() }) })),
  /** A mail queued to the requester. */
  eventKind('correo', z.null(), z.object({ mail: z.enum(TRANSP_MAILS) })),
]);
export type TranspEvent = z.infer<typeof TranspEvent>;
type Change<E> = E extends unknown ? Pick<E, Extract<keyof E, 'tipo' | 'antes' | 'despues'>> : never;
/** What one event records, by kind: what the server's one writer of history takes. */
export type TranspEventChange = Change<TranspEvent>;

export const TranspDetail = z.object({
  id: StoredText,
  folio: StoredText,
  estatus: TranspEstatusSchema,
  texto: StoredText,
  formato: TranspFormatoSchema,
  /** The requester's personal data: staff only, never on a public answer. */
  solicitante: z.object({ nombre: StoredText.nullable(), email: StoredText.nullable(), avisos: z.boolean() }),
  unidad: Ref.nullable(),
  createdAt: StoredText,
  updatedAt: StoredText,
  closedAt: StoredText.nullable(),
  ...dueFields,
  explicacion: TranspDeadlineExplanation,
  /** The prevención, when one was sent: its text, when, by when to reply, and the reply. */
  prevencion: z
    .object({ texto: StoredText, enviadaAt: StoredText, responderAntes: StoredText, respuesta: StoredText.nullable(), respondidaAt: StoredText.nullable() })
    .nullable(),
  ampliacion: z.object({ motivo: StoredText, at: StoredText }).nullable(),
  respuesta: z.object({ texto: StoredText, at: StoredText }).nullable(),
  notas: z.array(TranspNota),
  documentos: z.array(TranspDocumento),
  historial: z.array(TranspEvent),
  /** The moves this caller may make now (TRANSP_TRANSITIONS filtered by the once-only rules and the caller's permissions). */
  permitidos: z.array(TranspEstatusSchema),
  version: z.number(),
});
export type TranspDetail = z.infer<typeof TranspDetail>;

// ---- staff actions --------------------------------------------------------------------------------------------------

const Motivo = MultiLine.trim().min(3).max(2000);
export const TranspEstatusBody = z
  .object({ estatus: z.enum(TRANSP_PLAIN_TARGETS), motivo: Motivo.optional(), version: Version })
  .strict()
  .refine((b) => !TRANSP_MOTIVO_REQUIRED.includes(b.estatus) || b.motivo !== undefined, {
    message: 'Escribe el motivo.',
    path: ['motivo'],
    params: { code: 'transparencia.motivo_required' },
  });
export type TranspEstatusBody = z.infer<typeof TranspEstatusBody>;
export const TranspNoteBody = z.object({ texto: MultiLine.trim().min(1).max(4000) }).strict();
export type TranspNoteBody = z.infer<typeof TranspNoteBody>;
export const TranspPrevencionBody = z.object({ texto: MultiLine.trim().min(5).max(4000), version: Version }).strict();
export type TranspPrevencionBody = z.infer<typeof TranspPrevencionBody>;
export const TranspAmpliacionBody = z.object({ motivo: Motivo, version: Version }).strict();
export type TranspAmpliacionBody = z.infer<typeof TranspAmpliacionBody>;
/** The answer: its text and the ids of uploaded documents (TranspDocumento of origen `respuesta`) that go with it. */
export const TranspRespuestaBody = z
  .object({ texto: MultiLine.trim().min(1).max(8000), documentos: z.array(SingleLine.trim().min(1).max(100)).max(20).default([]), version: Version })
  .strict();
export type TranspRespuestaBody = z.input<typeof TranspRespuestaBody>;
export const TranspAsignarBody = z.object({ unidadId: SingleLine.trim().min(1).max(100).nullable(), version: Version }).strict();
export type TranspAsignarBody = z.infer<typeof TranspAsignarBody>;
export const TranspUploadQuery = z.object({ nombre: SingleLine.trim().min(1).max(200) });

// ---- reports ---------------------------------------------------------------------------------------------------------

/** A period of local days, both ends included (at most about three years). */
export const TranspReportQuery = z
  .object({ desde: TranspFecha, hasta: TranspFecha })
  .refine((q) => q.desde <= q.hasta, { message: 'La fecha inicial no puede ser posterior a la final.', path: ['desde'] })
  .refine((q) => Date.parse(q.hasta) - Date.parse(q.desde) <= 1100 * 86_400_000, { message: 'El periodo es demasiado largo.', path: ['hasta'] });
export type TranspReportQuery = z.infer<typeof TranspReportQuery>;

/**
 * Of the requests received in the period: `respondidasATiempo` TERMINADA on or before their due day,
 * `ampliadas` extended, `vencidas` answered late or still open past their due day (as of today).
 */
export const TranspReportRow = z.object({
  unidad: Ref.nullable(),
  recibidas: z.number(),
  respondidasATiempo: z.number(),
  ampliadas: z.number(),
  vencidas: z.number(),
});
export type TranspReportRow = z.infer<typeof TranspReportRow>;
export const TranspReport = z.object({ desde: StoredText, hasta: StoredText, items: z.array(TranspReportRow), total: TranspReportRow });
export type TranspReport = z.infer<typeof TranspReport>;

// ---- public ----------------------------------------------------------------------------------------------------------

export const TranspPublicParams = z.object({ cliente: SingleLine.trim().min(1).max(100) });
export const TranspFolioParams = TranspPublicParams.extend({ folio: SingleLine.trim().min(1).max(40) });
export const TranspPublicDocParams = TranspFolioParams.extend({ docId: SingleLine.trim().min(1).max(100) });
export const TranspCodeQuery = z.object({ code: FollowCode });

export const TranspFilingBody = z
  .object({
    texto: MultiLine.trim().min(10).max(8000),
    formato: TranspFormatoSchema,
    /** Where the folio and the notices go; without it the requester keeps the folio and the code. */
    email: Email.or(z.literal('')).optional(),
    nombre: Text(160).optional(),
    /** The language of the mails. */
    lang: z.enum(FOLLOW_LANGUAGES).default('es'),
    [HONEYPOT_FIELD]: Honeypot,
  })
  .strict();
export type TranspFilingBody = z.input<typeof TranspFilingBody>;

export const TranspFilingResponse = z.object({
  folio: StoredText,
  /** The follow code: with the folio it opens the thread. Only its hash is kept. */
  code: StoredText,
  due: StoredText.nullable(),
  explanation: TranspDeadlineExplanation,
  createdAt: StoredText,
  /** Attach up to TRANSP_PUBLIC_FILES_MAX files with it (UPLOAD_TOKEN_HEADER) during PUBLIC_UPLOAD_TOKEN_MINUTES. */
  uploadToken: StoredText,
});
export type TranspFilingResponse = z.infer<typeof TranspFilingResponse>;

export const TranspPublicDocumento = z.object({ id: StoredText, nombre: StoredText, bytes: z.number() });
export type TranspPublicDocumento = z.infer<typeof TranspPublicDocumento>;

/** The public thread: never the requester's name or e-mail, never staff's names or internal notes. */
export const TranspPublicThread = z.object({
  folio: StoredText,
  estatus: TranspEstatusSchema,
  texto: StoredText,
  formato: TranspFormatoSchema,
  createdAt: StoredText,
  updatedAt: StoredText,
  closedAt: StoredText.nullable(),
  due: StoredText.nullable(),
  vencida: z.boolean(),
  explanation: TranspDeadlineExplanation,
  prevencion: z
    .object({ texto: StoredText, enviadaAt: StoredText, responderAntes: StoredText, respuesta: StoredText.nullable(), respondidaAt: StoredText.nullable() })
    .nullable(),
  /** The requester may reply to the prevención now. */
  puedeResponder: z.boolean(),
  ampliacion: z.object({ motivo: StoredText, at: StoredText }).nullable(),
  /** The answer once TERMINADA (documents download from TRANSP_PUBLIC_PATHS.documento with the code). */
  respuesta: z.object({ texto: StoredText, at: StoredText, documentos: z.array(TranspPublicDocumento) }).nullable(),
  /** The reason when DESECHADA or CANCELADA. */
  motivoCierre: StoredText.nullable(),
  /** Every estatus it went through, oldest first. */
  historial: z.array(z.object({ at: StoredText, estatus: TranspEstatusSchema })),
});
export type TranspPublicThread = z.infer<typeof TranspPublicThread>;

export const TranspReplyBody = z.object({ code: FollowCode, texto: MultiLine.trim().min(1).max(8000), [HONEYPOT_FIELD]: Honeypot }).strict();
export type TranspReplyBody = z.infer<typeof TranspReplyBody>;

export const TranspUnsubscribeBody = z.object({ token: SingleLine.min(10).max(200) }).strict();
export const TranspUnsubscribeQuery = z.object({ t: SingleLine.min(10).max(200).optional() });
export const TranspUnsubscribed = z.object({ folio: StoredText });
export type TranspUnsubscribed = z.infer<typeof TranspUnsubscribed>;
