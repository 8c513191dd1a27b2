import { act, screen } from '@testing-library/react';
import { setLanguage, socketStore } from '@sig/shared';

import { renderToolbar, resetShell, setViewport, signIn } from './testUtils';

const indicator = () => screen.queryByTestId('socket-indicator');

beforeEach(() => {
  resetShell();
  signIn();
  act(() => socketStore.reset());
});

afterEach(async () => {
  act(() => socketStore.reset());
  await act(() => setLanguage('es'));
});

describe('socket indicator', () => {
  it('shows nothing while no socket is wanted', () => {
    renderToolbar();
    expect(indicator()).toBeNull();
  });

  it('follows the socket: connecting, online, offline and back', () => {
    renderToolbar();
    act(() => socketStore.setState({ status: 'connecting' }));
    expect(screen.getByRole('img', { name: 'Conectando…' })).toBeTruthy();
    act(() => socketStore.setState({ status: 'online' }));
    expect(screen.getByRole('img', { name: 'Conectado' }).getAttribute('data-status')).toBe('online');
    act(() => socketStore.setState({ status: 'offline' }));
    expect(screen.getByRole('img', { name: 'Sin conexión' }).getAttribute('data-status')).toBe('offline');
    act(() => socketStore.setState({ status: 'idle' }));
    expect(indicator()).toBeNull();
  });

  it.each([1440, 390])('sits just before the chat toggle at %ipx wide', (width) => {
    setViewport(width);
    renderToolbar();
    act(() => socketStore.setState({ status: 'online' }));
    expect(indicator()!.nextElementSibling?.querySelector('[data-testid="chat-toggle"]')).toBeTruthy();
  });

  it('is translated', async () => {
    await act(() => setLanguage('en'));
    renderToolbar();
    act(() => socketStore.setState({ status: 'offline' }));
    expect(screen.getByRole('img', { name: 'Offline' })).toBeTruthy();
  });
});
