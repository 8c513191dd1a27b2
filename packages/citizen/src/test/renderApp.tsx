import { renderParcelAt } from '@sig/shared/testing/parcelApp';
import { screen } from '@testing-library/react';

import { App } from '../App';

// The parcel fetches the zod contract when it mounts; loading it up front keeps that cost (ts-jest compiling
// zod's schemas) out of the first test's waiting time.
// The api client checks answers against the zod contract, loaded on the first call; load it up front.
beforeAll(() => import('@sig/shared/contract'));

export { messageUnder } from '@sig/shared/testing/parcelApp';

/** Renders the parcel as root-config mounts it, at `path`. */
export const renderAt = (path: string) => renderParcelAt(path, <App />);

/** The page's h1 once it shows `name`. */
export const findTitle = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

export const currentPath = () => window.location.pathname;
export const currentUrl = () => window.location.pathname + window.location.search;
