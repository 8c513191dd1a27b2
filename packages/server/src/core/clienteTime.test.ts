import { dayEnd, dayIn, dayStart, localDateTime, safeTimeZone, yearIn } from './clienteTime';

describe("the cliente's calendar", () => {
  const MX = 'America/Mexico_City';

  test('a day in Mexico City runs from 06:00Z to 06:00Z of the next UTC day', () => {
    expect(dayStart('2026-01-15', MX).toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(dayEnd('2026-01-15', MX).toISOString()).toBe('2026-01-16T06:00:00.000Z');
    expect(dayEnd('2026-12-31', MX).toISOString()).toBe('2027-01-01T06:00:00.000Z');
    expect(dayIn(new Date('2026-01-15T05:59:59Z'), MX)).toBe('2026-01-14');
    expect(dayIn(new Date('2026-01-15T06:00:00Z'), MX)).toBe('2026-01-15');
  });

  test('the year of an instant is the local one', () => {
    expect(yearIn(new Date('2027-01-01T05:30:00Z'), MX)).toBe(2026);
    expect(yearIn(new Date('2027-01-01T06:00:00Z'), MX)).toBe(2027);
    expect(yearIn(new Date('2026-12-31T14:30:00Z'), 'Pacific/Auckland')).toBe(2027);
  });

  test('days that change offset (DST) start at local midnight and last 23 or 25 hours', () => {
    const NY = 'America/New_York';
    expect(dayStart('2026-03-08', NY).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(dayEnd('2026-03-08', NY).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(dayStart('2026-11-01', NY).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(dayEnd('2026-11-01', NY).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(localDateTime('2026-03-08T06:59:00Z', NY)).toBe('2026-03-08 01:59');
    expect(localDateTime('2026-03-08T07:00:00Z', NY)).toBe('2026-03-08 03:00');
    // a zone whose clocks change at half past a UTC hour
    expect(localDateTime('2026-03-08T05:29:00Z', 'America/St_Johns')).toBe('2026-03-08 01:59');
    expect(localDateTime('2026-03-08T05:30:00Z', 'America/St_Johns')).toBe('2026-03-08 03:00');
  });

  test('CSV times are local wall-clock minutes; none is empty', () => {
    expect(localDateTime('2026-01-15T12:00:00.000Z', MX)).toBe('2026-01-15 06:00');
    expect(localDateTime(null, MX)).toBe('');
  });

  test('an unknown or empty timezone falls back to Mexico City', () => {
    expect(safeTimeZone('Marte/Olympus')).toBe(MX);
    expect(safeTimeZone('')).toBe(MX);
    expect(safeTimeZone('Europe/Istanbul')).toBe('Europe/Istanbul');
  });
});
