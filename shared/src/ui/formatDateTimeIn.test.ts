import { formatDateTimeIn } from './formatDateTimeIn';

describe('formatDateTimeIn', () => {
  it('writes the date and time in the language asked', () => {
    const iso = '2026-03-05T15:04:00Z';
    expect(formatDateTimeIn(iso, 'es')).toBe(new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)));
    expect(formatDateTimeIn(iso, 'en')).not.toBe(formatDateTimeIn(iso, 'es'));
  });

  it('shows an unreadable date as it came, and an unknown language as ISO', () => {
    expect(formatDateTimeIn('ayer', 'es')).toBe('ayer');
    expect(formatDateTimeIn('2026-03-05T15:04:00Z', 'no language!')).toBe('2026-03-05T15:04:00.000Z');
  });
});
