import type { FastifyReply } from 'fastify';

/*
 * GeoReport v2 answers in the format the resource's extension names: `.json` or `.xml` (XML is the
 * standard's required format). The same plain values render to both: a list becomes the standard's
 * wrapper element with one child per item (<services><service>…), nested lists use the singular names below.
 */

export const FORMATS = ['json', 'xml'] as const;
export type Format = (typeof FORMATS)[number];

export type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
export type Item = { [key: string]: Value };

const CONTENT_TYPE: Record<Format, string> = { json: 'application/json; charset=utf-8', xml: 'text/xml; charset=utf-8' };

/** The element name of each member of a nested list (discovery's endpoints and formats, a definition's attributes). */
const CHILD: Record<string, string> = { endpoints: 'endpoint', formats: 'format', attributes: 'attribute', values: 'value' };

/** `services.json` → ['services', 'json']; `R-2026-000001.xml` → ['R-2026-000001', 'xml']; no known extension → null. */
export function splitExtension(segment: string): [string, Format] | null {
  const dot = segment.lastIndexOf('.');
  if (dot <= 0) return null;
  const ext = segment.slice(dot + 1).toLowerCase();
  return (FORMATS as readonly string[]).includes(ext) ? [segment.slice(0, dot), ext as Format] : null;
}

/** The format a URL asks for (errors before routing still answer in it), JSON when it names none. */
export function formatOfUrl(url: string): Format {
  const path = url.split('?')[0] ?? '';
  return splitExtension(path.slice(path.lastIndexOf('/') + 1))?.[1] ?? 'json';
}

const escapeXml = (text: string): string =>
  // characters XML 1.0 cannot carry at all are dropped rather than breaking the document
  text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '').replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

function xmlElement(name: string, value: Value): string {
  if (value === null || value === '') return `<${name}/>`;
  if (Array.isArray(value)) {
    const child = CHILD[name] ?? 'item';
    return value.length ? `<${name}>${value.map((v) => xmlElement(child, v)).join('')}</${name}>` : `<${name}/>`;
  }
  if (typeof value === 'object') return `<${name}>${Object.entries(value).map(([k, v]) => xmlElement(k, v)).join('')}</${name}>`;
  return `<${name}>${escapeXml(String(value))}</${name}>`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';

/** A list resource: JSON array, or <list><item>…</item></list>. */
export function renderList(format: Format, list: string, item: string, items: Item[]): string {
  if (format === 'json') return JSON.stringify(items);
  return `${XML_DECLARATION}${items.length ? `<${list}>${items.map((i) => xmlElement(item, i)).join('')}</${list}>` : `<${list}/>`}`;
}

/** A single-object resource (discovery, a service definition): JSON object, or <root>…</root>. */
export function renderObject(format: Format, root: string, value: Item): string {
  return format === 'json' ? JSON.stringify(value) : `${XML_DECLARATION}${xmlElement(root, value)}`;
}

export function send(reply: FastifyReply, format: Format, body: string, status = 200): FastifyReply {
  return reply.code(status).type(CONTENT_TYPE[format]).send(body);
}
