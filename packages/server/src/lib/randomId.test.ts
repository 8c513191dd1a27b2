import { randomId } from './randomId';

test('ids are 16 random bytes in base64url, never repeated across refills of the pool', () => {
  const ids = Array.from({ length: 1000 }, randomId);
  for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(16);
  expect(ids.every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});
