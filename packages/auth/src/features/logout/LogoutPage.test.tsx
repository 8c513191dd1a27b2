import { registerSignOutGuard, sessionStore } from '@sig/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { currentPath, renderAt, signIn } from '../../test/renderApp';

describe('LogoutPage', () => {
  it('ends the session and goes to /', async () => {
    signIn(['admin']);
    localStorage.setItem('jwt_access_token', 'header.payload.signature');
    renderAt('/logout');

    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sessionStore.getState()).toMatchObject({ status: 'anonymous', role: [], user: null });
    expect(localStorage.getItem('jwt_access_token')).toBeNull();
    expect(screen.queryByText('Cerrando sesión...')).toBeNull();
  });

  it('asks first when field work is unsent, and signs out only when told to', async () => {
    signIn(['admin']);
    localStorage.setItem('jwt_access_token', 'header.payload.signature');
    const stop = registerSignOutGuard('audits-under-test', () => 2);
    try {
      renderAt('/logout');
      expect(await screen.findByText(/Tienes 2 trabajos sin sincronizar/)).toBeTruthy();
      expect(sessionStore.getState().status).toBe('signed-in');
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión de todos modos' })));
      await waitFor(() => expect(currentPath()).toBe('/'));
      expect(sessionStore.getState().status).toBe('anonymous');
    } finally {
      stop();
    }
  });

  it('stays signed in when the user chooses to', async () => {
    signIn(['admin']);
    localStorage.setItem('jwt_access_token', 'header.payload.signature');
    const stop = registerSignOutGuard('audits-under-test', () => 1);
    try {
      renderAt('/logout');
      expect(await screen.findByText(/Tienes 1 trabajo sin sincronizar/)).toBeTruthy();
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Seguir conectado' })));
      await waitFor(() => expect(currentPath()).toBe('/home'));
      expect(sessionStore.getState().status).toBe('signed-in');
      expect(localStorage.getItem('jwt_access_token')).toBe('header.payload.signature');
    } finally {
      stop();
    }
  });
});
