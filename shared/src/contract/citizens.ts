import { z } from 'zod';

import { Email } from './auth';
import { CatalogId, LatLng } from './refs';
import { curpProblem, normalizeCurp, CURP_MESSAGES } from './curp';
import { AREA_RADIO_MAX, AREA_RADIO_MIN, HABITANTE_SESSION_HEADER, HONEYPOT_FIELD, OTP_LENGTH, UPLOAD_TOKEN_HEADER } from './citizensPaths';
import { MultiLine, Secret, SingleLine, StoredText } from './text';

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
  'citizen.follow_link_invalid': 'Ese enlace no es válido o ya no existe. Pide otro desde la página del folio.',
  'citizen.photo_not_found': 'Esa foto ya no está disponible: vuelve a abrir la página del folio.',
  'citizen.curp_invalid': 'La CURP no es válida.',
  'citizen.curp_required': 'La CURP es obligatoria en este municipio.',
  'citizen.rejected': 'No pudimos recibir tu envío. Si eres una persona, recarga la página e inténtalo de nuevo.',
  'citizen.tipo_not_public': 'Ese tipo no se puede registrar desde la página pública.',
  'citizen.upload_token': 'El permiso para adjuntar archivos a este folio venció o no es válido.',
  'citizen.too_many_files': 'Puedes adjuntar hasta 3 archivos a tu folio.',
  'citizen.product_disabled': 'Este municipio no recibe reportes en línea.',
  'citizen.session_required': 'Para enviar a tu nombre, confirma primero que eres tú con el código que te enviamos.',
  'citizen.no_contact': 'No tenemos un correo ni un teléfono tuyo para enviarte un código. Puedes enviar tu reporte sin registrarte o acudir al municipio.',
  'citizen.code_wrong': 'El código no es correcto. Revisa el mensaje que te enviamos.',
  'citizen.code_expired': 'El código venció o ya se usó. Pide uno nuevo.',
  'citizen.code_locked': 'Demasiados intentos con este código. Pide uno nuevo.',
  'citizen.colonia_not_found': 'No encontramos esa colonia en este municipio.',
  'citizen.alert_link_invalid': 'Ese enlace no es válido o ya no existe. Vuelve a pedir la alerta desde la página del municipio.',
} as const;
export type CitizenErrorCode = keyof typeof CITIZEN_ERRORS;

/** A CURP as typed: normalized, then checked (format, date, state, check digit) with a message naming the problem. */
export const Curp = SingleLine.transform(normalizeCurp)
  .superRefine((curp, ctx) => {
    const problem = curpProblem(curp);
    if (problem) ctx.addIssue({ code: 'custom', message: CURP_MESSAGES[problem], params: { curp: problem } });
  });

export const SEXOS = ['H', 'M', 'X'] as const;
const Text = (max: number) => SingleLine.trim().max(max);
const Day = SingleLine.regex(/^\d{4}-\d{2}-\d{2}$/).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)));
/** The hidden field: empty for people. */
const Honeypot = SingleLine.max(500).optional();

// ---- public: the cliente ------------------------------------------------------------------------------

export const PublicTipo = z.object({ id: StoredText, nombre: StoredText, descripcion: StoredText, color: StoredText, icono: StoredText, pideFoto: z.boolean() });
export type PublicTipo = z.infer<typeof PublicTipo>;

export const PublicCliente = z.object({
  slug: StoredText,
  nombre: StoredText,
  /** URL of the logo, or null. */
  logo: StoredText.nullable(),
  colorPrimary: StoredText,
  colorSecondary: StoredText,
  mapa: z.object({ lat: z.number(), lng: z.number(), zoom: z.number(), tileUrl: StoredText.nullable() }),
  /** The cliente lets a habitante register without a CURP (giving a reason). */
  operacionSinCurp: z.boolean(),
  /** False when the cliente has not the 'sig' product: the pages say so instead of offering forms. */
  recibeCasos: z.boolean(),
  tiposReporte: z.array(PublicTipo),
  tiposSolicitud: z.array(PublicTipo),
});
export type PublicCliente = z.infer<typeof PublicCliente>;

export const MUNICIPIOS_MAX = 20;
export const MunicipiosQuery = z.object({
  q: SingleLine.trim().max(100).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
});
export type MunicipiosQuery = z.infer<typeof MunicipiosQuery>;
export const Municipio = z.object({
  slug: StoredText,
  nombre: StoredText,
  logo: StoredText.nullable(),
  /** From the position asked about to the municipality's map centre, in km; null without a position or a centre. */
  km: z.number().nullable(),
});
export type Municipio = z.infer<typeof Municipio>;
export const MunicipiosResponse = z.object({ items: z.array(Municipio) });
export type MunicipiosResponse = z.infer<typeof MunicipiosResponse>;

export const ClienteSlugParams = z.object({ cliente: SingleLine.trim().min(1).max(100) });

// ---- public: habitantes -------------------------------------------------------------------------------

export const HabitanteRegistro = z
  .object({
    /** Required unless the cliente allows "operación sin CURP" and sinCurpMotivo is given. */
    curp: Curp.optional(),
    sinCurpMotivo: Text(300).optional(),
    nombre: SingleLine.trim().min(1).max(120),
    apellidos: SingleLine.trim().min(1).max(160),
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

/** Where a one-time code can go: the channel and the destination masked (j•••@gmail.com, •••• 5432). */
export const CANALES = ['email', 'telefono'] as const;
export const Canal = z.enum(CANALES);
export type Canal = z.infer<typeof Canal>;
export const CodeDestino = z.object({ canal: Canal, destino: StoredText });
export type CodeDestino = z.infer<typeof CodeDestino>;

/** A habitante found by CURP: the first name and where a code can be sent. No id: proving who you are takes the code. */
export const HabitanteLookup = z.object({ nombre: StoredText, cliente: StoredText, canales: z.array(CodeDestino) });
export type HabitanteLookup = z.infer<typeof HabitanteLookup>;

/** The person asking for or giving a code: by CURP (the form) or by habitante id (a link they were sent). */
const WhoFields = { curp: Curp.optional(), habitanteId: SingleLine.trim().min(1).max(100).optional() };
const oneWho = (b: { curp?: string; habitanteId?: string }) => Boolean(b.curp) !== Boolean(b.habitanteId);
const WHO_MESSAGE = { message: 'Indica la CURP o el habitante, uno de los dos.', path: ['curp'] };

export const HabitanteCodeBody = z
  .object({ ...WhoFields, /** Required when the habitante has both an e-mail and a phone. */ canal: Canal.optional(), [HONEYPOT_FIELD]: Honeypot })
  .strict()
  .refine(oneWho, WHO_MESSAGE);
export type HabitanteCodeBody = z.infer<typeof HabitanteCodeBody>;

export const HabitanteCodeSent = z.object({
  nombre: StoredText,
  cliente: StoredText,
  canales: z.array(CodeDestino),
  /** Where the code went; null when the person must first choose a channel (both are on file). */
  enviado: CodeDestino.nullable(),
  /** Seconds until another code may be asked for. */
  reenviarEn: z.number(),
  /** Seconds the code sent stays valid. */
  expiraEn: z.number(),
});
export type HabitanteCodeSent = z.infer<typeof HabitanteCodeSent>;

export const HabitanteVerifyBody = z
  .object({ ...WhoFields, codigo: SingleLine.trim().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Escribe los ${OTP_LENGTH} dígitos del código.`) })
  .strict()
  .refine(oneWho, WHO_MESSAGE);
export type HabitanteVerifyBody = z.infer<typeof HabitanteVerifyBody>;

/** All a public page learns about a habitante: the id for its links and the first name to greet them. */
export const PublicHabitante = z.object({
  id: StoredText,
  nombre: StoredText,
  /** The cliente's slug. */
  cliente: StoredText,
  /** True when the CURP was already registered (the existing habitante, not a new one). */
  existente: z.boolean(),
});
export type PublicHabitante = z.infer<typeof PublicHabitante>;

/**
 * Proof of being a registered habitante for a short while, sent in HABITANTE_SESSION_HEADER: filing in
 * their name needs it. Given by a verified code, or by registering a new record (the person just typed it).
 */
export const HabitanteSession = z.object({ token: StoredText, expiresAt: StoredText, habitante: PublicHabitante });
export type HabitanteSession = z.infer<typeof HabitanteSession>;
export const HabitanteSessionHeaders = z.object({ [HABITANTE_SESSION_HEADER]: Secret.trim().min(1).max(2000).optional() });

/** A registration's answer: a new record comes with its session; an existing CURP must be proven by code (no id, no session). */
export const RegistroResponse = z.object({ nombre: StoredText, cliente: StoredText, existente: z.boolean(), sesion: HabitanteSession.nullable(), canales: z.array(CodeDestino) });
export type RegistroResponse = z.infer<typeof RegistroResponse>;

// ---- public: filing -----------------------------------------------------------------------------------

export const PublicFilingBody = z
  .object({
    tipoId: CatalogId,
    descripcion: MultiLine.trim().min(5).max(4000),
    /** Required for a reporte. */
    ubicacion: LatLng.nullable().optional(),
    direccion: Text(300).optional(),
    /** The registered habitante filing it: needs that habitante's session (HABITANTE_SESSION_HEADER); absent for an anonymous filing. */
    habitanteId: SingleLine.trim().min(1).max(100).optional(),
    /** An anonymous filing's contact, as the citizen typed it (a session's filing takes the registry's instead). */
    contacto: z
      .object({ nombre: Text(160).optional(), telefono: Text(40).optional(), email: Email.or(z.literal('')).optional() })
      .strict()
      .optional(),
    [HONEYPOT_FIELD]: Honeypot,
  })
  .strict();
export type PublicFilingBody = z.infer<typeof PublicFilingBody>;

export const PublicFilingResponse = z.object({
  id: StoredText,
  folio: StoredText,
  kind: z.enum(['reporte', 'solicitud']),
  createdAt: StoredText,
  /** Attach up to PUBLIC_FILES_MAX files with it during PUBLIC_UPLOAD_TOKEN_MINUTES. */
  uploadToken: StoredText,
  /** The follow code: with the folio it shows the case's history and public notes. Only its hash is kept. */
  codigo: StoredText,
});
export type PublicFilingResponse = z.infer<typeof PublicFilingResponse>;

export const PublicUploadQuery = z.object({ nombre: SingleLine.trim().min(1).max(200) });
export const PublicUploadHeaders = z.object({ [UPLOAD_TOKEN_HEADER]: SingleLine.trim().min(1).max(200) });
export const PublicUploadResponse = z.object({ id: StoredText, nombre: StoredText, tipo: StoredText, bytes: z.number() });
export type PublicUploadResponse = z.infer<typeof PublicUploadResponse>;

// ---- public: follow and map ---------------------------------------------------------------------------

export const FollowParams = ClienteSlugParams.extend({ folio: SingleLine.trim().min(1).max(40) });

export const PublicPhotoParams = ClienteSlugParams.extend({ fileId: SingleLine.min(1).max(100) });
/** The signed link's expiry (minutes since the epoch) and signature. */
export const PublicPhotoQuery = z.object({ e: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER), s: SingleLine.min(1).max(100) });

export const FOLLOW_LANGUAGES = ['es', 'en', 'tr', 'ar'] as const;
export const FollowSubscribeBody = z.object({ email: Email, lang: z.enum(FOLLOW_LANGUAGES).default('es') }).strict();
export type FollowSubscribeBody = z.input<typeof FollowSubscribeBody>;
export const FollowTokenBody = z.object({ token: SingleLine.min(10).max(200) }).strict();
export const FollowStopQuery = z.object({ t: SingleLine.min(10).max(200).optional() });
/** What asking to follow answers (202): a confirmation was mailed, or (consent refused) nothing; the citizen cannot tell. */
export const FollowAccepted = z.object({ enviado: z.literal(true) });
export type FollowAccepted = z.infer<typeof FollowAccepted>;
export const PublicSupportBody = z.object({ email: Email.optional(), lang: z.enum(FOLLOW_LANGUAGES).default('es') }).strict();
export type PublicSupportBody = z.input<typeof PublicSupportBody>;
/** How many more people reported that folio now. */
export const PublicSupportResponse = z.object({ folio: StoredText, apoyos: z.number() });
export type PublicSupportResponse = z.infer<typeof PublicSupportResponse>;

/** What confirming or stopping answers: the folio it was about. */
export const FollowResult = z.object({ folio: StoredText });
export type FollowResult = z.infer<typeof FollowResult>;

export const FollowCodeBody = z.object({ codigo: SingleLine.trim().min(1).max(40) }).strict();

/** A public photo: the citizen's own, or one staff attached to a public note; `url` is a signed link that expires. */
export const PublicPhoto = z.object({ id: StoredText, nombre: StoredText, url: StoredText });
export type PublicPhoto = z.infer<typeof PublicPhoto>;

export const PublicCaseDetalle = z.object({
  tipo: z.object({ nombre: StoredText, color: StoredText }),
  descripcion: StoredText,
  /** The place as filed (or as staff corrected it); null for a solicitud without one. */
  ubicacion: LatLng.nullable(),
  direccion: StoredText,
  colonia: StoredText.nullable(),
  /** When the municipality committed to attend it (created + the tipo's days). */
  dueAt: StoredText,
  fotos: z.array(PublicPhoto),
  /** Every estatus the case went through, oldest first. */
  historial: z.array(z.object({ at: StoredText, estatus: StoredText, color: StoredText })),
  /** Public notes only, oldest first, without their author. */
  notas: z.array(z.object({ at: StoredText, texto: StoredText })),
});
export type PublicCaseDetalle = z.infer<typeof PublicCaseDetalle>;

/** A folio alone shows the estatus and dates; `detalle` needs the follow code too (null without it, or with a wrong one). */
export const PublicCase = z.object({
  folio: StoredText,
  kind: z.enum(['reporte', 'solicitud']),
  estatus: z.object({ nombre: StoredText, color: StoredText, final: z.boolean() }),
  createdAt: StoredText,
  updatedAt: StoredText,
  closedAt: StoredText.nullable(),
  detalle: PublicCaseDetalle.nullable(),
  /**
   * "¿Quedó resuelto?" (issue 25, AUDIT_PUBLIC_PATHS.resuelto): `abierta` once a reporte filed by an identified
   * citizen is closed and until answered; `respuesta` once answered. Absent where it never applies.
   */
  resuelto: z.object({ abierta: z.boolean(), respuesta: z.enum(['si', 'no']).nullable() }).optional(),
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
  estatus: z.array(z.object({ nombre: StoredText, color: StoredText, final: z.boolean() })),
  tipos: z.array(z.object({ nombre: StoredText, color: StoredText })),
  points: z.array(z.tuple([z.number(), z.number(), z.number(), z.number(), StoredText])),
  total: z.number(),
});
export type PublicMapResponse = z.infer<typeof PublicMapResponse>;

// ---- public: area alerts and feeds (issue 24) -----------------------------------------------------------

export const PublicColonia = z.object({ id: StoredText, nombre: StoredText });
export type PublicColonia = z.infer<typeof PublicColonia>;
export const PublicColonias = z.object({ items: z.array(PublicColonia) });
export type PublicColonias = z.infer<typeof PublicColonias>;

const Radio = z.number().int('Escribe el radio en metros enteros.').min(AREA_RADIO_MIN, `El radio va de ${AREA_RADIO_MIN} a ${AREA_RADIO_MAX} m.`).max(AREA_RADIO_MAX, `El radio va de ${AREA_RADIO_MIN} a ${AREA_RADIO_MAX} m.`);
const AREA_TIPOS_MAX = 50;

/** An area: a colonia, or a radius around a point; and optionally only some public tipos de reporte. */
interface AreaShape {
  colonia?: string;
  lat?: number;
  lng?: number;
  radio?: number;
}
/** Exactly one of a colonia or a whole circle; the issue names the field that is missing or extra. */
function checkArea(a: AreaShape, ctx: z.RefinementCtx, required: boolean): void {
  const circle = [a.lat, a.lng, a.radio].filter((v) => v !== undefined).length;
  if (a.colonia !== undefined && circle > 0) {
    ctx.addIssue({ code: 'custom', message: 'Elige una colonia o un radio en el mapa, no los dos.', path: ['colonia'] });
    return;
  }
  if (a.colonia !== undefined) return;
  if (circle === 0) {
    if (required) ctx.addIssue({ code: 'custom', message: 'Elige una colonia o un punto en el mapa con su radio.', path: ['colonia'] });
    return;
  }
  for (const field of ['lat', 'lng', 'radio'] as const) {
    if (a[field] === undefined) ctx.addIssue({ code: 'custom', message: 'Falta este dato del círculo (lat, lng y radio).', path: [field] });
  }
}

export const AreaSubscribeBody = z
  .object({
    email: Email,
    lang: z.enum(FOLLOW_LANGUAGES).default('es'),
    colonia: CatalogId.optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    radio: Radio.optional(),
    /** Only these public tipos de reporte; none or empty: all of them. */
    tipos: z.array(CatalogId).max(AREA_TIPOS_MAX).optional(),
    [HONEYPOT_FIELD]: Honeypot,
  })
  .strict()
  .superRefine((a, ctx) => checkArea(a, ctx, true));
export type AreaSubscribeBody = z.input<typeof AreaSubscribeBody>;

/** The Atom feed's filters, as a query string: `tipos` comma-separated; no area at all is the whole cliente. */
export const AreaFeedQuery = z
  .object({
    colonia: CatalogId.optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    radio: z.coerce.number().pipe(Radio).optional(),
    tipos: SingleLine.max(AREA_TIPOS_MAX * 101)
      .transform((v) => v.split(',').map((x) => x.trim()).filter(Boolean))
      .pipe(z.array(CatalogId).max(AREA_TIPOS_MAX))
      .optional(),
  })
  .superRefine((a, ctx) => checkArea(a, ctx, false));
export type AreaFeedQuery = z.infer<typeof AreaFeedQuery>;

/** What confirming or stopping an area alert answers: the area it was about, by name. */
export const AreaAlertResult = z.object({ colonia: StoredText.nullable(), radio: z.number().nullable(), tipos: z.array(StoredText) });
export type AreaAlertResult = z.infer<typeof AreaAlertResult>;
