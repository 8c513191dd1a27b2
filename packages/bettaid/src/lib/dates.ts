/**
 * A card's last valid day from its `venceEn` (the instant it stops being valid: the end of that day in the
 * cliente's timezone), in `lang`. The instant a second before is inside that day wherever the reader is in Mexico.
 */
export function lastDayText(venceEn: string, lang: string): string {
  const t = Date.parse(venceEn);
  if (Number.isNaN(t)) return venceEn;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(t - 1000));
  } catch {
    return new Date(t - 1000).toISOString().slice(0, 10);
  }
}

/** A day or instant as a date in `lang`. */
export function dateText(iso: string, lang: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(t));
  } catch {
    return iso.slice(0, 10);
  }
}
