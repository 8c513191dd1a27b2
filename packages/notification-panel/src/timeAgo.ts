const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** "hace 5 minutos" / "5 minutes ago" in the given language, from an ISO time; '' when it is not a date. */
export function timeAgo(iso: string, language: string, now: number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  // A server clock a little ahead must not print "in 3 seconds".
  let value = Math.min(0, (then - now) / 1000);
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(Math.round(value), unit);
    value /= size;
  }
  return '';
}
