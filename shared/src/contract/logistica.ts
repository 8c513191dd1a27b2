import { z } from 'zod';

import { Ref, UserRef } from './cases';
import { MidbFilterQuery } from './midb';
import { CatalogId, LatLng } from './refs';
import { MultiLine, SingleLine, StoredText } from './text';
import {
  LOG_ANALYTICS_POR,
  LOG_ARCHIVO_TIPOS,
  LOG_CODIGO_DIGITS,
  LOG_ESTADOS,
  LOG_EVENT_TYPES,
  LOG_INTEGRIDAD,
  LOG_LOTE_MAX,
  LOG_MOTIVOS_FALLO,
  LOG_PAGE_SIZE_DEFAULT,
  LOG_PAGE_SIZE_MAX,
  LOG_PERIODO_PATTERN,
  LOG_PLAIN_TARGETS,
  LOG_VERIFICACION,
} from './logisticaPaths';

export * from './logisticaPaths';

/*
 * Logística (issue 28, domain §5): aid deliveries (an item or package of a registry programme) to habitantes by
 * delivery staff, assigned by zona, with a proof captured on the phone (photo, drawn signature, the one-time code,
 * GPS, time) that works offline through the field kit of the audits: device-made `clientId`s make a retried sync
 * harmless, files travel by their sha256, and a proof whose files no longer match their hashes reads `alterada`.
 */

/** The error codes of Logística (the `code` of an ApiError) with the server's Spanish message. */
export const LOG_ERRORS = {
  'logistica.not_found': 'No encontramos esa entrega.',
  'logistica.stale': 'Otra persona cambió esta entrega mientras la veías: recarga para ver sus datos actuales.',
  'logistica.transition': 'La entrega no puede pasar de su estado actual al que pediste.',
  'logistica.ya_entregada': 'Esta entrega ya tiene su comprobante: no se entrega dos veces.',
  'logistica.ya_tiene': 'Esa persona ya tiene ese artículo del programa en ese periodo.',
  'logistica.not_delivered': 'El acta existe solo para entregas realizadas.',
  'logistica.not_assigned': 'Esta entrega no está asignada a ti.',
  'logistica.codigo': 'El código no es correcto.',
  'logistica.hash': 'El archivo llegó dañado: su huella no coincide. Vuelve a intentarlo.',
  'logistica.file_type': 'Solo se aceptan imágenes JPEG, PNG o WebP (la firma, PNG).',
  'logistica.file_too_large': 'El archivo es demasiado grande.',
  'logistica.file_not_found': 'No encontramos ese archivo: súbelo antes de enviar el comprobante.',
  'logistica.habitante_not_found': 'No existe esa persona en el padrón de este municipio.',
  'logistica.programa_not_found': 'No existe ese programa en este municipio.',
  'logistica.programa_inactive': 'Ese programa está inactivo.',
  'logistica.repartidor_not_found': 'Esa persona no es parte del personal de entregas activo.',
  'logistica.user_not_found': 'No existe ese usuario en este municipio, o no tiene permiso de logística.',
  'logistica.zona_invalid': 'Una de las zonas elegidas no existe o está inactiva.',
  'logistica.lote_empty': 'La selección no tiene personas.',
  'logistica.lote_too_large': 'La selección tiene demasiadas personas para una sola vez.',
  'logistica.client_id_reused': 'Ese identificador ya se usó para otra entrega.',
} as const;
export type LogErrorCode = keyof typeof LOG_ERRORS;

const Text = (max: number) => SingleLine.trim().max(max);
const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(LOG_PAGE_SIZE_MAX).default(LOG_PAGE_SIZE_DEFAULT);
const Version = z.number().int().min(1);
const Id = SingleLine.trim().min(1).max(100);
/** A calendar day YYYY-MM-DD (a real one), in the cliente's timezone. */
export const LogDia = SingleLine.regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}, 'Escribe una fecha válida (AAAA-MM-DD).');
/** An ISO instant as a device sends it. */
const Instant = SingleLine.refine((s) => s.length <= 40 && !Number.isNaN(Date.parse(s)), 'Escribe una fecha y hora válidas (ISO 8601).');
export const LogSha256 = SingleLine.trim().toLowerCase().regex(/^[0-9a-f]{64}$/, 'Debe ser un sha256 en hexadecimal (64 caracteres).');
export const LogClientId = SingleLine.trim().toLowerCase().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Debe ser un UUID.');
export const LogPeriodo = SingleLine.trim().regex(LOG_PERIODO_PATTERN, 'Escribe el periodo como AAAA-MM.');
/** The item or package as staff name it ("Despensa básica"); with the programme and the period it is what a person gets once. */
export const LogArticulo = Text(120).min(1);
export const LogEstadoSchema = z.enum(LOG_ESTADOS);
export const LogMotivoFalloSchema = z.enum(LOG_MOTIVOS_FALLO);

/** A device's fix: where, how sure (metres) and when it was taken. */
export const LogPosicion = LatLng.extend({ accuracy: z.number().min(0).max(100_000), at: Instant }).strict();
export type LogPosicion = z.infer<typeof LogPosicion>;

export const LogIdParams = z.object({ id: Id });
export const LogUserParams = z.object({ userId: Id });
export const LogShaParams = z.object({ sha256: LogSha256 });

// ---- a delivery -------------------------------------------------------------------------------------------------

/** The habitante as delivery staff need them: to find the door and know who signs. */
export const LogHabitante = z.object({
  id: StoredText,
  nombreCompleto: StoredText,
  curp: StoredText.nullable(),
  direccion: StoredText.nullable(),
  colonia: Ref.nullable(),
  telefono: StoredText.nullable(),
});
export type LogHabitante = z.infer<typeof LogHabitante>;

export const LogEntrega = z.object({
  id: StoredText,
  folio: StoredText,
  programa: Ref,
  articulo: StoredText,
  periodo: StoredText,
  habitante: LogHabitante,
  zona: Ref.nullable(),
  /** Where to deliver: the habitante's place when the delivery was made (null when the registry had none). */
  ubicacion: LatLng.nullable(),
  estado: LogEstadoSchema,
  motivoFallo: LogMotivoFalloSchema.nullable(),
  repartidor: UserRef.nullable(),
  /** The day it is planned for (the cliente's timezone), when set. */
  programadaPara: StoredText.nullable(),
  entregadaEn: StoredText.nullable(),
  createdAt: StoredText,
  updatedAt: StoredText,
  version: z.number(),
});
export type LogEntrega = z.infer<typeof LogEntrega>;

/** One history event; `antes`/`despues` hold what changed for that kind. */
export const LogEvento = z.object({
  id: StoredText,
  tipo: z.enum(LOG_EVENT_TYPES),
  autor: UserRef.nullable(),
  antes: z.record(StoredText, z.unknown()).nullable(),
  despues: z.record(StoredText, z.unknown()).nullable(),
  at: StoredText,
});
export type LogEvento = z.infer<typeof LogEvento>;

/** A proof of delivery as stored, and how it reads now. */
export const LogPrueba = z.object({
  id: StoredText,
  clientId: StoredText,
  fotoSha256: StoredText,
  firmaSha256: StoredText,
  verificacion: z.enum(LOG_VERIFICACION),
  posicion: z.object({ lat: z.number(), lng: z.number(), accuracy: z.number(), at: StoredText }).nullable(),
  /** Metres from the device's fix to the delivery's place (haversine); null without either. */
  distanciaM: z.number().nullable(),
  /** When it was captured on the phone (it may reach the server much later: `recibidaEn`). */
  capturadaEn: StoredText,
  recibidaEn: StoredText,
  registradaPor: UserRef,
  /** The files hashed again on this read: `alterada` when one no longer matches (or is gone). */
  integridad: z.enum(LOG_INTEGRIDAD),
  /** sha256 of the acta's canonical content (folio, programme, item, habitante id, hashes, times): what the acta's QR carries. */
  actaSha256: StoredText,
});
export type LogPrueba = z.infer<typeof LogPrueba>;

export const LogEntregaDetalle = LogEntrega.extend({
  historial: z.array(LogEvento),
  prueba: LogPrueba.nullable(),
  /** The one-time code, only for LogisticaEditar (to print a notice); null for everyone else and once delivered. */
  codigo: StoredText.nullable(),
  /** The targets LOG_PATHS.estatus would take now for this caller. */
  movimientos: z.array(z.enum(LOG_PLAIN_TARGETS)),
});
export type LogEntregaDetalle = z.infer<typeof LogEntregaDetalle>;

// ---- lists, map, csv -----------------------------------------------------------------------------------------------

const filterFields = {
  estado: LogEstadoSchema.optional(),
  programaId: CatalogId.optional(),
  zonaId: CatalogId.optional(),
  coloniaId: CatalogId.optional(),
  /** A repartidor's user id, or `ninguno` for the unassigned. */
  repartidorId: Id.optional(),
  periodo: LogPeriodo.optional(),
  /** Created from / to (days, both included, the cliente's timezone). */
  desde: LogDia.optional(),
  hasta: LogDia.optional(),
  /** Delivered from / to (the proof's day, the cliente's timezone): finding proofs by date. */
  entregadaDesde: LogDia.optional(),
  entregadaHasta: LogDia.optional(),
  /** A folio, or part of the habitante's name or CURP. */
  q: Text(120).optional(),
};
export const LogFiltros = z.object(filterFields);
export type LogFiltros = z.input<typeof LogFiltros>;
export const LogEntregasQuery = z.object({ ...filterFields, page: Page, pageSize: PageSize });
export type LogEntregasQuery = z.input<typeof LogEntregasQuery>;
export const LogEntregasResponse = z.object({ items: z.array(LogEntrega), total: z.number(), page: z.number(), pageSize: z.number() });
export type LogEntregasResponse = z.infer<typeof LogEntregasResponse>;

export const LogMapaPunto = z.object({ id: StoredText, folio: StoredText, lat: z.number(), lng: z.number(), estado: LogEstadoSchema });
export type LogMapaPunto = z.infer<typeof LogMapaPunto>;
/** `total`: every filtered delivery with a place; `truncado` when more than LOG_MAP_MAX. */
export const LogMapaResponse = z.object({ items: z.array(LogMapaPunto), total: z.number(), truncado: z.boolean(), sinUbicacion: z.number() });
export type LogMapaResponse = z.infer<typeof LogMapaResponse>;

// ---- creating, assigning, moving -----------------------------------------------------------------------------------

export const LogNewEntregaBody = z
  .object({
    programaId: CatalogId,
    articulo: LogArticulo,
    periodo: LogPeriodo,
    habitanteId: Id,
    programadaPara: LogDia.nullable().default(null),
  })
  .strict();
export type LogNewEntregaBody = z.input<typeof LogNewEntregaBody>;

/** Who gets it: the programme's active roll, what a registry search finds, or chosen habitantes. */
export const LogLoteOrigen = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('padron') }).strict(),
  z.object({ tipo: z.literal('busqueda'), filtro: MidbFilterQuery }).strict(),
  z.object({ tipo: z.literal('habitantes'), habitanteIds: z.array(Id).min(1).max(LOG_LOTE_MAX) }).strict(),
]);
export type LogLoteOrigen = z.input<typeof LogLoteOrigen>;
export const LogLoteBody = z
  .object({
    programaId: CatalogId,
    articulo: LogArticulo,
    periodo: LogPeriodo,
    origen: LogLoteOrigen,
    programadaPara: LogDia.nullable().default(null),
    /** Assign each new delivery to the least-loaded active repartidor of its zona right away. */
    asignarPorZona: z.boolean().default(false),
  })
  .strict();
export type LogLoteBody = z.input<typeof LogLoteBody>;
export const LogLoteResponse = z.object({ creadas: z.number(), omitidas: z.number(), asignadas: z.number(), ids: z.array(StoredText) });
export type LogLoteResponse = z.infer<typeof LogLoteResponse>;

export const LogAsignarBody = z
  .object({
    ids: z.array(Id).min(1).max(LOG_LOTE_MAX),
    /** A repartidor's user id, null to unassign; or `porZona` for each delivery's zona. */
    destino: z.discriminatedUnion('modo', [
      z.object({ modo: z.literal('repartidor'), repartidorId: Id.nullable() }).strict(),
      z.object({ modo: z.literal('porZona') }).strict(),
    ]),
  })
  .strict();
export type LogAsignarBody = z.input<typeof LogAsignarBody>;
/** `sinRepartidor`: deliveries left unassigned because their zona has no active repartidor (or they have no zona); `cerradas`: delivered ones, untouched. */
export const LogAsignarResponse = z.object({ asignadas: z.number(), sinRepartidor: z.number(), cerradas: z.number() });
export type LogAsignarResponse = z.infer<typeof LogAsignarResponse>;

export const LogEstatusBody = z
  .object({ estado: z.enum(LOG_PLAIN_TARGETS), version: Version, programadaPara: LogDia.nullable().optional(), nota: Text(500).optional() })
  .strict();
export type LogEstatusBody = z.input<typeof LogEstatusBody>;

// ---- the field writes (offline, idempotent) -------------------------------------------------------------------------

export const LogArchivoQuery = z.object({ sha256: LogSha256, tipo: z.enum(LOG_ARCHIVO_TIPOS) });
export type LogArchivoQuery = z.input<typeof LogArchivoQuery>;
export const LogArchivo = z.object({ sha256: StoredText, tipo: z.enum(LOG_ARCHIVO_TIPOS), mime: StoredText, bytes: z.number(), createdAt: StoredText });
export type LogArchivo = z.infer<typeof LogArchivo>;

export const LogVerificacionBody = z.discriminatedUnion('metodo', [
  z.object({ metodo: z.literal('codigo'), codigo: SingleLine.trim().regex(new RegExp(`^\\d{${LOG_CODIGO_DIGITS}}$`), `Escribe los ${LOG_CODIGO_DIGITS} dígitos del código.`) }).strict(),
]);
export type LogVerificacionBody = z.input<typeof LogVerificacionBody>;

export const LogPruebaBody = z
  .object({
    /** Made by the device when the proof is started; a replay with the same id answers the same proof. */
    clientId: LogClientId,
    /** sha256 of files already uploaded to LOG_PATHS.archivos (400 logistica.file_not_found otherwise). */
    fotoSha256: LogSha256,
    firmaSha256: LogSha256,
    verificacion: LogVerificacionBody,
    posicion: LogPosicion.nullable(),
    capturadaEn: Instant,
    nota: MultiLine.trim().max(1000).default(''),
  })
  .strict();
export type LogPruebaBody = z.input<typeof LogPruebaBody>;
export const LogPruebaResponse = z.object({ entrega: LogEntregaDetalle, replay: z.boolean() });
export type LogPruebaResponse = z.infer<typeof LogPruebaResponse>;

export const LogFallidaBody = z
  .object({
    clientId: LogClientId,
    motivo: LogMotivoFalloSchema,
    nota: MultiLine.trim().max(1000).default(''),
    posicion: LogPosicion.nullable(),
    capturadaEn: Instant,
  })
  .strict()
  .refine((b) => b.motivo !== 'otro' || b.nota.length > 0, { message: 'Escribe qué pasó.', path: ['nota'] });
export type LogFallidaBody = z.input<typeof LogFallidaBody>;

/** Where the code went: `correo` (the habitante's e-mail) or `buzon` (the outbox/log, when they have no e-mail). */
export const LogCodigoResponse = z.object({ enviadoPor: z.enum(['correo', 'buzon']), entrega: LogEntregaDetalle });
export type LogCodigoResponse = z.infer<typeof LogCodigoResponse>;

/** The repartidor's open deliveries for the offline page (snapshot kept on the phone). */
export const LogMiEntrega = LogEntrega.extend({ codigoSha256: StoredText.nullable() });
export type LogMiEntrega = z.infer<typeof LogMiEntrega>;
export const LogMisEntregasResponse = z.object({ items: z.array(LogMiEntrega), generadoEn: StoredText });
export type LogMisEntregasResponse = z.infer<typeof LogMisEntregasResponse>;

// ---- delivery staff -------------------------------------------------------------------------------------------------

export const LogRepartidor = z.object({
  usuario: UserRef.extend({ email: StoredText }),
  zonas: z.array(Ref),
  activo: z.boolean(),
  /** Today's load (the cliente's timezone): assigned open, delivered today, failed today. */
  hoy: z.object({ asignadas: z.number(), entregadas: z.number(), fallidas: z.number() }),
  version: z.number(),
});
export type LogRepartidor = z.infer<typeof LogRepartidor>;
export const LogRepartidoresResponse = z.object({ items: z.array(LogRepartidor) });
export type LogRepartidoresResponse = z.infer<typeof LogRepartidoresResponse>;
/** `version` 0 registers a user; otherwise the current one (409 logistica.stale). */
export const LogRepartidorBody = z.object({ zonaIds: z.array(CatalogId).max(100), activo: z.boolean(), version: z.number().int().min(0) }).strict();
export type LogRepartidorBody = z.input<typeof LogRepartidorBody>;
export const LogCandidatosQuery = z.object({ q: Text(120).optional() });
export const LogCandidatosResponse = z.object({ items: z.array(UserRef.extend({ email: StoredText })) });
export type LogCandidatosResponse = z.infer<typeof LogCandidatosResponse>;

// ---- figures ---------------------------------------------------------------------------------------------------------

export const LogAnalyticsQuery = z
  .object({ desde: LogDia, hasta: LogDia, programaId: CatalogId.optional(), zonaId: CatalogId.optional(), por: z.enum(LOG_ANALYTICS_POR).optional() })
  .strict()
  .refine((q) => q.desde <= q.hasta, { message: 'La fecha inicial va antes de la final.', path: ['desde'] });
export type LogAnalyticsQuery = z.input<typeof LogAnalyticsQuery>;
/** Planned: deliveries planned for (or, without a plan day, created in) the span; delivered/failed: those that ended so in it. */
export const LogFiguraFila = z.object({ clave: StoredText, nombre: StoredText, planeadas: z.number(), entregadas: z.number(), fallidas: z.number() });
export type LogFiguraFila = z.infer<typeof LogFiguraFila>;
export const LogAnalytics = z.object({
  totales: z.object({ planeadas: z.number(), entregadas: z.number(), fallidas: z.number(), pendientes: z.number() }),
  porDia: z.array(LogFiguraFila),
  porZona: z.array(LogFiguraFila),
  porColonia: z.array(LogFiguraFila),
  porPrograma: z.array(LogFiguraFila),
  porRepartidor: z.array(LogFiguraFila),
  fallidasPorMotivo: z.array(z.object({ motivo: LogMotivoFalloSchema, total: z.number() })),
  /** Median hours from creation to delivery of the deliveries delivered in the span; null when none. */
  medianaHorasEntrega: z.number().nullable(),
});
export type LogAnalytics = z.infer<typeof LogAnalytics>;

/** A socket notice: which delivery changed and to what. */
export const LogEntregaCambio = z.object({ id: StoredText, estado: LogEstadoSchema, repartidorId: StoredText.nullable(), version: z.number() });
export type LogEntregaCambio = z.infer<typeof LogEntregaCambio>;
