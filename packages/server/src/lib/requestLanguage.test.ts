import { requestLanguage } from './requestLanguage';

describe('requestLanguage', () => {
  test.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ar;q=0.5', 'ar'],
    ['de, tr;q=0.4, en;q=0.7', 'en'],
    ['EN-gb', 'en'],
    ['en;q=0, es;q=0.1', 'es'],
    ['en;q=abc', 'es'],
    ['fr, de', 'es'],
    [['tr', 'en;q=0.5'], 'tr'],
  ] as const)('%p -> %s', (header, expected) => {
    expect(requestLanguage(header as string | string[] | undefined)).toBe(expected);
  });
});
