import { HOME_PATH, UnsentWorkDialog, logout, navigate, sessionStore, unsentWorkCount } from '@sig/shared';
import { useEffect, useState } from 'react';

import { AuthCard } from '../../components/AuthCard';
import { BusyState } from '../../components/BusyState';
import { useAuthT } from '../../i18n';

/**
 * Ends the session; logout() itself navigates to '/' (spec 2.2). Field work still on the device (offline
 * audits, proofs of delivery: @sig/shared's sign-out guards) makes it ask first.
 */
export function LogoutPage() {
  const { t } = useAuthT();
  const [unsent, setUnsent] = useState(0);
  useEffect(() => {
    // logout() does nothing without a role (spec 4); such a visitor still leaves this page.
    if (sessionStore.getState().role.length === 0) {
      navigate('/', { replace: true });
      return;
    }
    let live = true;
    void unsentWorkCount().then((n) => {
      if (!live) return;
      if (n > 0) setUnsent(n);
      else logout();
    });
    return () => {
      live = false;
    };
  }, []);
  // /logout is a page of its own: staying leaves it for the start page, where the work's page is a click away
  const stay = () => navigate(HOME_PATH, { replace: true });
  return (
    <AuthCard title={t('logout.busy')}>
      <BusyState label={t('logout.busy')} />
      <UnsentWorkDialog count={unsent} onSignOut={logout} onStay={stay} />
    </AuthCard>
  );
}
