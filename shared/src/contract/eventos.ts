import { z } from 'zod';

import { Email } from './auth';
import { UserRef } from './cases';
import { Curp } from './citizens';
import { LatLng } from './refs';
import { MultiLine, SingleLine, StoredText } from './text';
import {
  EV_CAPACIDAD_MAX,
  EV_CIERRES,
  EV_ESTADOS,
  EV_HISTORIA_TIPOS,
  EV_LOTE_ESTADOS,
  EV_LOTE_MAX,
  EV_ORIGENES,
  EV_PAGE_SIZE_DEFAULT,
  EV_PAGE_SIZE_MAX,
  EV_REGISTRO_ESTADOS,
  EV_REGISTRO_FILTROS,
  EV_SCAN_RESULTADOS,
} from './eventosPaths';

export * from './eventosPaths';

/*
 * Eventos (issue 29, domain §5): municipal events with a place, dates and a capacity; people register on a public
 * page (found in the registry by CURP, or by name and e-mail where the event allows it) and get a ticket with a QR
 * signed by the cliente's key (domains/firmas), so a door checks it offline; seats are a guarded counter, so
 * concurrent registrations never take one seat more, and a full event fills a waiting list promoted on cancellation.
 */

/** The error codes of Eventos (the `code` of an ApiError) with the server's Spanish message. */
export const EV_ERRORS = {
  'eventos.not_found': 'No encontramos ese evento.',
  'eventos.registro_not_found': 'No encontramos ese registro.',
  'eventos.stale': 'Otra persona cambió este evento mientras lo veías: recarga para ver sus datos actuales.',
  'eventos.lleno': 'El evento está lleno y no tiene lista de espera.',
  'eventos.registro_cerrado': 'El registro para este evento no está abierto.',
  'eventos.solo_padron': 'Este evento es solo para personas inscritas en el padrón del municipio: registra tu CURP.',
  'eventos.habitante_not_found': 'No encontramos esa CURP en el padrón de este municipio.',
  'eventos.capacidad': 'La capacidad no puede ser menor que los lugares ya confirmados.',
  'eventos.ya_cancelado': 'Este registro ya estaba cancelado.',
  'eventos.evento_cancelado': 'Este evento fue cancelado.',
} as const;
export type EvErrorCode = keyof typeof EV_ERRORS;

const Text = (max: number) => SingleLine.trim().max(max);
const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(EV_PAGE_SIZE_MAX).default(EV_PAGE_SIZE_DEFAULT);
const Id = SingleLine.trim().min(1).max(100);
/** An ISO instant (stored and answered as UTC ISO-8601). */
export const EvInstant = SingleLine.refine((s) => s.length <= 40 && !Number.isNaN(Date.parse(s)), 'Escribe una fecha y hora válidas (ISO 8601).');
export const EvClientId = SingleLine.trim().toLowerCase().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Debe ser un UUID.');
export const EvEstadoSchema = z.enum(EV_ESTADOS);
export const EvRegistroEstadoSchema = z.enum(EV_REGISTRO_ESTADOS);
export const EvScanResultadoSchema = z.enum(EV_SCAN_RESULTADOS);

export const EvIdParams = z.object({ id: Id });
export const EvRegistroParams = z.object({ id: Id, registroId: Id });
export const EvPublicParams = z.object({ cliente: Id, eventoId: Id });
export const EvBoletoParams = z.object({ eventoId: Id, registroId: Id });

// ---- an event (staff) ------------------------------------------------------------------------------------------------

/** Counts of an event. `noAsistieron`: confirmed and never checked in, counted once the event has ended (0 before). */
export const EvCuentas = z.object({
  confirmados: z.number(),
  enEspera: z.number(),
  asistieron: z.number(),
  noAsistieron: z.number(),
  cancelados: z.number(),
});
export type EvCuentas = z.infer<typeof EvCuentas>;

export const EvEvento = z.object({
  id: StoredText,
  titulo: StoredText,
  descripcion: StoredText,
  lugar: StoredText,
  ubicacion: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  inicio: StoredText,
  fin: StoredText,
  capacidad: z.number(),
  /** Registration opens / closes (null: from publication / until the start). */
  registroDesde: StoredText.nullable(),
  registroHasta: StoredText.nullable(),
  soloPadron: z.boolean(),
  listaEspera: z.boolean(),
  estado: EvEstadoSchema,
  cuentas: EvCuentas,
  createdAt: StoredText,
  updatedAt: StoredText,
  version: z.number(),
});
export type EvEvento = z.infer<typeof EvEvento>;

/** One history entry of an event or of one of its registrations (`registroId`); `antes`/`despues` hold what changed. */
export const EvHistoria = z.object({
  id: StoredText,
  tipo: z.enum(EV_HISTORIA_TIPOS),
  registroId: StoredText.nullable(),
  /** Null when the public did it (registration, the holder's cancellation) or the system (a promotion). */
  autor: UserRef.nullable(),
  antes: z.record(StoredText, z.unknown()).nullable(),
  despues: z.record(StoredText, z.unknown()).nullable(),
  at: StoredText,
});
export type EvHistoria = z.infer<typeof EvHistoria>;

export const EvEventoDetalle = EvEvento.extend({
  historial: z.array(EvHistoria),
  /** The cliente's slug, to build the public page (evRegistroPage). */
  clienteSlug: StoredText,
});
export type EvEventoDetalle = z.infer<typeof EvEventoDetalle>;

export const EvEventosQuery = z.object({
  estado: EvEstadoSchema.optional(),
  /** `proximos`: not ended yet; `pasados`: ended. */
  cuando: z.enum(['proximos', 'pasados']).optional(),
  /** Part of the title or place. */
  q: Text(120).optional(),
  page: Page,
  pageSize: PageSize,
});
export type EvEventosQuery = z.input<typeof EvEventosQuery>;
export const EvEventosResponse = z.object({ items: z.array(EvEvento), total: z.number(), page: z.number(), pageSize: z.number() });
export type EvEventosResponse = z.infer<typeof EvEventosResponse>;

const eventoFields = {
  titulo: Text(160).min(1),
  descripcion: MultiLine.trim().max(5000).default(''),
  lugar: Text(240).min(1),
  ubicacion: LatLng.nullable().default(null),
  inicio: EvInstant,
  fin: EvInstant,
  capacidad: z.number().int().min(1).max(EV_CAPACIDAD_MAX),
  registroDesde: EvInstant.nullable().default(null),
  registroHasta: EvInstant.nullable().default(null),
  soloPadron: z.boolean().default(false),
  listaEspera: z.boolean().default(false),
  estado: EvEstadoSchema.default('borrador'),
};
type Fechas = { inicio: string; fin: string; registroDesde: string | null; registroHasta: string | null };
const fechasOk = <T extends z.ZodType<Fechas>>(schema: T) =>
  schema
    .refine((b) => Date.parse(b.fin) > Date.parse(b.inicio), { message: 'El fin va después del inicio.', path: ['fin'] })
    .refine((b) => !b.registroDesde || !b.registroHasta || Date.parse(b.registroHasta) > Date.parse(b.registroDesde), {
      message: 'El cierre del registro va después de su apertura.',
      path: ['registroHasta'],
    })
    .refine((b) => !b.registroHasta || Date.parse(b.registroHasta) <= Date.parse(b.fin), {
      message: 'El registro cierra a más tardar al terminar el evento.',
      path: ['registroHasta'],
    });

export const EvEventoBody = fechasOk(z.object(eventoFields).strict());
export type EvEventoBody = z.input<typeof EvEventoBody>;
/** Every field again with the `version` read (409 eventos.stale otherwise). */
export const EvEventoUpdateBody = fechasOk(z.object({ ...eventoFields, version: z.number().int().min(1) }).strict());
export type EvEventoUpdateBody = z.input<typeof EvEventoUpdateBody>;

// ---- registrations (staff) -------------------------------------------------------------------------------------------

/** Who checked a ticket in, where and when (the scan's own time, as the door saw it). */
export const EvCheckin = z.object({ en: StoredText, puerta: StoredText, por: UserRef.nullable() });
export type EvCheckin = z.infer<typeof EvCheckin>;

export const EvRegistro = z.object({
  id: StoredText,
  codigo: StoredText,
  nombre: StoredText,
  /** Staff only: never in a public answer. */
  email: StoredText.nullable(),
  habitanteId: StoredText.nullable(),
  origen: z.enum(EV_ORIGENES),
  estado: EvRegistroEstadoSchema,
  /** 1 for the next to be promoted; null unless `espera`. */
  posicionEspera: z.number().nullable(),
  checkin: EvCheckin.nullable(),
  motivoCancelacion: StoredText.nullable(),
  createdAt: StoredText,
  updatedAt: StoredText,
});
export type EvRegistro = z.infer<typeof EvRegistro>;
export const EvRegistroDetalle = EvRegistro.extend({ historial: z.array(EvHistoria) });
export type EvRegistroDetalle = z.infer<typeof EvRegistroDetalle>;

export const EvRegistrosQuery = z.object({
  estado: z.enum(EV_REGISTRO_FILTROS).optional(),
  /** Part of the name, or the code. */
  q: Text(120).optional(),
  page: Page,
  pageSize: PageSize,
});
export type EvRegistrosQuery = z.input<typeof EvRegistrosQuery>;
export const EvRegistrosResponse = z.object({ items: z.array(EvRegistro), total: z.number(), page: z.number(), pageSize: z.number() });
export type EvRegistrosResponse = z.infer<typeof EvRegistrosResponse>;

export const EvCancelarBody = z.object({ motivo: Text(500).min(1) }).strict();
export type EvCancelarBody = z.input<typeof EvCancelarBody>;

// ---- public: the event, registering, the ticket ---------------------------------------------------------------------

/** What anyone may know of a published event: no personal data. */
export const EvPublicEvento = z.object({
  id: StoredText,
  cliente: z.object({ slug: StoredText, nombre: StoredText }),
  titulo: StoredText,
  descripcion: StoredText,
  lugar: StoredText,
  ubicacion: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  inicio: StoredText,
  fin: StoredText,
  capacidad: z.number(),
  lugaresLibres: z.number(),
  registroDesde: StoredText.nullable(),
  registroHasta: StoredText.nullable(),
  registroAbierto: z.boolean(),
  /** Why not open (null when open). */
  cierre: z.enum(EV_CIERRES).nullable(),
  listaEspera: z.boolean(),
  /** People waiting now. */
  enEspera: z.number(),
  /** Registration needs a CURP of the registry (or a habitante's own link). */
  requiereCurp: z.boolean(),
  cancelado: z.boolean(),
});
export type EvPublicEvento = z.infer<typeof EvPublicEvento>;

/**
 * One of: `curp` (found in the registry), `habitante` (the id of a habitante's own link), or `nombre` and `email`
 * (only when the event is not soloPadron). A soloPadron event without a registry match is 400 on `curp`.
 */
export const EvRegistroBody = z
  .object({
    curp: Curp.optional(),
    habitante: Id.optional(),
    nombre: Text(160).min(1).optional(),
    email: Email.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const modos = [b.curp !== undefined, b.habitante !== undefined, b.nombre !== undefined || b.email !== undefined].filter(Boolean).length;
    if (modos === 0) ctx.addIssue({ code: 'custom', message: 'Escribe tu CURP, o tu nombre y correo.', path: ['curp'] });
    else if (modos > 1) ctx.addIssue({ code: 'custom', message: 'Usa solo una forma de registro: CURP, o nombre y correo.', path: ['curp'] });
    else if (b.nombre !== undefined && b.email === undefined) ctx.addIssue({ code: 'custom', message: 'Escribe tu correo.', path: ['email'] });
    else if (b.email !== undefined && b.nombre === undefined) ctx.addIssue({ code: 'custom', message: 'Escribe tu nombre.', path: ['nombre'] });
  });
export type EvRegistroBody = z.input<typeof EvRegistroBody>;

/** `existente`: the person already had a ticket for this event: it is answered again, never a second seat. */
export const EvRegistroResponse = z.object({
  eventoId: StoredText,
  registroId: StoredText,
  estado: z.enum(['confirmado', 'espera']),
  posicionEspera: z.number().nullable(),
  existente: z.boolean(),
});
export type EvRegistroResponse = z.infer<typeof EvRegistroResponse>;

/** The ticket as its holder sees it (the link is the secret). `codigo` and `token` only while confirmed. */
export const EvBoleto = z.object({
  registroId: StoredText,
  evento: EvPublicEvento,
  /** The cliente's id (the token's and the keys' cliente). */
  clienteId: StoredText,
  nombre: StoredText,
  estado: EvRegistroEstadoSchema,
  posicionEspera: z.number().nullable(),
  codigo: StoredText.nullable(),
  /** The signed ticket (SIG1.T....): what the QR carries. */
  token: StoredText.nullable(),
  /** When it was checked in (no staff names in a public answer). */
  checkinEn: StoredText.nullable(),
});
export type EvBoleto = z.infer<typeof EvBoleto>;

// ---- the door -------------------------------------------------------------------------------------------------------

const scanFields = {
  /** The QR's signed token, or the typed code: one of the two. */
  token: SingleLine.trim().min(1).max(400).optional(),
  codigo: SingleLine.trim().min(1).max(20).optional(),
  /** The door's name as staff set it ("Puerta norte"). */
  puerta: Text(60).min(1),
  /** Made by the device for this scan: a replay answers the same. */
  clientId: EvClientId,
  /** When the door scanned it: the earliest scan of a ticket wins on sync. */
  escaneadoEn: EvInstant,
};
const unaLectura = (b: { token?: string; codigo?: string }) => (b.token === undefined) !== (b.codigo === undefined);
const lecturaIssue = { message: 'Envía el token del QR o el código escrito (uno de los dos).', path: ['token'] };
export const EvScanBody = z.object(scanFields).strict().refine(unaLectura, lecturaIssue);
export type EvScanBody = z.input<typeof EvScanBody>;

export const EvScanRegistro = z.object({ id: StoredText, codigo: StoredText, nombre: StoredText });
export const EvScanResult = z.object({
  resultado: EvScanResultadoSchema,
  /** The ticket's registration (null for `invalido` and `otro_evento`). */
  registro: EvScanRegistro.nullable(),
  /** For `valido`: this check-in; for `ya_registrado`: the earlier one (when, which door, by whom). */
  checkin: EvCheckin.nullable(),
  /** For `invalido`: why (`malformed`, `unknown_key`, `bad_signature`, `expired`, `codigo`, `cliente`). */
  motivo: StoredText.nullable(),
  /** The event's check-ins after this scan. */
  asistieron: z.number(),
});
export type EvScanResult = z.infer<typeof EvScanResult>;

export const EvScanLoteBody = z.object({ scans: z.array(z.object(scanFields).strict().refine(unaLectura, lecturaIssue)).min(1).max(EV_LOTE_MAX) }).strict();
export type EvScanLoteBody = z.input<typeof EvScanLoteBody>;
export const EvScanLoteItem = z.object({
  clientId: StoredText,
  estado: z.enum(EV_LOTE_ESTADOS),
  /** What the ticket is (`valido` for an accepted or duplicate scan of a good ticket). */
  resultado: EvScanResultadoSchema,
  registro: EvScanRegistro.nullable(),
  /** The check-in that holds (for `duplicado`: the winning scan's door, time and user). */
  ganador: EvCheckin.nullable(),
  motivo: StoredText.nullable(),
});
export type EvScanLoteItem = z.infer<typeof EvScanLoteItem>;
export const EvScanLoteResponse = z.object({ resultados: z.array(EvScanLoteItem), asistieron: z.number() });
export type EvScanLoteResponse = z.infer<typeof EvScanLoteResponse>;

/** A published verification key (as FirmaClave of contract/firmas). */
export const EvClave = z.object({ kid: StoredText, alg: z.literal('Ed25519'), publicKey: StoredText, createdAt: StoredText, retiredAt: StoredText.nullable() });
export const EvKitRegistro = z.object({
  id: StoredText,
  codigo: StoredText,
  estado: EvRegistroEstadoSchema,
  nombre: StoredText,
  /** When, at which door and by whom (the staff user's display name) it came in, as the door last heard. */
  checkin: z.object({ en: StoredText, puerta: StoredText, por: StoredText.nullable() }).nullable(),
});
export type EvKitRegistro = z.infer<typeof EvKitRegistro>;
/** What a door keeps to work offline: check a token with verifyFirma(token, claves), then find its registration here. */
export const EvKit = z.object({
  evento: z.object({ id: StoredText, titulo: StoredText, inicio: StoredText, fin: StoredText, capacidad: z.number() }),
  clienteId: StoredText,
  claves: z.array(EvClave),
  registros: z.array(EvKitRegistro),
  generadoEn: StoredText,
});
export type EvKit = z.infer<typeof EvKit>;

/** A socket notice: a ticket of an event was checked in, and the event's count now. */
export const EvCheckinCambio = z.object({ eventoId: StoredText, registroId: StoredText, puerta: StoredText, en: StoredText, asistieron: z.number() });
export type EvCheckinCambio = z.infer<typeof EvCheckinCambio>;
