import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/* CSV files we send: RFC 4180 quoting, UTF-8 with a BOM so spreadsheet programs read the accents. */

export const CSV_BOM = '\uFEFF';

/**
 * One cell. A cell a spreadsheet would read as a formula (= + - @, or a tab/CR that some programs skip
 * before one) gets a leading apostrophe, so an exported descripción can never run as a formula; a cell
 * with a quote, comma or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number): string {
  // a number we wrote is never a formula: -99.1577 stays a number a spreadsheet can use
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;


/** Sends a CSV download: the BOM, then the text chunks as they come (streamed), never cached. */
export function sendCsvFile(reply: FastifyReply, file: { name: string; lang: string }, chunks: AsyncIterable<string>): FastifyReply {
  async function* bytes(): AsyncGenerator<Buffer> {
    yield Buffer.from(CSV_BOM, 'utf8');
    for await (const text of chunks) yield Buffer.from(text, 'utf8');
  }
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Language', file.lang)
    .header('Content-Disposition', `attachment; filename="${file.name}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(Readable.from(bytes(), { objectMode: false }));
}

/**
 * Sends rows as a CSV download. The first row is read before the answer starts, so whatever the generator
 * checks or records first (access, a count, the audit entry) fails as an error answer, never as a 200 cut short.
 */
export async function sendCsvRows(reply: FastifyReply, file: { name: string; lang: string }, rows: AsyncGenerator<(string | number)[]>): Promise<FastifyReply> {
  const first = await rows.next();
  async function* lines(): AsyncGenerator<string> {
    if (!first.done) yield csvLine(first.value);
    for await (const row of rows) yield csvLine(row);
  }
  return sendCsvFile(reply, file, lines());
}
