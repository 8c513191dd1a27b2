/*
 * Mexico's federal rest days (Ley Federal del Trabajo, art. 74), offered as a starting calendar the
 * administrator edits: a state's law or the cliente's own agreements add days (Holy Week, 2 November,
 * 12 December are common) that are not federal. Three of them move to a Monday since the 2006 reform.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** The n-th Monday (1-based) of a month (1–12). */
function nthMonday(year: number, month: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((8 - first) % 7) + (n - 1) * 7;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The federal holidays of one year, by date. */
export function federalHolidays(year: number): { fecha: string; nombre: string }[] {
  const days = [
    { fecha: `${year}-01-01`, nombre: 'Año Nuevo' },
    { fecha: nthMonday(year, 2, 1), nombre: 'Día de la Constitución' },
    { fecha: nthMonday(year, 3, 3), nombre: 'Natalicio de Benito Juárez' },
    { fecha: `${year}-05-01`, nombre: 'Día del Trabajo' },
    { fecha: `${year}-09-16`, nombre: 'Día de la Independencia' },
    { fecha: nthMonday(year, 11, 3), nombre: 'Día de la Revolución' },
    { fecha: `${year}-12-25`, nombre: 'Navidad' },
  ];
  // 1 October every six years: the new President takes office (2024, 2030, …)
  if (year >= 2024 && (year - 2024) % 6 === 0) days.push({ fecha: `${year}-10-01`, nombre: 'Transmisión del Poder Ejecutivo Federal' });
  return days.sort((a, b) => (a.fecha < b.fecha ? -1 : 1));
}
