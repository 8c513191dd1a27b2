import { act, render, screen } from '@testing-library/react';
import { ParcelFrame, sessionStore, setLanguage } from '@sig/shared';

import { Footer } from './Footer';

const cliente = {
  id: 'c1',
  nombre: 'Municipio de Zapopan',
  slug: 'zapopan',
  logo: null,
  colors: { primary: '#0f6cbd', secondary: '#ffffff' },
  timezone: 'America/Mexico_City',
  cover_midb: false,
  products: [],
};

function renderFooter() {
  return render(
    <ParcelFrame area="footer">
      <Footer />
    </ParcelFrame>,
  );
}

beforeEach(async () => {
  sessionStore.reset();
  await setLanguage('es');
});

afterAll(() => setLanguage('es'));

describe('Footer', () => {
  it('renders the copyright with the product name and the cliente name', () => {
    sessionStore.setState({ cliente });
    renderFooter();
    expect(screen.getByTestId('footer').textContent).toContain('© 2021 SIG — Sistema Integral de Gestión');
    expect(screen.getByText('Municipio de Zapopan')).toBeTruthy();
    expect(screen.getByTestId('footer-cliente').getAttribute('title')).toBe('Municipio de Zapopan');
  });

  it('shows no cliente block before the session has one, and follows it when it arrives', () => {
    renderFooter();
    expect(screen.queryByTestId('footer-cliente')).toBeNull();
    act(() => sessionStore.setState({ cliente: { ...cliente, nombre: 'Ayuntamiento de Tlaquepaque' } }));
    expect(screen.getByTestId('footer-cliente').textContent).toContain('Ayuntamiento de Tlaquepaque');
  });

  it('translates the product name', async () => {
    renderFooter();
    await act(() => setLanguage('en'));
    expect(screen.getByTestId('footer').textContent).toContain('© 2021 SIG — Integrated Management System');
    await act(() => setLanguage('ar'));
    expect(screen.getByTestId('footer').textContent).toContain('نظام الإدارة المتكامل');
  });
});
