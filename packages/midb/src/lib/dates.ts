import { i18n } from '@sig/shared';

export { formatDateTime, formatNumber } from '@sig/shared/staff-ui';

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
