import { makeStyles, tokens } from '@fluentui/react-components';
import { LinkButton, LOGIN_PATH } from '@sig/shared';

import { useAuthT } from '../i18n';
import type { AuthKey } from '../i18n/es';
import { AuthCard } from './AuthCard';
import { StatusIcon } from './StatusIcon';

const useStyles = makeStyles({
  email: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  hint: { color: tokens.colorNeutralForeground3 },
});

const MARK = '\u2063';

/** "Revisa tu correo": what recovery and registration both show, whether or not the address has an account. */
export function MailSentCard({ email, text }: { email: string; text: { title: AuthKey; body: AuthKey; hint: AuthKey } }) {
  const styles = useStyles();
  const { t } = useAuthT();
  // The address is set apart in bold wherever each language puts it in the sentence.
  const [before, after = ''] = t(text.body, { email: MARK }).split(MARK);
  return (
    <AuthCard
      title={t(text.title)}
      visual={<StatusIcon kind="mail" />}
      focusTitle
      description={
        <>
          {before}
          <span className={styles.email}>{email}</span>
          {after}
        </>
      }
    >
      <span className={styles.hint}>{t(text.hint)}</span>
      <LinkButton href={LOGIN_PATH} appearance="primary" size="large">
        {t('common.backToLogin')}
      </LinkButton>
    </AuthCard>
  );
}
