import { parcelRenderer } from '@sig/shared/testing/parcelApp';

import { App } from '../App';

/** Renders the parcel as root-config mounts it, at `path`. */
export const renderAt = parcelRenderer(App);
