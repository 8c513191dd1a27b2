/** One changed value of an audit entry: `field` went from `before` to `after` (undefined: absent). */
export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nested objects become dotted keys (map.lat), arrays stay values. */
function flatten(v: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (!isPlainObject(v)) return out;
  for (const [k, x] of Object.entries(v)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (isPlainObject(x)) flatten(x, key, out);
    else out[key] = x;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an audit entry changed: only the fields that differ (all of them on a creation or deletion). Nested
 * settings become dotted fields (map.lat); `whole` keeps nested values as one (a colonia is one choice).
 */
export function auditChanges(before: unknown, after: unknown, nested: 'dotted' | 'whole' = 'dotted'): Change[] {
  const pick = (v: unknown) => (nested === 'dotted' ? flatten(v) : isPlainObject(v) ? v : {});
  const b = pick(before);
  const a = pick(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.filter((k) => !same(b[k], a[k])).map((k) => ({ field: k, before: b[k], after: a[k] }));
}

/** A compact text of a value: lists joined, long text cut; booleans and empties are left to the caller. */
export function compactValue(v: unknown, max = 80): string {
  const text = Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))).join(', ') : typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
