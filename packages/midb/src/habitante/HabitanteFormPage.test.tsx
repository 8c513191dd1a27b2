import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, COLONIAS, CURP, OTHER_CURP, habitante } from '../test/fixtures';
import { messageUnder, renderAt, signIn, snackbarTexts } from '../test/renderApp';

let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.colonias, () => ({ json: COLONIAS }));
  signIn(['SigMidb']);
});

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const posts = () => server.callsTo('POST', API.habitantes).map((c) => c.body);
const patches = () => server.callsTo('PATCH', API.habitante()).map((c) => c.body);

describe('a new habitante', () => {
  it('reads the birth date and sex from a valid CURP, shows them read-only and sends the CURP alone for them', async () => {
    server.on('POST', API.habitantes, ({ body }) => ({ json: habitante({ id: 'hab-9', ...(body as object) }) }));
    server.on('GET', API.habitante('hab-9'), () => ({ json: habitante({ id: 'hab-9' }) }));
    renderAt('/sig/midbciudadano/nuevo');
    fireEvent.change(await screen.findByLabelText(/^Nombre/), { target: { value: ' María ' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'Hernández Ruiz' } });

    // a CURP being typed is not yet judged; a complete wrong one is
    fireEvent.change(input(/^CURP/), { target: { value: 'boxw3108' } });
    expect(input(/^Fecha de nacimiento/).readOnly).toBe(false);
    fireEvent.change(input(/^CURP/), { target: { value: 'BOXW310820HNERXN01' } });
    expect(messageUnder(input(/^CURP/))).toContain('Esta CURP no es válida');

    fireEvent.change(input(/^CURP/), { target: { value: CURP.toLowerCase() } });
    expect(input(/^CURP/).value).toBe(CURP);
    expect(messageUnder(input(/^CURP/))).toContain('la fecha de nacimiento y el sexo se toman de ella');
    expect(input(/^Fecha de nacimiento/).value).toBe('1931-08-20');
    expect(input(/^Fecha de nacimiento/).readOnly).toBe(true);
    expect(input(/^Sexo/).value).toBe('Hombre');
    expect(input(/^Sexo/).readOnly).toBe(true);

    fireEvent.change(input(/^Colonia/), { target: { value: 'col-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar habitante' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({ curp: CURP, nombre: 'María', apellidos: 'Hernández Ruiz', coloniaId: 'col-2', consentimiento: false });
    await waitFor(() => expect(window.location.pathname).toBe('/sig/midbciudadano/ver/hab-9'));
    expect(snackbarTexts()).toContain('Habitante registrado.');
  });

  it('offers no "sin CURP" without SigOperacionSinCurp, and asks for the CURP', async () => {
    renderAt('/sig/midbciudadano/nuevo');
    fireEvent.change(await screen.findByLabelText(/^Nombre/), { target: { value: 'Juan' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'Pérez' } });
    expect(screen.queryByRole('checkbox', { name: /Registrar sin CURP/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar habitante' }));
    await waitFor(() => expect(messageUnder(input(/^CURP/))).toContain('necesita el permiso de operación sin CURP'));
    expect(posts()).toHaveLength(0);
  });

  it('with SigOperacionSinCurp registers without a CURP, requiring a reason, with the birth date and sex typed', async () => {
    signIn(['SigMidb', 'SigOperacionSinCurp']);
    server.on('POST', API.habitantes, ({ body }) => ({ json: habitante({ id: 'hab-7', curp: null, ...(body as object) }) }));
    server.on('GET', API.habitante('hab-7'), () => ({ json: habitante({ id: 'hab-7', curp: null, sinCurpMotivo: 'Adulto mayor sin documentos' }) }));
    renderAt('/sig/midbciudadano/nuevo');
    fireEvent.change(await screen.findByLabelText(/^Nombre/), { target: { value: 'Juan' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'Pérez' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar habitante' }));
    await waitFor(() => expect(messageUnder(input(/^CURP/))).toContain('marca «Registrar sin CURP» y di el motivo'));

    fireEvent.click(screen.getByRole('checkbox', { name: /Registrar sin CURP/ }));
    expect(screen.queryByLabelText(/^CURP/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Registrar habitante' }));
    await waitFor(() => expect(messageUnder(input(/^Motivo para registrar sin CURP/))).toContain('Escribe por qué se registra sin CURP'));
    expect(posts()).toHaveLength(0);

    fireEvent.change(input(/^Motivo para registrar sin CURP/), { target: { value: 'Adulto mayor sin documentos' } });
    fireEvent.change(input(/^Fecha de nacimiento/), { target: { value: '1950-02-03' } });
    fireEvent.change(input(/^Sexo/), { target: { value: 'H' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar habitante' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({ sinCurpMotivo: 'Adulto mayor sin documentos', nombre: 'Juan', apellidos: 'Pérez', fechaNacimiento: '1950-02-03', sexo: 'H', consentimiento: false });
  });

  it("puts the server's refusals next to their fields, translated", async () => {
    server.on('POST', API.habitantes, ({ body }) =>
      (body as { telefono?: string }).telefono
        ? apiError(400, 'validation', 'El campo «telefono» debe tener como máximo 40 caracteres.', 'telefono')
        : apiError(409, 'persona.curp_taken', 'Ya hay otra persona registrada con esa CURP en este municipio.', 'curp'),
    );
    renderAt('/sig/midbciudadano/nuevo');
    fireEvent.change(await screen.findByLabelText(/^Nombre/), { target: { value: 'Ana' } });
    fireEvent.change(input(/^Apellidos/), { target: { value: 'Gómez' } });
    fireEvent.change(input(/^CURP/), { target: { value: OTHER_CURP } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar habitante' }));
    await waitFor(() => expect(messageUnder(input(/^CURP/))).toContain('Búscala antes de duplicarla.'));

    fireEvent.change(input(/^Teléfono/), { target: { value: '5'.repeat(40) } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar habitante' }));
    await waitFor(() => expect(messageUnder(input(/^Teléfono/))).toBe('El teléfono puede tener hasta 40 caracteres.'));
  });
});

describe('editing a habitante', () => {
  it('sends only the changes with the version read', async () => {
    server.on('GET', API.habitante(), () => ({ json: habitante() }));
    server.on('PATCH', API.habitante(), ({ body }) => ({ json: habitante({ ...(body as object), version: 4 }) }));
    renderAt('/sig/midbciudadano/editar/hab-1');
    await waitFor(() => expect(input(/^Teléfono/).value).toBe('771 123 4567'));
    expect((screen.getByRole('button', { name: 'Guardar cambios' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(/^Teléfono/), { target: { value: ' 55 9999 0000 ' } });
    fireEvent.change(input(/^Latitud/), { target: { value: '20.05' } });
    fireEvent.change(input(/^Longitud/), { target: { value: '-99.34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toEqual({ telefono: '55 9999 0000', ubicacion: { lat: 20.05, lng: -99.34 }, version: 3 });
    await waitFor(() => expect(window.location.pathname).toBe('/sig/midbciudadano/ver/hab-1'));
  });

  it('explains a 409 stale version and reloads the current record on request', async () => {
    let version = 3;
    server.on('GET', API.habitante(), () => ({ json: habitante({ version, telefono: version > 3 ? '777' : '771 123 4567' }) }));
    server.on('PATCH', API.habitante(), () => {
      version = 4;
      return apiError(409, 'persona.stale', 'Otra persona cambió este registro mientras lo veías: recarga para ver sus datos actuales.', 'version');
    });
    renderAt('/sig/midbciudadano/editar/hab-1');
    await waitFor(() => expect(input(/^Dirección/).value).toBe('Calle Hidalgo 12'));
    fireEvent.change(input(/^Dirección/), { target: { value: 'Otra calle 5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const alert = await screen.findByText(/Otra persona cambió este registro mientras lo editabas: recarga/);
    expect((screen.getByRole('button', { name: 'Guardar cambios' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(input(/^Teléfono/).value).toBe('777'));
    expect(screen.queryByText(/Otra persona cambió este registro/)).toBeNull();
    expect(input(/^Dirección/).value).toBe('Calle Hidalgo 12');
    expect(server.callsTo('GET', API.habitante())).toHaveLength(2);
  });
});
