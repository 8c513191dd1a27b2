import { act, render, screen } from '@testing-library/react';

import { createStore, useStore } from '../store/createStore';
import { lazyPanel } from './lazyPanel';
import { preparePanel, resetPanelIntent, whenPanelReady } from './panelIntent';

const panel = createStore<{ open: boolean }>(() => ({ open: false }));
const useOpen = () => useStore(panel, (s) => s.open);

const drawn: string[] = [];
function Drawer() {
  const state = useOpen() ? 'open' : 'closed';
  drawn.push(state);
  return <p>drawer {state}</p>;
}

afterEach(() => {
  drawn.length = 0;
  jest.useRealTimers();
  resetPanelIntent();
  act(() => panel.setState({ open: false }));
});

describe('lazyPanel', () => {
  it('is not part of the page, however long it stays up: it is fetched when the user reaches for it, and mounted closed', async () => {
    jest.useFakeTimers();
    const load = jest.fn(async () => Drawer);
    const Root = lazyPanel('quick', useOpen, load);
    render(<Root />);
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/drawer/)).toBeNull();

    await act(async () => {
      preparePanel('chat');
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      preparePanel('quick');
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('drawer closed')).toBeTruthy();
    act(() => panel.setState({ open: true }));
    expect(screen.getByText('drawer open')).toBeTruthy();
  });

  it('opened before that, it is fetched at once; a failed fetch is tried again on the next opening', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Drawer);
    const Root = lazyPanel('settings', useOpen, load);
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

  it('an opening through the shell waits until the panel is mounted closed (a drawer mounted open never takes the focus)', async () => {
    const load = jest.fn(async () => Drawer);
    const Root = lazyPanel('chat', useOpen, load);
    render(<Root />);
    act(() => whenPanelReady('chat', () => panel.setState({ open: true })));
    expect(panel.getState().open).toBe(false);
    expect(await screen.findByText('drawer open')).toBeTruthy();
    expect(drawn[0]).toBe('closed');
    expect(load).toHaveBeenCalledTimes(1);
    // once there, openings are immediate
    act(() => panel.setState({ open: false }));
    act(() => whenPanelReady('chat', () => panel.setState({ open: true })));
    expect(panel.getState().open).toBe(true);
  });

  it('mounts at once, closed, where it was reached for before this page drew it', async () => {
    const load = jest.fn(async () => Drawer);
    preparePanel('notifications');
    const Root = lazyPanel('notifications', useOpen, load);
    render(<Root />);
    expect(await screen.findByText('drawer closed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
