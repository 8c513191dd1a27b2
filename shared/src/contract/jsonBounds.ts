import { isCleanLine } from './text';

/*
 * Bounds of a free-form JSON value a client stores (the shell settings): its depth, its serialized size,
 * and clean strings. Settings go back in every session answer, so an unbounded value would be stored
 * once and then sent, and parsed, on every sign-in.
 */

export interface JsonBounds {
  /** Nesting levels of objects and arrays, the outer one counting 1. */
  maxDepth: number;
  /** Characters of its JSON text. */
  maxChars: number;
}

export type JsonProblem = 'depth' | 'size' | 'text';

/** What is wrong with `value`, or null. Walks without recursion and stops at the first level too deep. */
export function jsonProblem(value: unknown, { maxDepth, maxChars }: JsonBounds): JsonProblem | null {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length) {
    const { v, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isCleanLine(v)) return 'text';
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > maxDepth) return 'depth';
    for (const [k, child] of Object.entries(v)) {
      if (!isCleanLine(k)) return 'text';
      stack.push({ v: child, depth: depth + 1 });
    }
  }
  // only now is stringifying safe: the depth is bounded
  return JSON.stringify(value).length > maxChars ? 'size' : null;
}

/** Bounds of UserData.settings: the settings drawer stores 4 levels and well under 1 kB today. */
export const SETTINGS_BOUNDS: JsonBounds = { maxDepth: 8, maxChars: 16_384 };
