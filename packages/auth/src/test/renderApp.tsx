import { parcelRenderer, signInWith } from '@sig/shared/testing/parcelApp';
import { screen } from '@testing-library/react';

import { App } from '../App';
import { sessionResponse } from './fixtures';

export { currentPath, messageUnder } from '@sig/shared/testing/parcelApp';

/** Renders the parcel as root-config mounts it, at `path`. */
export const renderAt = parcelRenderer(App);

/** A signed-in session, as the shared login leaves it. */
export function signIn(role: string[], displayName?: string): void {
  signInWith(sessionResponse(role, displayName));
}

/** An input by the start of its label (Fluent adds a '*' to required labels). */
export const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;

export const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
