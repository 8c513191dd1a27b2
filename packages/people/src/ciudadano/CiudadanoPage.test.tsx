import { setLanguage } from '@sig/shared';
import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { caso, ciudadano } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

const PAGE = '/api/1.0/sig/ciudadano/hab-1';
let server: FakeServer;

// The api client loads the zod contract on its first call; loading it up front keeps that cost out of the first test.
beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  signIn(['SigVerPersona', 'SigVerReporte', 'SigVerSolicitudes', 'SigMidb']);
});

const REPORTES = [
  caso({ id: 'c2', folio: 'R-2026-000020', vencido: true, estatus: { id: 'e2', nombre: 'Asignado', color: '#1e88e5', final: false } }),
  caso({ id: 'c1', folio: 'R-2026-000010', closedAt: '2026-03-05T16:00:00.000Z', estatus: { id: 'e3', nombre: 'Atendido', color: '#43a047', final: true } }),
];

describe('the ciudadano page', () => {
  it("shows the person, their personal data with the audit note, and their cases linking to each case's page", async () => {
    server.on('GET', PAGE, () => ({
      json: ciudadano({ secciones: { reportes: { permitido: true, items: REPORTES, total: 2 }, solicitudes: { permitido: true, items: [caso({ id: 's1', folio: 'S-2026-000003' })], total: 1 } } }),
    }));
    renderAt('/sig/ciudadano/hab-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'María Hernández Ruiz' })).toBeTruthy();
    const datos = screen.getByRole('region', { name: 'Datos personales' });
    expect(within(datos).getByText('BOXW310820HNERXN09')).toBeTruthy();
    expect(within(datos).getByText('771 123 4567')).toBeTruthy();
    expect(within(datos).getByText('Centro')).toBeTruthy();
    expect(within(datos).getByText('Esta consulta queda registrada.')).toBeTruthy();

    const reportes = within(screen.getByRole('region', { name: 'Reportes de esta persona' }));
    const rows = reportes.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['R-2026-000020', 'R-2026-000010']);
    expect(reportes.getByRole('link', { name: 'R-2026-000020' }).getAttribute('href')).toBe('/sig/reporte/c2');
    expect(within(rows[0]).getByText('Vencido')).toBeTruthy();
    expect(within(rows[0]).getByText('Abierto')).toBeTruthy();
    expect(within(rows[1]).queryByText('Vencido')).toBeNull();
    expect(within(rows[1]).getByText('Atendido')).toBeTruthy();

    const solicitud = within(screen.getByRole('region', { name: 'Solicitudes de esta persona' })).getByRole('link', { name: 'S-2026-000003' });
    expect(solicitud.getAttribute('href')).toBe('/sig/solicitud/s1');

    expect(screen.getByRole('link', { name: 'Ver ficha personal' }).getAttribute('href')).toBe('/sig/persona/hab-1');
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/sig/personaedit/hab-1');
  });

  it('without permission for personal data or a kind of case, says so instead of showing data or an empty list', async () => {
    signIn(['SigVerReporte']);
    server.on('GET', PAGE, () => ({
      json: ciudadano({
        persona: { id: 'hab-1', nombreCompleto: 'María Hernández Ruiz', datos: null },
        puedeVerPersona: false,
        puedeEditar: false,
        secciones: { reportes: { permitido: true, items: [], total: 0 }, solicitudes: { permitido: false } },
      }),
    }));
    renderAt('/sig/ciudadano/hab-1');

    expect(await screen.findByText(/No tienes permiso para ver los datos personales de esta persona/)).toBeTruthy();
    expect(screen.queryByText('Esta consulta queda registrada.')).toBeNull();
    expect(screen.getByText('Esta persona no tiene reportes.')).toBeTruthy();
    expect(screen.getByText('No tienes permiso para ver solicitudes, por eso no se muestran aquí.')).toBeTruthy();
    expect(screen.queryByText('Esta persona no tiene solicitudes.')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ver ficha personal' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });

  it('says when only the newest cases are listed', async () => {
    server.on('GET', PAGE, () => ({ json: ciudadano({ secciones: { reportes: { permitido: true, items: REPORTES, total: 140 }, solicitudes: { permitido: true, items: [], total: 0 } } }) }));
    renderAt('/sig/ciudadano/hab-1');
    expect(await screen.findByText('Se muestran los 2 más recientes de 140.')).toBeTruthy();
  });

  it('shows loading, then an unknown person in its own words, and retries', async () => {
    let calls = 0;
    server.on('GET', PAGE, () => (++calls === 1 ? apiError(404, 'persona.not_found', 'No existe esa persona en este municipio.') : { json: ciudadano() }));
    renderAt('/sig/ciudadano/hab-1');
    expect(screen.getByText('Cargando…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No existe esa persona en este municipio. Revisa el enlace o búscala de nuevo.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'María Hernández Ruiz' })).toBeTruthy();
  });

  it('speaks each language, right to left in Arabic', async () => {
    server.on('GET', PAGE, () => ({ json: ciudadano() }));
    const expected = { en: 'This person has no reports.', tr: 'Bu kişinin bildirimi yok.', ar: 'ليس لهذا الشخص بلاغات.' } as const;
    for (const [lng, text] of Object.entries(expected)) {
      await act(() => setLanguage(lng as keyof typeof expected));
      const { unmount } = renderAt('/sig/ciudadano/hab-1');
      expect(await screen.findByText(text)).toBeTruthy();
      if (lng === 'ar') expect(document.documentElement.getAttribute('dir') ?? document.dir).toBe('rtl');
      unmount();
    }
    await waitFor(() => expect(server.calls.filter((c) => c.path === PAGE)).toHaveLength(3));
  });
});

describe("the person's programmes (issue 23)", () => {
  const programas = {
    permitido: true,
    items: [
      { programa: { id: 'prog-1', nombre: 'Adultos mayores' }, estado: 'activa' as const, desde: '2026-02-01T16:00:00.000Z', hasta: null },
      { programa: { id: 'prog-2', nombre: 'Becas' }, estado: 'baja' as const, desde: '2025-02-01T16:00:00.000Z', hasta: '2025-12-01T16:00:00.000Z' },
    ],
    total: 2,
  };
  const base = ciudadano();

  it('lists them with their estado, linking to each programme for SigMidb', async () => {
    server.on('GET', PAGE, () => ({ json: ciudadano({ secciones: { ...base.secciones, programas } }) }));
    renderAt('/sig/ciudadano/hab-1');
    const table = within(await screen.findByRole('region', { name: 'Programas de esta persona' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Adultos mayores' }).getAttribute('href')).toBe('/sig/midboff/prog-1');
    expect(within(rows[0]!).getByText('Activa')).toBeTruthy();
    expect(within(rows[1]!).getByText('Baja')).toBeTruthy();
  });

  it('names them without a link for someone without SigMidb', async () => {
    signIn(['SigVerPersona']);
    server.on('GET', PAGE, () => ({ json: ciudadano({ secciones: { ...base.secciones, programas } }) }));
    renderAt('/sig/ciudadano/hab-1');
    const table = within(await screen.findByRole('region', { name: 'Programas de esta persona' }));
    expect(table.getByText('Adultos mayores')).toBeTruthy();
    expect(table.queryByRole('link')).toBeNull();
  });

  it('leaves the section out where the server does not allow it, and from an older server', async () => {
    server.on('GET', PAGE, () => ({ json: ciudadano({ secciones: { ...base.secciones, programas: { permitido: false } } }) }));
    const { unmount } = renderAt('/sig/ciudadano/hab-1');
    await screen.findByRole('heading', { level: 1, name: 'María Hernández Ruiz' });
    expect(screen.queryByRole('heading', { name: 'Programas' })).toBeNull();
    unmount();
    server.on('GET', PAGE, () => ({ json: base }));
    renderAt('/sig/ciudadano/hab-1');
    await screen.findByRole('heading', { level: 1, name: 'María Hernández Ruiz' });
    expect(screen.queryByRole('heading', { name: 'Programas' })).toBeNull();
  });
});
