import { CASE_ERRORS } from '../contract/cases';
import { caseErrorStrings } from './caseErrorStrings';
import { i18n } from './i18n';
import { LANGUAGES } from './languages';

describe('cases error codes', () => {
  it.each(LANGUAGES.map((l) => l.id))('have a message in %s for every code the server sends, and no other', (lng) => {
    expect(Object.keys(caseErrorStrings[lng]).sort()).toEqual(Object.keys(CASE_ERRORS).map((code) => `error.${code}`).sort());
    expect(Object.values(caseErrorStrings[lng]).every((m) => m.trim().length > 0)).toBe(true);
  });

  it('say in Spanish what the server says', () => {
    for (const [code, message] of Object.entries(CASE_ERRORS)) expect(caseErrorStrings.es[`error.${code}`]).toBe(message);
  });

  it('are loaded into the shared namespace', () => {
    expect(i18n.t('error.case.stale', { lng: 'en', ns: 'shared' })).toMatch(/reload/);
    expect(i18n.t('error.case.location_required', { lng: 'ar', ns: 'shared' })).toBe(caseErrorStrings.ar['error.case.location_required']);
  });
});
