import type { Kysely } from 'kysely';
import { TRANSP_DEFAULT_FIGURES, type TranspSettings } from '@sig/shared/contract';
import type { Database } from '../../db/schema';
import { parseJson } from '../../lib/json';
import { safeTimeZone } from '../../core';
import { calendarOf, computeDeadline, type ClockStop, type Deadline, type HolidayCalendar } from './deadlines';
import * as repo from './transparencia.repository';

/* What the engine needs, read from a cliente's rows: its figures (or the defaults), its calendar and timezone. */

export type Figures = TranspSettings['figuras'];

export const DEFAULT_LEY = 'Ley General de Transparencia y Acceso a la Información Pública';

export interface Rules {
  ley: string;
  figures: Figures;
  /** 0 while the cliente has not saved its own. */
  version: number;
  updatedAt: string | null;
  calendar: HolidayCalendar;
  timezone: string;
}

export function figuresOf(row: repo.SettingsRow | undefined): Figures {
  if (!row) return { ...TRANSP_DEFAULT_FIGURES };
  return {
    respuestaDias: row.respuesta_dias,
    ampliacionDias: row.ampliacion_dias,
    prevencionDias: row.prevencion_dias,
    plazoCiudadanoDias: row.plazo_ciudadano_dias,
    horaCorte: row.hora_corte,
    proximoDias: row.proximo_dias,
  };
}

/** The cliente's rules as they stand in `db` (a transaction sees its own changes). */
export async function loadRules(db: Kysely<Database>, cliente: { id: string; timezone: string }): Promise<Rules> {
  const [settings, holidays] = await Promise.all([repo.findSettings(db, cliente.id), repo.listHolidays(db, cliente.id)]);
  return {
    ley: settings?.ley ?? DEFAULT_LEY,
    figures: figuresOf(settings),
    version: settings?.version ?? 0,
    updatedAt: settings?.updated_at ?? null,
    calendar: calendarOf(holidays),
    timezone: safeTimeZone(cliente.timezone),
  };
}

export const stopsOf = (row: Pick<repo.RequestRow, 'stops'>): ClockStop[] => parseJson<ClockStop[]>(row.stops, []);

/** A request's due date and its explanation under the rules. */
export function deadlineOf(row: Pick<repo.RequestRow, 'filed_at' | 'stops' | 'ampliada'>, rules: Rules): Deadline {
  return computeDeadline({ filedAt: row.filed_at, timezone: rules.timezone, figures: rules.figures, calendar: rules.calendar, stops: stopsOf(row), extended: row.ampliada === 1 });
}
