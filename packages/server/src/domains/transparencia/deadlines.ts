import type { TranspDeadlineExplanation, TranspSkipReason } from '@sig/shared/contract';
import { localDateTime } from '../../core';

/*
 * The deadline engine of Transparencia (issue 26): pure, no database and no clock. Days are local calendar
 * days (YYYY-MM-DD) of the cliente's timezone; a business day is a weekday that is not in the cliente's
 * holiday calendar. The law's figures are data (TranspFigures), never constants here.
 *
 * Counting (the explanation in the contract says the same): a filing on a business day before the cut-off
 * counts as received that day, otherwise on the next business day (`countsFrom`); the N days to answer are
 * the N business days after it ("a partir del día siguiente"). Business days inside a stop (from the day a
 * prevención was sent, exclusive, to the day of the reply, inclusive) do not count; an extension adds its
 * days to N. So a stop that ends moves the due date by exactly the business days it held.
 */

const DAY_MS = 86_400_000;

/** The holiday calendar: local day → name. */
export type HolidayCalendar = ReadonlyMap<string, string>;

export const calendarOf = (holidays: readonly { fecha: string; nombre: string }[]): HolidayCalendar => new Map(holidays.map((h) => [h.fecha, h.nombre]));

export interface DeadlineFigures {
  respuestaDias: number;
  ampliacionDias: number;
  /** HH:MM: a filing at or after it counts from the next business day. */
  horaCorte: string;
}

export interface ClockStop {
  /** The local day the prevención was sent. */
  from: string;
  /** The local day the reply came; null while the clock is stopped. */
  to: string | null;
}

export interface DeadlineInput {
  /** The filing's instant, ISO. */
  filedAt: string;
  timezone: string;
  figures: DeadlineFigures;
  calendar: HolidayCalendar;
  stops: readonly ClockStop[];
  extended: boolean;
}

export interface Deadline {
  /** The last day to answer; null while a stop is open (and the due date not reached before it). */
  due: string | null;
  explanation: TranspDeadlineExplanation;
}

// ---- day arithmetic on YYYY-MM-DD ---------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');
const toNum = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const toDay = (n: number): string => {
  const d = new Date(n * DAY_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

export const addDays = (day: string, n: number): string => toDay(toNum(day) + n);
/** 0 Sunday … 6 Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Why the day is not a business day, or null when it is one. A holiday on a weekend is named as a holiday. */
export function nonBusiness(day: string, calendar: HolidayCalendar): { why: TranspSkipReason; name?: string } | null {
  const holiday = calendar.get(day);
  if (holiday !== undefined) return { why: 'holiday', name: holiday };
  const w = weekday(day);
  return w === 0 || w === 6 ? { why: 'weekend' } : null;
}

export const isBusinessDay = (day: string, calendar: HolidayCalendar): boolean => nonBusiness(day, calendar) === null;

/** The first business day strictly after `day`. */
export function nextBusinessDay(day: string, calendar: HolidayCalendar): string {
  let d = addDays(day, 1);
  while (!isBusinessDay(d, calendar)) d = addDays(d, 1);
  return d;
}

/** The n-th business day after `day` (n ≥ 1); `day` itself for n = 0. */
export function addBusinessDays(day: string, n: number, calendar: HolidayCalendar): string {
  let d = day;
  for (let i = 0; i < n; i++) d = nextBusinessDay(d, calendar);
  return d;
}

/** Business days in (from, to]: 0 when to ≤ from. */
export function businessDaysBetween(from: string, to: string, calendar: HolidayCalendar): number {
  let count = 0;
  for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (isBusinessDay(d, calendar)) count++;
  return count;
}

// ---- receipt ----------------------------------------------------------------------------------------------------

export interface Receipt {
  filedLocalDate: string;
  filedLocalTime: string;
  afterHours: boolean;
  filedOnNonBusinessDay: { why: TranspSkipReason; name?: string } | null;
  countsFrom: string;
}

/** The day a filing counts as received: its own day, or the next business day after hours or on a non-business day. */
export function receipt(filedAt: string, timezone: string, horaCorte: string, calendar: HolidayCalendar): Receipt {
  const [filedLocalDate, filedLocalTime] = localDateTime(filedAt, timezone).split(' ') as [string, string];
  const off = nonBusiness(filedLocalDate, calendar);
  const afterHours = off === null && filedLocalTime >= horaCorte;
  const countsFrom = off !== null || afterHours ? nextBusinessDay(filedLocalDate, calendar) : filedLocalDate;
  return { filedLocalDate, filedLocalTime, afterHours, filedOnNonBusinessDay: off, countsFrom };
}

// ---- the due date ------------------------------------------------------------------------------------------------

const inClosedStop = (day: string, stops: readonly ClockStop[]) => stops.some((s) => s.to !== null && day > s.from && day <= s.to);
const openStopAt = (day: string, stops: readonly ClockStop[]) => stops.some((s) => s.to === null && day > s.from);

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Oldest first, an open stop after a closed one from the same day: the explanation does not depend on the stored order. */
const byStart = (a: ClockStop, b: ClockStop) => cmp(a.from, b.from) || (a.to === null ? 1 : 0) - (b.to === null ? 1 : 0) || cmp(a.to ?? '', b.to ?? '');

/** The due date of a request and how it was reached. Idempotent: the same input gives the same answer. */
export function computeDeadline(input: DeadlineInput): Deadline {
  const { calendar, figures } = input;
  const r = receipt(input.filedAt, input.timezone, figures.horaCorte, calendar);
  const extensionDays = input.extended ? figures.ampliacionDias : 0;
  const total = figures.respuestaDias + extensionDays;
  const stops = [...input.stops].sort(byStart);

  const skipped: TranspDeadlineExplanation['skipped'] = [];
  let due: string | null = null;
  let remainingWhenStopped: number | null = null;
  let counted = 0;
  let d = r.countsFrom;
  while (counted < total) {
    d = addDays(d, 1);
    const off = nonBusiness(d, calendar);
    if (off) {
      skipped.push({ date: d, why: off.why, ...(off.name !== undefined ? { name: off.name } : {}) });
      continue;
    }
    if (openStopAt(d, stops)) {
      remainingWhenStopped = total - counted;
      break;
    }
    if (inClosedStop(d, stops)) continue;
    counted++;
    if (counted === total) due = d;
  }

  const explanation: TranspDeadlineExplanation = {
    filedAt: input.filedAt,
    filedLocalDate: r.filedLocalDate,
    filedLocalTime: r.filedLocalTime,
    timezone: input.timezone,
    cutoff: figures.horaCorte,
    afterHours: r.afterHours,
    filedOnNonBusinessDay: r.filedOnNonBusinessDay,
    countsFrom: r.countsFrom,
    businessDays: figures.respuestaDias,
    // a skipped day the open stop reached is not "passed over": the count ends before it
    skipped: due === null ? skipped.filter((s) => s.date < d) : skipped,
    stops: stops.map((s) => ({ from: s.from, to: s.to, days: s.to === null ? null : businessDaysBetween(s.from < r.countsFrom ? r.countsFrom : s.from, s.to, calendar) })),
    extensionDays,
    due,
    remainingWhenStopped,
  };
  return { due, explanation };
}

/** The last day a prevención may be sent: prevencionDias business days after the receipt. */
export const prevencionDeadline = (countsFrom: string, prevencionDias: number, calendar: HolidayCalendar): string => addBusinessDays(countsFrom, prevencionDias, calendar);

/** The last day the requester may reply to a prevención sent on `sentOn`. */
export const replyDeadline = (sentOn: string, plazoCiudadanoDias: number, calendar: HolidayCalendar): string => addBusinessDays(sentOn, plazoCiudadanoDias, calendar);

/** Open, not past due, and due within `proximoDias` business days of today. */
export const isDueSoon = (due: string, today: string, proximoDias: number, calendar: HolidayCalendar): boolean =>
  today <= due && businessDaysBetween(today, due, calendar) <= proximoDias;

export const isOverdue = (due: string, today: string): boolean => today > due;
