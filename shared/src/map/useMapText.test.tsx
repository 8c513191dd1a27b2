import { act, cleanup, render, screen } from '@testing-library/react';

import { LANGUAGES } from '../i18n/languages';
import { mapStrings } from './mapStrings';
import { mapLanguageOf, mapText, useMapText } from './useMapText';

function Probe({ lang }: { lang?: string }) {
  const { t, dir } = useMapText(lang);
  return (
    <p data-testid="probe" dir={dir}>
      {t('map.legend')}
    </p>
  );
}

describe('map strings', () => {
  it('has every key in every language, none empty', () => {
    const keys = Object.keys(mapStrings.es).sort();
    for (const { id } of LANGUAGES) {
      expect([id, Object.keys(mapStrings[id]).sort()]).toEqual([id, keys]);
      expect(Object.values(mapStrings[id]).filter((v) => !v.trim())).toEqual([]);
    }
  });

  it('fills placeholders and keeps the same placeholders in every language', () => {
    expect(mapText('en', 'map.total', { shown: 10, total: 20 })).toBe('10 of 20 reports on the map');
    for (const key of Object.keys(mapStrings.es)) {
      const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      for (const { id } of LANGUAGES) expect([id, key, names(mapStrings[id][key])]).toEqual([id, key, names(mapStrings.es[key])]);
    }
  });

  it('reads a regional tag as its language and anything unknown as Spanish', () => {
    expect([mapLanguageOf('en-GB'), mapLanguageOf('AR'), mapLanguageOf('fr'), mapLanguageOf(undefined)]).toEqual(['en', 'ar', 'es', 'es']);
  });
});

describe('useMapText', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.setAttribute('lang', 'es');
  });

  it('follows the page language as it changes, right-to-left in Arabic', async () => {
    document.documentElement.setAttribute('lang', 'en');
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('Status');
    await act(async () => {
      document.documentElement.setAttribute('lang', 'ar');
      // the observer answers in a microtask
      await Promise.resolve();
    });
    expect(screen.getByTestId('probe').textContent).toBe('الحالة');
    expect(screen.getByTestId('probe').getAttribute('dir')).toBe('rtl');
  });

  it('uses the language it is given over the page', () => {
    document.documentElement.setAttribute('lang', 'en');
    render(<Probe lang="tr" />);
    expect(screen.getByTestId('probe').textContent).toBe('Durum');
  });
});
