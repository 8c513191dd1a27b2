import { apiError, fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { ANALYTICS, API, CATALOG, activeTipo, checklist } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

let server: FakeServer;

const rule = (over = {}) => ({ modo: 'porcentaje', porcentaje: 20, version: 3, updatedAt: null, updatedBy: null, ...over });

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.dependencias, () => ({ json: CATALOG([]) }));
  server.on('GET', API.analytics, () => ({ json: ANALYTICS }));
  server.on('GET', API.cola, () => ({ json: { items: [], total: 0, page: 1, pageSize: 25 } }));
  server.on('GET', API.regla, () => ({ json: rule() }));
  server.on('GET', API.checklists, () => ({ json: { items: [checklist()] } }));
  server.on('GET', API.tiposReporte, () => ({ json: { items: [activeTipo('tipo-1', 'Bache'), activeTipo('tipo-2', 'Luminaria')] } }));
  server.on('GET', API.tiposSolicitud, () => ({ json: { items: [activeTipo('tipo-3', 'Poda')] } }));
  signIn(['SigAuditoriaV2Supervisor']);
});

const putBodies = (path: string) => server.callsTo('PUT', path).map((c) => c.body);

describe('the audit settings', () => {
  it('are offered in the queue only to who may change them, and refused to an auditor', async () => {
    const supervisor = renderAt('/sig/auditoria');
    const link = await screen.findByRole('link', { name: 'Ajustes de auditoría' });
    expect(link.getAttribute('href')).toBe('/sig/auditoria?ajustes=1');
    supervisor.unmount();

    signIn(['SigAuditor']);
    const auditor = renderAt('/sig/auditoria');
    expect(await screen.findByText('No hay casos cerrados por auditar.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ajustes de auditoría' })).toBeNull();
    auditor.unmount();

    renderAt('/sig/auditoria?ajustes=1');
    expect(await screen.findByText('Solo un supervisor de auditoría puede cambiar estos ajustes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar la regla' })).toBeNull();
    expect(server.callsTo('GET', API.regla)).toHaveLength(0);
  });

  it('saves the sampling rule with the version read, and shows the server\'s field error on the field', async () => {
    server.on('PUT', API.regla, () => ({ json: rule({ modo: 'todos', version: 4 }) }));
    renderAt('/sig/auditoria?ajustes=1');
    const percent = (await screen.findByLabelText(/Porcentaje/)) as HTMLInputElement;
    expect(percent.value).toBe('20');
    expect(screen.getByText(/siempre se auditan, con prioridad, los casos en que el ciudadano respondió que no/)).toBeTruthy();

    // out of range: refused here, nothing sent
    fireEvent.change(percent, { target: { value: '150' } });
    expect(screen.getByText('Escribe un número entero del 1 al 100.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la regla' }));
    expect(putBodies(API.regla)).toEqual([]);

    fireEvent.change(percent, { target: { value: '35' } });
    server.on('PUT', API.regla, () => apiError(400, 'validation', 'Debe ser a lo más 100.', 'porcentaje'));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la regla' }));
    expect(await screen.findByText('Debe ser a lo más 100.')).toBeTruthy();
    expect(putBodies(API.regla)).toEqual([{ modo: 'porcentaje', porcentaje: 35, version: 3 }]);

    server.on('PUT', API.regla, () => ({ json: rule({ modo: 'todos', version: 4 }) }));
    server.on('GET', API.regla, () => ({ json: rule({ modo: 'todos', version: 4 }) }));
    fireEvent.click(screen.getByRole('radio', { name: 'Todos los casos cerrados' }));
    expect(screen.queryByLabelText(/Porcentaje/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la regla' }));
    await waitFor(() => expect(putBodies(API.regla)).toHaveLength(2));
    expect(putBodies(API.regla)[1]).toEqual({ modo: 'todos', version: 3 });
  });

  it('explains a rule changed meanwhile (409) and reloads it', async () => {
    server.on('PUT', API.regla, () => apiError(409, 'auditoria.stale_rule', 'stale'));
    renderAt('/sig/auditoria?ajustes=1');
    fireEvent.click(await screen.findByRole('radio', { name: 'Todos los casos cerrados' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar la regla' }));
    expect(await screen.findByText('Otra persona cambió la regla mientras la veías: recarga para ver la actual.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Guardar la regla' }) as HTMLButtonElement).disabled).toBe(true);

    server.on('GET', API.regla, () => ({ json: rule({ porcentaje: 50, version: 5 }) }));
    fireEvent.click(screen.getByRole('button', { name: /Recargar/ }));
    await waitFor(() => expect((screen.getByLabelText(/Porcentaje/) as HTMLInputElement).value).toBe('50'));
    expect(screen.queryByText(/Otra persona cambió la regla/)).toBeNull();
    expect((screen.getByRole('radio', { name: 'Un porcentaje por dependencia y tipo' }) as HTMLInputElement).checked).toBe(true);
  });

  it('edits a tipo\'s checklist (text, required, add, move, remove) and saves it whole with its version', async () => {
    server.on('PUT', API.checklist('tipo-1'), ({ body }) => ({ json: checklist({ ...(body as object), version: 3 }) }));
    renderAt('/sig/auditoria?ajustes=1');
    const pick = await screen.findByLabelText('Tipo');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Bache (2 puntos)' })).toBeTruthy());
    fireEvent.change(pick, { target: { value: 'tipo-1' } });
    const form = await screen.findByRole('form', { name: 'Lista de verificación de Bache' });

    fireEvent.change(within(form).getByLabelText(/Punto 2/), { target: { value: '¿Quedó al nivel de la banqueta?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar punto' }));
    // an empty new item is refused here
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar la lista' }));
    expect(within(form).getByText('Escribe el punto o quítalo.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Punto 3/), { target: { value: 'Señalamiento retirado' } });
    fireEvent.click(within(form).getAllByRole('checkbox', { name: 'Obligatorio' })[2]!);
    fireEvent.click(within(form).getByRole('button', { name: 'Subir el punto 3' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Quitar el punto 1' }));
    expect((within(form).getByRole('button', { name: 'Subir el punto 1' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(form).getByRole('button', { name: 'Guardar la lista' }));
    await waitFor(() => expect(putBodies(API.checklist('tipo-1'))).toHaveLength(1));
    expect(putBodies(API.checklist('tipo-1'))[0]).toEqual({
      items: [
        { id: 'senalamiento-retirado', texto: 'Señalamiento retirado', requerido: false },
        { id: 'nivel', texto: '¿Quedó al nivel de la banqueta?', requerido: false },
      ],
      version: 2,
    });
  });

  it('shows a tipo without checklist as empty, explains a 409 and asks before removing every item', async () => {
    server.on('PUT', API.checklist('tipo-1'), () => apiError(409, 'auditoria.stale_checklist', 'stale'));
    renderAt('/sig/auditoria?ajustes=1');
    const pick = await screen.findByLabelText('Tipo');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Poda' })).toBeTruthy());
    fireEvent.change(pick, { target: { value: 'tipo-3' } });
    expect(await screen.findByText('Este tipo aún no tiene lista de verificación.')).toBeTruthy();

    fireEvent.change(pick, { target: { value: 'tipo-1' } });
    const form = await screen.findByRole('form', { name: 'Lista de verificación de Bache' });
    fireEvent.click(within(form).getByRole('button', { name: 'Quitar el punto 2' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Quitar el punto 1' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar la lista' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Dejar este tipo sin lista?' });
    expect(putBodies(API.checklist('tipo-1'))).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quitar todos los puntos' }));
    await waitFor(() => expect(putBodies(API.checklist('tipo-1'))).toEqual([{ items: [], version: 2 }]));
    expect(await screen.findByText('Otra persona cambió la lista de verificación mientras la veías: recarga para ver la actual.')).toBeTruthy();
  });
});
