import { act, render, screen } from '@testing-library/react';

import { createStore, useStore } from '../store/createStore';
import { PANEL_PREFETCH_DELAY_MS, lazyPanel } from './lazyPanel';

const panel = createStore<{ open: boolean }>(() => ({ open: false }));
const useOpen = () => useStore(panel, (s) => s.open);

function Drawer() {
  return <p>drawer {useOpen() ? 'open' : 'closed'}</p>;
}

afterEach(() => {
  jest.useRealTimers();
  act(() => panel.setState({ open: false }));
});

describe('lazyPanel', () => {
  it('is not part of the first render: it is fetched once the page has been up a while, and mounted closed', async () => {
    jest.useFakeTimers();
    const load = jest.fn(async () => Drawer);
    const Root = lazyPanel(useOpen, load);
    render(<Root />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/drawer/)).toBeNull();

    await act(async () => {
      jest.advanceTimersByTime(PANEL_PREFETCH_DELAY_MS * 3);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('drawer closed')).toBeTruthy();
    act(() => panel.setState({ open: true }));
    expect(screen.getByText('drawer open')).toBeTruthy();
  });

  it('opened before that, it is fetched at once; a failed fetch is tried again on the next opening', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Drawer);
    const Root = lazyPanel(useOpen, load);
    render(<Root />);
    act(() => panel.setState({ open: true }));
    await act(async () => undefined);
    expect(error).toHaveBeenCalledWith('[sig] a panel did not load', expect.any(Error));
    act(() => panel.setState({ open: false }));
    act(() => panel.setState({ open: true }));
    expect(await screen.findByText('drawer open')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
