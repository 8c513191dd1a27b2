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
