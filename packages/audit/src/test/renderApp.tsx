import { parcelRenderer } from '@sig/shared/testing/parcelApp';

import { App } from '../App';

export { currentUrl, signInAs as signIn, snackbarTexts } from '@sig/shared/testing/parcelApp';

/** Renders the parcel as root-config mounts it, at `path`. */
export const renderAt = parcelRenderer(App);
