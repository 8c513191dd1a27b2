import type { TranspReport } from '@sig/shared/contract';
import type { Language } from '../../lib/requestLanguage';

/* The report as CSV: headers in the reader's language, one row per unit and the total last. */

const HEADER: Record<Language, string[]> = {
  es: ['Unidad', 'Recibidas', 'Respondidas a tiempo', 'Ampliadas', 'Vencidas'],
  en: ['Unit', 'Received', 'Answered on time', 'Extended', 'Overdue'],
  tr: ['Birim', 'Alınan', 'Zamanında yanıtlanan', 'Süresi uzatılan', 'Süresi geçen'],
  ar: ['الوحدة', 'المستلمة', 'المُجابة في الوقت', 'الممددة', 'المتأخرة'],
};
const NO_UNIT: Record<Language, string> = { es: 'Sin unidad', en: 'No unit', tr: 'Birimsiz', ar: 'بلا وحدة' };
const TOTAL: Record<Language, string> = { es: 'Total', en: 'Total', tr: 'Toplam', ar: 'المجموع' };

export async function* reportCsvRows(report: TranspReport, lang: Language): AsyncGenerator<(string | number)[]> {
  yield HEADER[lang];
  for (const r of report.items) yield [r.unidad?.nombre ?? NO_UNIT[lang], r.recibidas, r.respondidasATiempo, r.ampliadas, r.vencidas];
  const t = report.total;
  yield [TOTAL[lang], t.recibidas, t.respondidasATiempo, t.ampliadas, t.vencidas];
}
