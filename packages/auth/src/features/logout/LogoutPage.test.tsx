import { sessionStore } from '@sig/shared';
import { screen, waitFor } from '@testing-library/react';

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
});
