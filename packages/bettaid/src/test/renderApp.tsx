import { parcelRenderer } from '@sig/shared/testing/parcelApp';

import { App } from '../App';

export { currentUrl, messageUnder, signInAs as signIn } from '@sig/shared/testing/parcelApp';

/** Renders the parcel as root-config mounts it, at `path` (its halves come as lazy chunks, as in the portal). */
export const renderAt = parcelRenderer(App);
