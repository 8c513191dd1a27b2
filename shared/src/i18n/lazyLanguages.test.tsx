import { act, render, screen } from '@testing-library/react';

import { i18n, registerTranslations, setLanguage, translationsReady, useT } from './i18n';

function Greeting() {
  const { t } = useT('lazy-test');
  return <p>{t('hello')}</p>;
}

afterEach(async () => {
  await act(() => setLanguage('es'));
  jest.restoreAllMocks();
});

describe('languages other than Spanish load when wanted', () => {
  it('fetches a language only when it is chosen, once, and switches after it arrived', async () => {
    const en = jest.fn(async () => ({ hello: 'Hello' }));
    registerTranslations('lazy-test', { es: { hello: 'Hola' }, en, tr: { hello: 'Merhaba' }, ar: async () => ({ hello: 'مرحبا' }) });
    render(<Greeting />);
    expect(screen.getByText('Hola')).toBeTruthy();
    expect(en).not.toHaveBeenCalled();
    // a language given as strings is there at once
    expect(i18n.getResource('tr', 'lazy-test', 'hello')).toBe('Merhaba');

    await act(() => setLanguage('en'));
    expect(screen.getByText('Hello')).toBeTruthy();
    await act(() => setLanguage('es'));
    await act(() => setLanguage('en'));
    expect(en).toHaveBeenCalledTimes(1);
  });

  it('a namespace registered while another language is on loads that language at once', async () => {
    await act(() => setLanguage('ar'));
    registerTranslations('lazy-late', { es: { hello: 'Hola' }, en: { hello: 'Hello' }, tr: { hello: 'Merhaba' }, ar: async () => ({ hello: 'أهلا' }) });
    await translationsReady();
    expect(i18n.t('hello', { ns: 'lazy-late' })).toBe('أهلا');
  });

  it('a language that fails to load leaves Spanish showing and is tried again on the next choice', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const tr = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ hello: 'Merhaba' });
    registerTranslations('lazy-flaky', { es: { hello: 'Hola' }, en: { hello: 'Hello' }, tr, ar: { hello: 'مرحبا' } });
    await act(() => setLanguage('tr'));
    expect(i18n.t('hello', { ns: 'lazy-flaky' })).toBe('Hola');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('tr strings of lazy-flaky'), expect.any(Error));
    await act(() => setLanguage('es'));
    await act(() => setLanguage('tr'));
    expect(i18n.t('hello', { ns: 'lazy-flaky' })).toBe('Merhaba');
  });
});
