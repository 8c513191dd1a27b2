import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer } from '@sig/shared/testing/fakeServer';
import type { SetupStatus } from '@sig/shared';
import { CLIENTE } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

const STATUS_PATH = '/api/1.0/setup/status';
const STEP_PATH = '/api/1.0/setup/steps';
const STARTER_PATH = '/api/1.0/setup/starter-catalogs';
const COLONIAS_PATH = '/api/1.0/setup/colonias';
const CLIENTE_PATH = '/api/1.0/admin/cliente';

const STEPS = ['identidad', 'zonaHoraria', 'mapa', 'catalogos', 'colonias', 'equipo', 'difusion'] as const;

function statusWith(states: Partial<Record<(typeof STEPS)[number], 'hecho' | 'omitido'>> = {}, counts: Partial<SetupStatus['counts']> = {}): SetupStatus {
  const steps = STEPS.map((step) => ({ step, state: states[step] ?? ('pendiente' as const) }));
  return {
    slug: 'tula',
    steps,
    counts: { dependencias: 0, tiposReporte: 0, estatusReporte: 0, origenes: 0, colonias: 0, miembros: 1, ...counts },
    complete: steps.every((s) => s.state !== 'pendiente'),
    needsGuide: !states.mapa || !states.catalogos,
  };
}

beforeEach(() => {
  signIn(['admin']);
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

function serve(status = statusWith()) {
  const server = fakeServer();
  let current = status;
  server.on('GET', STATUS_PATH, () => ({ json: current }));
  server.on('GET', CLIENTE_PATH, () => ({ json: { ...CLIENTE, map: { lat: null, lng: null, zoom: null, tileUrl: CLIENTE.map.tileUrl } } }));
  server.on('PUT', CLIENTE_PATH, ({ body }) => ({ json: { ...CLIENTE, ...(body as object) } }));
  server.on('PUT', STEP_PATH, ({ body }) => {
    const { step, state } = body as { step: (typeof STEPS)[number]; state: 'hecho' | 'omitido' | 'pendiente' };
    current = { ...current, steps: current.steps.map((s) => (s.step === step ? { step, state } : s)) };
    return { json: current };
  });
  server.on('GET', '/api/1.0/sig/catalogos/colonias', () => ({ json: { items: [{ id: 'k1', nombre: 'Centro', codigoPostal: '42800', zonaId: null, poligono: null, centroide: { lat: 20.06, lng: -99.34 }, activo: true, createdAt: '', updatedAt: '' }], total: 1, page: 1, pageSize: 8 } }));
  return {
    server,
    set: (s: SetupStatus) => {
      current = s;
    },
  };
}

const stepList = async () => within(await screen.findByRole('navigation', { name: 'Pasos de la configuración' }));

describe('setup guide (issue 24)', () => {
  it('shows every step with what the server says is missing, and opens the first one still to do', async () => {
    serve(statusWith({ identidad: 'hecho', zonaHoraria: 'omitido' }));
    renderAt('/sig/configuracion');
    const list = await stepList();
    expect(list.getByRole('button', { name: /1\. Nombre, logotipo y colores\s*Listo/ })).toBeTruthy();
    expect(list.getByRole('button', { name: /2\. Zona horaria\s*Omitido/ })).toBeTruthy();
    expect(list.getByRole('button', { name: /3\. Centro del mapa\s*Falta/ }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('2 de 7 pasos listos')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '3. Centro del mapa' })).toBeTruthy();
  });

  it('skips a step on the server, goes on to the next, and takes it up again', async () => {
    const { server } = serve();
    renderAt('/sig/configuracion?paso=equipo');
    await screen.findByRole('heading', { name: '6. Invitar al equipo' });
    fireEvent.click(screen.getByRole('button', { name: 'Omitir por ahora' }));
    // the next step's heading takes the focus (on a phone it is below the list)
    const next = await screen.findByRole('heading', { name: '7. Enlace público y cartel' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(server.callsTo('PUT', STEP_PATH).map((c) => c.body)).toEqual([{ step: 'equipo', state: 'omitido' }]);
    expect(window.location.search).toBe('?paso=difusion');
    const list = await stepList();
    fireEvent.click(list.getByRole('button', { name: /6\. Invitar al equipo\s*Omitido/ }));
    expect(await screen.findByText('Omitiste este paso. Puedes retomarlo cuando quieras.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retomar este paso' }));
    await waitFor(() => expect(list.getByRole('button', { name: /6\. Invitar al equipo\s*Falta/ })).toBeTruthy());
    expect(server.callsTo('PUT', STEP_PATH).map((c) => c.body)).toContainEqual({ step: 'equipo', state: 'pendiente' });
  });

  it('a refused mark shows the server’s message and stays on the step', async () => {
    const { server } = serve();
    server.on('PUT', STEP_PATH, () => apiError(400, 'validation', 'Este paso se completa con los datos del cliente, no se marca a mano.', 'state'));
    renderAt('/sig/configuracion?paso=colonias');
    await screen.findByRole('heading', { name: '5. Colonias' });
    fireEvent.click(screen.getByRole('button', { name: 'Omitir por ahora' }));
    expect((await screen.findByRole('alert')).textContent).toContain('no se marca a mano');
    expect(screen.getByRole('heading', { name: '5. Colonias' })).toBeTruthy();
  });

  it('the public address: checked as typed, saved only when changed, and a refusal from the server shown under it', async () => {
    const { server } = serve();
    renderAt('/sig/configuracion?paso=identidad');
    const slug = await screen.findByTestId('setup-slug');
    fireEvent.change(slug, { target: { value: 'Tula con espacios' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText(/Usa de 3 a 60 letras minúsculas/)).toBeTruthy();
    expect(server.callsTo('PUT', CLIENTE_PATH)).toHaveLength(0);

    server.on('PUT', CLIENTE_PATH, () => apiError(409, 'admin.slug_taken', 'Otro municipio ya usa esa dirección.', 'slug'));
    fireEvent.change(slug, { target: { value: 'Tula-de-Allende' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(await screen.findByText('Otro municipio ya usa esa dirección.')).toBeTruthy();
    expect(server.callsTo('PUT', CLIENTE_PATH)[0]!.body).toMatchObject({ slug: 'tula-de-allende' });
    expect(screen.getByRole('heading', { name: '1. Nombre, logotipo y colores' })).toBeTruthy();
  });

  it('adds the starter catalogues once: the second time says nothing was missing', async () => {
    const { server, set } = serve();
    let calls = 0;
    server.on('POST', STARTER_PATH, () => {
      calls++;
      const added = calls === 1 ? { dependencias: 12, tiposReporte: 20, tiposSolicitud: 10, estatusReporte: 5, estatusSolicitud: 5, origenes: 6 } : { dependencias: 0, tiposReporte: 0, tiposSolicitud: 0, estatusReporte: 0, estatusSolicitud: 0, origenes: 0 };
      const status = statusWith({ catalogos: 'hecho' }, { dependencias: 12, tiposReporte: 20, estatusReporte: 5, origenes: 6 });
      set(status);
      return { json: { added, status } };
    });
    renderAt('/sig/configuracion?paso=catalogos');
    await screen.findByText('Tipos de reporte: 0');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar catálogos iniciales' }));
    expect(await screen.findByText('Registros agregados: 58.')).toBeTruthy();
    // the counts come with the status read again after the message (a moment later under load)
    expect(await screen.findByText('Tipos de reporte: 20')).toBeTruthy();
    expect((await stepList()).getByRole('button', { name: /4\. Catálogos iniciales\s*Listo/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar catálogos iniciales' }));
    expect(await screen.findByText('No faltaba nada: no se agregó ningún registro.')).toBeTruthy();
  });

  it('imports colonias and lists each bad row the server names', async () => {
    const { server } = serve();
    server.on('POST', COLONIAS_PATH, () =>
      apiError(400, 'validation', 'Fila 3: el nombre falta o no es válido.', undefined, [
        { type: 'text', message: 'Fila 3: el nombre falta o no es válido.' },
        { type: 'text', message: 'Fila 4: la latitud o la longitud no son válidas.' },
      ]),
    );
    renderAt('/sig/configuracion?paso=colonias');
    const paste = await screen.findByLabelText('Contenido del archivo (o pégalo aquí)');
    fireEvent.click(screen.getByRole('button', { name: 'Importar colonias' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Elige un archivo o pega su contenido.');
    expect(server.callsTo('POST', COLONIAS_PATH)).toHaveLength(0);
    fireEvent.change(paste, { target: { value: 'nombre,lat,lng\nBuena,17,-96\nX,17,-96\nOtra,95,-96' } });
    fireEvent.click(screen.getByRole('button', { name: 'Importar colonias' }));
    const alert = await screen.findByText('Fila 4: la latitud o la longitud no son válidas.');
    expect(alert.closest('[role=alert]')?.textContent).toContain('Fila 3: el nombre falta o no es válido.');
    expect(server.callsTo('POST', COLONIAS_PATH)[0]!.body).toEqual({ format: 'csv', text: 'nombre,lat,lng\nBuena,17,-96\nX,17,-96\nOtra,95,-96' });
  });

  it('centres the map on a colonia or a state capital found by name, and saves it with the cliente settings', async () => {
    const { server } = serve();
    renderAt('/sig/configuracion?paso=mapa');
    const search = await screen.findByRole('searchbox', { name: /Buscar una colonia o una capital/ });
    fireEvent.change(search, { target: { value: 'oaxa' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Oaxaca de Juárez, Oaxaca' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar el centro' }));
    await waitFor(() => expect(server.callsTo('PUT', CLIENTE_PATH)).toHaveLength(1));
    expect(server.callsTo('PUT', CLIENTE_PATH)[0]!.body).toEqual({ map: { lat: 17.0732, lng: -96.7266, zoom: 13, tileUrl: CLIENTE.map.tileUrl } });
    await screen.findByRole('heading', { name: '4. Catálogos iniciales' });

    fireEvent.click((await stepList()).getByRole('button', { name: /3\. Centro del mapa/ }));
    fireEvent.change(await screen.findByRole('searchbox', { name: /Buscar una colonia/ }), { target: { value: 'cen' } });
    expect(await screen.findByRole('button', { name: 'Colonia Centro' })).toBeTruthy();
    expect(server.queries('/api/1.0/sig/catalogos/colonias').at(-1)?.get('q')).toBe('cen');
  });

  it('the public step: the citizens’ link, a QR poster to print and the embed snippet', async () => {
    serve();
    renderAt('/sig/configuracion?paso=difusion');
    const link = (await screen.findByRole('textbox', { name: 'Enlace para ciudadanos' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/act/s/tula`);
    expect(screen.getByTestId('setup-embed-snippet').textContent).toContain('<sig-report-map cliente="tula"');
    // the QR is drawn once its library has loaded; printing waits for it
    await waitFor(() => expect(document.querySelector('.sig-print-poster img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect((screen.getByRole('button', { name: 'Imprimir cartel' }) as HTMLButtonElement).disabled).toBe(false);
    expect(document.querySelector('.sig-print-poster')?.textContent).toContain('Reporta un problema de tu calle');
  });

  it('says so when everything is done or skipped', async () => {
    serve(statusWith({ identidad: 'hecho', zonaHoraria: 'hecho', mapa: 'hecho', catalogos: 'hecho', colonias: 'omitido', equipo: 'omitido', difusion: 'hecho' }));
    renderAt('/sig/configuracion');
    expect(await screen.findByText('Todo listo: tu municipio ya puede recibir reportes.')).toBeTruthy();
  });
});
