import { setLanguage } from '@sig/shared';
import { getByRole, queryByRole } from '@testing-library/dom';

import { hidePanel, showPanel } from './statusPanel';

const host = () => document.getElementById('sig-status') as HTMLElement;

beforeEach(() => {
  document.body.innerHTML = '<main id="sig-main"><div id="sig-status" hidden></div></main>';
});
afterEach(async () => {
  await setLanguage('es');
});

describe('status panels of the root', () => {
  it('a product that is not installed says so plainly, with a way home and no retry', () => {
    showPanel('missing', { parcel: '@sig/midb' });
    expect(host().hidden).toBe(false);
    expect(getByRole(host(), 'heading', { level: 1 }).textContent).toBe('Este producto no está instalado');
    expect(host().textContent).toContain('no incluye');
    expect(queryByRole(host(), 'button', { name: 'Reintentar' })).toBeNull();
    expect(getByRole(host(), 'button', { name: 'Ir al inicio' })).toBeTruthy();
    expect(host().querySelector('[data-testid="parcel-missing"]')).not.toBeNull();
  });

  it('a parcel that exists but failed to load keeps its retry', () => {
    const onRetry = jest.fn();
    showPanel('error', { parcel: '@sig/cases', onRetry });
    expect(getByRole(host(), 'heading', { level: 1 }).textContent).toBe('Esta sección no se pudo cargar');
    getByRole(host(), 'button', { name: 'Reintentar' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks the current language and hides again', async () => {
    await setLanguage('ar');
    showPanel('missing', { parcel: '@sig/midb' });
    expect(getByRole(host(), 'heading', { level: 1 }).textContent).toBe('هذا المنتج غير مثبّت');
    hidePanel();
    expect(host().hidden).toBe(true);
    expect(host().childElementCount).toBe(0);
  });
});
