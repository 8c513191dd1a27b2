import { parcelRenderer, signInWith } from '@sig/shared/testing/parcelApp';

import { App } from '../App';
import { sessionFor } from './fixtures';

export { messageUnder, snackbarTexts } from '@sig/shared/testing/parcelApp';

/** Renders the parcel as root-config mounts it, at `path`. */
export const renderAt = parcelRenderer(App);

export function signIn(role: string[], over: { email?: string; master?: boolean } = {}): void {
  signInWith(sessionFor(role, over));
}
