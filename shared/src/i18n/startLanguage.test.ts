import { STORAGE_KEYS } from '../session/storageKeys';

// A file of its own: the module is loaded fresh, with Arabic chosen in an earlier visit.
localStorage.setItem(STORAGE_KEYS.language, 'ar');

describe('the language chosen at start', () => {
  it('resolves to itself, with its direction, once its strings arrived (i18next starts with Spanish only)', async () => {
    const { i18n, translationsReady } = await import('./i18n');
    expect(i18n.language).toBe('ar');
    await translationsReady();
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(i18n.dir()).toBe('rtl');
    expect(i18n.t('parcel.retry')).toBe('إعادة المحاولة');
  });
});
