import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parse as parseCsv, CsvError } from 'csv-parse';
import type ExcelJSModule from 'exceljs';
import { MIDB_IMPORT_MAX_BYTES, MIDB_IMPORT_MAX_COLUMNS, type MidbImportErrorCode } from '@sig/shared/contract';

/*
 * Reading an uploaded file, streamed: the body goes to a temporary file (counted against the 50 MB limit and
 * checked for UTF-8 on the way), then its rows are read from there in batches, never all at once. What makes a
 * file unusable is refused here with the code that says what to do: another type of file, an old .xls, a
 * damaged or protected workbook, no data rows, formulas, broken text.
 */

/** A refusal of the file (the message comes from MIDB_IMPORT_ERRORS; `item` says where, e.g. the cell "C12"). */
export class ImportFileError extends Error {
  constructor(
    readonly code: MidbImportErrorCode,
    readonly item?: string,
  ) {
    super(code);
  }
}

export interface ReadRow {
  /** The row's number as a spreadsheet shows it (the header is 1). */
  fila: number;
  celdas: string[];
}

export interface ReadFile {
  formato: 'csv' | 'xlsx';
  codificacion: string | null;
  columnas: string[];
  filas: number;
}

/** Rows handed to the caller at a time: the file is never held as rows. */
export const READ_BATCH = 500;

interface Spooled {
  file: string;
  bytes: number;
  head: Buffer;
  utf8: boolean;
}

/** Writes the body to a temporary file, refusing it at MIDB_IMPORT_MAX_BYTES; checks UTF-8 as it goes. */
export async function spool(body: Readable, maxBytes = MIDB_IMPORT_MAX_BYTES): Promise<Spooled> {
  const file = path.join(os.tmpdir(), `sig-import-${randomBytes(8).toString('hex')}`);
  const out = createWriteStream(file);
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  let valid = true;
  let bytes = 0;
  const heads: Buffer[] = [];
  let headLength = 0;
  try {
    for await (const chunk of body) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      bytes += buf.length;
      if (bytes >= maxBytes) throw new ImportFileError('midb.import_too_big');
      if (headLength < 8192) {
        heads.push(buf.subarray(0, 8192 - headLength));
        headLength += Math.min(buf.length, 8192 - headLength);
      }
      if (valid) {
        try {
          utf8.decode(buf, { stream: true });
        } catch {
          valid = false;
        }
      }
      if (!out.write(buf)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    if (valid) {
      try {
        utf8.decode();
      } catch {
        valid = false;
      }
    }
    await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    return { file, bytes, head: Buffer.concat(heads), utf8: valid };
  } catch (err) {
    out.destroy();
    await rm(file, { force: true });
    throw err;
  }
}

type Kind = 'csv' | 'xlsx';

/** What the bytes are (the name's extension is only a hint: an .xlsx renamed .csv is still read as a workbook). */
function kindOf(head: Buffer, nombre: string): Kind {
  if (head.length === 0) throw new ImportFileError('midb.import_empty');
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  // OLE2: an old .xls, or an .xlsx encrypted with a password
  if (head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    throw new ImportFileError(/\.xlsx$/i.test(nombre) ? 'midb.import_broken' : 'midb.import_old_excel');
  }
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16) {
    // text has no NUL bytes and few control characters; a PDF, an image or an archive has many
    let odd = 0;
    for (const b of head) {
      if (b === 0) throw new ImportFileError('midb.import_type');
      if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) odd++;
    }
    if (odd > head.length / 100 + 2) throw new ImportFileError('midb.import_type');
    if (/^%PDF|^<\?xml|^<!DOCTYPE|^<html/i.test(head.toString('latin1', 0, 16))) throw new ImportFileError('midb.import_type');
  }
  return 'csv';
}

function encodingOf(s: Spooled): string {
  if (s.head[0] === 0xef && s.head[1] === 0xbb && s.head[2] === 0xbf) return 'utf-8';
  if (s.head[0] === 0xff && s.head[1] === 0xfe) return 'utf-16le';
  if (s.head[0] === 0xfe && s.head[1] === 0xff) return 'utf-16be';
  // not UTF-8: what Excel and older systems in Mexico write, Windows-1252 (Latin-1 plus a few letters)
  return s.utf8 ? 'utf-8' : 'windows-1252';
}

/** Bytes Windows-1252 leaves undefined: a file that has them is not Latin-1 text either. */
const UNDEFINED_1252 = /[\u0081\u008d\u008f\u0090\u009d]/;
/** UTF-8 read as Latin-1 and saved again ("JosÃ©"), or characters already lost (U+FFFD). */
const MANGLED = /Ã[\u0080-\u00bf]|Â[\u00a0-\u00bf]|\ufffd/;

/** Text of a cell: control characters other than line breaks and tabs (which become spaces) mean broken text. */
function cleanCell(text: string, where: () => string): string {
  if (MANGLED.test(text) || UNDEFINED_1252.test(text)) throw new ImportFileError('midb.import_encoding', where());
  return text.replace(/[\t\r\n]+/g, ' ').trim();
}

/** A cell a spreadsheet would run: `=…`, or `+ - @` starting a function call or a cell reference (not a phone like "+52 771…"). */
export function looksLikeFormula(text: string): boolean {
  const t = text.trimStart();
  if (t.startsWith('=')) return true;
  if (!/^[+\-@]/.test(t)) return false;
  const rest = t.slice(1);
  if (/^[\d\s().\-+/]*$/.test(rest)) return false;
  return /^\$?[A-Za-z]{1,3}\$?\d+/.test(rest) || /^[A-Za-z_][\w.]*\s*\(/.test(rest) || /[|!]/.test(rest) || /^[+\-@]/.test(rest);
}

export const columnLetter = (index: number): string => {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
};

function headerOf(cells: string[]): string[] {
  if (cells.length > MIDB_IMPORT_MAX_COLUMNS) throw new ImportFileError('midb.import_columns');
  const named = cells.map((c, i) => c || `Columna ${columnLetter(i)}`);
  if (!cells.some(Boolean)) throw new ImportFileError('midb.import_columns');
  return named;
}

/** The delimiter of the header line: Excel in Spanish writes `;`, others `,` or a tab. */
function delimiterOf(firstLine: string): string {
  let best = ',';
  let most = 0;
  for (const d of [',', ';', '\t', '|']) {
    let n = 0;
    let quoted = false;
    for (const ch of firstLine) {
      if (ch === '"') quoted = !quoted;
      else if (ch === d && !quoted) n++;
    }
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

async function firstLine(file: string, encoding: string): Promise<string> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(65536);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const text = new TextDecoder(encoding).decode(buf.subarray(0, bytesRead), { stream: true });
    return text.split(/\r?\n/, 1)[0] ?? '';
  } finally {
    await fh.close();
  }
}

/** Text decoded from the file as it streams (TextDecoder keeps split characters across chunks). */
async function* decoded(file: string, encoding: string): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding);
  for await (const chunk of createReadStream(file, { highWaterMark: 256 * 1024 })) yield decoder.decode(chunk as Buffer, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

type OnRows = (rows: ReadRow[]) => Promise<void>;

async function readCsv(file: string, encoding: string, onHeader: (columns: string[]) => Promise<void>, onRows: OnRows): Promise<number> {
  const parser = parseCsv({ delimiter: delimiterOf(await firstLine(file, encoding)), bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: false });
  const source = decoded(file, encoding);
  const feeding = (async () => {
    try {
      for await (const text of source) if (!parser.write(text)) await new Promise((r) => parser.once('drain', r));
      parser.end();
    } catch (err) {
      parser.destroy(err as Error);
    }
  })();
  let fila = 0;
  let header: string[] | null = null;
  let batch: ReadRow[] = [];
  let count = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      fila++;
      const cells = record.map((c, i) => cleanCell(c, () => `${columnLetter(i)}${fila}`));
      if (!cells.some(Boolean)) continue;
      if (!header) {
        header = headerOf(cells);
        await onHeader(header);
        continue;
      }
      cells.forEach((c, i) => {
        if (looksLikeFormula(c)) throw new ImportFileError('midb.import_formula', `${columnLetter(i)}${fila}`);
      });
      batch.push({ fila, celdas: cells.slice(0, header.length) });
      count++;
      if (batch.length >= READ_BATCH) {
        await onRows(batch);
        batch = [];
      }
    }
  } catch (err) {
    if (err instanceof CsvError) throw new ImportFileError('midb.import_csv', String(fila + 1));
    throw err;
  } finally {
    await feeding;
  }
  if (batch.length) await onRows(batch);
  if (!header || count === 0) throw new ImportFileError('midb.import_empty');
  return count;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as text; formulas refused. Dates as YYYY-MM-DD (Excel keeps a day as midnight UTC). */
function xlsxText(value: unknown, where: () => string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'string') return cleanCell(value, where);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('formula' in v || 'sharedFormula' in v) throw new ImportFileError('midb.import_formula', where());
    if (Array.isArray(v.richText)) return cleanCell(v.richText.map((r: { text?: string }) => r.text ?? '').join(''), where);
    if (typeof v.text === 'string') return cleanCell(v.text, where);
    if ('error' in v) return '';
  }
  return cleanCell(String(value), where);
}

// exceljs and its zip stack are some 450 modules, about a second of CPU to load: loaded with the first workbook,
// not with every server start (or every server test file)
let excelJs: Promise<typeof ExcelJSModule> | undefined;
const loadExcelJs = () => (excelJs ??= import('exceljs').then((m) => ((m as { default?: typeof ExcelJSModule }).default ?? m) as typeof ExcelJSModule));

async function readXlsx(file: string, onHeader: (columns: string[]) => Promise<void>, onRows: OnRows): Promise<number> {
  const ExcelJS = await loadExcelJs();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  let header: string[] | null = null;
  let batch: ReadRow[] = [];
  let count = 0;
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      // the first worksheet only; the others are drained so the reader can finish
      if (sheets++ > 0) {
        for await (const _row of sheet) void _row;
        continue;
      }
      for await (const row of sheet) {
        const values = (row.values as unknown[]) ?? [];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(xlsxText(values[i], () => `${columnLetter(i - 1)}${row.number}`));
        if (!cells.some(Boolean)) continue;
        if (!header) {
          header = headerOf(cells);
          await onHeader(header);
          continue;
        }
        cells.forEach((c, i) => {
          if (looksLikeFormula(c)) throw new ImportFileError('midb.import_formula', `${columnLetter(i)}${row.number}`);
        });
        while (cells.length < header.length) cells.push('');
        batch.push({ fila: row.number, celdas: cells.slice(0, header.length) });
        count++;
        if (batch.length >= READ_BATCH) {
          await onRows(batch);
          batch = [];
        }
      }
    }
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    throw new ImportFileError('midb.import_broken');
  }
  if (batch.length) await onRows(batch);
  if (!header || count === 0) throw new ImportFileError('midb.import_empty');
  return count;
}

/**
 * Reads the spooled file: its kind from the bytes, its text's encoding (UTF-8, UTF-16 with a BOM, else
 * Windows-1252), the header, then the rows in batches of READ_BATCH. Throws ImportFileError for a file that
 * cannot be imported; the caller undoes whatever onRows wrote.
 */
export async function readImportFile(s: Spooled, nombre: string, onHeader: (file: Omit<ReadFile, 'filas'>) => Promise<void>, onRows: OnRows): Promise<ReadFile> {
  const kind = kindOf(s.head, nombre);
  if (kind === 'xlsx') {
    let columnas: string[] = [];
    const filas = await readXlsx(
      s.file,
      async (cols) => {
        columnas = cols;
        await onHeader({ formato: 'xlsx', codificacion: null, columnas: cols });
      },
      onRows,
    );
    return { formato: 'xlsx', codificacion: null, columnas, filas };
  }
  const encoding = encodingOf(s);
  let columnas: string[] = [];
  const filas = await readCsv(
    s.file,
    encoding,
    async (cols) => {
      columnas = cols;
      await onHeader({ formato: 'csv', codificacion: encoding, columnas: cols });
    },
    onRows,
  );
  return { formato: 'csv', codificacion: encoding, columnas, filas };
}

export const dropSpooled = (s: Spooled): Promise<void> => rm(s.file, { force: true });
