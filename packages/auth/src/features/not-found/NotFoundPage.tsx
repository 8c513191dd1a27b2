import { makeStyles, tokens } from '@fluentui/react-components';
import { HOME_PATH, LinkButton } from '@sig/shared';

import { AuthCard } from '../../components/AuthCard';
import { useAuthT } from '../../i18n';

const useStyles = makeStyles({
  code: {
    fontSize: '64px',
    lineHeight: 1,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground1,
    letterSpacing: '-0.02em',
    display: 'block',
  },
});

export function NotFoundPage() {
  const styles = useStyles();
  const { t } = useAuthT();
  return (
    <AuthCard
      title={t('notFound.title')}
      description={t('notFound.body')}
      visual={
        <span className={styles.code} aria-hidden="true">
          {t('notFound.code')}
        </span>
      }
    >
      <LinkButton href={HOME_PATH} appearance="primary" size="large">
        {t('notFound.home')}
      </LinkButton>
    </AuthCard>
  );
}
