import { ADMIN_ERRORS } from '../contract/admin';
import { LANGUAGES } from './languages';
import { adminErrorStrings } from './adminErrorStrings';
import { i18n } from './i18n';

describe('administration error codes', () => {
  it.each(LANGUAGES.map((l) => l.id))('have a message in %s for every code the server sends', (lng) => {
    const missing = Object.keys(ADMIN_ERRORS).filter((code) => !adminErrorStrings[lng][`error.${code}`]);
    expect(missing).toEqual([]);
  });

  it('say in Spanish what the server says', () => {
    for (const [code, message] of Object.entries(ADMIN_ERRORS)) expect(adminErrorStrings.es[`error.${code}`]).toBe(message);
  });

  it('are loaded into the shared namespace', () => {
    expect(i18n.t('error.admin.last_admin', { lng: 'en', ns: 'shared' })).toMatch(/without an administrator/);
  });
});
