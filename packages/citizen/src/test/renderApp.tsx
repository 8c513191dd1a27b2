import { loadContract } from '@sig/shared/testing/fakeServer';
import { parcelRenderer } from '@sig/shared/testing/parcelApp';
import { screen } from '@testing-library/react';

import { App } from '../App';

// The api client checks answers against the zod contract once its module is here; load it up front, so that
// every answer is checked before use (the fake server's helper does the same).
beforeAll(() => loadContract());

export { currentPath, currentUrl, messageUnder } from '@sig/shared/testing/parcelApp';

/** Renders the parcel as root-config mounts it, at `path`. */
export const renderAt = parcelRenderer(App);

/** The page's h1 once it shows `name`. */
export const findTitle = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
