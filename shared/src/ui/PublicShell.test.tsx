import { fireEvent, render, screen } from '@testing-library/react';

import type { PublicCliente } from '../contract/citizens';
import { PublicShell } from './PublicShell';

const cliente = { slug: 'demo', nombre: 'Municipio Demo', logo: '/logo.png', colorPrimary: '#aa3300' } as PublicCliente;
const strings = { brandFallback: 'Eventos', languageLabel: 'Idioma', footer: 'Eventos municipales · SIG' };

describe('PublicShell', () => {
  it('names the page in the tab and the h1, brands it with the municipality and leads its name home', () => {
    render(
      <PublicShell {...strings} cliente={cliente} title="Tu boleto" brandHome={{ href: '/act/s/demo', label: 'Municipio Demo: inicio' }}>
        <p>contenido</p>
      </PublicShell>,
    );
    expect(document.title).toBe('Tu boleto · Municipio Demo');
    expect(screen.getByRole('heading', { level: 1, name: 'Tu boleto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Municipio Demo: inicio' }).getAttribute('href')).toBe('/act/s/demo');
    expect(screen.getByText('Eventos municipales · SIG')).toBeTruthy();
    // the frame already holds the page's <main>: a second one would be a nested landmark
    expect(document.querySelector('main')).toBeNull();
  });

  it('shows the area name and the emblem while the municipality is unknown, and the emblem when its logo fails', () => {
    const { rerender, container } = render(<PublicShell {...strings} cliente={null} title="Registro" />);
    expect(screen.getByText('Eventos')).toBeTruthy();
    expect(container.querySelector('svg')).not.toBeNull();
    rerender(<PublicShell {...strings} cliente={cliente} title="Registro" />);
    const logo = container.querySelector('img')!;
    expect(logo.getAttribute('src')).toBe('/logo.png');
    fireEvent.error(logo);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('moves focus to the title when the step changes', () => {
    const { rerender } = render(<PublicShell {...strings} cliente={cliente} title="Paso 1" focusKey="uno" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    (document.activeElement as HTMLElement).blur();
    rerender(<PublicShell {...strings} cliente={cliente} title="Paso 2" focusKey="dos" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Paso 2' }));
  });
});
