import fc from 'fast-check';
import {
  addBusinessDays,
  addDays,
  businessDaysBetween,
  calendarOf,
  computeDeadline,
  isBusinessDay,
  isDueSoon,
  prevencionDeadline,
  replyDeadline,
  type ClockStop,
  type DeadlineInput,
  type HolidayCalendar,
} from './deadlines';
import { federalHolidays } from './federalHolidays';

/* The deadline engine, tested like a library: worked examples of Mexican law's counting, then properties over random calendars. */

const MX = 'America/Mexico_City'; // UTC-6 all year since 2022
const FIGURES = { respuestaDias: 20, ampliacionDias: 10, horaCorte: '15:00' };
const federal2025 = calendarOf(federalHolidays(2025));
const input = (over: Partial<DeadlineInput> = {}): DeadlineInput => ({ filedAt: '2025-01-03T23:00:00.000Z', timezone: MX, figures: FIGURES, calendar: federal2025, stops: [], extended: false, ...over });

describe('worked examples (issue 26)', () => {
  test('filed Fri 3 Jan after hours → counts from Mon 6 Jan; 20 business days skipping Mon 3 Feb (holiday) → due Tue 4 Feb', () => {
    const { due, explanation } = computeDeadline(input());
    expect(due).toBe('2025-02-04');
    expect(explanation).toMatchObject({ filedLocalDate: '2025-01-03', filedLocalTime: '17:00', afterHours: true, filedOnNonBusinessDay: null, countsFrom: '2025-01-06', businessDays: 20, extensionDays: 0, stops: [], due: '2025-02-04', remainingWhenStopped: null });
    expect(explanation.skipped.filter((s) => s.why === 'holiday')).toEqual([{ date: '2025-02-03', why: 'holiday', name: 'Día de la Constitución' }]);
    // the weekends between are named too: 4 full weekends and the one before Mon 3 Feb
    expect(explanation.skipped.filter((s) => s.why === 'weekend').map((s) => s.date)).toEqual(['2025-01-11', '2025-01-12', '2025-01-18', '2025-01-19', '2025-01-25', '2025-01-26', '2025-02-01', '2025-02-02']);
  });

  test('the same day before the cut-off counts from that day: due Fri 31 Jan', () => {
    const { due, explanation } = computeDeadline(input({ filedAt: '2025-01-03T16:00:00.000Z' }));
    expect(explanation).toMatchObject({ filedLocalTime: '10:00', afterHours: false, countsFrom: '2025-01-03' });
    expect(due).toBe('2025-01-31');
  });

  test('the cut-off itself is after hours; a minute before is not; the cut-off is the cliente’s', () => {
    expect(computeDeadline(input({ filedAt: '2025-01-03T21:00:00.000Z' })).explanation).toMatchObject({ filedLocalTime: '15:00', afterHours: true, countsFrom: '2025-01-06' });
    expect(computeDeadline(input({ filedAt: '2025-01-03T20:59:00.000Z' })).explanation).toMatchObject({ afterHours: false, countsFrom: '2025-01-03' });
    expect(computeDeadline(input({ filedAt: '2025-01-03T21:00:00.000Z', figures: { ...FIGURES, horaCorte: '18:00' } })).explanation).toMatchObject({ afterHours: false, countsFrom: '2025-01-03' });
  });

  test('the local day is the cliente’s: 01:00Z on Saturday is still Friday evening in Mexico City', () => {
    expect(computeDeadline(input({ filedAt: '2025-01-04T01:00:00.000Z' })).explanation).toMatchObject({ filedLocalDate: '2025-01-03', filedLocalTime: '19:00', countsFrom: '2025-01-06' });
  });

  test('filed on a weekend or a holiday: counts from the next business day, saying why', () => {
    expect(computeDeadline(input({ filedAt: '2025-01-04T16:00:00.000Z' })).explanation).toMatchObject({ afterHours: false, filedOnNonBusinessDay: { why: 'weekend' }, countsFrom: '2025-01-06' });
    expect(computeDeadline(input({ filedAt: '2025-01-01T16:00:00.000Z' })).explanation).toMatchObject({ filedOnNonBusinessDay: { why: 'holiday', name: 'Año Nuevo' }, countsFrom: '2025-01-02' });
  });

  test('the extension adds its business days: due Tue 18 Feb', () => {
    const { due, explanation } = computeDeadline(input({ extended: true }));
    expect(due).toBe('2025-02-18');
    expect(explanation.extensionDays).toBe(10);
  });

  test('a prevención sent Wed 8 Jan and answered Tue 14 Jan stops 4 business days: due Mon 10 Feb', () => {
    const { due, explanation } = computeDeadline(input({ stops: [{ from: '2025-01-08', to: '2025-01-14' }] }));
    expect(explanation.stops).toEqual([{ from: '2025-01-08', to: '2025-01-14', days: 4 }]);
    expect(due).toBe('2025-02-10');
  });

  test('while the prevención waits, there is no due date and 18 of the 20 days remain', () => {
    const { due, explanation } = computeDeadline(input({ stops: [{ from: '2025-01-08', to: null }] }));
    expect(due).toBeNull();
    expect(explanation).toMatchObject({ due: null, remainingWhenStopped: 18, stops: [{ from: '2025-01-08', to: null, days: null }] });
    expect(explanation.skipped).toEqual([]);
  });

  test('a state law with 8 days and no extension', () => {
    expect(computeDeadline(input({ figures: { respuestaDias: 8, ampliacionDias: 0, horaCorte: '14:00' }, extended: true })).due).toBe('2025-01-16');
  });

  test('the prevención and reply windows, and "due soon"', () => {
    expect(prevencionDeadline('2025-01-06', 5, federal2025)).toBe('2025-01-13');
    expect(replyDeadline('2025-01-30', 10, federal2025)).toBe('2025-02-14'); // skips the weekends and Mon 3 Feb
    expect(isDueSoon('2025-02-04', '2025-01-30', 3, federal2025)).toBe(true); // Fri 31, Tue 4: two business days
    expect(isDueSoon('2025-02-04', '2025-01-28', 3, federal2025)).toBe(false);
    expect(isDueSoon('2025-02-04', '2025-02-05', 3, federal2025)).toBe(false);
  });
});

describe('federal holidays', () => {
  test('the Monday holidays move with the year; 1 October only in a year of a new President', () => {
    expect(federalHolidays(2025).map((h) => h.fecha)).toEqual(['2025-01-01', '2025-02-03', '2025-03-17', '2025-05-01', '2025-09-16', '2025-11-17', '2025-12-25']);
    expect(federalHolidays(2026).map((h) => h.fecha)).toEqual(['2026-01-01', '2026-02-02', '2026-03-16', '2026-05-01', '2026-09-16', '2026-11-16', '2026-12-25']);
    expect(federalHolidays(2030).map((h) => h.fecha)).toContain('2030-10-01');
    expect(federalHolidays(2029).map((h) => h.fecha)).not.toContain('2029-10-01');
    for (const year of [2024, 2025, 2026, 2027, 2028]) {
      for (const h of federalHolidays(year).filter((d) => /Constitución|Juárez|Revolución/.test(d.nombre))) expect(new Date(`${h.fecha}T00:00:00Z`).getUTCDay()).toBe(1);
    }
  });
});

// ---- properties over random calendars ------------------------------------------------------------------------------

const BASE = '2025-01-01';
/** A day within the first `span` days from BASE. */
const dayArb = (span: number) => fc.integer({ min: 0, max: span }).map((n) => addDays(BASE, n));
/** Up to 80 holidays over three years: calendars from none to crowded. */
const calendarArb: fc.Arbitrary<HolidayCalendar> = fc
  .uniqueArray(fc.integer({ min: 0, max: 3 * 366 }), { maxLength: 80 })
  .map((ns) => calendarOf(ns.map((n, i) => ({ fecha: addDays(BASE, n), nombre: `Día ${i}` }))));
const figuresArb = fc.record({
  respuestaDias: fc.integer({ min: 1, max: 40 }),
  ampliacionDias: fc.integer({ min: 0, max: 20 }),
  horaCorte: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
});
/** A filing instant in the first year (any minute). */
const filedArb = fc.integer({ min: 0, max: 365 * 24 * 60 }).map((m) => new Date(Date.parse('2025-01-01T06:00:00Z') + m * 60_000).toISOString());
const zoneArb = fc.constantFrom(MX, 'America/Tijuana', 'America/Cancun', 'UTC');
const baseArb = fc.record({ filedAt: filedArb, timezone: zoneArb, figures: figuresArb, calendar: calendarArb, extended: fc.boolean() });

/** Closed stops starting at or after the receipt: offsets from countsFrom and lengths in days. */
const stopsArb = fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 25 })), { maxLength: 3 });
const placeStops = (countsFrom: string, raw: [number, number][]): ClockStop[] => raw.map(([o, len]) => ({ from: addDays(countsFrom, o), to: addDays(countsFrom, o + len) }));

const RUNS = { numRuns: 300 };

describe('properties', () => {
  test('the due date is always a business day, after the receipt, N (+ extension, + stopped) business days on', () => {
    fc.assert(
      fc.property(baseArb, stopsArb, (base, rawStops) => {
        const countsFrom = computeDeadline({ ...base, stops: [] }).explanation.countsFrom;
        const stops = placeStops(countsFrom, rawStops);
        const { due, explanation } = computeDeadline({ ...base, stops });
        expect(due).not.toBeNull();
        expect(isBusinessDay(due!, base.calendar)).toBe(true);
        expect(isBusinessDay(countsFrom, base.calendar)).toBe(true);
        expect(due! > countsFrom).toBe(true);
        // every business day in (countsFrom, due] either counted or was stopped
        const inStop = (d: string) => stops.some((s) => d > s.from && d <= s.to!);
        let counted = 0;
        for (let d = addDays(countsFrom, 1); d <= due!; d = addDays(d, 1)) if (isBusinessDay(d, base.calendar) && !inStop(d)) counted++;
        expect(counted).toBe(base.figures.respuestaDias + explanation.extensionDays);
        // and the explanation lists exactly the non-business days it passed over
        const passed: string[] = [];
        for (let d = addDays(countsFrom, 1); d < due!; d = addDays(d, 1)) if (!isBusinessDay(d, base.calendar)) passed.push(d);
        expect(explanation.skipped.map((s) => s.date)).toEqual(passed);
      }),
      RUNS,
    );
  });

  test('a stop and its resumption move the due date by exactly the stopped business days', () => {
    fc.assert(
      fc.property(baseArb, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 30 }), (base, offset, length) => {
        const before = computeDeadline({ ...base, stops: [] });
        const from = addDays(before.explanation.countsFrom, offset);
        fc.pre(from < before.due!); // a prevención is sent while the clock runs
        const to = addDays(from, length);
        const after = computeDeadline({ ...base, stops: [{ from, to }] });
        const stopped = after.explanation.stops[0]!.days!;
        expect(stopped).toBe(businessDaysBetween(from, to, base.calendar));
        expect(businessDaysBetween(before.due!, after.due!, base.calendar)).toBe(stopped);
        // while it was open, the days left were those not yet counted
        const open = computeDeadline({ ...base, stops: [{ from, to: null }] });
        expect(open.due).toBeNull();
        expect(open.explanation.remainingWhenStopped).toBe(base.figures.respuestaDias + before.explanation.extensionDays - businessDaysBetween(before.explanation.countsFrom, from, base.calendar));
      }),
      RUNS,
    );
  });

  test('recomputation is idempotent: same input, same answer; a holiday added then removed changes nothing; order does not matter', () => {
    fc.assert(
      fc.property(baseArb, stopsArb, dayArb(3 * 366), (base, rawStops, extra) => {
        const countsFrom = computeDeadline({ ...base, stops: [] }).explanation.countsFrom;
        const stops = placeStops(countsFrom, rawStops);
        const first = computeDeadline({ ...base, stops });
        expect(computeDeadline({ ...base, stops })).toEqual(first);
        expect(computeDeadline({ ...base, stops: [...stops].reverse(), calendar: new Map([...base.calendar].reverse()) })).toEqual(first);
        const withExtra = new Map(base.calendar);
        withExtra.set(extra, 'Extra');
        computeDeadline({ ...base, stops, calendar: withExtra });
        withExtra.delete(extra);
        if (!base.calendar.has(extra)) expect(computeDeadline({ ...base, stops, calendar: withExtra })).toEqual(first);
      }),
      RUNS,
    );
  });

  test('a new holiday on a counted business day moves the due date to the next business day; one after the due date changes nothing', () => {
    fc.assert(
      fc.property(baseArb, fc.integer({ min: 1, max: 80 }), (base, offset) => {
        const before = computeDeadline({ ...base, stops: [] });
        const day = addDays(before.explanation.countsFrom, offset);
        fc.pre(isBusinessDay(day, base.calendar));
        const calendar = new Map(base.calendar).set(day, 'Nuevo');
        const after = computeDeadline({ ...base, stops: [], calendar });
        if (day <= before.due!) expect(after.due).toBe(addBusinessDays(before.due!, 1, calendar));
        else expect(after.due).toBe(before.due);
      }),
      RUNS,
    );
  });
});
