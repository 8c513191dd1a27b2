import { sessionResponse } from '@sig/shared/testing/fixtures';
import { renderParcelAt, signInWith } from '@sig/shared/testing/parcelApp';

import { App } from '../App';

export { messageUnder, snackbarTexts } from '@sig/shared/testing/parcelApp';

/** Renders the parcel as root-config mounts it, at `path`. */
export const renderAt = (path: string) => renderParcelAt(path, <App />);

/** A signed-in staff session holding these permissions. */
export function signIn(role: string[]): void {
  const s = sessionResponse({ role });
  signInWith({ ...s, user: { ...s.user, role } });
}
