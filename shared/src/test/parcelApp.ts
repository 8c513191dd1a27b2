// Test support for a parcel rendered as root-config mounts it (a parcel's src/test/renderApp binds its App).
// Importing it starts single-spa and resets the shared stores after every test.
import { act, cleanup, render } from '@testing-library/react';
import { type ComponentType, createElement, type ReactElement } from 'react';
import { start } from 'single-spa';

import type { SessionResponse } from '../contract/auth';
import { i18n, setLanguage } from '../i18n/i18n';
import { snackbarStore } from '../messages/snackbarStore';
import { ParcelFrame } from '../parcel/parcelLifecycles';
import { sessionStore } from '../session/sessionStore';
import { sessionResponse } from './fixtures';

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

/** Renders `app` inside the parcel frame, at `path`. */
export function renderParcelAt(path: string, app: ReactElement) {
  window.history.replaceState(null, '', path);
  return render(createElement(ParcelFrame, null, app));
}

/** The render helper of a parcel's tests: `renderAt(path)` draws `App` as root-config mounts it, at `path`. */
export const parcelRenderer = (App: ComponentType) => (path: string) => renderParcelAt(path, createElement(App));

/** Signs in with this session, as a login answer would. */
export function signInWith(s: Pick<SessionResponse, 'user' | 'role' | 'cliente' | 'access_token'>): void {
  sessionStore.setState({ status: 'signed-in', user: s.user, role: s.role, cliente: s.cliente, token: s.access_token });
}

/** A signed-in staff session (the shared fixture's) holding these permissions. */
export function signInAs(role: string[]): void {
  const s = sessionResponse({ role });
  signInWith({ ...s, user: { ...s.user, role } });
}

export const currentPath = () => window.location.pathname;
export const currentUrl = () => window.location.pathname + window.location.search;

/** What the shared snackbar shows now. */
export const snackbarTexts = () => snackbarStore.getState().messages.map((m) => m.message);

/** The text Fluent's Field shows under an input (its validation message), read through aria-describedby. */
export function messageUnder(el: HTMLElement): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
}
