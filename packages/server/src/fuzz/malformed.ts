import type { z } from 'zod';
import { stringLeaves } from '@sig/shared/contract';
import { plausible, topKeys } from './plausible';

/*
 * Malformed requests derived from a route's zod schemas: NUL bytes, other control characters, lone
 * surrogates, 1 MB strings, 5,000 levels of nesting, wrong types, extra keys. Every request carries at
 * least one malformed part, so none may write. The choice per route is bounded and seeded by the route,
 * so a run is the same every time.
 */

export interface RouteSpec {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

export interface Probe {
  label: string;
  method: string;
  url: string;
  query?: Record<string, string | string[]>;
  payload?: string;
  anonymous?: boolean;
}

export const NUL = 'ab\u0000cd';
export const LONE_SURROGATE = 'ab\ud800cd';
export const C1 = 'ab\u0085cd';
export const BIG = 'x'.repeat(1024 * 1024);
const NASTY = [NUL, LONE_SURROGATE, C1];
export const DEPTH = 5000;
const deepObject = () => `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
const deepArray = () => `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;

/** mulberry32, seeded by the route: the same picks on every run. */
function rng(seedText: string): () => number {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ (t + Math.imul(t ^ (t >>> 14), 56 | t));
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: T[], n: number, random: () => number): T[] {
  const copy = [...list];
  const out: T[] = [];
  while (copy.length && out.length < n) out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]!);
  return out;
}

/** A path segment as the URL carries it; a lone surrogate has no UTF-8, so it goes as its invalid bytes. */
const pathSegment = (v: string) => (v === LONE_SURROGATE ? 'ab%ED%A0%80cd' : encodeURIComponent(v));

/** Puts `value` at `path` (stringLeaves' paths: '0' an array item, '*' a record value, '<key>' a record key). */
function setAt(base: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const root: Record<string, unknown> = base && typeof base === 'object' ? structuredClone(base as object) as Record<string, unknown> : {};
  let node: Record<string, unknown> = root;
  path.forEach((seg, i) => {
    const last = i === path.length - 1;
    if (seg === '<key>') {
      node[typeof value === 'string' ? value : 'k'] = 'v';
      return;
    }
    const key = seg === '*' ? 'k' : seg;
    if (last) node[key] = value;
    else {
      const nextSeg = path[i + 1];
      const child = node[key];
      if (!child || typeof child !== 'object') node[key] = nextSeg === '0' ? [] : {};
      node = node[key] as Record<string, unknown>;
    }
  });
  return root;
}

export function probesFor(route: RouteSpec): Probe[] {
  const random = rng(`${route.method} ${route.url}`);
  const probes: Probe[] = [];
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const fill = (values: Record<string, string>) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => (name in values ? values[name]! : name === 'cliente' ? 'demo' : 'abcdefgh'));
  const baseUrl = fill({});
  const hasBody = !!route.body && !['GET', 'DELETE'].includes(route.method);

  // path parameters
  for (const name of pick(paramNames, 2, random)) {
    for (const v of [NUL, LONE_SURROGATE]) probes.push({ label: `param ${name}=${JSON.stringify(v)}`, method: route.method, url: fill({ [name]: pathSegment(v) }), ...(hasBody && { payload: JSON.stringify(plausible(route.body!)) }) });
  }

  // querystring
  if (route.querystring) {
    const keys = topKeys(route.querystring);
    for (const [i, key] of pick(keys, 3, random).entries()) probes.push({ label: `query ${key}`, method: route.method, url: baseUrl, query: { [key]: NASTY[i % NASTY.length]! } });
    if (keys[0]) {
      probes.push({ label: `query ${keys[0]} 1 MB`, method: route.method, url: baseUrl, query: { [keys[0]]: BIG } });
      probes.push({ label: `query ${keys[0]} repeated`, method: route.method, url: baseUrl, query: { [keys[0]]: [NUL, 'a'] } });
    }
    probes.push({ label: 'query extra key', method: route.method, url: baseUrl, query: { 'x\u0000': NUL, ...(keys[0] && { [keys[0]]: NUL }) } });
  }

  // body
  if (hasBody) {
    const body = route.body!;
    const base = plausible(body);
    const leaves = stringLeaves(body).map((l) => l.path);
    const send = (label: string, payload: string) => probes.push({ label, method: route.method, url: baseUrl, payload });
    for (const [i, path] of pick(leaves, 4, random).entries()) {
      const v = NASTY[i % NASTY.length]!;
      send(`body ${path.join('.') || '(root)'}=${JSON.stringify(v)}`, JSON.stringify(setAt(base, path, v)));
    }
    if (leaves[0]) send(`body ${leaves[0].join('.')} 1 MB`, JSON.stringify(setAt(base, leaves[0], BIG)));
    const keys = topKeys(body);
    const key = keys.length ? keys[Math.floor(random() * keys.length)]! : undefined;
    if (key) send(`body ${key} nested ${DEPTH}`, JSON.stringify(setAt(base, [key], '__DEEP__')).replace('"__DEEP__"', deepObject()));
    send(`body nested ${DEPTH}`, random() < 0.5 ? deepObject() : deepArray());
    for (const wrong of pick(['"text"', '123', 'null', '[]', 'true'], 2, random)) send(`body ${wrong}`, wrong);
    if (key) send(`body ${key} wrong type`, JSON.stringify(setAt(base, [key], random() < 0.5 ? { x: [1] } : [[{}]])));
    send('body extra keys', JSON.stringify({ ...(base as object), 'x\u0000': NUL, ...(key && { [key]: [NUL] }) }));
    send('body __proto__', `{"__proto__":{"polluted":true}${keys[0] ? `,${JSON.stringify(keys[0])}:${JSON.stringify(NUL)}` : ''}}`);
  }

  // the first probe again without a token: the public surface and the guards see it too
  if (probes[0]) probes.push({ ...probes[0], label: `${probes[0].label} (anonymous)`, anonymous: true });
  return probes;
}
