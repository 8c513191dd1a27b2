import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';
import { HttpError, type FieldError } from '../lib/httpError';

/*
 * Our own small stand-in for fastify-type-provider-zod: route schemas are the contract's zod schemas,
 * request parts are parsed (and so normalised: trimmed, lowercased, defaults) by them, responses are
 * checked and stripped of unknown keys by them, and a failure is a 400 in the ApiError shape.
 */

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const isZod = (s: unknown): s is z.ZodType => typeof (s as z.ZodType | undefined)?.safeParse === 'function';

const PART_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

type Params = { code?: string; maxDepth?: number; maxChars?: number };

/** Refusals the contract names by a code (shared/src/contract/text.ts, jsonBounds.ts); the browser translates `error.field.<code>`. */
const CODED: Record<string, (f: string, p: Params) => string> = {
  'text.control': (f) => `El campo ${f} contiene caracteres no permitidos (caracteres de control o Unicode inválido).`,
  'text.image_url': (f) => `El campo ${f} debe ser una dirección que empiece con https:// o con /.`,
  'json.text': (f) => `El campo ${f} contiene caracteres no permitidos (caracteres de control o Unicode inválido).`,
  'json.depth': (f, p) => `El campo ${f} tiene demasiados niveles anidados (máximo ${p.maxDepth}).`,
  'json.size': (f, p) => `El campo ${f} es demasiado grande (máximo ${p.maxChars} caracteres).`,
};

const codeOf = (issue: z.core.$ZodIssue): string | undefined => {
  const code = issue.code === 'custom' ? (issue.params as Params | undefined)?.code : undefined;
  return code && code in CODED ? code : undefined;
};

function describe(issue: z.core.$ZodIssue, field: string): string {
  const f = `«${field}»`;
  const coded = codeOf(issue);
  if (coded) return CODED[coded]!(f, (issue as { params?: Params }).params ?? {});
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `El campo ${f} es obligatorio.` : `El campo ${f} tiene un tipo de dato inválido.`;
    case 'too_small':
      return issue.origin === 'string'
        ? `El campo ${f} debe tener al menos ${issue.minimum} caracteres.`
        : issue.origin === 'array'
          ? `El campo ${f} debe tener al menos ${issue.minimum} elementos.`
          : `El campo ${f} es demasiado pequeño (mínimo ${issue.minimum}).`;
    case 'too_big':
      return issue.origin === 'string'
        ? `El campo ${f} debe tener como máximo ${issue.maximum} caracteres.`
        : issue.origin === 'array'
          ? `El campo ${f} debe tener como máximo ${issue.maximum} elementos.`
          : `El campo ${f} es demasiado grande (máximo ${issue.maximum}).`;
    case 'invalid_format':
      return issue.format === 'email' ? `El campo ${f} debe ser un correo electrónico válido.` : `El campo ${f} no tiene un formato válido.`;
    case 'unrecognized_keys':
      return `El campo ${f} tiene datos no permitidos: ${issue.keys.join(', ')}.`;
    case 'custom':
      // a contract refinement that words its own problem (e.g. which part of a CURP is wrong) says it
      return issue.message && issue.message !== 'Invalid input' ? issue.message : `El campo ${f} no es válido.`;
    default:
      return `El campo ${f} no es válido.`;
  }
}

export function validationError(issues: readonly z.core.$ZodIssue[], part: string): HttpError {
  const errors: FieldError[] = issues.map((issue) => {
    const type = issue.path.length ? issue.path.map(String).join('.') : PART_NAMES[part] ?? part;
    const code = codeOf(issue);
    return { type, message: describe(issue, type), ...(code && { code }) };
  });
  const first = errors[0] ?? { type: PART_NAMES[part] ?? part, message: 'La petición no es válida.' };
  return new HttpError(400, 'validation', first.message, { field: first.type, errors });
}

export const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZod(schema)) throw new Error('Las rutas usan esquemas zod del contrato');
  return (data: unknown) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: validationError(result.error.issues, httpPart ?? 'body') };
  };
};

export const zodSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, url, method }) => {
  if (!isZod(schema)) return (data) => JSON.stringify(data);
  return (data) => {
    const result = schema.safeParse(data);
    // a response that breaks the contract is our bug: a 500 (logged), never a malformed body
    if (!result.success) throw new Error(`La respuesta de ${method} ${url} no cumple el contrato: ${result.error.message}`);
    return JSON.stringify(result.data);
  };
};
