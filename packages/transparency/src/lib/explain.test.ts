import { setLanguage } from '@sig/shared';

import { explanation } from '../test/fixtures';
import { es } from '../i18n/es';
import { en } from '../i18n/en';
import { explainDue } from './explain';

// the parcel's own strings as i18next would give them (count picks the plural), without a React tree
const translator = (strings: Record<string, string>) => (key: string, o: Record<string, unknown> = {}) => {
  const plural = typeof o.count === 'number' ? `${key}_${o.count === 1 ? 'one' : 'other'}` : key;
  const text = strings[plural] ?? strings[key] ?? key;
  return text.replace(/{{(\w+)}}/g, (_, n: string) => String(o[n]));
};

afterAll(() => setLanguage('es'));

describe('the due date explained from the structured explanation', () => {
  it("reads the issue's worked example in Spanish: after hours, the holiday passed over, the due day", async () => {
    await setLanguage('es');
    expect(explainDue(explanation(), translator(es))).toEqual([
      'Presentada el vie, 3 ene a las 17:30, después de las 15:00 → cuenta desde el lun, 6 ene.',
      '20 días hábiles a partir del día siguiente, sin contar el lun, 3 feb (Día de la Constitución).',
      '→ Vence el mar, 4 feb.',
    ]);
  });

  it('in English, with a closed stop, an extension, and the days left while stopped', async () => {
    await setLanguage('en');
    const t = translator(en);
    const steps = explainDue(explanation({ stops: [{ from: '2025-01-08', to: '2025-01-13', days: 3 }], extensionDays: 10, skipped: [], due: '2025-02-21' }), t);
    expect(steps).toEqual([
      'Filed on Fri, Jan 3 at 17:30, after 15:00 → counts from Mon, Jan 6.',
      '20 business days from the next day.',
      'Clock stopped from Wed, Jan 8 to Mon, Jan 13 for a clarification request: 3 business days did not count.',
      'Extension: 10 more business days.',
      '→ Due on Fri, Feb 21.',
    ]);
    const open = explainDue(explanation({ stops: [{ from: '2025-01-08', to: null, days: null }], due: null, remainingWhenStopped: 17 }), t);
    expect(open.slice(-2)).toEqual(['Clock stopped since Wed, Jan 8 for a clarification request: it resumes when the reply arrives.', '17 business days will be left when it resumes.']);
  });

  it('names a filing on a weekend or a holiday', async () => {
    await setLanguage('es');
    const steps = explainDue(explanation({ afterHours: false, filedOnNonBusinessDay: { why: 'holiday', name: 'Año Nuevo' }, filedLocalDate: '2025-01-01', countsFrom: '2025-01-02' }), translator(es));
    expect(steps[0]).toBe('Presentada el mié, 1 ene, día inhábil (Año Nuevo) → cuenta desde el jue, 2 ene.');
  });
});
