import type { FastifyInstance } from 'fastify';
import { LOG_ANALYTICS_POR, type LogAnalytics, type LogAnalyticsPor, type LogFiguraFila } from '@sig/shared/contract';
import type { z } from 'zod';
import type { Session } from '../../core';
import * as repo from './logistica.repository';

/* The figures of Logística: every count, and the median, come from SQL (GROUP BY); Node only names the empty keys. */

type Query = z.output<typeof import('@sig/shared/contract').LogAnalyticsQuery>;

const SIN: Record<LogAnalyticsPor, string> = { dia: '', zona: 'Sin zona', colonia: 'Sin colonia', programa: 'Sin programa', repartidor: 'Sin asignar' };

export function logisticaAnalytics(app: FastifyInstance) {
  const db = app.db;
  const scope = (s: Session, q: Query): repo.FigureScope => ({ clienteId: s.clienteId, desde: q.desde, hasta: q.hasta, programaId: q.programaId, zonaId: q.zonaId });

  async function rows(s: Session, q: Query, por: LogAnalyticsPor): Promise<LogFiguraFila[]> {
    return (await repo.figureRows(db, scope(s, q), por)).map((r) => ({ ...r, nombre: por === 'dia' ? r.clave : r.clave ? (r.nombre ?? '') : SIN[por] }));
  }

  return {
    rows,
    async figures(s: Session, q: Query): Promise<LogAnalytics> {
      const sc = scope(s, q);
      const [porDia, porZona, porColonia, porPrograma, porRepartidor] = await Promise.all(LOG_ANALYTICS_POR.map((p) => rows(s, q, p)));
      return {
        totales: await repo.figureTotals(db, sc),
        porDia: porDia!,
        porZona: porZona!,
        porColonia: porColonia!,
        porPrograma: porPrograma!,
        porRepartidor: porRepartidor!,
        fallidasPorMotivo: await repo.failuresByReason(db, sc),
        medianaHorasEntrega: await repo.medianHours(db, sc),
      };
    },
  };
}
