import '../test/svgSupport';

import { fakeServer, type FakeServer } from '@sig/shared/testing/fakeServer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { API, serveCatalogs, MAPA } from '../test/fixtures';
import { currentUrl, renderAt, signIn } from '../test/renderApp';
import { classesOf, colorOf } from './choropleth';

let server: FakeServer;

beforeAll(() => import('@sig/shared/contract'));

beforeEach(() => {
  server = fakeServer();
  serveCatalogs(server);
  signIn(['SigMidb']);
});

it('draws habitantes per colonia for the filters of the address: polygons shaded by count, circles where there is none, a legend and a table', async () => {
  server.on('GET', API.mapa, () => ({ json: MAPA }));
  // no tile URL in the session: the map draws on a plain background
  renderAt('/sig/mapa/midb?coloniaId=col-1&edadMin=60&page=4');
  expect(await screen.findByText('154 habitantes con los filtros elegidos')).toBeTruthy();
  expect(Object.fromEntries(server.queries(API.mapa)[0]!)).toEqual({ coloniaId: 'col-1', edadMin: '60' });
  expect(screen.getByText('4 habitantes sin colonia no aparecen en el mapa.')).toBeTruthy();

  // the figures in words, for screen readers and keyboards: the biggest first, a colonia with none left out
  const table = screen.getByRole('table', { name: 'Habitantes por colonia' });
  const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
  expect(rows).toEqual(['Centro120', 'La Merced30']);
  expect(within(table).getByRole('link', { name: 'La Merced' }).getAttribute('href')).toBe('/sig/midb?coloniaId=col-2&edadMin=60');

  await screen.findByRole('application', { name: 'Mapa de habitantes por colonia' });
  const map = screen.getByTestId('sig-map');
  // two polygons (one empty, shaded as none) and one centroid circle, each in its class's colour
  await waitFor(() => expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(3));
  const fills = Array.from(map.querySelectorAll('path.leaflet-interactive'), (p) => p.getAttribute('fill'));
  const classes = classesOf(120);
  expect(fills).toEqual([colorOf(120, classes), colorOf(30, classes), colorOf(0, classes)]);
  expect(new Set(fills).size).toBe(3);

  const legend = screen.getByRole('list', { name: 'Habitantes por colonia' });
  expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1–24', '25–48', '49–72', '73–96', '97–120', 'Ninguno', expect.stringContaining('Círculo'), expect.stringContaining('Habitante ubicado')]);
  expect(screen.getByText('Acerca el mapa para ver a cada habitante ubicado.')).toBeTruthy();
  // the map keeps the list's filters
  expect(screen.getByRole('link', { name: 'Ver lista' }).getAttribute('href')).toBe('/sig/midb?coloniaId=col-1&edadMin=60');
});

it('changes with the filters, kept in the address', async () => {
  server.on('GET', API.mapa, () => ({ json: { colonias: [], sinColonia: 0, total: 0 } }));
  renderAt('/sig/mapa/midb');
  expect(await screen.findByText('Ningún habitante con colonia coincide con los filtros.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Sexo'), { target: { value: 'M' } });
  await waitFor(() => expect(currentUrl()).toBe('/sig/mapa/midb?sexo=M'));
  await waitFor(() => expect(Object.fromEntries(server.queries(API.mapa).at(-1)!)).toEqual({ sexo: 'M' }));
});

test('the classes cover every count from 1 to the largest, light to dark', () => {
  expect(classesOf(0)).toEqual([]);
  expect(classesOf(3).map((c) => [c.from, c.to])).toEqual([[1, 1], [2, 2], [3, 3]]);
  const five = classesOf(1000);
  expect(five.map((c) => [c.from, c.to])).toEqual([[1, 200], [201, 400], [401, 600], [601, 800], [801, 1000]]);
  expect(colorOf(1, five)).toBe(five[0]!.color);
  expect(colorOf(1000, five)).toBe(five[4]!.color);
});
