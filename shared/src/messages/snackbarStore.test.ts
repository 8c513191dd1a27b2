import { SNACKBAR_MAX, notify, snackbarStore } from './snackbarStore';

const texts = () => snackbarStore.getState().messages.map((m) => m.message);

describe('the snackbar store', () => {
  beforeEach(() => snackbarStore.reset());

  test('messages without a key stack, at most SNACKBAR_MAX', () => {
    for (let i = 1; i <= SNACKBAR_MAX + 2; i++) notify({ message: `m${i}` });
    expect(texts()).toEqual(Array.from({ length: SNACKBAR_MAX }, (_, i) => `m${i + 3}`));
  });

  test('a message with a key takes the place of the one of that key on screen; others stay', () => {
    notify({ message: 'Sesión guardada' });
    notify({ message: 'Estatus cambiado', variant: 'success', key: 'case-action' });
    notify({ message: 'Asignación guardada', variant: 'success', key: 'case-action' });
    notify({ message: 'Otra fuente', key: 'otra' });
    expect(texts()).toEqual(['Sesión guardada', 'Asignación guardada', 'Otra fuente']);
  });
});
