import type { TranspEvent } from '@sig/shared';

import { mediumDay } from '../../lib/days';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const day = (d: string | null, t: Translate) => (d ? mediumDay(d) : t('history.noDue'));

/** One history entry as a sentence in the reader's language, from its typed payload. */
export function historyText(e: TranspEvent, t: Translate): string {
  switch (e.tipo) {
    case 'creada':
      return t('history.creada', { folio: e.despues.folio, canal: t(`canal.${e.despues.canal}`), due: day(e.despues.due, t) });
    case 'estatus':
      return t('history.estatus', { from: t(`estatus.${e.antes.estatus}`), to: t(`estatus.${e.despues.estatus}`) });
    case 'asignacion':
      return t('history.asignacion', { from: e.antes.unidad?.nombre ?? t('filter.noUnit'), to: e.despues.unidad?.nombre ?? t('filter.noUnit') });
    case 'nota':
      return t('history.nota');
    case 'prevencion':
      return t('history.prevencion', { until: mediumDay(e.despues.responderAntes) });
    case 'reanudada':
      return t('history.reanudada', { count: e.despues.diasDetenidos, due: day(e.despues.due, t) });
    case 'ampliacion':
      return t('history.ampliacion', { count: e.despues.dias, from: day(e.antes.due, t), to: day(e.despues.due, t) });
    case 'respuesta':
      return t('history.respuesta', { count: e.despues.documentos.length });
    case 'documento':
      return t(e.despues.eliminado ? 'history.documentoEliminado' : e.despues.origen === 'adjunto' ? 'history.adjunto' : 'history.documento', { name: e.despues.documento.nombre });
    case 'vencimiento': {
      const m = e.despues.motivo;
      const reason =
        m.tipo === 'ajustes'
          ? t('history.motivo.ajustes')
          : t(`history.motivo.${m.tipo}`, { date: m.fecha ? mediumDay(m.fecha) : '', name: m.nombre ?? '' });
      return t('history.vencimiento', { from: day(e.antes.due, t), to: day(e.despues.due, t), reason });
    }
    case 'correo':
      return t('history.correo', { mail: t(`mail.${e.despues.mail}`) });
  }
}
