import { sessionStore, setLanguage } from '@sig/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { currentPath, renderAt, signIn } from './test/renderApp';

describe('App routing', () => {
  it('shows the not-found page with a way home', () => {
    renderAt('/404');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/home');
  });

  it('shows a spinner with Cargando... on /loading while the session is being checked', () => {
    act(() => sessionStore.setState({ status: 'checking' }));
    renderAt('/loading');
    expect(screen.getByRole('status').textContent).toContain('Cargando...');
    expect(currentPath()).toBe('/loading');
  });

  it('sends /loading on to the sign-in once the session is known to be anonymous', async () => {
    act(() => sessionStore.setState({ status: 'checking' }));
    renderAt('/loading');
    act(() => sessionStore.setState({ status: 'anonymous' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
  });

  it("sends /loading on to a signed-in user's start page", async () => {
    signIn(['Home', 'SigVerReporte']);
    renderAt('/loading');
    await waitFor(() => expect(currentPath()).toBe('/sig/reportes'));
  });

  it('renders nothing on a path of another parcel', () => {
    const { container } = renderAt('/sig/reportes');
    expect(container.textContent).toBe('');
  });

  it('follows its own links without a page load', async () => {
    renderAt('/login');
    fireEvent.click(screen.getByRole('link', { name: 'Crear cuenta' }));
    expect(currentPath()).toBe('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeTruthy();
  });

  it('speaks Arabic right to left', async () => {
    renderAt('/login');
    await act(() => setLanguage('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('تسجيل الدخول');
    expect(screen.getByText('هل نسيت كلمة المرور؟')).toBeTruthy();
  });
});
