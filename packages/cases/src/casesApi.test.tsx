import { SOCKET_EVENTS, startRealtime } from '@sig/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { fakeServer, type FakeServer, rawJson } from '@sig/shared/testing/fakeServer';
import { installFakeSockets } from '@sig/shared/testing/fakeSocket';
import { ASIGNADO, ATENDIDO, caseDetail, caseSummary, filtersResponse, manyCases, nodeFile, tipo } from './test/fixtures';
import { renderAt, signIn } from './test/renderApp';

/* The cache of casesApi as the pages use it: a write's answer is the case's page, socket news refreshes. */

const LIST = '/api/1.0/sig/getreportes';
const FILTERS = '/api/1.0/sig/getfiltros';
const CREATE = '/api/1.0/sig/reporte';
const DETAIL = '/api/1.0/getreporte/c1';
const ACTION = '/api/1.0/accionrep/c1';
const NOTE = '/api/1.0/addreportnote/c1';
const BULK = '/api/1.0/sig/reportes/lote';
let server: FakeServer;
let sockets: ReturnType<typeof installFakeSockets>;

beforeAll(() => {
  startRealtime();
  return import('@sig/shared/contract');
});

beforeEach(() => {
  server = fakeServer();
  server.on('GET', FILTERS, () => ({ json: filtersResponse() }));
  server.on('GET', '/api/1.0/gettiporeporte', () => ({ json: { items: [tipo()] } }));
  sockets = installFakeSockets();
  signIn(['SigVerReporte', 'SigEditarReporte']);
});

/** What the page asked the server from now on, as "METHOD path" (files included). */
function requestsFrom() {
  const json = server.calls.length;
  const raw = server.rawCalls.length;
  return () => [...server.calls.slice(json), ...server.rawCalls.slice(raw)].map((c) => `${c.method} ${c.path}`);
}

const gets = (path: string) => server.callsTo('GET', path).length;

/** The server tells this person about a case, as it does on an assignment (realtime.service notifyUser). */
function notifyAbout(url: string | null) {
  act(() =>
    sockets.last().serverEmit(SOCKET_EVENTS.newNotification, {
      msg: 'Luis Mora te asignó el reporte R-2026-000002',
      notification: { id: 'n1', message: 'Luis Mora te asignó el reporte R-2026-000002', options: { variant: 'info' }, url, dismissed: false, createdAt: '2026-03-05T10:00:00.000Z' },
    }),
  );
}

async function fillIntake() {
  renderAt('/sig/reportes?nuevo=1');
  const form = await screen.findByRole('form', { name: 'Nuevo reporte' });
  await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Fuga de agua' })).toHaveLength(1));
  const field = (label: RegExp | string) => within(form).getByLabelText(label) as HTMLInputElement;
  fireEvent.change(field(/^Tipo/), { target: { value: 't1' } });
  fireEvent.change(field(/^Descripción/), { target: { value: 'Fuga de agua en la banqueta.' } });
  fireEvent.change(field('Latitud'), { target: { value: '20.05' } });
  fireEvent.change(field('Longitud'), { target: { value: '-99.34' } });
  return form;
}

describe('a write answered with the case', () => {
  beforeEach(() => {
    server.on('POST', CREATE, () => ({ status: 201, json: caseDetail({ id: 'c9', folio: 'R-2026-000123' }) }));
    server.on('GET', '/api/1.0/getreporte/c9', () => ({ json: caseDetail({ id: 'c9', folio: 'R-2026-000123' }) }));
    server.on('GET', LIST, () => ({ json: { items: [caseSummary()], total: 1, page: 1, pageSize: 25 } }));
  });

  it('the intake’s new case opens from the create’s answer: the case is not read again, nor the list behind the form', async () => {
    const form = await fillIntake();
    expect(gets(LIST)).toBe(0);
    const asked = requestsFrom();
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar reporte' }));

    expect(await screen.findByRole('heading', { name: 'R-2026-000123' })).toBeTruthy();
    expect(window.location.pathname).toBe('/sig/reporte/c9');
    // the assignment choices are the only read of the case's page, besides the reportes near it (issue 24;
    // the form's own cards may land after the create too): those are other cases, left out here
    const NEARBY = '/api/1.0/sig/reportes/cercanos';
    await waitFor(() => expect(asked().filter((r) => r !== `GET ${NEARBY}`)).toEqual(['POST /api/1.0/sig/reporte', `GET ${FILTERS}`]));
    await waitFor(() => expect(server.queries(NEARBY).at(-1)?.get('excluir')).toBe('c9'));
    expect(gets('/api/1.0/getreporte/c9')).toBe(0);
  });

  it('files uploaded after the create change the case: its page reads it once', async () => {
    server.onRaw('POST', '/api/1.0/sig/reporte/c9/archivos', (call) =>
      rawJson({ id: 'f1', nombre: call.query.get('nombre'), tipo: 'image/jpeg', bytes: call.bytes, createdAt: '2026-03-01T16:00:00.000Z', autor: null }, 201),
    );
    const form = await fillIntake();
    fireEvent.change(within(form).getByLabelText('Adjuntar fotos'), { target: { files: [nodeFile([0xff, 0xd8, 0xff, 1], 'fuga.jpg', 'image/jpeg')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Registrar reporte' }));

    expect(await screen.findByRole('heading', { name: 'R-2026-000123' })).toBeTruthy();
    await waitFor(() => expect(gets('/api/1.0/getreporte/c9')).toBe(1));
  });

  it('an action’s answer is the page: the case is not read again', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail({ version: 3 }) }));
    server.on('POST', ACTION, () => ({ json: caseDetail({ estatus: ASIGNADO, version: 4, siguientes: [ATENDIDO], siguiente: null, cierres: [ATENDIDO] }) }));
    renderAt('/sig/reporte/c1');
    const button = await screen.findByRole('button', { name: 'Pasar a Asignado' });
    const asked = requestsFrom();
    fireEvent.click(button);

    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('Asignado')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Pasar a/ })).toBeNull();
    expect(asked()).toEqual([`POST ${ACTION}`]);
    expect(gets(DETAIL)).toBe(1);
  });

  it('a note’s answer is the page: the case is not read again', async () => {
    server.on('GET', DETAIL, () => ({ json: caseDetail() }));
    server.on('POST', NOTE, () => ({
      json: caseDetail({ version: 2, notas: [{ id: 'n1', at: '2026-03-05T10:00:00.000Z', autor: { id: 'u1', displayName: 'Ana López' }, texto: 'Revisar la válvula', publica: false, archivos: [] }] }),
    }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    const asked = requestsFrom();
    fireEvent.change(screen.getByRole('textbox', { name: /^Nota/ }), { target: { value: 'Revisar la válvula' } });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar nota' }));

    expect(await within(await screen.findByRole('list', { name: 'Notas, la más reciente primero' })).findByText('Revisar la válvula')).toBeTruthy();
    expect(asked()).toEqual([`POST ${NOTE}`]);
  });

  it('a read that was under way before an action and lands after it does not put the older case back', async () => {
    let release: (() => void) | null = null;
    let slow = false;
    server.on('GET', DETAIL, async () => {
      if (slow) await new Promise<void>((r) => (release = r));
      return { json: caseDetail({ version: 1 }) };
    });
    server.on('POST', ACTION, () => ({ json: caseDetail({ estatus: ASIGNADO, version: 2, siguiente: null }) }));
    renderAt('/sig/reporte/c1');
    const button = await screen.findByRole('button', { name: 'Pasar a Asignado' });

    // news about the case starts a read, which the server holds
    slow = true;
    notifyAbout('/sig/reporte/c1');
    await waitFor(() => expect(gets(DETAIL)).toBe(2));
    fireEvent.click(button);
    await waitFor(() => expect(within(screen.getByRole('banner')).getByText('Asignado')).toBeTruthy());

    await act(async () => {
      release!();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(within(screen.getByRole('banner')).getByText('Asignado')).toBeTruthy();
    expect(within(screen.getByRole('banner')).queryByText('Recibido')).toBeNull();
  });
});

describe('a change to many cases', () => {
  it('reads each case it touched again when opened, even one opened a moment before', async () => {
    server.on('GET', LIST, () => ({ json: { items: manyCases(3), total: 3, page: 1, pageSize: 25 } }));
    server.on('GET', DETAIL, () => ({ json: caseDetail({ puedeEditar: false }) }));
    server.on('POST', BULK, () => ({ json: { cambiados: 1, sinCambio: 0 } }));
    renderAt('/sig/reportes');
    fireEvent.click(await screen.findByRole('link', { name: 'R-2026-000001' }));
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    act(() => window.history.back());

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar R-2026-000001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Asignar…' }));
    // tabster may hide an open dialog from queries under jsdom (see CaseQuickActions.test)
    const dialog = await screen.findByRole('alertdialog', { name: 'Asignar la selección', hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Persona asignada'), { target: { value: 'u2' } });
    const lists = gets(LIST);
    fireEvent.click(within(dialog).getByRole('button', { name: /^Asignar 1/, hidden: true }));
    await waitFor(() => expect(server.callsTo('POST', BULK)).toHaveLength(1));
    await waitFor(() => expect(gets(LIST)).toBe(lists + 1));

    act(() => window.history.forward());
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    await waitFor(() => expect(gets(DETAIL)).toBe(2));
  });
});

describe('live updates from the socket', () => {
  beforeEach(() => sockets.last().accept());

  it('a notification about a reporte reads the open reportes list again, and shows the new row', async () => {
    let items = [caseSummary()];
    server.on('GET', LIST, () => ({ json: { items, total: items.length, page: 1, pageSize: 25 } }));
    renderAt('/sig/reportes?estatusId=e1');
    await screen.findByRole('link', { name: 'R-2026-000001' });
    expect(gets(LIST)).toBe(1);

    // news that is not about a reporte leaves the list alone
    notifyAbout(null);
    notifyAbout('/sig/solicitud/s1');
    items = [caseSummary({ id: 'c2', folio: 'R-2026-000002' }), ...items];
    notifyAbout('/sig/reporte/c2');

    expect(await screen.findByRole('link', { name: 'R-2026-000002' })).toBeTruthy();
    expect(gets(LIST)).toBe(2);
    // the same page of the same filters
    expect(Object.fromEntries(server.queries(LIST)[1])).toEqual(Object.fromEntries(server.queries(LIST)[0]));
    expect(screen.getByText('2 reportes')).toBeTruthy();
  });

  it('a notification about the open case reads it again; one about another case does not', async () => {
    signIn(['SigVerReporte']);
    let detail = caseDetail({ puedeEditar: false });
    server.on('GET', DETAIL, () => ({ json: detail }));
    renderAt('/sig/reporte/c1');
    await screen.findByRole('heading', { name: 'R-2026-000001' });
    expect(screen.getByText('Sin asignar')).toBeTruthy();

    notifyAbout('/sig/reporte/c2');
    detail = caseDetail({ puedeEditar: false, version: 2, asignado: { id: 'u2', displayName: 'Luis Mora' } });
    notifyAbout('/sig/reporte/c1');

    expect(await screen.findByText('Luis Mora')).toBeTruthy();
    expect(gets(DETAIL)).toBe(2);
  });
});
