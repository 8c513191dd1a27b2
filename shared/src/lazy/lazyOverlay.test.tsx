import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

import { lazyDialog } from './lazyDialog';
import { type OverlayProps, type OverlayTriggerProps, lazyOverlay } from './lazyOverlay';

afterEach(cleanup);

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Trigger = (props: OverlayTriggerProps) => <button {...props}>menu</button>;
const Overlay = ({ defaultOpen }: OverlayProps) => <div role="menu" data-open={String(defaultOpen)} />;

describe('lazyOverlay', () => {
  it('draws the stand-in, fetches on hover, swaps only on the click and opens the overlay at once', async () => {
    const load = deferred<{ default: typeof Overlay }>();
    const loader = jest.fn(() => load.promise);
    const Menu = lazyOverlay(loader, Trigger);
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerEnter(button);
    expect(loader).toHaveBeenCalledTimes(1);
    await act(async () => load.resolve({ default: Overlay }));
    // fetched, but not swapped under the pointer
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect((await screen.findByRole('menu')).getAttribute('data-open')).toBe('true');
    expect(loader).toHaveBeenCalledTimes(1);
    cleanup();
    // later mounts draw the overlay, closed
    render(<Menu />);
    expect(screen.getByRole('menu').getAttribute('data-open')).toBe('false');
  });

  it('forgets a failed download, so the next click tries again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Overlay });
    const Menu = lazyOverlay(loader, Trigger);
    render(<Menu />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'menu' })));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(error).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'menu' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe('lazyDialog', () => {
  const View = ({ open, label }: { open: boolean; label: string }) => (open ? <div role="dialog">{label}</div> : <span data-testid="closed-view" />);

  it('fetches nothing while closed, and stays mounted once it has opened', async () => {
    const loader = jest.fn(() => Promise.resolve({ default: View }));
    const Dialog = lazyDialog(loader);
    const { rerender } = render(<Dialog open={false} label="hola" />);
    await act(async () => undefined);
    expect(loader).not.toHaveBeenCalled();
    expect(screen.queryByTestId('closed-view')).toBeNull();
    rerender(<Dialog open label="hola" />);
    expect((await screen.findByRole('dialog')).textContent).toBe('hola');
    rerender(<Dialog open={false} label="hola" />);
    // closed, but still mounted (its closing animation and state)
    expect(screen.getByTestId('closed-view')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('takes its own test of being open', async () => {
    const Dialog = lazyDialog(() => Promise.resolve({ default: ({ item }: { item: string | null }) => <div role="dialog">{item}</div> }), (p) => p.item !== null);
    const { rerender } = render(<Dialog item={null} />);
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Dialog item="clave" />);
    expect((await screen.findByRole('dialog')).textContent).toBe('clave');
  });
});
