import { isApiRequestError } from '@sig/shared';
import { apiErrorMessage, type Translate } from '@sig/shared/staff-ui';

/** A failed call in the agent's words: the contact centre's own `cc.error.<code>` first, then the shared strings. */
export function ccError(e: unknown, t: Translate): string {
  if (isApiRequestError(e)) {
    const key = `cc.error.${e.code}`;
    const own = t(key);
    if (own !== key) return own;
  }
  return apiErrorMessage(e, t);
}

/** A waiting time that ticks: "45 s", "2 min 05 s", "1 h 02 min". */
export function waitText(seconds: number, t: Translate): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 60) return t('cc.wait.seconds', { s });
  if (s < 3600) return t('cc.wait.minutes', { m: Math.floor(s / 60), s: pad(s % 60) });
  return t('cc.wait.hours', { h: Math.floor(s / 3600), m: pad(Math.floor((s % 3600) / 60)) });
}

/** A time of day in the page's language. */
export function timeOf(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const sameDay = new Date().toDateString() === d.toDateString();
  try {
    return new Intl.DateTimeFormat(lang || 'es', sameDay ? { timeStyle: 'short' } : { dateStyle: 'short', timeStyle: 'short' }).format(d);
  } catch {
    return iso;
  }
}

/** Fills a canned answer as the server does (centre.service.ts `fill`): unknown names stay as written. */
export function fillCanned(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([A-Za-z0-9]+)\s*\}\}/g, (m, k: string) => values[k] ?? m);
}

/** How many numbered parameters ({{1}}, {{2}}, …) a template takes. */
export function templateParams(text: string): number {
  let n = 0;
  for (const m of text.matchAll(/\{\{\s*(\d+)\s*\}\}/g)) n = Math.max(n, Number(m[1]));
  return Math.min(n, 10);
}
