import { parcelRenderer } from '@sig/shared/testing/parcelApp';
import { screen } from '@testing-library/react';

import { App } from '../App';

// The api client checks answers against the zod contract, loaded on the first call; load it up front.
beforeAll(() => import('@sig/shared/contract'));

export { currentPath, currentUrl, messageUnder } from '@sig/shared/testing/parcelApp';

/** Renders the parcel as root-config mounts it, at `path`. */
export const renderAt = parcelRenderer(App);

/** The page's h1 once it shows `name`. */
export const findTitle = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
