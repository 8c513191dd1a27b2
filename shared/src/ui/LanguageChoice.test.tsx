import { act, fireEvent, render, screen } from '@testing-library/react';

import { i18n, setLanguage } from '../i18n/i18n';
import { LanguageChoice } from './LanguageChoice';

afterEach(async () => {
  await act(() => setLanguage('es'));
});

describe('LanguageChoice', () => {
  it('names each language in itself, marks the current one and switches when pressed', async () => {
    render(<LanguageChoice label="Idioma" touch />);
    const nav = screen.getByRole('navigation', { name: 'Idioma' });
    expect(nav).toBeTruthy();
    const arabic = screen.getByRole('button', { name: 'العربية' });
    expect(arabic.getAttribute('lang')).toBe('ar');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(arabic);
    await screen.findByRole('button', { name: 'العربية', pressed: true });
    expect(i18n.language).toBe('ar');
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('false');
  });
});
