import { i18n } from '@sig/shared';

export function formatNumber(n: number): string {
  try {
    return new Intl.NumberFormat(i18n.language || 'es').format(n);
  } catch {
    return String(n);
  }
}
