import { SNACKBAR_MAX, dismissErrors, dismissLeftBehind, notify, snackbarStore } from './snackbarStore';

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


const shown = () => snackbarStore.getState().messages.map((m) => m.message);
const go = (path: string) => window.history.pushState(null, '', path);

beforeEach(() => {
  snackbarStore.reset();
  go('/login');
});

describe('messages on navigation (issue 21)', () => {
  it('errors and warnings about the page left behind come down; successes and infos stay', () => {
    notify({ message: 'Correo o contraseña incorrectos.', variant: 'error' });
    notify({ message: 'Revisa el campo marcado.', variant: 'warning' });
    notify({ message: 'Reporte creado.', variant: 'success' });
    notify({ message: 'Nueva versión disponible.', variant: 'info' });
    go('/sig/reportes');
    dismissLeftBehind();
    expect(shown()).toEqual(['Reporte creado.', 'Nueva versión disponible.']);
  });

  it('a routing event on the same page (a session update) takes nothing down', () => {
    notify({ message: 'Correo o contraseña incorrectos.', variant: 'error' });
    dismissLeftBehind('/login');
    expect(shown()).toEqual(['Correo o contraseña incorrectos.']);
  });

  it('a message that explains its navigation survives that one, then goes like any other', () => {
    go('/sig/reportes');
    notify({ message: 'Invalid access_token', variant: 'warning', explainsNavigation: true });
    notify({ message: 'No se pudo cargar la lista.', variant: 'error' });
    go('/login');
    dismissLeftBehind();
    expect(shown()).toEqual(['Invalid access_token']);
    dismissLeftBehind();
    expect(shown()).toEqual(['Invalid access_token']);
    go('/sig/reportes');
    dismissLeftBehind();
    expect(shown()).toEqual([]);
  });

  it('an explaining message shown after its redirect already happened does not follow to the next page', () => {
    notify({ message: 'Rehacer login.', variant: 'warning', explainsNavigation: true });
    dismissLeftBehind('/login');
    go('/sig/reportes');
    dismissLeftBehind();
    expect(shown()).toEqual([]);
  });

  it('dismissErrors still takes down every error, wherever it was shown', () => {
    notify({ message: 'a', variant: 'error' });
    notify({ message: 'b', variant: 'success' });
    dismissErrors();
    expect(shown()).toEqual(['b']);
  });
});
