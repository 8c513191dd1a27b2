import { i18n } from '@sig/shared';

/*
 * The due dates and the explanation's days are local calendar days (YYYY-MM-DD) of the cliente: they are
 * written as they are, never moved across timezones (noon UTC formatted in UTC is the same day everywhere).
 */

const asDate = (day: string) => new Date(`${day}T12:00:00Z`);
const valid = (d: Date) => !Number.isNaN(d.getTime());

function format(day: string, options: Intl.DateTimeFormatOptions): string {
  const d = asDate(day);
  if (!valid(d)) return day;
  try {
    return new Intl.DateTimeFormat(i18n.language || 'es', { ...options, timeZone: 'UTC' }).format(d);
  } catch {
    return day;
  }
}

/** "vie 3 ene": a day with its weekday, short (the explanation's steps). */
export const shortDay = (day: string) => format(day, { weekday: 'short', day: 'numeric', month: 'short' });
/** "martes, 4 de febrero de 2025": the due date as a headline. */
export const longDay = (day: string) => format(day, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** "4 feb 2025": a date in a list or a table. */
export const mediumDay = (day: string) => format(day, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * An instant (ISO) as date and time in the user's language, in `timeZone` (the cliente's, on the public pages:
 * the due date's explanation gives the filing's time there, and the two must agree) or the browser's.
 */
export function dateTime(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  if (!valid(d)) return iso;
  try {
    return new Intl.DateTimeFormat(i18n.language || 'es', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(d);
  } catch {
    return d.toISOString();
  }
}

/** Today's date (YYYY-MM-DD) in the browser's timezone. */
export function today(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
