import { act, cleanup, render, screen } from '@testing-library/react';

import { PathPages, type PathPage } from './PathPages';

afterEach(cleanup);

const PAGES: PathPage[] = [
  { path: '/config/users/all', render: () => <p>lista</p> },
  { path: '/config/users/:id', render: (p) => <p>usuario {p.id}</p> },
];

/** As single-spa does for every pushState. */
function go(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

it('renders the first page whose path matches, with its params, and follows navigation', () => {
  window.history.replaceState(null, '', '/config/users/all');
  const { container } = render(<PathPages pages={PAGES} />);
  expect(screen.getByText('lista')).toBeTruthy();
  act(() => go('/config/users/u7'));
  expect(screen.getByText('usuario u7')).toBeTruthy();
  act(() => go('/sig/zonas'));
  expect(container.textContent).toBe('');
});
