import { ADMIN_ERRORS } from '../../contract/admin';
import { LANGUAGES } from '../languages';
import * as ar from './ar';
import * as en from './en';
import * as es from './es';
import * as tr from './tr';
import { i18n, translationsReady } from '../i18n';

const BY_LANGUAGE = { es, en, tr, ar };

describe('administration error codes', () => {
  it.each(LANGUAGES.map((l) => l.id))('have a message in %s for every code the server sends', (lng) => {
    const missing = Object.keys(ADMIN_ERRORS).filter((code) => !BY_LANGUAGE[lng].adminErrors[`error.${code}`]);
    expect(missing).toEqual([]);
  });

  it('say in Spanish what the server says', () => {
    for (const [code, message] of Object.entries(ADMIN_ERRORS)) expect(es.adminErrors[`error.${code}`]).toBe(message);
  });

  it('are loaded into the shared namespace once the language is wanted', async () => {
    await Promise.all([translationsReady('en'), translationsReady('ar')]);
    expect(i18n.t('error.admin.last_admin', { lng: 'en', ns: 'shared' })).toMatch(/without an administrator/);
  });
});
