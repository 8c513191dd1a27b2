/**
 * A date and time in the given language, in the browser's time zone (the public answers do not carry the
 * cliente's). For the public pages and the embeddable elements, which pass their own language; an unreadable
 * date is shown as it came.
 */
export function formatDateTimeIn(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  } catch {
    return d.toISOString();
  }
}
