import { render, screen } from '@testing-library/react';

import { Page } from './Page';

it('draws its title and content without a main landmark of its own (the frame has the one main, issue 21)', () => {
  const { container } = render(
    <main>
      <Page title="Reportes">contenido</Page>
    </main>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Reportes' })).toBeTruthy();
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(container.querySelectorAll('main')).toHaveLength(1);
});
