import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

const dialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => (
  <ConfirmDialog open title="¿Borrar?" body="No se puede deshacer." confirmLabel="Borrar" onConfirm={() => Promise.resolve()} onClose={() => {}} {...props} />
);

describe('ConfirmDialog', () => {
  it('closes after the action succeeds', async () => {
    const onClose = jest.fn();
    render(dialog({ onClose }));
    // its code comes on the first opening
    fireEvent.click(await screen.findByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it("stays open with the failure explained in the parcel's words", async () => {
    const onClose = jest.fn();
    render(dialog({ onClose, onConfirm: () => Promise.reject(new Error('x')), describeError: () => 'El registro está en uso.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El registro está en uso.');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
