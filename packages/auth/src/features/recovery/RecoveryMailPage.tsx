import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AUTH_PATHS, LOGIN_PATH, request, RouterLink } from '@sig/shared';
import { useState } from 'react';

import { AuthCard } from '../../components/AuthCard';
import { MailSentCard } from '../../components/MailSentCard';
import { ErrorAlert } from '../../components/ErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useAuthT } from '../../i18n';
import { useForm } from '../../lib/useForm';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { recoveryMailProblems } from '../../lib/validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** Spec 4: the e-mail form, then the sent state. The server answers alike for unknown addresses. */
export function RecoveryMailPage() {
  const styles = useStyles();
  const { t } = useAuthT();
  const form = useForm({ email: '' }, recoveryMailProblems);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, failure, submit } = useFormSubmit(form, async (values) => {
    const email = values.email.trim();
    await request('post', AUTH_PATHS.recovery, 'RecoveryResponse', { json: { email } });
    setSentTo(email);
  });

  if (sentTo) return <MailSentCard email={sentTo} text={{ title: 'recoveryMail.sentTitle', body: 'recoveryMail.sentBody', hint: 'recoveryMail.sentHint' }} />;

  return (
    <AuthCard
      title={t('recoveryMail.title')}
      description={t('recoveryMail.intro')}
      footer={<RouterLink href={LOGIN_PATH}>{t('common.backToLogin')}</RouterLink>}
    >
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <Field label={t('field.email')} required validationMessage={form.errorOf('email')}>
          <Input {...form.bind('email')} type="email" name="email" autoComplete="email" inputMode="email" spellCheck={false} autoFocus />
        </Field>
        <SubmitButton busy={busy} disabled={!form.isValid}>
          {t('recoveryMail.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
