import { i18n, setLanguage, translationsReady } from '@sig/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';

import { LoadError, Loading } from './States';

afterEach(async () => {
  cleanup();
  await act(() => setLanguage('es'));
});

it("speaks the user's language with the module's own strings", async () => {
  await act(() => setLanguage('tr'));
  render(<Loading />);
  expect(screen.getByText('Yükleniyor…')).toBeTruthy();
  // another language's strings come as a chunk, only once that language is wanted
  expect(i18n.getResource('ar', 'staff-ui', 'common.retry')).toBeUndefined();
  await translationsReady('ar');
  expect(i18n.getResource('ar', 'staff-ui', 'common.retry')).toBe('إعادة المحاولة');
});

it('offers a retry next to a load error', () => {
  const onRetry = jest.fn();
  render(<LoadError message="No se pudo cargar." onRetry={onRetry} />);
  expect(screen.getByRole('alert').textContent).toContain('No se pudo cargar.');
  fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});
