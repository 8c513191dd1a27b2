import { ParcelFrame, i18n, sessionStore, setLanguage, snackbarStore } from '@sig/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { start } from 'single-spa';

import { App } from '../App';
import { sessionResponse } from './fixtures';

// As in the portal: single-spa turns every pushState into a popstate, which the pages route by.
start();

afterEach(async () => {
  cleanup();
  // The shared snackbar host lives in its own root, outside the rendered tree.
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

/** A signed-in session, as the shared login leaves it. */
export function signIn(role: string[], displayName?: string): void {
  const s = sessionResponse(role, displayName);
  sessionStore.setState({ status: 'signed-in', user: s.user, role: s.role, cliente: s.cliente, token: s.access_token });
}

/** An input by the start of its label (Fluent adds a '*' to required labels). */
export const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;

export const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** The text Fluent's Field shows under an input (its validation message), read through aria-describedby. */
export function messageUnder(el: HTMLElement): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}

export const currentPath = () => window.location.pathname;
