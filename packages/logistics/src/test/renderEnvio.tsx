// The delivery page's tests render the parcel as root-config mounts it.
import { parcelRenderer } from '@sig/shared/testing/parcelApp';

import { App } from '../App';

export { signInAs as signIn } from '@sig/shared/testing/parcelApp';

export const renderAt = parcelRenderer(App);
