import { screen } from '@testing-library/react';

import { renderAt, signIn } from '../../test/renderApp';

const linkTo = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('HomePage', () => {
  it('presents SIG to a visitor with sign-in and the citizen links', () => {
    renderAt('/home');
    expect(screen.getByRole('img', { name: 'SIG — Sistema Integral de Gestión' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('La gestión de tu municipio, en un solo lugar');
    expect(linkTo('Iniciar sesión')).toBe('/login');
    expect(linkTo('Reportar un problema')).toBe('/act/s');
    expect(linkTo('Seguir un folio')).toBe('/act/s');
    expect(screen.getByText('© 2021 SIG · Sistema Integral de Gestión')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Entrar al portal' })).toBeNull();
  });

  it('lets a signed-in report viewer enter the portal or sign out', () => {
    signIn(['SigVerReporte'], 'Beto Ruiz');
    renderAt('/home');
    expect(linkTo('Entrar al portal')).toBe('/sig/reportes');
    expect(linkTo('Desconectar')).toBe('/logout');
    expect(screen.getByText('Bienvenido(a), Beto Ruiz')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
  });

  it('offers no portal button to a role without the report list', () => {
    signIn(['EventoList']);
    renderAt('/home');
    expect(screen.queryByRole('link', { name: 'Entrar al portal' })).toBeNull();
    expect(linkTo('Desconectar')).toBe('/logout');
  });
});
