import { act, fireEvent, waitFor, within } from '@testing-library/react';
import type { PublicMapResponse } from '@sig/shared/contract';
import { useLayoutSize } from '@sig/shared/testing/layoutSize';

import './sig-report-map';
import { demoCliente, inside, place, setAttr } from './test/elementKit';

useLayoutSize(800, 600);

const CLIENTE = demoCliente();

const MAP: PublicMapResponse = {
  estatus: [
    { nombre: 'Nuevo', color: '#0078d4', final: false },
    { nombre: 'Atendido', color: '#107c10', final: true },
  ],
  tipos: [
    { nombre: 'Bache', color: '#ff8c00' },
    { nombre: 'Alumbrado', color: '#ffb900' },
  ],
  points: [
    // three within metres (one cluster at zoom 12), one about 150 px east
    [19.4301, -99.1301, 1, 0, 'R-2026-000001'],
    [19.43012, -99.13012, 1, 0, 'R-2026-000002'],
    [19.43014, -99.1301, 0, 0, 'R-2026-000003'],
    [19.43, -99.08, 0, 1, 'R-2026-000004'],
  ],
  total: 4,
};

type Reply = { status?: number; json: unknown };

/** A stand-in for the SIG server on the other origin: answers by path, records every URL asked. */
function server(route: (url: URL) => Reply | Promise<Reply>) {
  const asked: string[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    asked.push(url.href);
    const reply = await route(url);
    return new Response(JSON.stringify(reply.json), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

const standard = (map: PublicMapResponse = MAP) =>
  server((url) => {
    if (url.pathname === '/api/1.0/public/demo') return { json: CLIENTE };
    if (url.pathname === '/api/1.0/public/demo/reportes/mapa') return { json: map };
    return { status: 404, json: { statusCode: 404, code: 'citizen.cliente_not_found', message: 'No encontramos ese municipio.' } };
  });

const markers = (el: HTMLElement) => el.shadowRoot!.querySelectorAll('.sig-map-point, .sig-map-cluster');
const loaded = (el: HTMLElement) => waitFor(() => expect(markers(el).length).toBeGreaterThan(0));


describe('<sig-report-map>', () => {
  it('reads the cliente and its public reportes from the script origin and draws them in its shadow root', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    const asked = server(async (url) => {
      await held;
      return { json: url.pathname.endsWith('/mapa') ? MAP : CLIENTE };
    });
    const el = await place('sig-report-map', { cliente: 'demo' });
    expect(inside(el).getByText('Cargando el mapa de reportes…')).toBeTruthy();
    expect(markers(el)).toHaveLength(0);
    await act(async () => release());
    await loaded(el);
    expect(asked.sort()).toEqual(['http://localhost/api/1.0/public/demo', 'http://localhost/api/1.0/public/demo/reportes/mapa?estatus=abiertos']);
    expect(el.shadowRoot!.querySelectorAll('.sig-map-cluster')).toHaveLength(1);
    expect(el.shadowRoot!.querySelectorAll('.sig-map-point')).toHaveLength(1);
    expect(inside(el).getByRole('application', { name: 'Mapa de reportes públicos de Municipio Demo' })).toBeTruthy();
    const legend = inside(el).getByRole('list', { name: 'Estatus' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Nuevo2', 'Atendido2']);
    expect(el.childNodes).toHaveLength(0);
    expect(document.querySelector('.sig-map')).toBeNull();
  });

  it('opens a popup with the folio, tipo, estatus and a link that follows it in a new tab', async () => {
    standard();
    const el = await place('sig-report-map', { cliente: 'demo' });
    await loaded(el);
    fireEvent.click(el.shadowRoot!.querySelector('.sig-map-point')!);
    const popup = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('.leaflet-popup')!);
    expect(within(popup).getByText('R-2026-000004')).toBeTruthy();
    expect(within(popup).getByText('Alumbrado')).toBeTruthy();
    expect(within(popup).getByText('Nuevo')).toBeTruthy();
    const link = within(popup).getByRole('link', { name: 'Ver seguimiento (se abre en una pestaña nueva)' });
    expect(link.getAttribute('href')).toBe('http://localhost/act/folio/demo/R-2026-000004');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('asks again when estatus or tipo change, keeping the map while the new points load', async () => {
    let release: (r: Reply) => void = () => {};
    const asked = server((url) => {
      if (url.pathname === '/api/1.0/public/demo') return { json: CLIENTE };
      if (url.searchParams.get('estatus') === 'cerrados') return new Promise<Reply>((r) => (release = r));
      return { json: MAP };
    });
    const el = await place('sig-report-map', { cliente: 'demo', estatus: 'abiertos' });
    await loaded(el);
    await setAttr(el, 'estatus', 'cerrados');
    await waitFor(() => expect(inside(el).getByRole('status').textContent).toBe('Actualizando los reportes…'));
    expect(markers(el).length).toBeGreaterThan(0);
    await act(async () => release({ json: { ...MAP, points: [MAP.points[0]], total: 1 } }));
    await waitFor(() => expect(el.shadowRoot!.querySelectorAll('.sig-map-point')).toHaveLength(1));
    expect(inside(el).getByRole('status').textContent).toBe('');

    await setAttr(el, 'tipo', 'tipo-7');
    await waitFor(() => expect(asked).toContain('http://localhost/api/1.0/public/demo/reportes/mapa?estatus=cerrados&tipoId=tipo-7'));
    expect(asked.filter((u) => u.endsWith('/api/1.0/public/demo'))).toHaveLength(1);
  });

  it('says so when no public reporte matches, and still shows the map', async () => {
    standard({ ...MAP, points: [], total: 0 });
    const el = await place('sig-report-map', { cliente: 'demo', estatus: 'cerrados' });
    await waitFor(() => expect(inside(el).getByRole('status').textContent).toBe('Sin reportes públicos con este filtro'));
    expect(inside(el).getByRole('application')).toBeTruthy();
    expect(markers(el)).toHaveLength(0);
  });

  it('explains a failed read and reads again on retry', async () => {
    let down = true;
    server((url) => {
      if (down) return { status: 503, json: { statusCode: 503, message: 'down' } };
      return { json: url.pathname.endsWith('/mapa') ? MAP : CLIENTE };
    });
    const el = await place('sig-report-map', { cliente: 'demo' });
    const alert = await waitFor(() => inside(el).getByRole('alert'));
    expect(alert.textContent).toContain('El servidor del mapa no respondió como se esperaba. Inténtalo de nuevo en unos minutos.');
    down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await loaded(el);
    expect(inside(el).queryByRole('alert')).toBeNull();
  });

  it('names an unknown cliente without offering a useless retry', async () => {
    standard();
    const el = await place('sig-report-map', { cliente: 'nadie' });
    const alert = await waitFor(() => inside(el).getByRole('alert'));
    expect(alert.textContent).toBe('No encontramos el municipio «nadie». Revisa el atributo cliente.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('asks for the cliente attribute before reading anything, and for a valid api address', async () => {
    const asked = standard();
    const el = await place('sig-report-map', { lang: 'es' });
    expect(inside(el).getByRole('alert').textContent).toContain('Falta el atributo cliente');
    await setAttr(el, 'api', 'ftp://sig.example.mx');
    await setAttr(el, 'cliente', 'demo');
    expect(inside(el).getByRole('alert').textContent).toContain('El atributo api no es una dirección web válida');
    expect(asked).toEqual([]);
  });

  it('reads from the api attribute and links the folio there', async () => {
    const asked = standard();
    const el = await place('sig-report-map', { cliente: 'demo', api: 'https://sig.example.mx/' });
    await loaded(el);
    expect(asked.sort()).toEqual(['https://sig.example.mx/api/1.0/public/demo', 'https://sig.example.mx/api/1.0/public/demo/reportes/mapa?estatus=abiertos']);
    fireEvent.click(el.shadowRoot!.querySelector('.sig-map-point')!);
    const popup = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('.leaflet-popup')!);
    expect(within(popup).getByRole('link').getAttribute('href')).toBe('https://sig.example.mx/act/folio/demo/R-2026-000004');
  });

  it('speaks the lang attribute: Arabic right to left, English, Spanish by default', async () => {
    standard();
    const el = await place('sig-report-map', { cliente: 'demo', lang: 'ar' });
    await loaded(el);
    const wrapper = el.shadowRoot!.querySelector<HTMLElement>('.sig-element')!;
    expect(wrapper.dir).toBe('rtl');
    expect(inside(el).getByRole('list', { name: 'الحالة' })).toBeTruthy();
    expect(inside(el).getByRole('application', { name: 'خريطة البلاغات العامة في Municipio Demo' })).toBeTruthy();

    await setAttr(el, 'lang', 'en');
    expect(wrapper.dir).toBe('ltr');
    expect(inside(el).getByRole('list', { name: 'Status' })).toBeTruthy();
    await setAttr(el, 'lang', 'xx');
    expect(inside(el).getByRole('list', { name: 'Estatus' })).toBeTruthy();
  });

  it('falls back to its defaults for a bad estatus or height, and says so on the console', async () => {
    const asked = standard();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const el = await place('sig-report-map', { cliente: 'demo', estatus: 'todas', height: 'alto' });
      await loaded(el);
      expect(asked).toContain('http://localhost/api/1.0/public/demo/reportes/mapa?estatus=abiertos');
      expect(el.shadowRoot!.querySelector<HTMLElement>('[data-testid="sig-map"]')!.parentElement!.style.height).toBe('480px');
      expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
        '[sig-report-map] estatus="todas" is not one of abiertos, cerrados, todos: showing abiertos.',
        '[sig-report-map] height="alto" is not a CSS length: using 480px.',
      ]);
      await setAttr(el, 'height', '320px');
      expect(el.shadowRoot!.querySelector<HTMLElement>('[data-testid="sig-map"]')!.parentElement!.style.height).toBe('320px');
    } finally {
      warn.mockRestore();
    }
  });
});
