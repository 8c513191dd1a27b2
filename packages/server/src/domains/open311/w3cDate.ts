import { dayStart } from '../../core';

/*
 * GeoReport dates are W3C datetimes with a timezone (Z or ±HH:MM). We answer in the cliente's own offset,
 * as a person there would read the time, and accept any offset (or a bare day, taken in the cliente's
 * calendar) in filters.
 */

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset', year: 'numeric' });
    offsetFormatters.set(timeZone, f);
  }
  return f;
}

/** Minutes the zone is ahead of UTC at that instant ("GMT-06:00" → -360; "GMT" → 0). */
function offsetMinutes(date: Date, timeZone: string): number {
  const name = offsetFormatter(timeZone).formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-01-15T06:00:00-06:00: the instant in the zone's wall clock with its offset; '' for none. */
export function w3cDateTime(isoText: string | null, timeZone: string): string {
  if (!isoText) return '';
  const date = new Date(isoText);
  const offset = offsetMinutes(date, timeZone);
  const w = new Date(date.getTime() + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}T${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC ISO instant of a W3C datetime (a bare day starts at the cliente's midnight), or null if malformed. */
export function parseW3c(text: string, timeZone: string): string | null {
  const day = DATE_ONLY.exec(text);
  if (day) {
    const [, y, m, d] = day.map(Number) as [number, number, number, number];
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null;
    return dayStart(text, timeZone).toISOString();
  }
  if (!DATE_TIME.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
