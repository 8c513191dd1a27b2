import type { z } from 'zod';

/*
 * A plausible value for a zod schema: right types and shapes, so that one malformed part put into it is
 * what the route refuses (not a missing field). It need not pass every refinement: the fuzzer only sends
 * values with at least one malformed part anyway.
 */

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  left?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  getter?: () => z.ZodType;
  format?: string;
  checks?: { _zod: { def: { check?: string; minimum?: number; format?: string } } }[];
};

const defOf = (s: z.ZodType) => s._zod.def as unknown as Def;

export function plausible(schema: z.ZodType, depth = 0): unknown {
  if (depth > 12) return undefined;
  const d = defOf(schema);
  const next = (s: z.ZodType | undefined) => (s ? plausible(s, depth + 1) : undefined);
  switch (d.type) {
    case 'string': {
      const formats = (d.checks ?? []).map((c) => c._zod.def.format).concat(d.format);
      if (formats.includes('email')) return 'fuzz@example.org';
      if (formats.includes('uuid') || formats.includes('guid')) return '00000000-0000-4000-8000-000000000000';
      return 'abcdefgh';
    }
    case 'number':
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'literal':
      return d.values?.[0];
    case 'enum':
      return Object.values(d.entries ?? {})[0];
    case 'null':
      return null;
    case 'array':
      return [next(d.element)];
    case 'tuple':
      return (d.items ?? []).map((i) => next(i));
    case 'object':
      return Object.fromEntries(Object.entries(d.shape ?? {}).map(([k, v]) => [k, next(v)]));
    case 'record':
      return {};
    case 'union':
      return next(d.options?.[0]);
    case 'intersection':
      return next(d.left);
    case 'pipe':
      return next(d.in);
    case 'lazy':
      return next(d.getter?.());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(d.innerType);
    default:
      return 'x';
  }
}

/** The top-level keys of an object schema (through optional/pipe/effects wrappers), else []. */
export function topKeys(schema: z.ZodType): string[] {
  let s: z.ZodType | undefined = schema;
  for (let i = 0; i < 8 && s; i++) {
    const d = defOf(s);
    if (d.type === 'object') return Object.keys(d.shape ?? {});
    s = d.innerType ?? d.in ?? d.options?.[0] ?? d.left;
  }
  return [];
}
