import { useLocationPath } from '@sig/shared';
import { Suspense, lazy } from 'react';

import { isPublicPath } from './halves';

// One lazy root per half: a phone opening a card's QR never downloads the staff half (its store, router, staff-ui),
// and staff never download the public pages. The build makes the staff half's shared modules promises (webpack.config.js).
const PublicApp = lazy(() => import('./public/PublicApp').then((m) => ({ default: m.PublicApp })));
const StaffApp = lazy(() => import('./staff/StaffApp').then((m) => ({ default: m.StaffApp })));

/** The parcel's root: the half of the address's page. */
export function App() {
  const pathname = useLocationPath();
  return <Suspense fallback={null}>{isPublicPath(pathname) ? <PublicApp /> : <StaffApp />}</Suspense>;
}
