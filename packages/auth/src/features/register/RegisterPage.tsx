import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { isApiRequestError, LOGIN_PATH, register, RouterLink } from '@sig/shared';
import { useState } from 'react';

import { AuthCard } from '../../components/AuthCard';
import { MailSentCard } from '../../components/MailSentCard';
import { ErrorAlert } from '../../components/ErrorAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useAuthT } from '../../i18n';
import { useForm } from '../../lib/useForm';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { registerProblems } from '../../lib/validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

const EMPTY = { displayName: '', municipio: '', email: '' };

/**
 * Spec 2.1 register template: a new account (and its municipality); the server may have it closed. The
 * answer is "check your mail" whether the address is new or taken, so the page never tells which.
 */
export function RegisterPage() {
  const styles = useStyles();
  const { t } = useAuthT();
  const form = useForm(EMPTY, registerProblems);
  const [closed, setClosed] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, failure, submit } = useFormSubmit(form, async ({ displayName, municipio, email }) => {
    try {
      await register({ displayName: displayName.trim(), email: email.trim(), ...(municipio.trim() ? { municipio: municipio.trim() } : {}) });
      setSentTo(email.trim());
    } catch (e) {
      if (isApiRequestError(e) && e.code === 'register.closed') setClosed(true);
      throw e;
    }
  });

  if (sentTo) return <MailSentCard email={sentTo} text={{ title: 'register.sentTitle', body: 'register.sentBody', hint: 'register.sentHint' }} />;

  return (
    <AuthCard
      title={t('register.title')}
      description={`${t('register.subtitle')} ${t('register.intro')}`}
      focusTitle={closed}
      footer={
        <>
          <span>{t('register.haveAccount')}</span>
          <RouterLink href={LOGIN_PATH}>{t('register.login')}</RouterLink>
        </>
      }
    >
      {failure && <ErrorAlert title={closed ? t('register.closedTitle') : undefined}>{failure}</ErrorAlert>}
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <Field label={t('field.displayName')} required validationMessage={form.errorOf('displayName')}>
          <Input {...form.bind('displayName')} name="displayName" autoComplete="name" disabled={closed} readOnly={busy} autoFocus />
        </Field>
        <Field label={t('field.municipio')} hint={t('field.municipio.hint')} validationMessage={form.errorOf('municipio')}>
          <Input {...form.bind('municipio')} name="municipio" autoComplete="organization" disabled={closed} readOnly={busy} />
        </Field>
        <Field label={t('field.email')} required validationMessage={form.errorOf('email')}>
          <Input {...form.bind('email')} type="email" name="email" autoComplete="email" inputMode="email" spellCheck={false} disabled={closed} readOnly={busy} />
        </Field>
        <SubmitButton busy={busy} disabled={!form.isValid || closed}>
          {t('register.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
