import { cleanup, fireEvent, render, screen } from '@testing-library/react';

import { ListStates, type ListQuery } from './ListStates';

afterEach(cleanup);

const t = (key: string) => `t:${key}`;
type Page = { items: string[] };
const show = (query: ListQuery<Page>, emptyAction?: React.ReactNode) =>
  render(
    <ListStates query={query} t={t} empty="Sin resultados" emptyAction={emptyAction}>
      {(data) => (
        <ul>
          {data.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
    </ListStates>,
  );

it('shows the load error first, translated by the parcel, with a retry that refetches', () => {
  const refetch = jest.fn();
  show({ isError: true, error: { status: 403, data: { error: 'forbidden', message: 'x' } }, data: { items: ['a'] }, refetch });
  expect(screen.getByRole('alert')).toBeTruthy();
  expect(screen.queryByText('a')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(refetch).toHaveBeenCalledTimes(1);
});

it('shows the first load as a spinner', () => {
  show({ isError: false, refetch: () => undefined });
  expect(screen.getByText('Cargando…')).toBeTruthy();
});

it('shows the empty list with its way out', () => {
  show({ isError: false, data: { items: [] }, refetch: () => undefined }, <button type="button">Quitar filtros</button>);
  expect(screen.getByText('Sin resultados')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Quitar filtros' })).toBeTruthy();
});

it('renders the items once there are some', () => {
  show({ isError: false, data: { items: ['uno', 'dos'] }, refetch: () => undefined });
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['uno', 'dos']);
});
