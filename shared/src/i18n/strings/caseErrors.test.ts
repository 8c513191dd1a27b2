import { CASE_ERRORS } from '../../contract/cases';
import * as ar from './ar';
import * as en from './en';
import * as es from './es';
import * as tr from './tr';
import { i18n, translationsReady } from '../i18n';
import { LANGUAGES } from '../languages';

const BY_LANGUAGE = { es, en, tr, ar };

describe('cases error codes', () => {
  it.each(LANGUAGES.map((l) => l.id))('have a message in %s for every code the server sends, and no other', (lng) => {
    expect(Object.keys(BY_LANGUAGE[lng].caseErrors).sort()).toEqual(Object.keys(CASE_ERRORS).map((code) => `error.${code}`).sort());
    expect(Object.values(BY_LANGUAGE[lng].caseErrors).every((m) => m.trim().length > 0)).toBe(true);
  });

  it('say in Spanish what the server says', () => {
    for (const [code, message] of Object.entries(CASE_ERRORS)) expect(es.caseErrors[`error.${code}`]).toBe(message);
  });

  it('are loaded into the shared namespace once the language is wanted', async () => {
    await Promise.all([translationsReady('en'), translationsReady('ar')]);
    expect(i18n.t('error.case.stale', { lng: 'en', ns: 'shared' })).toMatch(/reload/);
    expect(i18n.t('error.case.location_required', { lng: 'ar', ns: 'shared' })).toBe(ar.caseErrors['error.case.location_required']);
  });
});
