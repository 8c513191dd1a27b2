import { z } from 'zod';

import { Ref, UserRef } from './cases';
import { CatalogId } from './refs';
import { HexColor, MultiLine, SingleLine, StoredText } from './text';
import {
  BT_BACK_TEXT_MAX,
  BT_CAMPOS,
  BT_ESTADOS,
  BT_EVENT_TYPES,
  BT_FIRMA_ESTADOS,
  BT_ORIENTACIONES,
  BT_PAGE_SIZE_DEFAULT,
  BT_PAGE_SIZE_MAX,
  BT_VIGENCIA_MESES_DEFAULT,
  BT_VIGENCIA_MESES_MAX,
} from './bettaidPaths';

export * from './bettaidPaths';

/*
 * BettaID (issue 29, domain §5): citizen ID cards. A cliente designs card templates; staff issue a card to a
 * habitante of the registry with a photo and a validity; it prints as an ID-1 PDF whose QR carries a token signed
 * with the cliente's Ed25519 key (domains/firmas), so any phone opens the public verification page and an offline
 * checker verifies it with the published keys and the revocation list (see BT_PUBLIC_PATHS).
 */

/** The error codes of BettaID (the `code` of an ApiError) with the server's Spanish message. */
export const BT_ERRORS = {
  'bettaid.not_found': 'No encontramos esa credencial.',
  'bettaid.plantilla_not_found': 'No existe esa plantilla de credencial en este municipio.',
  'bettaid.plantilla_inactiva': 'Esa plantilla está inactiva: actívala para emitir credenciales con ella.',
  'bettaid.stale': 'Otra persona cambió este registro mientras lo veías: recarga para ver sus datos actuales.',
  'bettaid.habitante_not_found': 'No existe esa persona en el padrón de este municipio.',
  'bettaid.revocada': 'Esta credencial ya está revocada.',
  'bettaid.vencimiento': 'La fecha de vencimiento no puede ser anterior a hoy.',
  'bettaid.hash': 'El archivo llegó dañado: su huella no coincide. Vuelve a intentarlo.',
  'bettaid.file_type': 'Solo se aceptan imágenes JPEG, PNG o WebP.',
  'bettaid.file_too_large': 'El archivo es demasiado grande.',
  'bettaid.foto_not_found': 'No encontramos esa foto: súbela antes de emitir la credencial.',
  'bettaid.logo_not_found': 'Esta plantilla no tiene logotipo propio.',
  'bettaid.sesion': 'Confirma tu identidad con el código que te enviamos para ver tu credencial.',
  'bettaid.sin_credencial': 'No tienes una credencial vigente de este tipo.',
  'bettaid.cliente_not_found': 'Este municipio no emite credenciales BettaID.',
} as const;
export type BtErrorCode = keyof typeof BT_ERRORS;

const Text = (max: number) => SingleLine.trim().max(max);
const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const PageSize = z.coerce.number().int().min(1).max(BT_PAGE_SIZE_MAX).default(BT_PAGE_SIZE_DEFAULT);
const Version = z.number().int().min(1);
const Id = SingleLine.trim().min(1).max(100);
/** A calendar day YYYY-MM-DD (a real one), in the cliente's timezone. */
export const BtDia = SingleLine.regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}, 'Escribe una fecha válida (AAAA-MM-DD).');
export const BtSha256 = SingleLine.trim().toLowerCase().regex(/^[0-9a-f]{64}$/, 'Debe ser un sha256 en hexadecimal (64 caracteres).');
export const BtEstadoSchema = z.enum(BT_ESTADOS);
export const BtCampoSchema = z.enum(BT_CAMPOS);
export const BtOrientacionSchema = z.enum(BT_ORIENTACIONES);

export const BtIdParams = z.object({ id: Id });
export const BtShaParams = z.object({ sha256: BtSha256 });
export const BtHabitanteParams = z.object({ habitanteId: Id });
export const BtVersionQuery = z.object({ version: z.coerce.number().int().min(1) });
/** The query of a photo's upload (BT_PATHS.fotos). */
export const BtFotoQuery = z.object({ sha256: BtSha256 });
/** The query of BT_PATHS.habitante. */
export const BtHabitanteQuery = z.object({ plantillaId: CatalogId.optional() });
/** The path of BT_PUBLIC_PATHS.logo. */
export const BtPlantillaParams = z.object({ plantillaId: Id });
/** The path of BT_PUBLIC_PATHS.revocadas. */
export const BtClienteParams = z.object({ clienteId: Id });
/** The path of BT_PUBLIC_PATHS.miCredencial and miCredencialPdf. */
export const BtMiCredencialParams = z.object({ cliente: Id, habitanteId: Id, tipoId: Id });

// ---- templates ----------------------------------------------------------------------------------------------------

export const BtColores = z.object({ primario: HexColor, secundario: HexColor, texto: HexColor }).strict();
export type BtColores = z.infer<typeof BtColores>;

export const BtPlantilla = z.object({
  id: StoredText,
  nombre: StoredText,
  orientacion: BtOrientacionSchema,
  colores: z.object({ primario: StoredText, secundario: StoredText, texto: StoredText }),
  /** The template's own logo (sha256 of the image), or null: then the cliente's logo is printed. */
  logoSha256: StoredText.nullable(),
  /** The URL to show the logo printed on its cards (the template's own, else the cliente's), or null when neither has one. */
  logoUrl: StoredText.nullable(),
  /** The holder's fields on the front, in order. */
  campos: z.array(BtCampoSchema),
  vigenciaMeses: z.number(),
  /** Printed on the back, under the QR. */
  textoReverso: StoredText,
  activa: z.boolean(),
  /** Cards of this template that are vigente now. */
  vigentes: z.number(),
  createdAt: StoredText,
  updatedAt: StoredText,
  version: z.number(),
});
export type BtPlantilla = z.infer<typeof BtPlantilla>;

const plantillaFields = {
  nombre: Text(120).min(1),
  orientacion: BtOrientacionSchema,
  colores: BtColores,
  campos: z
    .array(BtCampoSchema)
    .max(BT_CAMPOS.length)
    .refine((c) => new Set(c).size === c.length, 'Cada campo una sola vez.'),
  vigenciaMeses: z.number().int().min(1).max(BT_VIGENCIA_MESES_MAX),
  textoReverso: MultiLine.trim().max(BT_BACK_TEXT_MAX),
  activa: z.boolean(),
};

export const BT_PLANTILLA_DEFAULTS = {
  orientacion: 'horizontal',
  colores: { primario: '#7a1f3d', secundario: '#f4ece1', texto: '#1f1f1f' },
  campos: ['nombre', 'curp', 'folio', 'vigencia'],
  vigenciaMeses: BT_VIGENCIA_MESES_DEFAULT,
  textoReverso: '',
  activa: true,
} as const;

/** A new template: only `nombre` is required (the rest take BT_PLANTILLA_DEFAULTS). */
export const BtNewPlantillaBody = z
  .object(plantillaFields)
  .partial()
  .required({ nombre: true })
  .strict();
export type BtNewPlantillaBody = z.input<typeof BtNewPlantillaBody>;

export const BtUpdatePlantillaBody = z.object(plantillaFields).partial().extend({ version: Version }).strict();
export type BtUpdatePlantillaBody = z.input<typeof BtUpdatePlantillaBody>;

export const BtPlantillasQuery = z.object({
  /** Only active (`true`) or inactive (`false`) ones. */
  activa: z.enum(['true', 'false']).optional(),
  q: Text(120).optional(),
  page: Page,
  pageSize: PageSize,
});
export type BtPlantillasQuery = z.input<typeof BtPlantillasQuery>;
export const BtPlantillasResponse = z.object({ items: z.array(BtPlantilla), total: z.number(), page: z.number(), pageSize: z.number() });
export type BtPlantillasResponse = z.infer<typeof BtPlantillasResponse>;

// ---- cards --------------------------------------------------------------------------------------------------------

/** A stored photo. */
export const BtFoto = z.object({ sha256: StoredText, mime: StoredText, bytes: z.number() });
export type BtFoto = z.infer<typeof BtFoto>;

export const BtCredencial = z.object({
  id: StoredText,
  folio: StoredText,
  plantilla: Ref,
  /** The holder as named on the card when it was issued. */
  habitante: z.object({ id: StoredText, nombreCompleto: StoredText }),
  estado: BtEstadoSchema,
  fotoSha256: StoredText.nullable(),
  emitidaEn: StoredText,
  /** The instant it stops being valid (the end of its last day, the cliente's timezone). */
  venceEn: StoredText,
  revocadaEn: StoredText.nullable(),
  motivoRevocacion: StoredText.nullable(),
  emitidaPor: UserRef.nullable(),
  /** The card that replaced this one (a new card of the same template), when it was. */
  reemplazadaPor: StoredText.nullable(),
  version: z.number(),
});
export type BtCredencial = z.infer<typeof BtCredencial>;

/** One history event; `datos` holds what that kind records (the reason of a revocation, the changed dates…). */
export const BtEvento = z.object({
  id: StoredText,
  tipo: z.enum(BT_EVENT_TYPES),
  autor: UserRef.nullable(),
  datos: z.record(StoredText, z.unknown()).nullable(),
  at: StoredText,
});
export type BtEvento = z.infer<typeof BtEvento>;

export const BtCredencialDetalle = BtCredencial.extend({
  historial: z.array(BtEvento),
  /** What the QR carries: the public verification URL with the signed token (`?s=`). */
  qrUrl: StoredText,
  /** The signed token alone. */
  token: StoredText,
});
export type BtCredencialDetalle = z.infer<typeof BtCredencialDetalle>;

export const BtCredencialesQuery = z.object({
  estado: BtEstadoSchema.optional(),
  plantillaId: CatalogId.optional(),
  habitanteId: Id.optional(),
  /** A folio, or part of the holder's name. */
  q: Text(120).optional(),
  page: Page,
  pageSize: PageSize,
});
export type BtCredencialesQuery = z.input<typeof BtCredencialesQuery>;
export const BtCredencialesResponse = z.object({ items: z.array(BtCredencial), total: z.number(), page: z.number(), pageSize: z.number() });
export type BtCredencialesResponse = z.infer<typeof BtCredencialesResponse>;

/**
 * Issue a card. `venceEl` is its last valid day (default: today + the template's vigenciaMeses); the photo is uploaded
 * first (BT_PATHS.fotos) and named by its sha256 (400 bettaid.foto_not_found otherwise).
 */
export const BtEmitirBody = z
  .object({
    plantillaId: CatalogId,
    habitanteId: Id,
    fotoSha256: BtSha256.nullable().optional(),
    venceEl: BtDia.optional(),
  })
  .strict();
export type BtEmitirBody = z.input<typeof BtEmitirBody>;

/** Change a card's last valid day or its photo (not a revoked one: 409 bettaid.revocada). */
export const BtUpdateCredencialBody = z
  .object({ venceEl: BtDia, fotoSha256: BtSha256.nullable() })
  .partial()
  .extend({ version: Version })
  .strict();
export type BtUpdateCredencialBody = z.input<typeof BtUpdateCredencialBody>;

export const BtRevocarBody = z.object({ motivo: Text(300).min(3), version: Version }).strict();
export type BtRevocarBody = z.input<typeof BtRevocarBody>;

/** The `/bettaid/rg/:id/:user` page: the habitante (from the registry, for staff) and their cards. */
export const BtHabitanteResponse = z.object({
  habitante: z.object({ id: StoredText, nombreCompleto: StoredText, curp: StoredText.nullable(), colonia: Ref.nullable() }),
  credenciales: z.array(BtCredencial),
});
export type BtHabitanteResponse = z.infer<typeof BtHabitanteResponse>;

// ---- public -------------------------------------------------------------------------------------------------------

export const BtVerificacionQuery = z.object({ s: SingleLine.max(1000).optional() });

/**
 * The public verification: the name and photo and nothing else personal. `fotoUrl` is null once the card is revoked:
 * a revoked card vouches for no one, so its holder's photo is no longer published (an expired one still shows it,
 * so whoever checks can tell the person before them is the holder of a card that merely lapsed).
 */
export const BtVerificacion = z.object({
  id: StoredText,
  estado: BtEstadoSchema,
  nombre: StoredText,
  fotoUrl: StoredText.nullable(),
  cliente: z.object({ nombre: StoredText, logo: StoredText.nullable() }),
  venceEn: StoredText,
  revocadaEn: StoredText.nullable(),
  /** Whether the `s` given is the cliente's signature for this very card (`ausente` without `s`). */
  firma: z.enum(BT_FIRMA_ESTADOS),
});
export type BtVerificacion = z.infer<typeof BtVerificacion>;

export const BtRevocadasResponse = z.object({
  clienteId: StoredText,
  generadoEn: StoredText,
  revocadas: z.array(z.object({ id: StoredText, revocadaEn: StoredText })),
});
export type BtRevocadasResponse = z.infer<typeof BtRevocadasResponse>;

/** The holder's own card, as its page shows it: the template's look and the fields it prints, with their values. */
export const BtMiCredencial = z.object({
  credencial: BtCredencial.omit({ emitidaPor: true, reemplazadaPor: true, motivoRevocacion: true }),
  plantilla: BtPlantilla.pick({ id: true, nombre: true, orientacion: true, colores: true, logoUrl: true, campos: true, textoReverso: true }),
  cliente: z.object({ nombre: StoredText, logo: StoredText.nullable() }),
  /** The template's fields in order, with the values printed (labels are the parcel's, by `campo`). */
  campos: z.array(z.object({ campo: BtCampoSchema, valor: StoredText })),
  fotoUrl: StoredText.nullable(),
  qrUrl: StoredText,
});
export type BtMiCredencial = z.infer<typeof BtMiCredencial>;
