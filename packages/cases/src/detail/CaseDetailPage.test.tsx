import type { CaseDetail } from '@sig/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer, rawJson } from '@sig/shared/testing/fakeServer';
import { ASIGNADO, ATENDIDO, RECIBIDO, caseDetail, event, filtersResponse, nodeFile } from '../test/fixtures';
import { renderAt, signIn, snackbarTexts } from '../test/renderApp';

const DETAIL = '/api/1.0/getreporte/c1';
const ACTION = '/api/1.0/accionrep/c1';
const NOTE = '/api/1.0/addreportnote/c1';
let server: FakeServer;

// The api client loads the zod contract on its first call; loading it up front keeps that cost out of
// the first test's waiting time.
beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
  signIn(['SigVerReporte', 'SigEditarReporte']);
  Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
});

const posted = (path: string) => server.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);
const gets = (path: string) => server.calls.filter((c) => c.method === 'GET' && c.path === path);

const HISTORY = [
  event({ id: 'ev1', at: '2026-03-01T16:00:00.000Z' }),
  event({
    id: 'ev2',
    at: '2026-03-02T10:00:00.000Z',
    actor: { id: 'u2', displayName: 'Luis Mora' },
    tipo: 'estatus',
    antes: { estatus: RECIBIDO },
    despues: { estatus: ASIGNADO },
    comentario: 'Cuadrilla en camino',
  }),
  event({ id: 'ev3', at: '2026-03-02T11:00:00.000Z', tipo: 'asignacion', antes: { asignado: null }, despues: { asignado: { id: 'u2', displayName: 'Luis Mora' } } }),
];

describe('a reporte’s page', () => {
  it('links a case filed by a registered habitante to their ciudadano page, and shows no link for others', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ habitanteId: 'hab-1' }) }));
    renderAt('/sig/reporte/c1');
    const link = await screen.findByRole('link', { name: 'Ver ficha del ciudadano' });
    expect(link.getAttribute('href')).toBe('/sig/ciudadano/hab-1');
  });

  it('shows no ciudadano link when nobody registered filed it', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail() }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    expect(screen.queryByRole('link', { name: 'Ver ficha del ciudadano' })).toBeNull();
  });

  it('opens a case whose history holds a kind a newer server wrote, and shows that event as a neutral line', async () => {
    const newer = { id: 'ev7', at: '2026-03-04T10:00:00.000Z', actor: { id: 'u2', displayName: 'Luis Mora' }, tipo: 'fusionado', antes: null, despues: { con: 'R-2026-000002' }, comentario: 'Duplicado' };
    server.on('GET', DETAIL, () => ({ json: { ...caseDetail(), historial: [event(), newer] } }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    const items = within(screen.getByRole('list', { name: 'Historial del caso' })).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Luis Morahizo un cambio que esta versión no sabe mostrar.*«Duplicado»$/),
      expect.stringMatching(/^Ana Lópezregistró el caso/),
    ]);
  });

  it('shows the case, and its history newest first with who, when and what changed in words', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ historial: HISTORY, vencido: true, estatus: ASIGNADO }) }));
    renderAt('/sig/reporte/c1');

    expect(await screen.findByRole('heading', { name: 'R-2026-000001' })).toBeTruthy();
    expect(screen.getAllByText('Vencido').length).toBeGreaterThan(0);
    expect(screen.getByText('Fuga en la banqueta frente al número 12')).toBeTruthy();
    expect(screen.getByText('Centro · Zona Centro')).toBeTruthy();
    expect(screen.getByText('Rosa Pérez · 771 555 0101 · rosa@example.mx')).toBeTruthy();

    const items = within(screen.getByRole('list', { name: 'Historial del caso' })).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Ana Lópezcambió la asignación.*Asignado a:ninguno→Luis Mora$/),
      expect.stringMatching(/^Luis Moracambió el estatus.*Estatus:Recibido→Asignado«Cuadrilla en camino»$/),
      expect.stringMatching(/^Ana Lópezregistró el caso.*Folio:R-2026-000001Tipo:Fuga de aguaEstatus:RecibidoPrioridad:NormalDependencia:Agua Potable$/),
    ]);
    // when: relative, with the exact moment on hover and for machines
    const time = items[2].querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-03-01T16:00:00.000Z');
    expect(time.getAttribute('title')).toMatch(/2026/);
  });

  it('shows everything but no action or note controls to someone who may not edit', async () => {
    signIn(['SigVerReporte']);
    server.on('GET', DETAIL, () => ({
      json: caseDetail({ puedeEditar: false, historial: HISTORY, notas: [{ id: 'n1', at: '2026-03-02T12:00:00.000Z', autor: { id: 'u1', displayName: 'Ana López' }, texto: 'Se revisó la toma.', publica: false, archivos: [] }] }),
    }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    expect(screen.getByText('Se revisó la toma.')).toBeTruthy();
    expect(screen.getByText('Interna')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Historial del caso' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Acciones' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cambiar estatus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar nota' })).toBeNull();
    expect(gets('/api/1.0/sig/getfiltros')).toHaveLength(0);
  });

  it('changes the estatus along an allowed transition, sending the version, and shows the new state', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ version: 4 }) }));
    server.on('POST', ACTION, () => ({
      json: caseDetail({
        version: 5,
        estatus: ASIGNADO,
        siguientes: [ATENDIDO],
        historial: [event(), event({ id: 'ev9', at: '2026-03-03T10:00:00.000Z', tipo: 'estatus', antes: { estatus: RECIBIDO }, despues: { estatus: ASIGNADO } })],
      }),
    }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });

    const options = within(screen.getByLabelText(/^Nuevo estatus/)).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Elige una opción', 'Asignado', 'Atendido (cierra el caso)']);
    fireEvent.change(screen.getByLabelText(/^Nuevo estatus/), { target: { value: 'e2' } });
    fireEvent.change(screen.getByLabelText(/^Comentario/), { target: { value: ' Va la cuadrilla ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar estatus' }));

    await waitFor(() => expect(posted(ACTION)).toHaveLength(1));
    expect(posted(ACTION)[0]).toEqual({ accion: 'estatus', estatusId: 'e2', comentario: 'Va la cuadrilla', version: 4 });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Historial del caso' })).getByText(/cambió el estatus/)).toBeTruthy());
    expect(within(screen.getByRole('banner')).getByText('Asignado')).toBeTruthy();
    expect(within(screen.getByLabelText(/^Nuevo estatus/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elige una opción', 'Atendido (cierra el caso)']);
    expect(snackbarTexts()).toContain('Estatus cambiado.');
  });

  it('a final estatus asks for the public answer: nothing is sent without it, then it goes with the move', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ version: 4 }) }));
    server.on('POST', ACTION, () => ({ json: caseDetail({ version: 5, estatus: ATENDIDO, siguientes: [] }) }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });

    expect(screen.queryByLabelText(/^Respuesta al ciudadano/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Nuevo estatus/), { target: { value: ATENDIDO.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar estatus' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();
    expect(posted(ACTION)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Respuesta al ciudadano/), { target: { value: ' Se tapó el bache. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar estatus' }));
    await waitFor(() => expect(posted(ACTION)).toHaveLength(1));
    expect(posted(ACTION)[0]).toEqual({ accion: 'estatus', estatusId: ATENDIDO.id, respuesta: 'Se tapó el bache.', version: 4 });
  });

  it('when someone else changed the case first (409 case.stale), says so and shows the current case', async () => {
    let version = 1;
    server.on('GET', DETAIL, () => ({ json: caseDetail({ version, prioridad: version > 1 ? 'alta' : 'normal' }) }));
    server.on('POST', ACTION, () => {
      version = 2;
      return apiError(409, 'case.stale', 'Otra persona cambió este caso mientras lo veías: recarga para ver su estado actual.');
    });
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });

    fireEvent.change(screen.getByLabelText('Nueva prioridad'), { target: { value: 'urgente' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar prioridad' }));

    expect(await screen.findByText(/Otra persona cambió este caso/)).toBeTruthy();
    await waitFor(() => expect(gets(DETAIL)).toHaveLength(2));
    expect(posted(ACTION)[0]).toEqual({ accion: 'prioridad', prioridad: 'urgente', version: 1 });
    // the forms start again from the case as it now is
    await waitFor(() => expect((screen.getByLabelText('Nueva prioridad') as HTMLSelectElement).value).toBe('alta'));
    expect(within(screen.getByRole('banner')).getByText('Alta')).toBeTruthy();
  });

  it('explains a refused action beside its form and keeps the page', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail() }));
    server.on('POST', ACTION, () => apiError(400, 'case.assignee_invalid', 'Esa persona no es usuario activo de este cliente.', 'asignadoA'));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    // the módulos follow the dependencia
    await waitFor(() => expect(within(screen.getByLabelText('Asignado a')).getAllByRole('option')).toHaveLength(3));
    expect(within(screen.getByLabelText('Módulo')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ninguna', 'Oficina Centro']);
    fireEvent.change(screen.getByLabelText('Dependencia'), { target: { value: 'd2' } });
    expect(within(screen.getByLabelText('Módulo')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Ninguna', 'Cuadrilla Norte']);
    fireEvent.change(screen.getByLabelText('Módulo'), { target: { value: 'm2' } });
    fireEvent.change(screen.getByLabelText('Asignado a'), { target: { value: 'u2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar asignación' }));

    expect(await screen.findByText(/usuario activo de este cliente/)).toBeTruthy();
    expect(posted(ACTION)[0]).toEqual({ accion: 'asignar', dependenciaId: 'd2', moduloId: 'm2', asignadoA: 'u2', version: 1 });
    expect(screen.getByRole('heading', { name: 'R-2026-000001' })).toBeTruthy();
  });

  it('reopens a closed case only with a reason and a confirmation', async () => {
    const closed = caseDetail({ estatus: ATENDIDO, closedAt: '2026-03-04T10:00:00.000Z', siguientes: [], version: 7 });
    server.on('GET', DETAIL, () => ({ json: closed }));
    server.on('POST', ACTION, () => ({ json: caseDetail({ estatus: RECIBIDO, version: 8 }) }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    expect(screen.queryByRole('button', { name: 'Cambiar estatus' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reabrir' }));
    expect(await screen.findByText('Explica el motivo en al menos 5 caracteres.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Motivo/), { target: { value: 'El vecino dice que sigue la fuga' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reabrir' }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Reabrir' }));

    await waitFor(() => expect(posted(ACTION)).toHaveLength(1));
    expect(posted(ACTION)[0]).toEqual({ accion: 'reabrir', comentario: 'El vecino dice que sigue la fuga', version: 7 });
    expect(await screen.findByRole('button', { name: 'Cambiar estatus' })).toBeTruthy();
    expect(snackbarTexts()).toContain('Caso reabierto.');
  });

  it('adds an internal note by default, a public one when switched, with its files uploaded first', async () => {
    let detail: CaseDetail = caseDetail();
    server.on('GET', DETAIL, () => ({ json: detail }));
    server.onRaw('POST', '/api/1.0/sig/reporte/c1/archivos', (call) =>
      rawJson({ id: 'f1', nombre: call.query.get('nombre'), tipo: 'image/png', bytes: call.bytes, createdAt: '2026-03-05T10:00:00.000Z', autor: null }, 201),
    );
    server.on('POST', NOTE, ({ body }) => {
      const b = body as { texto: string; publica: boolean; archivoIds?: string[] };
      const nota = { id: `n${detail.notas.length + 1}`, at: `2026-03-05T1${detail.notas.length}:00:00.000Z`, autor: { id: 'u1', displayName: 'Ana López' }, texto: b.texto, publica: b.publica, archivos: [] };
      detail = { ...detail, notas: [...detail.notas, nota] };
      return { json: detail };
    });
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });

    expect(screen.getByText('Interna: solo la ve el personal del municipio.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar nota' }));
    expect(await screen.findByText('Este campo es obligatorio.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Nota/ }), { target: { value: 'Revisar la válvula' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar nota' }));
    await waitFor(() => expect(posted(NOTE)).toHaveLength(1));
    expect(posted(NOTE)[0]).toEqual({ texto: 'Revisar la válvula', publica: false });

    fireEvent.change(screen.getByRole('textbox', { name: /^Nota/ }), { target: { value: 'Ya se reparó la fuga' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Nota pública' }));
    expect(screen.getByText(/el ciudadano la ve al consultar su folio/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Adjuntar fotos'), { target: { files: [nodeFile([0x89, 0x50, 0x4e, 0x47], 'reparada.png', 'image/png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar nota' }));
    await waitFor(() => expect(posted(NOTE)).toHaveLength(2));
    expect(posted(NOTE)[1]).toEqual({ texto: 'Ya se reparó la fuga', publica: true, archivoIds: ['f1'] });
    expect(server.rawCalls[0].query.get('nombre')).toBe('reparada.png');

    const notes = within(await screen.findByRole('list', { name: 'Notas, la más reciente primero' })).getAllByRole('listitem');
    expect(notes.map((n) => [within(n).getByText(/Pública|Interna/).textContent, within(n).getByText(/válvula|reparó/).textContent])).toEqual([
      ['Pública', 'Ya se reparó la fuga'],
      ['Interna', 'Revisar la válvula'],
    ]);
    expect((screen.getByRole('textbox', { name: /^Nota/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('loads photos through the authenticated file endpoint and offers documents as downloads', async () => {
    localStorage.setItem('jwt_access_token', 'tok');
    server.on('GET', DETAIL, () => ({
      json: caseDetail({
        archivos: [
          { id: 'f1', nombre: 'fuga.jpg', tipo: 'image/jpeg', bytes: 2048, createdAt: '2026-03-01T16:00:00.000Z', autor: null },
          { id: 'f2', nombre: 'oficio.pdf', tipo: 'application/pdf', bytes: 4096, createdAt: '2026-03-01T16:00:00.000Z', autor: null },
        ],
      }),
    }));
    server.onRaw('GET', '/api/1.0/sig/reporte/c1/archivos/f1', () => ({ body: new Uint8Array([0xff, 0xd8, 0xff]), headers: { 'content-type': 'image/jpeg' } }));
    renderAt('/sig/reporte/c1');

    const img = await screen.findByRole('img', { name: 'fuga.jpg' });
    expect(img.getAttribute('src')).toBe('blob:file');
    expect(server.rawCalls.find((c) => c.path.endsWith('/f1'))?.authorization).toMatch(/^Bearer /);
    expect(screen.getByRole('button', { name: /Descargar oficio\.pdf/ })).toBeTruthy();
  });
});
