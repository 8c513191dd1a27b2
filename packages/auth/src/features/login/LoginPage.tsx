import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { login, navigate, RouterLink, takeRememberedUrl, useSession } from '@sig/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { AuthCard } from '../../components/AuthCard';
import { BusyState } from '../../components/BusyState';
import { PasswordInput } from '../../components/PasswordInput';
import { SubmitButton } from '../../components/SubmitButton';
import { useAuthT } from '../../i18n';
import { portalStartFor, startAfterSignIn } from '../../lib/portalStart';
import { useForm } from '../../lib/useForm';
import { loginProblems } from '../../lib/validation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  forgot: { alignSelf: 'flex-end', marginBlockStart: `calc(-1 * ${tokens.spacingVerticalS})` },
});

export function LoginPage() {
  const styles = useStyles();
  const { t } = useAuthT();
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.role);
  const form = useForm({ email: '', password: '' }, loginProblems);
  const [busy, setBusy] = useState(false);
  // Set synchronously, so the "already signed in" redirect below never races this page's own login.
  const submitting = useRef(false);

  useEffect(() => {
    if (status === 'signed-in' && !submitting.current) navigate(takeRememberedUrl() ?? portalStartFor(role), { replace: true });
  }, [status, role]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!form.isValid || submitting.current) return;
    submitting.current = true;
    setBusy(true);
    try {
      const session = await login(form.values.email.trim(), form.values.password);
      navigate(takeRememberedUrl() ?? (await startAfterSignIn(session.role)));
    } catch {
      // login() already showed the server's message for 5 seconds.
      submitting.current = false;
      setBusy(false);
    }
  };

  if (status === 'signed-in' && !submitting.current) {
    return (
      <AuthCard title={t('login.title')}>
        <BusyState label={t('login.redirecting')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.subtitle')}
      footer={
        <>
          <span>{t('login.noAccount')}</span>
          <RouterLink href="/register">{t('login.register')}</RouterLink>
        </>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <Field label={t('field.email')} required validationMessage={form.errorOf('email')}>
          <Input {...form.bind('email')} type="email" name="email" autoComplete="email" inputMode="email" spellCheck={false} autoFocus />
        </Field>
        <Field label={t('field.password')} required validationMessage={form.errorOf('password')}>
          <PasswordInput {...form.bind('password')} name="password" autoComplete="current-password" />
        </Field>
        <RouterLink href="/recovery/mail" className={styles.forgot}>
          {t('login.forgot')}
        </RouterLink>
        <SubmitButton busy={busy} disabled={!form.isValid}>
          {t('login.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
