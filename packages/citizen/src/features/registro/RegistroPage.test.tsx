import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@sig/shared';

import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { CURP, publicCliente, session } from '../../test/fixtures';
import { currentUrl, findTitle, messageUnder, renderAt } from '../../test/renderApp';

const CLIENTE = '/api/1.0/public/demo';
const ASK_CODE = '/api/1.0/public/demo/habitantes/codigo';
const VERIFY = '/api/1.0/public/demo/habitantes/verificar';
const REGISTER = '/api/1.0/public/demo/habitantes';
const EMAIL = { canal: 'email', destino: 'm•••@gmail.com' };
const PHONE = { canal: 'telefono', destino: '•••• ••32' };
const codeSent = (over: object = {}) => ({ nombre: 'María', cliente: 'demo', canales: [EMAIL], enviado: EMAIL, reenviarEn: 60, expiraEn: 600, ...over });
const registered = (over: object = {}) => ({ nombre: 'María', cliente: 'demo', existente: false, sesion: session(), canales: [EMAIL], ...over });
const codeInput = () => screen.getByRole('textbox', { name: /Código de 6 dígitos/ }) as HTMLInputElement;
let server: FakeServer;

beforeEach(() => {
  server = fakeServer();
  server.on('GET', CLIENTE, () => ({ json: publicCliente() }));
});

const curpInput = () => screen.getByRole('textbox', { name: /^CURP/ }) as HTMLInputElement;
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

async function openAt(path = '/act/registro/buscar/demo?intent=reporte') {
  renderAt(path);
  await screen.findByText('Municipio Demo');
}

describe('the CURP step', () => {
  it('upper-cases what is typed and names each problem of the CURP', async () => {
    await openAt();
    const field = curpInput();

    fireEvent.change(field, { target: { value: 'boxw 3108' } });
    expect(field.value).toBe('BOXW3108');
    // still typing: no message yet
    expect(messageUnder(field)).not.toContain('18 caracteres.');
    fireEvent.blur(field);
    expect(messageUnder(field)).toContain('La CURP tiene 18 caracteres.');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    const cases: [string, string][] = [
      ['123456789012345678', 'Esa no tiene la forma de una CURP: revisa letras y números.'],
      ['BOXW311320HNERXN09', 'La fecha de nacimiento de la CURP no existe: revisa los números 5 al 10.'],
      ['BOXW310820HZZRXN09', 'La clave del estado de nacimiento (letras 12 y 13) no existe.'],
      ['BOXW310820HNERXN08', 'El último dígito no corresponde: revisa que la CURP esté bien escrita.'],
      [CURP.toLowerCase(), 'CURP válida.'],
    ];
    for (const [typed, message] of cases) {
      fireEvent.change(field, { target: { value: typed } });
      expect([typed, messageUnder(field)]).toEqual([typed, expect.stringContaining(message)]);
    }
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('refuses to search with a bad CURP and keeps the focus on it', async () => {
    await openAt();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(messageUnder(curpInput())).toContain('Escribe tu CURP.');
    expect(document.activeElement).toBe(curpInput());
    expect(server.calls.filter((c) => c.path.includes('/habitantes'))).toHaveLength(0);
  });

  it('a registered CURP gets a code at the masked address; the pasted code verifies and continues to the portal with the session', async () => {
    server.on('POST', ASK_CODE, () => ({ json: codeSent() }));
    server.on('POST', VERIFY, () => ({ json: session() }));
    await openAt();
    fireEvent.change(curpInput(), { target: { value: CURP } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await findTitle('Hola, María')).toBeTruthy();
    expect(screen.getByText(/Te enviamos un código a/).textContent).toContain('m•••@gmail.com');
    const field = codeInput();
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByRole('button', { name: 'Reenviar código en 60 s' }).hasAttribute('disabled')).toBe(true);
    // pasted with a space: the digits are kept and sent at once
    fireEvent.change(field, { target: { value: '123 456' } });
    await waitFor(() => expect(currentUrl()).toBe('/act/port/demo/h-7Yp2?intent=reporte'));
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ curp: CURP }, { curp: CURP, codigo: '123456' }]);
    expect(sessionStorage.getItem('sig.citizen.sessions')).toContain('sesion-de-prueba');
  });

  it('with both an e-mail and a phone on file the person chooses where the code goes', async () => {
    server.on('POST', ASK_CODE, ({ body }) => ({ json: (body as { canal?: string }).canal ? codeSent({ canales: [EMAIL, PHONE], enviado: PHONE }) : codeSent({ canales: [EMAIL, PHONE], enviado: null, reenviarEn: 0 }) }));
    renderAt(`/act/registro/buscar/demo/${CURP.toLowerCase()}`);
    expect(await findTitle('Hola, María')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Mensaje al teléfono/ }));
    expect(await screen.findByText(/Te enviamos un código por mensaje al/)).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ curp: CURP }, { curp: CURP, canal: 'telefono' }]);
    expect(screen.getByRole('button', { name: 'Recibirlo por otro medio' })).toBeTruthy();
  });

  it.each([
    ['citizen.code_wrong', 'El código no es correcto. Revisa el mensaje que te enviamos.'],
    ['citizen.code_expired', 'El código venció o ya se usó. Pide uno nuevo.'],
    ['citizen.code_locked', 'Demasiados intentos con este código. Pide uno nuevo.'],
  ])('a refused code (%s) is explained under the field, which empties for another try', async (code, text) => {
    server.on('POST', ASK_CODE, () => ({ json: codeSent() }));
    server.on('POST', VERIFY, () => apiError(400, code, 'x', 'codigo'));
    await openAt();
    fireEvent.change(curpInput(), { target: { value: CURP } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await findTitle('Hola, María');
    fireEvent.change(codeInput(), { target: { value: '654321' } });
    await waitFor(() => expect(messageUnder(codeInput())).toContain(text));
    expect(codeInput().value).toBe('');
    expect(currentUrl()).toBe('/act/registro/buscar/demo?intent=reporte');
  });

  it('resends when the countdown ends', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.on('POST', ASK_CODE, () => ({ json: codeSent({ reenviarEn: 2 }) }));
      await openAt();
      fireEvent.change(curpInput(), { target: { value: CURP } });
      fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
      await findTitle('Hola, María');
      expect(screen.getByRole('button', { name: 'Reenviar código en 2 s' })).toBeTruthy();
      await act(async () => jest.advanceTimersByTime(2500));
      fireEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
      await waitFor(() => expect(server.calls.filter((c) => c.path === ASK_CODE)).toHaveLength(2));
      expect(server.calls.filter((c) => c.path === ASK_CODE)[1]!.body).toEqual({ curp: CURP, canal: 'email' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('in Arabic the code step reads right to left with the masked address kept left to right', async () => {
    server.on('POST', ASK_CODE, () => ({ json: codeSent() }));
    await openAt();
    fireEvent.change(curpInput(), { target: { value: CURP } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await findTitle('Hola, María');
    await act(() => setLanguage('ar'));
    expect(await findTitle('مرحباً، María')).toBeTruthy();
    expect(screen.getByText('m•••@gmail.com').getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('textbox', { name: /رمز من 6 أرقام/ })).toBeTruthy();
    await act(() => setLanguage('es'));
  });

  it('offers an anonymous reporte, but not for a solicitud', async () => {
    await openAt();
    expect(screen.getByRole('link', { name: 'Continuar sin registrarme' }).getAttribute('href')).toBe('/act/port/demo/anonimo?intent=reporte');
    expect(screen.queryByRole('button', { name: 'Registrarme sin CURP' })).toBeNull();
  });
});

describe('the registration form', () => {
  async function reachForm() {
    server.on('POST', ASK_CODE, () => apiError(404, 'citizen.not_found', 'No encontramos ese registro.'));
    await openAt();
    fireEvent.change(curpInput(), { target: { value: CURP } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await findTitle('Regístrate');
    return screen.getByRole('form', { name: 'Registro' });
  }

  it('prefills birth date and sex from the CURP, leaves consent unchecked and sends what was typed', async () => {
    server.on('POST', REGISTER, () => ({ status: 201, json: registered() }));
    const form = await reachForm();
    expect(within(form).getByText(CURP)).toBeTruthy();
    expect(input(/^Fecha de nacimiento/).value).toBe('1931-08-20');
    expect((within(form).getByRole('combobox', { name: 'Sexo' }) as HTMLSelectElement).value).toBe('H');
    const consent = within(form).getByRole('checkbox', { name: 'Acepto que el municipio me contacte sobre mis reportes.' }) as HTMLInputElement;
    expect(consent.checked).toBe(false);

    fireEvent.change(input(/^Nombre/), { target: { value: '  María ' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'López Ruiz' } });
    fireEvent.change(input(/^Teléfono/), { target: { value: '55 1234 5678' } });
    fireEvent.click(consent);
    fireEvent.click(within(form).getByRole('button', { name: 'Registrarme' }));

    await waitFor(() => expect(currentUrl()).toBe('/act/port/demo/h-7Yp2?intent=reporte'));
    expect(server.calls.filter((c) => c.path === REGISTER).map((c) => c.body)).toEqual([
      { curp: CURP, nombre: 'María', apellidos: 'López Ruiz', fechaNacimiento: '1931-08-20', sexo: 'H', telefono: '55 1234 5678', consentimiento: true },
    ]);
  });

  it('sends consent false when left unchecked; a CURP the registry already had gets no session but a code step', async () => {
    server.on('POST', REGISTER, () => ({ status: 200, json: registered({ nombre: 'Marisol', existente: true, sesion: null }) }));
    const form = await reachForm();
    fireEvent.change(input(/^Nombre/), { target: { value: 'María' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'López' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrarme' }));

    expect(await findTitle('Hola, Marisol')).toBeTruthy();
    expect(screen.getByText(/Esa CURP ya está registrada/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviarme un código' })).toBeTruthy();
    expect((server.calls.find((c) => c.path === REGISTER)?.body as { consentimiento: boolean }).consentimiento).toBe(false);
    expect(currentUrl()).toBe('/act/registro/buscar/demo?intent=reporte');
  });

  it('checks names, phone and e-mail before sending, and focuses the first problem', async () => {
    const form = await reachForm();
    fireEvent.change(input(/^Teléfono/), { target: { value: '12' } });
    fireEvent.change(input(/^Correo/), { target: { value: 'maria@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrarme' }));

    expect(messageUnder(input(/^Nombre/))).toContain('Escribe tu nombre.');
    expect(messageUnder(input(/^Apellidos/))).toContain('Escribe tus apellidos.');
    expect(messageUnder(input(/^Teléfono/))).toContain('al menos 7 dígitos');
    expect(messageUnder(input(/^Correo/))).toContain('Escribe un correo válido');
    expect(document.activeElement).toBe(input(/^Nombre/));
    expect(server.calls.filter((c) => c.path === REGISTER)).toHaveLength(0);
  });

  it('puts a server error under its field and keeps what was typed', async () => {
    server.on('POST', REGISTER, () => apiError(400, 'validation', 'El campo «email» no es un correo válido.', 'email'));
    const form = await reachForm();
    fireEvent.change(input(/^Nombre/), { target: { value: 'María' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'López' } });
    fireEvent.change(input(/^Correo/), { target: { value: 'maria@ejemplo.mx' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrarme' }));

    await waitFor(() => expect(messageUnder(input(/^Correo/))).toContain('El campo «email» no es un correo válido.'));
    expect(input(/^Nombre/).value).toBe('María');
    expect(document.activeElement).toBe(input(/^Correo/));
  });

  it('registers without a CURP, with the reason, where the municipality allows it', async () => {
    server.on('GET', CLIENTE, () => ({ json: publicCliente({ operacionSinCurp: true }) }));
    server.on('POST', REGISTER, () => ({ status: 201, json: registered() }));
    await openAt('/act/registro/nuevo/demo?intent=solicitud');
    expect(screen.queryByRole('link', { name: 'Continuar sin registrarme' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Registrarme sin CURP' }));
    const form = await screen.findByRole('form', { name: 'Registro' });

    fireEvent.change(input(/^Nombre/), { target: { value: 'Ana' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'Pérez' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrarme' }));
    const motivo = within(form).getByRole('textbox', { name: /Por qué te registras sin CURP/ });
    expect(messageUnder(motivo)).toContain('Cuéntanos por qué te registras sin CURP.');

    fireEvent.change(motivo, { target: { value: 'Nací en Guatemala.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(currentUrl()).toBe('/act/port/demo/h-7Yp2?intent=solicitud'));
    expect(server.calls.find((c) => c.path === REGISTER)?.body).toEqual({ sinCurpMotivo: 'Nací en Guatemala.', nombre: 'Ana', apellidos: 'Pérez', consentimiento: false });
  });
});
