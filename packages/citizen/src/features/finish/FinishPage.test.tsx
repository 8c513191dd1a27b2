import { act, fireEvent, screen } from '@testing-library/react';

import { fakeServer } from '@sig/shared/testing/fakeServer';
import { publicCliente } from '../../test/fixtures';
import { findTitle, renderAt } from '../../test/renderApp';

describe('the finish page', () => {
  beforeEach(() => {
    const server = fakeServer();
    server.on('GET', '/api/1.0/public/demo', () => ({ json: publicCliente() }));
  });

  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('shows the follow code from the fragment next to the folio, copies both, and the follow link carries it in its fragment', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } });
    renderAt('/act/finish/demo/S-2026-000045/h-7Yp2/c9/solicitud#codigo=ABCD2345');
    expect(await findTitle('Recibimos tu solicitud')).toBeTruthy();
    expect(screen.getByTestId('follow-code').textContent).toBe('ABCD-2345');
    expect(screen.getByText('Guarda el folio y el código: con los dos consultas el avance de tu solicitud.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar folio y código' }));
    });
    expect(written).toEqual(['Tu folio es S-2026-000045 · Código de seguimiento ABCD-2345']);
    expect(screen.getByRole('link', { name: 'Consultar mi folio' }).getAttribute('href')).toBe('/act/folio/demo/S-2026-000045#codigo=ABCD2345');
  });

  it('shows the folio large, copies it, and links to following it and to another reporte', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void written.push(text) } });
    renderAt('/act/finish/demo/R-2026-000123/h-7Yp2/c9/reporte');

    expect(await findTitle('Recibimos tu reporte')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByTestId('folio').textContent).toBe('R-2026-000123');
    expect(screen.getByText('Guarda este folio: con él consultas el avance de tu reporte.')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar folio' }));
    });
    expect(written).toEqual(['R-2026-000123']);
    expect(screen.getByRole('button', { name: 'Folio copiado' })).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Consultar mi folio' }).getAttribute('href')).toBe('/act/folio/demo/R-2026-000123');
    expect(screen.getByRole('link', { name: 'Hacer otro reporte' }).getAttribute('href')).toBe('/act/port/demo/h-7Yp2?intent=reporte');
    expect(screen.queryByText(/no llegó|no llegaron/)).toBeNull();
  });

  it('selects the folio for copying by hand when there is no clipboard', async () => {
    renderAt('/act/finish/demo/S-2026-000045/h-7Yp2/c9/solicitud');
    expect(await findTitle('Recibimos tu solicitud')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar folio' }));
    });
    expect(window.getSelection()?.toString()).toBe('S-2026-000045');
    expect(screen.getByText('Selecciona el folio y cópialo, o anótalo.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hacer otra solicitud' }).getAttribute('href')).toBe('/act/port/demo/h-7Yp2?intent=solicitud');
  });

  it('names every attachment that did not arrive', async () => {
    renderAt('/act/finish/demo/R-2026-000123/anonimo/c9/reporte?sinEnviar=a.jpg&sinEnviar=b.jpg');
    expect(await screen.findByText('2 fotos no llegaron')).toBeTruthy();
    expect(screen.getByText('a.jpg')).toBeTruthy();
    expect(screen.getByText('b.jpg')).toBeTruthy();
  });
});
