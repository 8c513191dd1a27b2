import { logout, navigate, sessionStore } from '@sig/shared';
import { useEffect } from 'react';

import { AuthCard } from '../../components/AuthCard';
import { BusyState } from '../../components/BusyState';
import { useAuthT } from '../../i18n';

/** Ends the session; logout() itself navigates to '/' (spec 2.2). */
export function LogoutPage() {
  const { t } = useAuthT();
  useEffect(() => {
    // logout() does nothing without a role (spec 4); such a visitor still leaves this page.
    if (sessionStore.getState().role.length > 0) logout();
    else navigate('/', { replace: true });
  }, []);
  return (
    <AuthCard title={t('logout.busy')}>
      <BusyState label={t('logout.busy')} />
    </AuthCard>
  );
}
