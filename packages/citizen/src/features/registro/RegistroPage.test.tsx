import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, citizenServer, type CitizenServer } from '../../test/citizenServer';
import { CURP, habitante, publicCliente } from '../../test/fixtures';
import { currentUrl, findTitle, messageUnder, renderAt } from '../../test/renderApp';

const CLIENTE = '/api/1.0/public/demo';
const BY_CURP = `/api/1.0/public/demo/habitantes/curp/${CURP}`;
const REGISTER = '/api/1.0/public/demo/habitantes';
let server: CitizenServer;

beforeEach(() => {
  server = citizenServer();
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
    expect(server.calls.filter((c) => c.path.includes('/curp/'))).toHaveLength(0);
  });

  it('greets a habitante already registered and continues to the portal with the intent', async () => {
    server.on('GET', BY_CURP, () => ({ json: habitante({ existente: true }) }));
    await openAt();
    fireEvent.change(curpInput(), { target: { value: CURP } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await findTitle('Ya estás registrado, María')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(currentUrl()).toBe('/act/port/demo/h-7Yp2?intent=reporte');
  });

  it('looks up the CURP that comes in the link', async () => {
    server.on('GET', BY_CURP, () => ({ json: habitante({ existente: true }) }));
    renderAt(`/act/registro/buscar/demo/${CURP.toLowerCase()}`);
    expect(await findTitle('Ya estás registrado, María')).toBeTruthy();
  });

  it('offers an anonymous reporte, but not for a solicitud', async () => {
    await openAt();
    expect(screen.getByRole('link', { name: 'Continuar sin registrarme' }).getAttribute('href')).toBe('/act/port/demo/anonimo?intent=reporte');
    expect(screen.queryByRole('button', { name: 'Registrarme sin CURP' })).toBeNull();
  });
});

describe('the registration form', () => {
  async function reachForm() {
    server.on('GET', BY_CURP, () => apiError(404, 'citizen.not_found', 'No encontramos ese registro.'));
    await openAt();
    fireEvent.change(curpInput(), { target: { value: CURP } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await findTitle('Regístrate');
    return screen.getByRole('form', { name: 'Registro' });
  }

  it('prefills birth date and sex from the CURP, leaves consent unchecked and sends what was typed', async () => {
    server.on('POST', REGISTER, () => ({ status: 201, json: habitante() }));
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
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { curp: CURP, nombre: 'María', apellidos: 'López Ruiz', fechaNacimiento: '1931-08-20', sexo: 'H', telefono: '55 1234 5678', consentimiento: true },
    ]);
  });

  it('sends consent false when left unchecked, and says "ya registrado" when the registry already had the CURP', async () => {
    server.on('POST', REGISTER, () => ({ status: 200, json: habitante({ nombre: 'Marisol', existente: true }) }));
    const form = await reachForm();
    fireEvent.change(input(/^Nombre/), { target: { value: 'María' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'López' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrarme' }));

    expect(await findTitle('Ya estás registrado, Marisol')).toBeTruthy();
    expect((server.calls.find((c) => c.method === 'POST')?.body as { consentimiento: boolean }).consentimiento).toBe(false);
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
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
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
    server.on('POST', REGISTER, () => ({ status: 201, json: habitante() }));
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
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ sinCurpMotivo: 'Nací en Guatemala.', nombre: 'Ana', apellidos: 'Pérez', consentimiento: false });
  });
});
