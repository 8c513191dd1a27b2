import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { COLONIAS, OTHER_CURP, persona } from '../test/fixtures';
import { messageUnder, renderAt, signIn, snackbarTexts } from '../test/renderApp';

const PERSONA = '/api/1.0/sig/persona/hab-1';
const COLONIAS_PATH = '/api/1.0/sig/personas/colonias';
let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', COLONIAS_PATH, () => ({ json: COLONIAS }));
  signIn(['SigVerPersona', 'SigMidb']);
});

const patches = () => server.calls.filter((c) => c.method === 'PATCH' && c.path === PERSONA).map((c) => c.body);
const gets = () => server.calls.filter((c) => c.method === 'GET' && c.path === PERSONA);
const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' }) as HTMLButtonElement;
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function open(p = persona()) {
  server.on('GET', PERSONA, () => ({ json: p }));
  renderAt('/sig/personaedit/hab-1');
  await screen.findByLabelText(/^Colonia/);
  await waitFor(() => expect(within(input(/^Colonia/) as unknown as HTMLElement).getAllByRole('option')).toHaveLength(3));
}

describe('editing a person', () => {
  it('keeps save off until something changes, then sends only the changes with the version read', async () => {
    await open();
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Cambia algún dato para poder guardar.')).toBeTruthy();
    expect(screen.getByText('Esta consulta queda registrada.')).toBeTruthy();

    server.on('PATCH', PERSONA, ({ body }) => ({ json: persona({ ...(body as object), telefono: '55 9999 0000', colonia: COLONIAS.colonias[1], consentimiento: false, version: 4 }) }));
    fireEvent.change(input(/^Teléfono/), { target: { value: ' 55 9999 0000 ' } });
    fireEvent.change(input(/^Colonia/), { target: { value: 'col-2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Acepta que el municipio lo contacte/ }));
    // typed back to what it was: not a change
    fireEvent.change(input(/^Nombre/), { target: { value: 'María ' } });
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());

    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]).toEqual({ telefono: '55 9999 0000', coloniaId: 'col-2', consentimiento: false, version: 3 });
    await waitFor(() => expect(snackbarTexts()).toContain('Datos guardados.'));
    // the form starts again from the saved record: nothing left to save
    await waitFor(() => expect(input(/^Teléfono/).value).toBe('55 9999 0000'));
    expect(saveButton().disabled).toBe(true);
  });

  it('checks the CURP and e-mail before sending, in words that say what is wrong', async () => {
    await open();
    fireEvent.change(input(/^CURP/), { target: { value: 'BOXW310820HNERXN01' } });
    fireEvent.change(input(/^Correo electrónico/), { target: { value: 'maria@' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(messageUnder(input(/^CURP/))).toContain('El último dígito no corresponde'));
    expect(messageUnder(input(/^Correo electrónico/))).toContain('Escribe un correo válido');
    expect(patches()).toHaveLength(0);
  });

  it("puts the server's refusals next to their fields, translated", async () => {
    await open();
    server.on('PATCH', PERSONA, ({ body }) =>
      (body as { curp?: string }).curp
        ? apiError(409, 'persona.curp_taken', 'Ya hay otra persona registrada con esa CURP en este municipio.', 'curp')
        : apiError(400, 'validation', 'El campo «telefono» debe tener como máximo 40 caracteres.', 'telefono'),
    );
    fireEvent.change(input(/^CURP/), { target: { value: OTHER_CURP.toLowerCase() } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(messageUnder(input(/^CURP/))).toContain('Búscala antes de duplicarla.'));
    expect(patches()[0]).toEqual({ curp: OTHER_CURP, version: 3 });

    fireEvent.change(input(/^CURP/), { target: { value: 'BOXW310820HNERXN09' } });
    fireEvent.change(input(/^Teléfono/), { target: { value: '1'.repeat(41) } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(messageUnder(input(/^Teléfono/))).toBe('El teléfono puede tener hasta 40 caracteres.'));
  });

  it('explains a 409 stale version and reloads the current record on request', async () => {
    let version = 3;
    server.on('GET', PERSONA, () => ({ json: persona({ version, telefono: version > 3 ? '777' : '771 123 4567' }) }));
    server.on('PATCH', PERSONA, () => {
      version = 4;
      return apiError(409, 'persona.stale', 'Otra persona cambió este registro mientras lo veías: recarga para ver sus datos actuales.', 'version');
    });
    renderAt('/sig/personaedit/hab-1');
    fireEvent.change(await screen.findByLabelText(/^Dirección/), { target: { value: 'Otra calle 5' } });
    fireEvent.click(saveButton());

    const alert = await screen.findByText(/Otra persona cambió este registro mientras lo editabas: recarga/);
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(gets()).toHaveLength(2));
    await waitFor(() => expect(input(/^Teléfono/).value).toBe('777'));
    expect(screen.queryByText(/Otra persona cambió este registro/)).toBeNull();
    expect(input(/^Dirección/).value).toBe('Calle Hidalgo 12');
  });

  it('tells someone without SigMidb that editing needs it, without loading personal data', async () => {
    signIn(['SigVerPersona']);
    renderAt('/sig/personaedit/hab-1');
    expect(await screen.findByText(/editarla requiere el permiso SigMidb/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(gets()).toHaveLength(0);
  });

  it('keeps working when the colonias cannot be loaded, and says so', async () => {
    server.on('GET', COLONIAS_PATH, () => apiError(503, 'unavailable', 'Servicio no disponible'));
    server.on('GET', PERSONA, () => ({ json: persona() }));
    renderAt('/sig/personaedit/hab-1');
    await screen.findByLabelText(/^Colonia/);
    await waitFor(() => expect(messageUnder(input(/^Colonia/))).toContain('No se pudieron cargar las colonias'));
    // the person's own colonia stays selectable
    expect(input(/^Colonia/).value).toBe('col-1');
  });
});
