import { Spinner, makeStyles } from '@fluentui/react-components';
import { LOGIN_PATH, navigate, useSession } from '@sig/shared';
import { useEffect } from 'react';

import { useAuthT } from '../../i18n';
import { portalStartFor } from '../../lib/portalStart';

const useStyles = makeStyles({
  root: { minHeight: ['100vh', '100dvh'], display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/**
 * Shown after a hot reload while the portal finds its page again (spec 2.2). Nothing else ever leaves
 * this page, so once the session is known it sends the person on: their start page, or the sign-in.
 */
export function LoadingPage() {
  const styles = useStyles();
  const { t } = useAuthT();
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);

  useEffect(() => {
    if (status === 'checking') return;
    navigate(status === 'signed-in' ? portalStartFor(role) : LOGIN_PATH, { replace: true });
  }, [status, role]);

  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner size="large" label={t('loading.text')} labelPosition="below" />
    </div>
  );
}
