import { act, render } from '@testing-library/react';
import { navigateToUrl, start } from 'single-spa';

import { sessionStore } from '../../session/sessionStore';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

// as in the portal: single-spa patches the history and fires before-routing-event on every change of address
start();

function Editor({ dirty }: { dirty: boolean }) {
  useUnsavedChangesGuard(dirty, '¿Salir sin guardar?');
  return null;
}

/** Navigates as a menu link does and waits for single-spa to settle (a cancelled one puts the address back). */
async function go(url: string) {
  await act(async () => {
    navigateToUrl(url);
    await new Promise((r) => setTimeout(r, 20));
  });
}

const here = () => window.location.pathname + window.location.search;
let confirm: jest.SpyInstance<boolean, [string?]>;

beforeEach(() => {
  window.history.replaceState(null, '', '/bot/config');
  sessionStore.setState({ status: 'signed-in' });
  confirm = jest.spyOn(window, 'confirm');
});
afterEach(() => {
  confirm.mockRestore();
  sessionStore.reset();
});

describe('useUnsavedChangesGuard', () => {
  it('while dirty, asks before a navigation to another page and stays when the answer is no', async () => {
    confirm.mockReturnValue(false);
    render(<Editor dirty />);
    await go('/sig/home');
    expect(confirm).toHaveBeenCalledWith('¿Salir sin guardar?');
    expect(here()).toBe('/bot/config');

    confirm.mockReturnValue(true);
    await go('/sig/home');
    expect(here()).toBe('/sig/home');
  });

  it('lets the page change its own query without asking', async () => {
    render(<Editor dirty />);
    await go('/bot/config?tab=canales');
    expect(confirm).not.toHaveBeenCalled();
    expect(here()).toBe('/bot/config?tab=canales');
  });

  it('asks nothing when clean, once saved, after unmounting, or signed out', async () => {
    const { rerender, unmount } = render(<Editor dirty={false} />);
    await go('/sig/home');
    expect(here()).toBe('/sig/home');

    window.history.replaceState(null, '', '/bot/config');
    rerender(<Editor dirty />);
    act(() => sessionStore.setState({ status: 'anonymous' }));
    await go('/login');
    expect(here()).toBe('/login');

    window.history.replaceState(null, '', '/bot/config');
    act(() => sessionStore.setState({ status: 'signed-in' }));
    rerender(<Editor dirty={false} />);
    await go('/sig/home');
    rerender(<Editor dirty />);
    unmount();
    await go('/bot/config');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('while dirty, a reload or a closed tab gets the browser’s own prompt; clean, none', () => {
    const unload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    const { rerender } = render(<Editor dirty />);
    expect(unload()).toBe(true);
    rerender(<Editor dirty={false} />);
    expect(unload()).toBe(false);
  });
});
