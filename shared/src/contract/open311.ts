import { z } from 'zod';
import { OPEN311_KEY_NAME_MAX } from './constants';
import { SingleLine, StoredText } from './text';

/*
 * Open311 GeoReport v2 (issue 9): the api_keys a cliente's administrator hands to other civic software so
 * it may file reportes (POST requests.json). The GeoReport surface itself (/open311/v2/...) follows the
 * standard's own field names and is not described here: it is served as the standard defines it.
 */

/** A key as listed: never the secret itself, only its last four characters to tell keys apart. */
export const Open311Key = z.object({
  id: StoredText,
  nombre: StoredText,
  /** The last 4 characters of the key. */
  sufijo: StoredText,
  createdAt: StoredText,
  createdBy: StoredText.nullable(),
  lastUsedAt: StoredText.nullable(),
  revokedAt: StoredText.nullable(),
});
export type Open311Key = z.infer<typeof Open311Key>;

export const Open311KeyList = z.object({ items: z.array(Open311Key) });
export type Open311KeyList = z.infer<typeof Open311KeyList>;

/** Who the key is for ("Plataforma estatal de reportes"), so the administrator knows what to revoke. */
export const CreateOpen311KeyBody = z.object({ nombre: SingleLine.trim().min(1).max(OPEN311_KEY_NAME_MAX) }).strict();
export type CreateOpen311KeyBody = z.infer<typeof CreateOpen311KeyBody>;

/** The new key with its secret: shown this once, stored only as a hash. */
export const CreatedOpen311Key = Open311Key.extend({ apiKey: StoredText });
export type CreatedOpen311Key = z.infer<typeof CreatedOpen311Key>;

export const OPEN311_ERRORS = {
  'open311.key_not_found': 'Esa clave no existe.',
} as const;
export type Open311ErrorCode = keyof typeof OPEN311_ERRORS;

/**
 * The descriptions of the GeoReport surface's errors ([{code, description}] as the standard defines them).
 * A description that concerns one input starts with that input's GeoReport name ("service_code: …"), so a
 * client can tell which field failed without parsing prose.
 */
export const GEOREPORT_ERRORS = {
  jurisdiction_required: 'jurisdiction_id: indica el municipio (en la ruta /open311/v2/<municipio>/… o como jurisdiction_id).',
  jurisdiction_not_found: 'jurisdiction_id: ese municipio no existe o no publica reportes.',
  not_found: 'No existe ese recurso.',
  format: 'El formato debe ser .json o .xml.',
  service_not_found: 'service_code: ese servicio no existe o no es público.',
  request_not_found: 'service_request_id: esa solicitud no existe o no es pública.',
  token_not_found: 'token: ese token no existe.',
  api_key: 'api_key: falta la clave o no es válida para este municipio.',
  required: 'es obligatorio.',
  invalid: 'no es válido.',
  location: 'lat: indica lat y long (este municipio ubica cada reporte en el mapa; address_string solo no basta).',
  body: 'El cuerpo de la petición no es válido: envía application/x-www-form-urlencoded o JSON.',
  rate_limited: 'Demasiadas solicitudes con esta clave. Intenta de nuevo en un minuto.',
  api_key_limited: 'api_key: demasiados intentos con claves no válidas desde esta dirección. Intenta de nuevo en 15 minutos.',
  server: 'Ocurrió un error inesperado. Intenta de nuevo.',
} as const;
export type GeoReportErrorKey = keyof typeof GEOREPORT_ERRORS;
