import { Spinner, makeStyles } from '@fluentui/react-components';

import { useAuthT } from '../../i18n';

const useStyles = makeStyles({
  root: { minHeight: ['100vh', '100dvh'], display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** Shown after a hot reload while the portal finds its page again (spec 2.2). */
export function LoadingPage() {
  const styles = useStyles();
  const { t } = useAuthT();
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner size="large" label={t('loading.text')} labelPosition="below" />
    </div>
  );
}
