import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { screen, within } from '@testing-library/react';

import { persona } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

const PERSONA = '/api/1.0/sig/persona/hab-1';
let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  signIn(['SigVerPersona']);
});

describe('the personal record', () => {
  it('shows every field read-only, says the view is recorded, and links to the ciudadano page', async () => {
    server.on('GET', PERSONA, () => ({ json: persona({ ubicacion: { lat: 20.05, lng: -99.34 } }) }));
    renderAt('/sig/persona/hab-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'María Hernández Ruiz' })).toBeTruthy();
    expect(screen.getByText('Esta consulta queda registrada.')).toBeTruthy();
    const datos = within(screen.getByRole('region', { name: 'Datos personales' }));
    const value = (label: string) => datos.getByText(label).nextElementSibling?.textContent;
    expect(value('Nombre')).toBe('María');
    expect(value('Apellidos')).toBe('Hernández Ruiz');
    expect(value('CURP')).toBe('BOXW310820HNERXN09');
    expect(value('Fecha de nacimiento')).toMatch(/1931/);
    expect(value('Sexo')).toBe('Mujer');
    expect(value('Correo electrónico')).toBe('maria@correo.mx');
    expect(value('Colonia')).toBe('Centro');
    expect(value('Ubicación')).toBe('20.05000, -99.34000');
    expect(value('Consentimiento de contacto')).toBe('Acepta que el municipio lo contacte sobre sus casos');
    expect(screen.queryByRole('textbox')).toBeNull();

    expect(screen.getByRole('link', { name: 'Ver reportes y solicitudes' }).getAttribute('href')).toBe('/sig/ciudadano/hab-1');
    expect(screen.getByRole('link', { name: 'Volver al ciudadano' }).getAttribute('href')).toBe('/sig/ciudadano/hab-1');
    // SigVerPersona alone may not edit
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });

  it('offers Editar to those holding SigMidb', async () => {
    signIn(['SigVerPersona', 'SigMidb']);
    server.on('GET', PERSONA, () => ({ json: persona() }));
    renderAt('/sig/persona/hab-1');
    expect((await screen.findByRole('link', { name: 'Editar' })).getAttribute('href')).toBe('/sig/personaedit/hab-1');
  });

  it('names a person registered without CURP and the empty fields as such', async () => {
    server.on('GET', PERSONA, () => ({ json: persona({ curp: null, sinCurpMotivo: 'Adulto mayor sin documentos', telefono: '', sexo: null, colonia: null, consentimiento: false }) }));
    renderAt('/sig/persona/hab-1');
    expect(await screen.findByText('Sin CURP: Adulto mayor sin documentos')).toBeTruthy();
    expect(screen.getByText('Sin especificar')).toBeTruthy();
    expect(screen.getAllByText('Sin dato').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('No acepta que el municipio lo contacte')).toBeTruthy();
  });

  it('explains a load failure and offers to retry', async () => {
    server.on('GET', PERSONA, () => apiError(404, 'persona.not_found', 'No existe esa persona en este municipio.'));
    renderAt('/sig/persona/hab-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Revisa el enlace o búscala de nuevo.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByText('Esta consulta queda registrada.')).toBeNull();
  });
});
