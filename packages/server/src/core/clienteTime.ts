/*
 * Calendar days and years are the cliente's (clientes.timezone): a case filed at 23:30 on 31 December in
 * Mexico City belongs to that year's folio series and to that day's filter, whatever the UTC date is.
 */

const DAY_MS = 24 * 3600 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** A timezone Intl knows, else Mexico City (the product's default) so a damaged setting cannot break lists. */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'America/Mexico_City';
  try {
    partsFormatter(timeZone);
    return timeZone;
  } catch {
    return 'America/Mexico_City';
  }
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(date: Date, timeZone: string): LocalParts {
  const p: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(date)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

const QUARTER_MS = 15 * 60 * 1000;
const offsets = new Map<string, number>();

/** Milliseconds the zone is ahead of UTC at that instant (whole seconds), straight from Intl. */
function rawOffset(ms: number, timeZone: string): number {
  const p = localParts(new Date(ms), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

function cached(key: string, compute: () => number): number {
  let value = offsets.get(key);
  if (value === undefined) {
    value = compute();
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(key, value);
  }
  return value;
}

/**
 * Milliseconds the zone is ahead of UTC at that instant. Intl is slow (a CSV of 100k cases would spend
 * seconds in it), and offsets change at most once a day, on a quarter hour of UTC: a UTC day whose
 * first and last second share an offset has it all day; the day of a change is looked up by quarter hour.
 */
function offsetMs(date: Date, timeZone: string): number {
  const t = date.getTime();
  const day = Math.floor(t / DAY_MS);
  const whole = cached(`${timeZone}|d${day}`, () => {
    const first = rawOffset(day * DAY_MS, timeZone);
    return first === rawOffset((day + 1) * DAY_MS - 1000, timeZone) ? first : Number.NaN;
  });
  if (!Number.isNaN(whole)) return whole;
  const quarter = Math.floor(t / QUARTER_MS);
  return cached(`${timeZone}|q${quarter}`, () => rawOffset(quarter * QUARTER_MS, timeZone));
}

/** The wall-clock fields of the instant in the zone, read off UTC fields of the shifted instant. */
function wallClock(date: Date, timeZone: string): Date {
  return new Date(date.getTime() + offsetMs(date, timeZone));
}

export const yearIn = (date: Date, timeZone: string): number => wallClock(date, timeZone).getUTCFullYear();

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** YYYY-MM-DD of the instant in the zone. */
export function dayIn(date: Date, timeZone: string): string {
  const w = wallClock(date, timeZone);
  return `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
}

/** YYYY-MM-DD HH:mm of an ISO instant in the zone (CSV cells), '' for none. */
export function localDateTime(isoText: string | null, timeZone: string): string {
  if (!isoText) return '';
  const w = wallClock(new Date(isoText), timeZone);
  return `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}`;
}

/** The instant local midnight of `day` (YYYY-MM-DD) begins in the zone, DST included. */
export function dayStart(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  let t = guess - offsetMs(new Date(guess), timeZone);
  // the offset at the guess may differ from the one at local midnight (a DST change that day)
  t = guess - offsetMs(new Date(t), timeZone);
  return new Date(t);
}

/** The instant the day after `day` begins: the exclusive end of "created on or before `day`". */
export function dayEnd(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d) + DAY_MS);
  return dayStart(`${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`, timeZone);
}
