import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { apiError, fakeServer, type FakeServer, rawJson } from '@sig/shared/testing/fakeServer';
import { caseDetail, caseSummary, filtersResponse, tipo } from '../test/fixtures';
import { messageUnder, renderAt, signIn } from '../test/renderApp';

/* Issue 21 item 7: the phoned-in reporte is linked to the caller, found in the registry or registered inline. */

const CREATE = '/api/1.0/sig/reporte';
const CALLERS = '/api/1.0/sig/personas/llamantes';
const CURP = 'PEGA900101MDFRRN04';
const rosa = { id: 'h1', nombreCompleto: 'Rosa Pérez Luna', curp: CURP, telefono: '771 555 0101', colonia: 'Centro' };
let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
  server.on('GET', '/api/1.0/sig/getreportes', () => ({ json: { items: [caseSummary()], total: 1, page: 1, pageSize: 25 } }));
  server.on('GET', '/api/1.0/gettiporeporte', () => ({ json: { items: [tipo()] } }));
  server.on('POST', CREATE, () => ({ status: 201, json: caseDetail({ id: 'c9', folio: 'R-2026-000123', habitanteId: 'h1' }) }));
  server.on('GET', '/api/1.0/getreporte/c9', () => ({ json: caseDetail({ id: 'c9', folio: 'R-2026-000123' }) }));
  signIn(['SigVerReporte', 'SigEditarReporte']);
});

const field = (el: HTMLElement, label: RegExp | string) => within(el).getByLabelText(label) as HTMLInputElement;
const searches = () => server.queries(CALLERS).map((q) => q.get('q'));
const registered = () => server.calls.filter((c) => c.method === 'POST' && c.path === CALLERS).map((c) => c.body);
const created = () => server.calls.filter((c) => c.method === 'POST' && c.path === CREATE).map((c) => c.body as Record<string, unknown>);

async function openIntake() {
  renderAt('/sig/reportes?nuevo=1');
  const form = await screen.findByRole('form', { name: 'Nuevo reporte' });
  await waitFor(() => expect(within(form).getAllByRole('option', { name: 'Fuga de agua' })).toHaveLength(1));
  fireEvent.change(field(form, /^Tipo/), { target: { value: 't1' } });
  fireEvent.change(field(form, /^Descripción/), { target: { value: 'Fuga de agua en la banqueta.' } });
  fireEvent.change(field(form, 'Latitud'), { target: { value: '20.05' } });
  fireEvent.change(field(form, 'Longitud'), { target: { value: '-99.34' } });
  return form;
}

const submit = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Registrar reporte' }));

describe('the caller on the intake form', () => {
  it('finds the caller by CURP on the server, links them and files the reporte with their id', async () => {
    server.on('GET', CALLERS, () => ({ json: { items: [rosa], total: 1 } }));
    const form = await openIntake();
    fireEvent.change(field(form, 'Buscar por CURP, nombre o teléfono'), { target: { value: CURP.toLowerCase() } });
    const link = await within(form).findByRole('button', { name: 'Vincular a Rosa Pérez Luna' });
    expect(searches()).toEqual([CURP.toLowerCase()]);
    // name and CURP set apart from the page's direction
    expect(within(form).getByText('Rosa Pérez Luna').closest('bdi')?.getAttribute('dir')).toBe('auto');
    fireEvent.click(link);
    const linked = within(form).getByRole('status');
    expect(within(linked).getByText('Rosa Pérez Luna')).toBeTruthy();
    expect(within(linked).getByText(`${CURP} · 771 555 0101 · Centro`)).toBeTruthy();

    submit(form);
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ tipoId: 't1', habitanteId: 'h1' });
    expect(created()[0]).not.toHaveProperty('contacto');
  });

  it('does not search under three characters, says when nobody matches, and asks to narrow a long list', async () => {
    const asked: string[] = [];
    server.onRaw('GET', CALLERS, ({ query }) => {
      asked.push(query.get('q')!);
      return rawJson(query.get('q') === 'zzz' ? { items: [], total: 0 } : { items: [rosa], total: 14 });
    });
    const form = await openIntake();
    fireEvent.change(field(form, 'Buscar por CURP, nombre o teléfono'), { target: { value: 'zz' } });
    await new Promise((r) => setTimeout(r, 400));
    expect(asked).toEqual([]);
    fireEvent.change(field(form, 'Buscar por CURP, nombre o teléfono'), { target: { value: 'zzz' } });
    expect(await within(form).findByText('Nadie en el padrón coincide con la búsqueda.')).toBeTruthy();
    fireEvent.change(field(form, 'Buscar por CURP, nombre o teléfono'), { target: { value: 'pérez' } });
    expect(await within(form).findByText('Se muestran 1 de 14: escribe más para acotar la búsqueda.')).toBeTruthy();
  });

  it('Enter in the search runs it and does not send the case', async () => {
    server.on('GET', CALLERS, () => ({ json: { items: [rosa], total: 1 } }));
    const form = await openIntake();
    const input = field(form, 'Buscar por CURP, nombre o teléfono');
    fireEvent.change(input, { target: { value: '771 555' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await within(form).findByRole('button', { name: 'Vincular a Rosa Pérez Luna' });
    expect(created()).toHaveLength(0);
  });

  it('registers a new person inline: CURP checked in the browser first, then linked', async () => {
    server.on('GET', CALLERS, () => ({ json: { items: [], total: 0 } }));
    server.on('POST', CALLERS, ({ body }) => ({ status: 201, json: { id: 'h2', nombreCompleto: 'Teodoro Ibarra', curp: (body as { curp: string }).curp, telefono: '', colonia: null } }));
    const form = await openIntake();
    fireEvent.change(field(form, 'Buscar por CURP, nombre o teléfono'), { target: { value: 'PEGA900101MDFRRN05' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Persona nueva' }));
    const group = within(form).getByRole('group', { name: 'Registrar persona nueva' });
    // what was searched becomes the CURP; a wrong check digit is caught before sending
    expect(field(group, /^CURP/).value).toBe('PEGA900101MDFRRN05');
    fireEvent.click(within(group).getByRole('button', { name: 'Registrar y vincular' }));
    expect(messageUnder(field(group, /^CURP/))).toContain('El último dígito no corresponde: revisa que esté bien escrita.');
    expect(messageUnder(field(group, /^Nombre\(s\)/))).toBe('Este campo es obligatorio.');
    expect(registered()).toHaveLength(0);

    fireEvent.change(field(group, /^CURP/), { target: { value: ` ${CURP.toLowerCase()} ` } });
    fireEvent.change(field(group, /^Nombre\(s\)/), { target: { value: 'Teodoro' } });
    fireEvent.change(field(group, /^Apellidos/), { target: { value: 'Ibarra' } });
    fireEvent.keyDown(field(group, /^Apellidos/), { key: 'Enter' });
    await waitFor(() => expect(registered()).toEqual([{ curp: CURP, nombre: 'Teodoro', apellidos: 'Ibarra' }]));
    expect(within(await within(form).findByRole('status')).getByText('Teodoro Ibarra')).toBeTruthy();
    expect(created()).toHaveLength(0);

    submit(form);
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).toMatchObject({ habitanteId: 'h2' });
  });

  it('a CURP already registered: the message stays at the CURP and that person is offered to link', async () => {
    server.onRaw('GET', CALLERS, ({ query }) => rawJson(query.get('q') === CURP ? { items: [rosa], total: 1 } : { items: [], total: 0 }));
    server.on('POST', CALLERS, () => apiError(409, 'persona.curp_taken', 'Ya hay otra persona registrada con esa CURP en este municipio.', 'curp'));
    const form = await openIntake();
    fireEvent.click(within(form).getByRole('button', { name: 'Persona nueva' }));
    const group = within(form).getByRole('group', { name: 'Registrar persona nueva' });
    fireEvent.change(field(group, /^CURP/), { target: { value: CURP } });
    fireEvent.change(field(group, /^Nombre\(s\)/), { target: { value: 'Rosa' } });
    fireEvent.change(field(group, /^Apellidos/), { target: { value: 'Pérez' } });
    fireEvent.click(within(group).getByRole('button', { name: 'Registrar y vincular' }));
    await waitFor(() => expect(messageUnder(field(group, /^CURP/))).toContain('Ya hay una persona registrada con esa CURP: aparece en la búsqueda para vincularla.'));
    expect(await within(form).findByRole('button', { name: 'Vincular a Rosa Pérez Luna' })).toBeTruthy();
  });

  it('unlinking sends no habitanteId', async () => {
    server.on('GET', CALLERS, () => ({ json: { items: [rosa], total: 1 } }));
    const form = await openIntake();
    fireEvent.change(field(form, 'Buscar por CURP, nombre o teléfono'), { target: { value: 'rosa' } });
    fireEvent.click(await within(form).findByRole('button', { name: 'Vincular a Rosa Pérez Luna' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Quitar' }));
    submit(form);
    await waitFor(() => expect(created()).toHaveLength(1));
    expect(created()[0]).not.toHaveProperty('habitanteId');
  });
});
