import { parcelLifecycles } from '@sig/shared';

import { Footer } from './Footer';

// Eager root (see sig-navbar.tsx); the footer area's own theme comes from the settings.
const lifecycles = parcelLifecycles({ loadRootComponent: () => Promise.resolve(Footer), area: 'footer' });
export const { bootstrap, mount, unmount } = lifecycles;
