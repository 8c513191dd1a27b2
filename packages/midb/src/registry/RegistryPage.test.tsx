import { apiError, fakeServer, pageOf, type FakeServer } from '@sig/shared/testing/fakeServer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, COLONIAS, ZONAS, item, programa } from '../test/fixtures';
import { currentUrl, renderAt, signIn, snackbarTexts } from '../test/renderApp';

// Under jsdom, tabster marks an open Fluent dialog aria-hidden a moment after it opens (focus events differ
// from a browser's): queries inside a dialog include hidden elements.
const HIDDEN = { hidden: true } as const;

let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', API.colonias, () => ({ json: COLONIAS }));
  server.on('GET', API.zonas, () => ({ json: ZONAS }));
  server.on('GET', API.programas, () => ({ json: { items: [programa(), programa({ id: 'prog-2', nombre: 'Becas', activo: false })] } }));
  signIn(['SigMidb']);
});

const lastQuery = () => Object.fromEntries(server.queries(API.habitantes).at(-1)!);
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('the registry', () => {
  it('takes its filters from the address, asks the server for them and keeps every change in the address', async () => {
    const all = Array.from({ length: 30 }, (_, i) => item({ id: `hab-${i + 1}`, nombreCompleto: `Persona ${i + 1}` }));
    server.on('GET', API.habitantes, ({ query }) => ({ json: { ...pageOf(all, query), totalExact: true } }));
    renderAt('/sig/midb?q=hern&coloniaId=col-1&edadMin=60&sexo=M&consentimiento=si&page=2');

    expect(await screen.findByText('30 habitantes')).toBeTruthy();
    expect(lastQuery()).toEqual({ q: 'hern', coloniaId: 'col-1', edadMin: '60', sexo: 'M', consentimiento: 'si', page: '2', pageSize: '25' });
    // the address's choices show in the filters
    expect((screen.getByRole('searchbox', { name: 'Buscar' }) as HTMLInputElement).value).toBe('hern');
    await waitFor(() => expect(select('Colonia').value).toBe('col-1'));
    expect(select('Sexo').value).toBe('M');
    expect((screen.getByLabelText('Edad desde') as HTMLInputElement).value).toBe('60');
    expect(screen.getByText('26–30 de 30')).toBeTruthy();

    // a new filter starts at page 1 and is one history step
    fireEvent.change(select('Programa'), { target: { value: 'prog-1' } });
    await waitFor(() => expect(currentUrl()).toBe('/sig/midb?q=hern&coloniaId=col-1&edadMin=60&sexo=M&programaId=prog-1&consentimiento=si'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ programaId: 'prog-1', page: '1' }));

    // back restores the earlier filters (and their page); reload would read the same address
    act(() => window.history.back());
    await waitFor(() => expect(select('Programa').value).toBe(''));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: '2' }));
    expect(lastQuery().programaId).toBeUndefined();

    // the typed search follows into the address once typing stops
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar' }), { target: { value: 'BOXW' } });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe('BOXW'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'BOXW', page: '1' }));

    // clearing drops every filter
    fireEvent.click(screen.getAllByRole('button', { name: 'Quitar filtros' })[0]!);
    await waitFor(() => expect(currentUrl()).toBe('/sig/midb'));
  });

  it('opens a habitante from its row', async () => {
    server.on('GET', API.habitantes, () => ({ json: { items: [item()], total: 1, totalExact: true, page: 1, pageSize: 25 } }));
    renderAt('/sig/midb');
    const link = await screen.findByRole('link', { name: 'María Hernández Ruiz' });
    expect(link.getAttribute('href')).toBe('/sig/midbciudadano/ver/hab-1');
    expect(screen.getByText('1 habitante')).toBeTruthy();
    // a click elsewhere on the row opens it too
    fireEvent.click(screen.getByText('771 123 4567'));
    await waitFor(() => expect(window.location.pathname).toBe('/sig/midbciudadano/ver/hab-1'));
  });

  it('says when nothing matches, and when the server fails, with a retry', async () => {
    server.on('GET', API.habitantes, () => ({ json: { items: [], total: 0, totalExact: true, page: 1, pageSize: 25 } }));
    const { unmount } = renderAt('/sig/midb?sexo=X');
    expect(await screen.findByText('Ningún habitante coincide con la búsqueda y los filtros.')).toBeTruthy();
    unmount();

    server.on('GET', API.habitantes, () => apiError(403, 'midb.disabled', 'Este municipio no tiene el padrón de habitantes activado.'));
    renderAt('/sig/midb');
    expect(await screen.findByText(/no tiene el padrón de habitantes activado. Pide a un administrador/)).toBeTruthy();
    server.on('GET', API.habitantes, () => ({ json: { items: [item()], total: 1, totalExact: true, page: 1, pageSize: 25 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'María Hernández Ruiz' })).toBeTruthy();
  });

  it('enrols the filtered set in a programme after confirming the count, and shows what happened', async () => {
    server.on('GET', API.habitantes, () => ({ json: { items: [item()], total: 40, totalExact: true, page: 1, pageSize: 25 } }));
    server.on('POST', API.roll('prog-1'), () => ({ json: { inscritos: 38, yaInscritos: 2 } }));
    renderAt('/sig/midb?coloniaId=col-1&edadMin=60&edadMax=80');
    await screen.findByText('40 habitantes');
    fireEvent.click(screen.getByRole('button', { name: 'Inscribir en programa' }));

    const dialog = await screen.findByRole('dialog', HIDDEN);
    expect(within(dialog).getByText(/Se inscribirán hasta 40 personas/)).toBeTruthy();
    const choice = (await within(dialog).findByLabelText(/^Programa/)) as HTMLSelectElement;
    await waitFor(() => expect(choice.options).toHaveLength(2));
    // an inactive programme is not offered
    expect(Array.from(choice.options, (o) => o.text)).toEqual(['Elige un programa', 'Adultos mayores']);
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Inscribir a 40 personas' }));
    expect(await within(dialog).findByText('Elige el programa.')).toBeTruthy();
    expect(server.callsTo('POST', API.roll('prog-1'))).toHaveLength(0);

    fireEvent.change(choice, { target: { value: 'prog-1' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Inscribir a 40 personas' }));
    expect(await within(dialog).findByText('Inscritos ahora: 38. Ya estaban inscritos: 2.')).toBeTruthy();
    expect(server.callsTo('POST', API.roll('prog-1'))[0]!.body).toEqual({ filtro: { coloniaId: 'col-1', edadMin: 60, edadMax: 80 } });
    expect(snackbarTexts()).toContain('Inscripción hecha: 38 nuevos, 2 ya estaban.');
  });

  it('says "more than" when the list counted up to its cap, and the enrolment counts the search exactly first', async () => {
    server.on('GET', API.habitantes, () => ({ json: { items: [item()], total: 1000, totalExact: false, page: 1, pageSize: 25 } }));
    server.on('GET', API.mapa, () => ({ json: { colonias: [], sinColonia: 3120, total: 3120 } }));
    renderAt('/sig/midb?sexo=M');
    expect(await screen.findByText('Más de 1000 habitantes: agrega filtros para acotar la búsqueda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Inscribir en programa' }));
    const dialog = await screen.findByRole('dialog', HIDDEN);
    expect(await within(dialog).findByRole('button', { hidden: true, name: 'Inscribir a 3120 personas' })).toBeTruthy();
    expect(Object.fromEntries(server.callsTo('GET', API.mapa)[0]!.query)).toEqual({ sexo: 'M' });
  });

  it("shows the server's refusal of an enrolment in the dialog, translated", async () => {
    server.on('GET', API.habitantes, () => ({ json: { items: [item()], total: 3, totalExact: true, page: 1, pageSize: 25 } }));
    server.on('POST', API.roll('prog-1'), () => apiError(409, 'midb.programa_inactive', 'El programa está inactivo: actívalo antes de inscribir personas.'));
    renderAt('/sig/midb');
    await screen.findByText('3 habitantes');
    fireEvent.click(screen.getByRole('button', { name: 'Inscribir en programa' }));
    const dialog = await screen.findByRole('dialog', HIDDEN);
    const choice = (await within(dialog).findByLabelText(/^Programa/)) as HTMLSelectElement;
    await waitFor(() => expect(choice.options).toHaveLength(2));
    fireEvent.change(choice, { target: { value: 'prog-1' } });
    fireEvent.click(within(dialog).getByRole('button', { hidden: true, name: 'Inscribir a 3 personas' }));
    expect(await within(dialog).findByText('El programa está inactivo: actívalo antes de inscribir personas.')).toBeTruthy();
  });

  it('exports the filtered set as CSV with the filters of the address', async () => {
    server.on('GET', API.habitantes, () => ({ json: { items: [item()], total: 1, totalExact: true, page: 1, pageSize: 25 } }));
    server.onRaw('GET', API.export, () => ({ body: 'curp,nombre\n', headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="padron.csv"' } }));
    const saved: { name: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
    try {
      renderAt('/sig/midb?q=mar&zonaId=z-1&page=3');
      fireEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(snackbarTexts()).toContain('Archivo descargado.'));
      expect(saved).toEqual([{ name: 'padron.csv', href: 'blob:csv' }]);
      // the filters only: the export is the whole set, not one page, its labels in the user's language
      expect(Object.fromEntries(server.rawCalls[0]!.query)).toEqual({ q: 'mar', zonaId: 'z-1' });
      expect(server.rawCalls[0]!.headers.get('accept-language')).toBe('es');
    } finally {
      click.mockRestore();
    }
  });
});
