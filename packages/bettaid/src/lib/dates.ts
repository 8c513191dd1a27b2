/**
 * A card's last valid day from its `venceEn` (the instant it stops being valid: the end of that day in the
 * cliente's timezone), in `lang`. Twelve hours before that instant is still inside the last day in UTC for any
 * timezone from UTC-12 to UTC+12, so the day reads the same on a phone anywhere, without knowing the cliente's zone.
 */
export function lastDayText(venceEn: string, lang: string): string {
  const t = Date.parse(venceEn);
  if (Number.isNaN(t)) return venceEn;
  const day = new Date(t - 12 * 3600_000);
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  } catch {
    return day.toISOString().slice(0, 10);
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
