import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOOKUP_PATH, setLanguage } from '@sig/shared';
import type { LookupResponse } from '@sig/shared/contract';

import { renderToolbar, resetShell, signIn } from './testUtils';

/** The server's lookup: answers by the text asked, records every `q`; other paths 404. */
function lookupServer(answer: (q: string) => { status?: number; json: LookupResponse | object }) {
  const asked: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    if (req.method === 'GET' && url.pathname === LOOKUP_PATH) {
      const q = url.searchParams.get('q') ?? '';
      asked.push(q);
      const { status = 200, json } = answer(q);
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
    }
    return new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: url.pathname }), { status: 404, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

const CASO = { kind: 'reporte', id: 'caso-279', folio: 'R-2026-000279', tipo: 'Bache', estatus: 'Recibido', cerrado: false } as const;
const PERSONA = { id: 'per-1', nombreCompleto: 'Rosalba Quintero Salas', curp: 'QUSR900101MDFNLS09' };
const NONE: LookupResponse = { casos: [], personas: [] };

function openAndType(text: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Buscar páginas' }));
  const input = screen.getByRole('combobox', { name: 'Buscar páginas' }) as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  return input;
}

beforeEach(() => {
  resetShell();
});

describe('page search: folios and CURPs', () => {
  it('a short folio finds its case, listed with its kind, tipo and estatus; Enter opens it', async () => {
    signIn({ role: ['SigVerReporte'] });
    const asked = lookupServer((q) => ({ json: q === 'r-2026-279' ? { casos: [CASO], personas: [] } : NONE }));
    renderToolbar();
    const input = openAndType('r-2026-279');
    expect(screen.getByTestId('page-search-looking').textContent).toBe('Buscando el folio o la CURP…');
    const option = await screen.findByRole('option', { name: /R-2026-000279/ });
    expect(option.textContent).toBe('R-2026-000279Reporte · Bache · Recibido');
    expect(asked).toEqual(['r-2026-279']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('1 resultados encontrados');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/sig/reporte/caso-279');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('a CURP finds the person; a click opens the person page', async () => {
    signIn({ role: ['SigVerPersona'] });
    lookupServer(() => ({ json: { casos: [], personas: [PERSONA] } }));
    renderToolbar();
    openAndType('qusr900101mdfnls09');
    const option = await screen.findByRole('option', { name: /Rosalba/ });
    expect(within(option).getByText('Persona · CURP QUSR900101MDFNLS09')).toBeTruthy();
    fireEvent.click(option);
    expect(window.location.pathname).toBe('/sig/persona/per-1');
  });

  it('what the server found comes before the pages; the arrows go through both', async () => {
    signIn({ role: ['admin'] });
    lookupServer(() => ({ json: { casos: [{ ...CASO, cerrado: true, kind: 'solicitud', folio: 'S-2026-000012', id: 's12' }], personas: [] } }));
    renderToolbar();
    const input = openAndType('s-2026-12');
    await screen.findByRole('option', { name: /S-2026-000012/ });
    const options = screen.getAllByRole('option');
    expect(options[0]!.textContent).toBe('S-2026-000012Solicitud · Bache · Cerrado');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[options.length - 1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
  });

  it("says 'Nada encontrado..' when the server finds nothing", async () => {
    signIn({ role: ['SigVerReporte'] });
    const asked = lookupServer(() => ({ json: NONE }));
    renderToolbar();
    const input = openAndType('R-2026-999999');
    expect((await screen.findByTestId('page-search-empty')).textContent).toBe('Nada encontrado..');
    expect(asked).toEqual(['R-2026-999999']);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/inicio');
  });

  it('tells when the lookup failed, in the current language', async () => {
    signIn({ role: ['SigVerReporte'] });
    lookupServer(() => ({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'x' } }));
    renderToolbar();
    await act(() => setLanguage('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Search pages' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Search pages' }), { target: { value: 'R-2026-1' } });
    expect((await screen.findByRole('alert')).textContent).toBe('The folio or CURP could not be looked up. Please try again.');
    expect(screen.queryByTestId('page-search-empty')).toBeNull();
    await act(() => setLanguage('es'));
  });

  it('asks the server only for a folio or CURP, and only a user who could find one', async () => {
    signIn({ role: ['DashboardAnalytics'] });
    const asked = lookupServer(() => ({ json: { casos: [CASO], personas: [] } }));
    renderToolbar();
    openAndType('r-2026-279');
    expect(screen.getByTestId('page-search-empty').textContent).toBe('Nada encontrado..');
    await new Promise((r) => setTimeout(r, 400));
    expect(asked).toEqual([]);
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('typing a folio digit by digit asks once, for the text where typing stopped', async () => {
    signIn({ role: ['SigVerReporte'] });
    const asked = lookupServer((q) => ({ json: q === 'r-2026-279' ? { casos: [CASO], personas: [] } : NONE }));
    renderToolbar();
    const input = openAndType('rep');
    for (const text of ['r-2026-2', 'r-2026-27', 'r-2026-279']) fireEvent.change(input, { target: { value: text } });
    await screen.findByRole('option', { name: /R-2026-000279/ });
    expect(asked).toEqual(['r-2026-279']);
    // a page search word is never sent
    fireEvent.change(input, { target: { value: 'reportes' } });
    await waitFor(() => expect(screen.queryByRole('option', { name: /R-2026-000279/ })).toBeNull());
    await new Promise((r) => setTimeout(r, 400));
    expect(asked).toEqual(['r-2026-279']);
  });
});
