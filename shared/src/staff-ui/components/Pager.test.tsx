import { cleanup, fireEvent, render, screen } from '@testing-library/react';

import { Pager } from './Pager';

afterEach(cleanup);

describe('Pager', () => {
  it('describes the rows on screen and moves from the page asked for', () => {
    const onPage = jest.fn();
    render(<Pager page={3} shownPage={2} pageSize={25} total={12345} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Páginas' }).textContent).toContain('26–50 de 12.345');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPage.mock.calls).toEqual([[4], [2]]);
  });

  it('cannot go before the first page, past the last or while loading', () => {
    const { rerender } = render(<Pager page={1} shownPage={1} pageSize={25} total={30} onPage={() => {}} />);
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Pager page={2} shownPage={2} pageSize={25} total={30} onPage={() => {}} />);
    expect(screen.getByRole('navigation').textContent).toContain('26–30 de 30');
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<Pager page={1} shownPage={1} pageSize={25} total={30} busy onPage={() => {}} />);
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows nothing for an empty list', () => {
    const { container } = render(<Pager page={1} shownPage={1} pageSize={25} total={0} onPage={() => {}} />);
    expect(container.textContent).toBe('');
  });
});
