import { setLanguage } from '@sig/shared';
import { act, screen, within } from '@testing-library/react';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { caseDetail, event, filtersResponse } from '../test/fixtures';
import { renderAt, signIn } from '../test/renderApp';

/* Issue 21 items 7 and 13: the linked person on the case page, and user text isolated from the page's direction. */

const DETAIL = '/api/1.0/getreporte/c1';
let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  server.on('GET', '/api/1.0/sig/getfiltros', () => ({ json: filtersResponse() }));
});

afterEach(() => act(() => setLanguage('es')));

/** The nearest element that sets the text's direction apart: dir="auto" on it or on a <bdi> around it. */
const isolatingAncestor = (el: HTMLElement) => el.closest('[dir="auto"]');

describe('a case page in Arabic', () => {
  it('isolates the description, notes, timeline texts, names and catalogue names', async () => {
    signIn(['SigVerReporte', 'SigEditarReporte']);
    server.on('GET', DETAIL, () => ({
      json: caseDetail({
        descripcion: 'Bache profundo frente a la escuela.',
        direccion: 'Av. Juárez 10',
        notas: [{ id: 'n1', at: '2026-03-02T10:00:00.000Z', autor: { id: 'u2', displayName: 'Luis Mora' }, texto: 'Se revisó «ayer».', publica: false, archivos: [] }],
        historial: [event({ id: 'ev2', actor: { id: 'u2', displayName: 'Luis Mora' }, tipo: 'prioridad', antes: { prioridad: 'normal' }, despues: { prioridad: 'alta' }, comentario: 'Urgente, hay niños.' })],
      }),
    }));
    await act(() => setLanguage('ar'));
    renderAt('/sig/reporte/c1');
    const description = await screen.findByText('Bache profundo frente a la escuela.');
    expect(description.getAttribute('dir')).toBe('auto');
    expect(isolatingAncestor(screen.getByText('Av. Juárez 10'))).toBeTruthy();
    expect(isolatingAncestor(screen.getByText('Se revisó «ayer».'))).toBeTruthy();
    expect(isolatingAncestor(screen.getByText('«Urgente, hay niños.»'))).toBeTruthy();
    for (const name of screen.getAllByText('Luis Mora')) expect(isolatingAncestor(name)).toBeTruthy();
    // the page's own words are not isolated: they follow the interface
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});

describe('the linked person', () => {
  it('names the person with a link to their record for a viewer of persons', async () => {
    signIn(['SigVerReporte', 'SigVerPersona']);
    server.on('GET', DETAIL, () => ({ json: caseDetail({ habitanteId: 'hab-1', habitante: { id: 'hab-1', nombre: 'Rosalba Quintero' } }) }));
    renderAt('/sig/reporte/c1');
    const link = await screen.findByRole('link', { name: 'Rosalba Quintero' });
    expect(link.getAttribute('href')).toBe('/sig/persona/hab-1');
    expect(screen.getByRole('link', { name: 'Ver ficha del ciudadano' }).getAttribute('href')).toBe('/sig/ciudadano/hab-1');
  });

  it('names the person without a link to the record for a user who may not open it', async () => {
    signIn(['SigVerReporte']);
    server.on('GET', DETAIL, () => ({ json: caseDetail({ habitanteId: 'hab-1', habitante: { id: 'hab-1', nombre: 'Rosalba Quintero' } }) }));
    renderAt('/sig/reporte/c1');
    const term = await screen.findByText('Persona vinculada');
    const item = term.parentElement!;
    expect(within(item).getByText('Rosalba Quintero')).toBeTruthy();
    expect(within(item).queryByRole('link')).toBeNull();
  });
});
