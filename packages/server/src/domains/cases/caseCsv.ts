import type { CaseKind, Prioridad } from '@sig/shared/contract';
import type { Language } from '../../lib/requestLanguage';
import type { CaseRow } from './cases.repository';
import { isOverdue } from './caseView';
import { prioridadOf } from './cases.repository';
import { localDateTime } from '../../core';
import { csvLine } from '../../lib/csv';

export { CSV_BOM, csvCell, csvLine } from '../../lib/csv';

/* The cases' CSV export (lib/csv.ts writes the cells). */

/** What the CSV writes in words, in each language the portal speaks (the cases parcel's own wording). */
interface CsvWords {
  header: string[];
  prioridad: Record<Prioridad, string>;
  yes: string;
  no: string;
}

/**
 * The code columns come last, after the labelled ones, with the same header in every language: a script
 * reads them whatever the clerk's language, and one that read the columns by position before still finds
 * them where they were.
 */
const CODE_HEADER = ['prioridad_codigo', 'vencido_codigo'];

const WORDS: Record<Language, CsvWords> = {
  es: {
    header: ['Folio', 'Tipo', 'Estatus', 'Descripción', 'Dirección', 'Colonia', 'Zona', 'Origen', 'Dependencia', 'Módulo', 'Asignado', 'Prioridad', 'Contacto', 'Creado', 'Vence', 'Cerrado', 'Vencido'],
    prioridad: { baja: 'Baja', normal: 'Normal', alta: 'Alta', urgente: 'Urgente' },
    yes: 'Sí',
    no: 'No',
  },
  en: {
    header: ['Folio', 'Type', 'Status', 'Description', 'Address', 'Neighbourhood', 'Zone', 'Source', 'Agency', 'Office', 'Assigned to', 'Priority', 'Contact', 'Created', 'Due', 'Closed', 'Overdue'],
    prioridad: { baja: 'Low', normal: 'Normal', alta: 'High', urgente: 'Urgent' },
    yes: 'Yes',
    no: 'No',
  },
  tr: {
    header: ['Dosya no.', 'Tür', 'Durum', 'Açıklama', 'Adres', 'Mahalle', 'Bölge', 'Kaynak', 'Birim', 'Hizmet noktası', 'Atanan kişi', 'Öncelik', 'İletişim', 'Oluşturulma', 'Son tarih', 'Kapanış', 'Süresi geçti'],
    prioridad: { baja: 'Düşük', normal: 'Normal', alta: 'Yüksek', urgente: 'Acil' },
    yes: 'Evet',
    no: 'Hayır',
  },
  ar: {
    header: ['رقم الملف', 'النوع', 'الحالة', 'الوصف', 'العنوان', 'الحي', 'المنطقة', 'المصدر', 'الجهة', 'نقطة الخدمة', 'مُسند إلى', 'الأولوية', 'جهة الاتصال', 'تاريخ الإنشاء', 'الموعد النهائي', 'تاريخ الإغلاق', 'متأخر'],
    prioridad: { baja: 'منخفضة', normal: 'عادية', alta: 'مرتفعة', urgente: 'عاجلة' },
    yes: 'نعم',
    no: 'لا',
  },
};

export const csvHeader = (lang: Language): string[] => [...WORDS[lang].header, ...CODE_HEADER];

/** One case as the list shows it, labels in `lang`; catalogue names (tipo, estatus…) are the cliente's own. */
export function csvRow(r: CaseRow, now: string, timeZone: string, lang: Language): string {
  const words = WORDS[lang];
  const prioridad = prioridadOf(r.prioridad);
  const vencido = isOverdue(r, now);
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
    words.prioridad[prioridad],
    r.contacto_nombre,
    localDateTime(r.created_at, timeZone),
    localDateTime(r.due_at, timeZone),
    localDateTime(r.closed_at, timeZone),
    vencido ? words.yes : words.no,
    prioridad,
    vencido ? 'si' : 'no',
  ]);
}

const PLURAL: Record<CaseKind, string> = { reporte: 'reportes', solicitud: 'solicitudes' };
export const csvFileName = (kind: CaseKind, day: string): string => `${PLURAL[kind]}-${day}.csv`;
