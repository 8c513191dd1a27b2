import { matchPath, useLocationPath, type RouteParams } from '@sig/shared';
import type { ReactNode } from 'react';

import { ActivationPage } from './features/activation/ActivationPage';
import { HomePage } from './features/home/HomePage';
import { InvitationPage } from './features/invitation/InvitationPage';
import { LoadingPage } from './features/loading/LoadingPage';
import { LoginPage } from './features/login/LoginPage';
import { LogoutPage } from './features/logout/LogoutPage';
import { NotFoundPage } from './features/not-found/NotFoundPage';
import { RecoveryMailPage } from './features/recovery/RecoveryMailPage';
import { RecoveryPage } from './features/recovery/RecoveryPage';
import { RegisterPage } from './features/register/RegisterPage';

/** This parcel's paths (the shared route table sends them here); the first match wins. */
const PAGES: { path: string; render: (params: RouteParams) => ReactNode }[] = [
  { path: '/home', render: () => <HomePage /> },
  { path: '/login', render: () => <LoginPage /> },
  { path: '/logout', render: () => <LogoutPage /> },
  { path: '/404', render: () => <NotFoundPage /> },
  { path: '/loading', render: () => <LoadingPage /> },
  { path: '/recovery/mail', render: () => <RecoveryMailPage /> },
  { path: '/recovery/:id/:client', render: (p) => <RecoveryPage id={p.id ?? ''} /> },
  { path: '/active/:id', render: (p) => <ActivationPage id={p.id ?? ''} /> },
  { path: '/register', render: () => <RegisterPage /> },
  { path: '/invitacion/:id', render: (p) => <InvitationPage id={p.id ?? ''} /> },
];

/** Picks the page by path. Another path renders nothing: root-config is about to unmount this parcel. */
export function App() {
  const pathname = useLocationPath();
  for (const page of PAGES) {
    const params = matchPath(page.path, pathname);
    // keyed by path, so a new link (another id) starts its page afresh
    if (params) return <div key={pathname}>{page.render(params)}</div>;
  }
  return null;
}
