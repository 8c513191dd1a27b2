import { timeAgo } from './timeAgo';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const before = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('picks the largest unit that fits, in the language asked', () => {
    expect(timeAgo(before(0), 'es', NOW)).toBe('ahora');
    expect(timeAgo(before(5 * 60), 'es', NOW)).toBe('hace 5 minutos');
    expect(timeAgo(before(3 * 3600), 'en', NOW)).toBe('3 hours ago');
    expect(timeAgo(before(24 * 3600), 'es', NOW)).toBe('ayer');
    expect(timeAgo(before(14 * 24 * 3600), 'en', NOW)).toBe('2 weeks ago');
  });

  it('never speaks of the future when the server clock runs ahead', () => {
    expect(timeAgo(new Date(NOW + 30_000).toISOString(), 'en', NOW)).toBe('now');
  });

  it('is empty for a value that is not a date', () => {
    expect(timeAgo('nunca', 'es', NOW)).toBe('');
  });
});
