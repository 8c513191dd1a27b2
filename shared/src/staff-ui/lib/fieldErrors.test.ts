import { ApiRequestError, i18n, registerTranslations } from '@sig/shared';

import { apiErrorMessage, formErrors, isHexColor, looksLikeEmail } from './fieldErrors';

// A parcel whose own error code is translated only in its own strings.
const strings = { 'error.demo.taken': 'Ese nombre ya existe.' };
registerTranslations('staff-ui-test', { es: strings, en: strings, tr: strings, ar: strings });
const t = i18n.getFixedT('es', 'staff-ui-test');

const coded = (code: string, message = 'server says', field?: string) => new ApiRequestError({ status: 409, code, message, field });

describe('apiErrorMessage', () => {
  it("takes a code from the parcel's own strings when given its t", () => {
    expect(apiErrorMessage(coded('demo.taken'), t)).toBe('Ese nombre ya existe.');
  });

  it('falls back to the shared strings, then to the server sentence', () => {
    expect(apiErrorMessage(coded('admin.role_not_found'), t)).toBe('No existe ese rol en este cliente.');
    expect(apiErrorMessage(coded('demo.taken'))).toBe('server says');
    expect(apiErrorMessage(new Error('boom'), t)).toBe(i18n.t('error.unknown', { ns: 'shared' }));
  });
});

describe('formErrors', () => {
  it('puts a validation sentence next to the field the server named (before any dot)', () => {
    const e = new ApiRequestError({ status: 400, code: 'validation', message: 'bad', errors: [{ type: 'roleIds.0', message: 'Rol desconocido' }] });
    expect(formErrors(e, ['nombre', 'roleIds'])).toEqual({ fields: { roleIds: 'Rol desconocido' }, general: null });
  });

  it('translates a coded error on a field with the parcel t', () => {
    expect(formErrors(coded('demo.taken', 'dup', 'nombre'), ['nombre'], t)).toEqual({ fields: { nombre: 'Ese nombre ya existe.' }, general: null });
  });

  it('says what no field of the form shows in the general message', () => {
    expect(formErrors(coded('demo.taken', 'dup', 'slug'), ['nombre'], t)).toEqual({ fields: {}, general: 'Ese nombre ya existe.' });
  });
});

it('checks e-mails and colours loosely, as the forms do before the server', () => {
  expect([looksLikeEmail(' ana@tula.gob.mx '), looksLikeEmail('ana@tula'), looksLikeEmail('a b@c.d')]).toEqual([true, false, false]);
  expect([isHexColor('#0f6CBD'), isHexColor('#fff'), isHexColor('0f6cbd')]).toEqual([true, false, false]);
});
