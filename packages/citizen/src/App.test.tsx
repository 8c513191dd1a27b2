import { screen } from '@testing-library/react';

import { fakeServer } from '@sig/shared/testing/fakeServer';
import { publicCliente } from './test/fixtures';
import { renderAt } from './test/renderApp';

describe('App routing', () => {
  it('renders nothing on a path of another parcel', () => {
    const { container } = renderAt('/sig/reportes');
    expect(container.textContent).toBe('');
  });

  it('shows the page frame with a loading state before the municipality arrives', async () => {
    const server = fakeServer();
    let answer: () => void = () => undefined;
    server.on('GET', '/api/1.0/public/demo', () => new Promise((resolve) => (answer = () => resolve({ json: publicCliente() }))));
    renderAt('/act/folio/demo');
    expect(await screen.findByRole('navigation', { name: 'Idioma' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Consulta tu folio' })).toBeTruthy();
    answer();
    expect(await screen.findByRole('link', { name: 'Municipio Demo: página de inicio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Municipio Demo: página de inicio' }).getAttribute('href')).toBe('/act/s/demo');
  });
});
