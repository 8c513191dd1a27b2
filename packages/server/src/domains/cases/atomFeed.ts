import type { FeedCase } from './areaAlerts';

/*
 * The Atom feed (RFC 4287) of a cliente's new public reportes (issue 24), for newsrooms and neighbourhood
 * groups. Only what the public map shows: folio, tipo, estatus, colonia and dates; each entry's id and link
 * are the folio's public page. Text is escaped for XML; characters XML 1.0 cannot hold are dropped.
 */

// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const xmlText = (s: string): string => s.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export interface FeedHead {
  /** The feed's own URL (rel=self) and its id. */
  selfUrl: string;
  /** The cliente's public start page (rel=alternate). */
  homeUrl: string;
  title: string;
  author: string;
  /** When there are no entries: the feed still needs an updated. */
  fallbackUpdated: string;
  folioUrl: (folio: string) => string;
  /** The entry's summary in words (Spanish: the feed's language). */
  summary: (c: FeedCase) => string;
}

export function atomFeed(head: FeedHead, cases: FeedCase[]): string {
  const updated = cases.reduce((max, c) => (c.updatedAt > max ? c.updatedAt : max), cases.length > 0 ? cases[0]!.updatedAt : head.fallbackUpdated);
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">',
    `  <id>${xmlText(head.selfUrl)}</id>`,
    `  <title type="text">${xmlText(head.title)}</title>`,
    `  <updated>${xmlText(updated)}</updated>`,
    `  <author><name>${xmlText(head.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(head.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(head.homeUrl)}"/>`,
    '  <generator>SIG</generator>',
  ];
  for (const c of cases) {
    const url = head.folioUrl(c.folio);
    lines.push(
      '  <entry>',
      `    <id>${xmlText(url)}</id>`,
      `    <title type="text">${xmlText(c.tipo ? `${c.folio} · ${c.tipo}` : c.folio)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(url)}"/>`,
      `    <published>${xmlText(c.createdAt)}</published>`,
      `    <updated>${xmlText(c.updatedAt)}</updated>`,
      `    <summary type="text">${xmlText(head.summary(c))}</summary>`,
      ...(c.tipo ? [`    <category term="${xmlText(c.tipo)}"/>`] : []),
      '  </entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}
