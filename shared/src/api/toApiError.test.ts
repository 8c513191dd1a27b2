import { HTTPError } from 'ky';
import { setLanguage } from '../sig-shared';
import { toApiError } from './apiClient';

/** The server's answer to a NUL byte in `descripcion` (packages/server/src/plugins/zod.ts). */
function refusal(): HTTPError {
  const body = {
    statusCode: 400,
    error: 'Bad Request',
    code: 'validation',
    field: 'descripcion',
    message: 'El campo «descripcion» contiene caracteres no permitidos (caracteres de control o Unicode inválido).',
    errors: [{ type: 'descripcion', code: 'text.control', message: 'El campo «descripcion» contiene caracteres no permitidos (caracteres de control o Unicode inválido).' }],
  };
  const response = new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } });
  const request = new Request('http://portal.test/api');
  return new HTTPError(response, request, {} as ConstructorParameters<typeof HTTPError>[2]);
}

describe('toApiError: field errors the server codes (issue 19)', () => {
  afterEach(() => setLanguage('es'));

  it.each([
    ['en', 'The text has characters that are not allowed'],
    ['tr', 'Metinde izin verilmeyen karakterler var'],
    ['ar', 'يحتوي النص على أحرف غير مسموح بها'],
    ['es', 'El texto tiene caracteres no permitidos'],
  ])('shows the control-character refusal in %s, under its field and as the headline', async (lng, start) => {
    await setLanguage(lng as 'en');
    const e = await toApiError(refusal());
    expect(e.errors).toEqual([{ type: 'descripcion', message: expect.stringContaining(start) }]);
    expect(e.message).toContain(start);
    expect(e.field).toBe('descripcion');
  });
});
