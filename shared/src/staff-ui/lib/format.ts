import { i18n } from '@sig/shared';

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(i18n.language || 'es', { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  } catch {
    return d.toISOString();
  }
}

export function formatNumber(n: number): string {
  try {
    return new Intl.NumberFormat(i18n.language || 'es').format(n);
  } catch {
    return String(n);
  }
}

/** A day in the current language (instants in the browser's timezone: staff sit in the cliente's). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(i18n.language || 'es', { dateStyle: 'medium' }).format(d);
}

/** A calendar day (YYYY-MM-DD, a birth date) as written, without moving it across timezones. */
export function formatDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(i18n.language || 'es', { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}
