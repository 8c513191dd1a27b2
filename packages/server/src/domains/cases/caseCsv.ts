import type { CaseKind } from '@sig/shared/contract';
import type { CaseRow } from './cases.repository';
import { isOverdue } from './caseView';
import { prioridadOf } from './cases.repository';
import { localDateTime } from './clienteTime';

/* The CSV export: RFC 4180 quoting, UTF-8 with a BOM so spreadsheet programs read the accents. */

export const CSV_BOM = '\uFEFF';
export const CSV_HEADER = ['Folio', 'Tipo', 'Estatus', 'Descripción', 'Dirección', 'Colonia', 'Zona', 'Origen', 'Dependencia', 'Módulo', 'Asignado', 'Prioridad', 'Contacto', 'Creado', 'Vence', 'Cerrado', 'Vencido'];

/**
 * One cell. A cell a spreadsheet would read as a formula (= + - @, or a tab/CR that some programs skip
 * before one) gets a leading apostrophe, so an exported descripción can never run as a formula; a cell
 * with a quote, comma or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: string[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export function csvRow(r: CaseRow, now: string, timeZone: string): string {
  return csvLine([
    r.folio,
    r.tipo_nombre,
    r.estatus_nombre,
    r.descripcion,
    r.direccion,
    r.colonia_nombre ?? '',
    r.zona_nombre ?? '',
    r.origen_nombre ?? '',
    r.dependencia_nombre ?? '',
    r.modulo_nombre ?? '',
    r.asignado_nombre ?? '',
    prioridadOf(r.prioridad),
    r.contacto_nombre,
    localDateTime(r.created_at, timeZone),
    localDateTime(r.due_at, timeZone),
    localDateTime(r.closed_at, timeZone),
    isOverdue(r, now) ? 'Sí' : 'No',
  ]);
}

const PLURAL: Record<CaseKind, string> = { reporte: 'reportes', solicitud: 'solicitudes' };
export const csvFileName = (kind: CaseKind, day: string): string => `${PLURAL[kind]}-${day}.csv`;
