import type { z } from 'zod';

import { textKind } from './text';

/*
 * Walks a zod 4 schema down to its strings: the contract test checks that every one carries a text check,
 * and the server's fuzz test finds where to put a NUL byte. Object keys, array items ('0'), record values
 * ('*') and union members share their parent's path.
 */

export interface StringLeaf {
  path: string[];
  kind: 'input' | 'stored' | null;
  schema: z.ZodType;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
};

const defOf = (s: z.ZodType) => s._zod.def as unknown as Def;

export function stringLeaves(root: z.ZodType): StringLeaf[] {
  const out: StringLeaf[] = [];
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType | undefined | null, path: string[]) => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    const d = defOf(s);
    switch (d.type) {
      case 'string':
        out.push({ path, kind: textKind(s), schema: s });
        return;
      case 'object':
        for (const [k, v] of Object.entries(d.shape ?? {})) walk(v, [...path, k]);
        walk(d.catchall, [...path, '*']);
        return;
      case 'array':
      case 'set':
        walk(d.element ?? d.valueType, [...path, '0']);
        return;
      case 'tuple':
        (d.items ?? []).forEach((it, i) => walk(it, [...path, String(i)]));
        walk(d.rest, [...path, '*']);
        return;
      case 'record':
      case 'map':
        walk(d.keyType, [...path, '<key>']);
        walk(d.valueType, [...path, '*']);
        return;
      case 'union':
        for (const o of d.options ?? []) walk(o, path);
        return;
      case 'intersection':
        walk(d.left, path);
        walk(d.right, path);
        return;
      case 'pipe':
        walk(d.in, path);
        // a transform's output is ours, not the client's
        if (d.out && defOf(d.out).type !== 'transform') walk(d.out, path);
        return;
      case 'lazy':
        walk(d.getter?.(), path);
        return;
      default:
        // optional, nullable, default, prefault, catch, readonly, nonoptional, promise
        walk(d.innerType, path);
    }
  };
  walk(root, []);
  return out;
}

export const isZodSchema = (v: unknown): v is z.ZodType =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof (v as { safeParse?: unknown }).safeParse === 'function';

const DATA_CHANGING = new Set(['default', 'prefault', 'catch', 'transform', 'pipe']);

/**
 * Whether parsing with `root` can give back other data than it was given (defaults, transforms, coercions,
 * trimming or normalising strings), as opposed to only accepting or refusing it. Unknown object keys, which
 * parsing drops, do not count: the server sends its answers through the same schema, which drops them.
 */
export function changesData(root: z.ZodType): boolean {
  const seen = new Set<z.ZodType>();
  const walk = (s: z.ZodType | undefined | null): boolean => {
    if (!s || seen.has(s)) return false;
    seen.add(s);
    const d = defOf(s) as Def & { coerce?: boolean; checks?: { _zod: { def: { check?: string } } }[] };
    if (DATA_CHANGING.has(d.type) || d.coerce) return true;
    if ((d.checks ?? []).some((c) => c._zod.def.check === 'overwrite')) return true;
    switch (d.type) {
      case 'object':
        return Object.values(d.shape ?? {}).some(walk) || walk(d.catchall);
      case 'array':
      case 'set':
        return walk(d.element ?? d.valueType);
      case 'tuple':
        return (d.items ?? []).some(walk) || walk(d.rest);
      case 'record':
      case 'map':
        return walk(d.keyType) || walk(d.valueType);
      case 'union':
        return (d.options ?? []).some(walk);
      case 'intersection':
        return walk(d.left) || walk(d.right);
      case 'lazy':
        return walk(d.getter?.());
      default:
        return walk(d.innerType);
    }
  };
  return walk(root);
}
