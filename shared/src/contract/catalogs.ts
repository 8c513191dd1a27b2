import { z } from 'zod';

import { Email } from './auth';
import { CatalogId, LatLng } from './refs';
import { HexColor, MultiLine, SingleLine, StoredText } from './text';
import {
  CATALOG_HISTORY_PAGE_SIZE,
  CATALOG_PAGE_SIZE_DEFAULT,
  CATALOG_PAGE_SIZE_MAX,
  POLYGON_MAX_POSITIONS,
  POLYGON_MAX_RINGS,
  SLA_DIAS_MAX,
} from './catalogPaths';

/*
 * The SIG catalogues of one cliente (domain §2): dependencias and their módulos, tipos and estatus of
 * reportes and solicitudes, zonas, colonias and orígenes. Every path is scoped to the cliente of the
 * caller's token. A create body names the required fields; PATCH takes any subset of the same fields.
 */

export * from './catalogPaths';

/** The error codes of the catalogues (the `code` of an ApiError) with the server's Spanish message. */
export const CATALOG_ERRORS = {
  'catalog.not_found': 'No existe ese registro en el catálogo.',
  'catalog.name_taken': 'Ya existe un registro con ese nombre en el catálogo.',
  'catalog.invalid_reference': 'El registro relacionado no existe en este cliente.',
  'catalog.invalid_transition': 'Las transiciones deben ser estatus existentes de este mismo catálogo, distintos del propio.',
  'catalog.initial_required': 'Debe haber un estatus inicial activo: marca otro estatus como inicial antes.',
  'catalog.initial_final': 'Un estatus no puede ser inicial y final a la vez.',
} as const;
export type CatalogErrorCode = keyof typeof CATALOG_ERRORS;

// ---- shared fields ------------------------------------------------------------------------------------

const Nombre = SingleLine.trim().min(2).max(120);
const ShortText = SingleLine.trim().max(200);
const Phone = SingleLine.trim().max(40);

export interface GeoPolygon {
  type: 'Polygon';
  /** Rings of [lng, lat] positions (GeoJSON order); the first is the outline, the rest are holes. */
  coordinates: number[][][];
}

const isPosition = (p: unknown): p is number[] =>
  Array.isArray(p) &&
  (p.length === 2 || p.length === 3) &&
  p.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(p[0] as number) <= 180 &&
  Math.abs(p[1] as number) <= 90;

function isRing(ring: unknown): ring is number[][] {
  if (!Array.isArray(ring) || ring.length < 4 || ring.length > POLYGON_MAX_POSITIONS || !ring.every(isPosition)) return false;
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  // closed, and not collapsed to a line or a point
  return first[0] === last[0] && first[1] === last[1] && new Set(ring.map((p) => `${p[0]},${p[1]}`)).size >= 3;
}

/** A GeoJSON Polygon: closed rings of at least 4 positions, longitude then latitude, within range. */
export function isGeoPolygon(v: unknown): v is GeoPolygon {
  if (typeof v !== 'object' || v === null) return false;
  const { type, coordinates } = v as { type?: unknown; coordinates?: unknown };
  return (
    type === 'Polygon' &&
    Array.isArray(coordinates) &&
    coordinates.length >= 1 &&
    coordinates.length <= POLYGON_MAX_RINGS &&
    coordinates.every(isRing)
  );
}

/** Rejected as a whole (field `poligono`), then reduced to type and coordinates. */
export const GeoPolygonSchema = z
  .custom<GeoPolygon>(isGeoPolygon)
  .transform((p): GeoPolygon => ({ type: 'Polygon', coordinates: p.coordinates.map((ring) => ring.map((pos) => [pos[0]!, pos[1]!])) }));

const Page = z.coerce.number().int().min(1).max(100_000).default(1);
const BoolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

export const CatalogQuery = z.object({
  /** Part of the name; accents and case do not matter. */
  q: SingleLine.trim().max(120).optional(),
  activo: BoolParam.optional(),
  page: Page,
  pageSize: z.coerce.number().int().min(1).max(CATALOG_PAGE_SIZE_MAX).default(CATALOG_PAGE_SIZE_DEFAULT),
});
export type CatalogQuery = z.infer<typeof CatalogQuery>;
export const DependenciaFilterQuery = CatalogQuery.extend({ dependenciaId: CatalogId.optional() });
export type DependenciaFilterQuery = z.infer<typeof DependenciaFilterQuery>;
export const ColoniasQuery = CatalogQuery.extend({ zonaId: CatalogId.optional() });
export type ColoniasQuery = z.infer<typeof ColoniasQuery>;

const base = { id: StoredText, nombre: StoredText, activo: z.boolean(), createdAt: StoredText, updatedAt: StoredText };

export const catalogListResponse = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

// ---- dependencias and módulos -----------------------------------------------------------------------

export const Dependencia = z.object({
  ...base,
  siglas: StoredText,
  titular: StoredText,
  telefono: StoredText,
  email: StoredText,
  color: StoredText,
});
export type Dependencia = z.infer<typeof Dependencia>;

export const UpdateDependenciaBody = z
  .object({
    nombre: Nombre,
    siglas: SingleLine.trim().toUpperCase().max(20),
    titular: SingleLine.trim().max(120),
    telefono: Phone,
    email: Email.or(z.literal('')),
    color: HexColor,
    activo: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateDependenciaBody = z.infer<typeof UpdateDependenciaBody>;
export const CreateDependenciaBody = UpdateDependenciaBody.required({ nombre: true });
export type CreateDependenciaBody = z.infer<typeof CreateDependenciaBody>;

export const Modulo = z.object({
  ...base,
  dependenciaId: StoredText,
  direccion: StoredText,
  ubicacion: LatLng.nullable(),
  horario: StoredText,
});
export type Modulo = z.infer<typeof Modulo>;

export const UpdateModuloBody = z
  .object({
    dependenciaId: CatalogId,
    nombre: Nombre,
    direccion: SingleLine.trim().max(300),
    ubicacion: LatLng.nullable(),
    horario: ShortText,
    activo: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateModuloBody = z.infer<typeof UpdateModuloBody>;
export const CreateModuloBody = UpdateModuloBody.required({ nombre: true, dependenciaId: true });
export type CreateModuloBody = z.infer<typeof CreateModuloBody>;

// ---- tipos de reporte y de solicitud ----------------------------------------------------------------

/** A tipo de reporte or de solicitud: the same fields (a solicitud has no location, a reporte always has one). */
export const Tipo = z.object({
  ...base,
  descripcion: StoredText,
  icono: StoredText,
  color: StoredText,
  dependenciaId: StoredText,
  /** Días de atención: the due date is the creation plus these days. */
  slaDias: z.number(),
  pideFoto: z.boolean(),
  /** Shown to citizens on the public pages. */
  publico: z.boolean(),
});
export type Tipo = z.infer<typeof Tipo>;

export const UpdateTipoBody = z
  .object({
    nombre: Nombre,
    descripcion: MultiLine.trim().max(1000),
    icono: SingleLine.trim().max(60),
    color: HexColor,
    dependenciaId: CatalogId,
    slaDias: z.number().int().min(0).max(SLA_DIAS_MAX),
    pideFoto: z.boolean(),
    publico: z.boolean(),
    activo: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateTipoBody = z.infer<typeof UpdateTipoBody>;
export const CreateTipoBody = UpdateTipoBody.required({ nombre: true, dependenciaId: true });
export type CreateTipoBody = z.infer<typeof CreateTipoBody>;

export const ActiveTiposResponse = z.object({ items: z.array(Tipo) });
export type ActiveTiposResponse = z.infer<typeof ActiveTiposResponse>;

// ---- estatus de reporte y de solicitud --------------------------------------------------------------

export const Estatus = z.object({
  ...base,
  color: StoredText,
  orden: z.number(),
  /** Exactly one per catalogue: where every new case starts. */
  inicial: z.boolean(),
  /** Closes the case. */
  final: z.boolean(),
  /** Ids of the estatus of the same catalogue a case may move to from this one. */
  transiciones: z.array(StoredText),
});
export type Estatus = z.infer<typeof Estatus>;

export const UpdateEstatusBody = z
  .object({
    nombre: Nombre,
    color: HexColor,
    orden: z.number().int().min(0).max(1000),
    inicial: z.boolean(),
    final: z.boolean(),
    transiciones: z.array(CatalogId).max(50),
    activo: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateEstatusBody = z.infer<typeof UpdateEstatusBody>;
export const CreateEstatusBody = UpdateEstatusBody.required({ nombre: true });
export type CreateEstatusBody = z.infer<typeof CreateEstatusBody>;

// ---- zonas, colonias, orígenes ----------------------------------------------------------------------

export const Zona = z.object({ ...base, responsable: StoredText, poligono: z.custom<GeoPolygon>().nullable() });
export type Zona = z.infer<typeof Zona>;

export const UpdateZonaBody = z
  .object({ nombre: Nombre, responsable: SingleLine.trim().max(120), poligono: GeoPolygonSchema.nullable(), activo: z.boolean() })
  .partial()
  .strict();
export type UpdateZonaBody = z.infer<typeof UpdateZonaBody>;
export const CreateZonaBody = UpdateZonaBody.required({ nombre: true });
export type CreateZonaBody = z.infer<typeof CreateZonaBody>;

export const Colonia = z.object({
  ...base,
  codigoPostal: StoredText,
  zonaId: StoredText.nullable(),
  poligono: z.custom<GeoPolygon>().nullable(),
  centroide: LatLng.nullable(),
});
export type Colonia = z.infer<typeof Colonia>;

export const UpdateColoniaBody = z
  .object({
    nombre: Nombre,
    codigoPostal: SingleLine.trim().regex(/^\d{5}$/),
    zonaId: CatalogId.nullable(),
    poligono: GeoPolygonSchema.nullable(),
    centroide: LatLng.nullable(),
    activo: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateColoniaBody = z.infer<typeof UpdateColoniaBody>;
export const CreateColoniaBody = UpdateColoniaBody.required({ nombre: true, codigoPostal: true });
export type CreateColoniaBody = z.infer<typeof CreateColoniaBody>;

export const Origen = z.object(base);
export type Origen = z.infer<typeof Origen>;
export const UpdateOrigenBody = z.object({ nombre: Nombre, activo: z.boolean() }).partial().strict();
export type UpdateOrigenBody = z.infer<typeof UpdateOrigenBody>;
export const CreateOrigenBody = UpdateOrigenBody.required({ nombre: true });
export type CreateOrigenBody = z.infer<typeof CreateOrigenBody>;

// ---- delete and history -----------------------------------------------------------------------------

/** A row in use (named by another row) is deactivated instead of deleted. */
export const CatalogDeleteResponse = z.union([
  z.object({ deleted: z.literal(true) }),
  z.object({ deleted: z.literal(false), deactivated: z.literal(true) }),
]);
export type CatalogDeleteResponse = z.infer<typeof CatalogDeleteResponse>;

export const CATALOG_ACTIONS = ['create', 'update', 'delete', 'deactivate'] as const;

export const CatalogHistoryQuery = z.object({ page: Page });
export const CatalogHistoryEntry = z.object({
  id: StoredText,
  at: StoredText,
  actor: z.object({ id: StoredText, email: StoredText, displayName: StoredText }).nullable(),
  action: z.enum(CATALOG_ACTIONS),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type CatalogHistoryEntry = z.infer<typeof CatalogHistoryEntry>;
export const CatalogHistoryResponse = z.object({
  items: z.array(CatalogHistoryEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.literal(CATALOG_HISTORY_PAGE_SIZE),
});
export type CatalogHistoryResponse = z.infer<typeof CatalogHistoryResponse>;
