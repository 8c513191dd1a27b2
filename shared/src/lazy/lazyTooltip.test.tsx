import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';

import { LazyTooltip } from './lazyTooltip';

afterEach(cleanup);

const inFluent = (ui: React.ReactElement) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

describe('LazyTooltip', () => {
  it('names its trigger from the first render, and shows the tooltip on hover without replacing the trigger', async () => {
    inFluent(
      <LazyTooltip content="Pantalla completa" relationship="label" withArrow>
        <button type="button" />
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Pantalla completa' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Pantalla completa');
    // the same element: a focus on it would have stayed
    expect(screen.getByRole('button', { name: 'Pantalla completa' })).toBe(button);
    fireEvent.pointerLeave(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('describes its trigger by a hidden copy of the text, and hides on blur', async () => {
    inFluent(
      <LazyTooltip content="Elige el idioma" relationship="description">
        <button type="button" aria-label="ES">
          ES
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'ES' });
    const description = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('Elige el idioma');
    act(() => button.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Elige el idioma');
    act(() => button.blur());
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('keeps the trigger its own ref and handlers, and shows nothing while not enabled', async () => {
    const ref = { current: null as HTMLButtonElement | null };
    const onPointerEnter = jest.fn();
    inFluent(
      <LazyTooltip content="Reportes" relationship="inaccessible" enabled={false}>
        <button type="button" ref={ref} onPointerEnter={onPointerEnter}>
          Reportes
        </button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Reportes' });
    expect(ref.current).toBe(button);
    fireEvent.pointerEnter(button);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
