import { ParcelFrame, i18n, sessionStore, setLanguage, snackbarStore } from '@sig/shared';
import { sessionResponse } from '@sig/shared/testing/fixtures';
import { act, cleanup, render } from '@testing-library/react';
import { start } from 'single-spa';

import { App } from '../App';

// As in the portal: single-spa turns every pushState into a popstate, which the pages route by.
start();

afterEach(async () => {
  cleanup();
  await act(async () => {
    snackbarStore.reset();
    sessionStore.reset();
    sessionStore.setState({ status: 'anonymous' });
    if (i18n.language !== 'es') await setLanguage('es');
  });
  localStorage.clear();
  sessionStorage.clear();
});

/** Renders the parcel as root-config mounts it, at `path`. */
export function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <ParcelFrame>
      <App />
    </ParcelFrame>,
  );
}

/** A signed-in staff session holding these permissions. */
export function signIn(role: string[]): void {
  const s = sessionResponse({ role });
  sessionStore.setState({ status: 'signed-in', user: { ...s.user, role }, role, cliente: s.cliente, token: s.access_token });
}

/** What the shared snackbar shows now. */
export const snackbarTexts = () => snackbarStore.getState().messages.map((m) => m.message);

/** The text Fluent's Field shows under an input (its validation message), read through aria-describedby. */
export function messageUnder(el: HTMLElement): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}
