import { Caption1, Field, makeStyles, tokens } from '@fluentui/react-components';
import { errorMessage, isApiRequestError, LinkButton, LOGIN_PATH, PASSWORD_MIN, request, RouterLink, UserAvatar } from '@sig/shared';
import { useEffect, useState } from 'react';

import { AuthCard } from '../../components/AuthCard';
import { BusyState } from '../../components/BusyState';
import { ErrorAlert } from '../../components/ErrorAlert';
import { LinkCheckFailed } from '../../components/LinkCheckFailed';
import { PasswordInput } from '../../components/PasswordInput';
import { StatusIcon } from '../../components/StatusIcon';
import { SubmitButton } from '../../components/SubmitButton';
import { useAuthT } from '../../i18n';
import type { AuthKey } from '../../i18n/es';
import { useForm } from '../../lib/useForm';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { newPasswordProblems } from '../../lib/validation';

/** What differs between password recovery and account activation. */
export interface TicketFlow {
  checkPath: string;
  changePath: string;
  /** Where the not-found page sends the visitor (a new recovery link, or sign-in). */
  notFoundTo: string;
  text: Record<'checking' | 'notFound' | 'notFoundBody' | 'notFoundAction' | 'title' | 'intro' | 'submit' | 'doneTitle' | 'doneBody', AuthKey>;
}

type Step = { kind: 'checking' } | { kind: 'not-found'; message?: string } | { kind: 'check-failed'; message: string } | { kind: 'form'; email: string } | { kind: 'done' };

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  account: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  accountText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  accountEmail: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  accountLabel: { color: tokens.colorNeutralForeground3 },
});

/**
 * Spec 4: checking ('Buscando ...'), then the form when the id is known or a not-found message when the
 * answer is empty, then a final message. Recovery and activation are the same flow on different paths.
 */
export function TicketPasswordPage({ id, flow }: { id: string; flow: TicketFlow }) {
  const { t } = useAuthT();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setStep({ kind: 'checking' });
    request('post', flow.checkPath, 'TicketCheckResponse', { json: { _id: id } }).then(
      (res) => live && setStep(res.email ? { kind: 'form', email: res.email } : { kind: 'not-found' }),
      (e: unknown) => {
        if (!live) return;
        // A malformed or unknown id is a 4xx: the ticket does not exist. Anything else may pass on retry.
        if (isApiRequestError(e) && e.status >= 400 && e.status < 500) setStep({ kind: 'not-found', message: e.status === 404 ? errorMessage(e) : undefined });
        else setStep({ kind: 'check-failed', message: errorMessage(e) });
      },
    );
    return () => {
      live = false;
    };
  }, [id, flow.checkPath, attempt]);

  switch (step.kind) {
    case 'checking':
      return (
        <AuthCard title={t(flow.text.title)}>
          <BusyState label={t(flow.text.checking)} />
        </AuthCard>
      );
    case 'check-failed':
      return <LinkCheckFailed title={t(flow.text.title)} message={step.message} onRetry={() => setAttempt((n) => n + 1)} />;
    case 'not-found':
      return (
        <AuthCard title={t(flow.text.notFound)} description={t(flow.text.notFoundBody)} visual={<StatusIcon kind="lost" />} focusTitle>
          {step.message && <ErrorAlert>{step.message}</ErrorAlert>}
          <LinkButton href={flow.notFoundTo} appearance="primary" size="large">
            {t(flow.text.notFoundAction)}
          </LinkButton>
        </AuthCard>
      );
    case 'done':
      return (
        <AuthCard title={t(flow.text.doneTitle)} description={t(flow.text.doneBody)} visual={<StatusIcon kind="success" />} focusTitle>
          <LinkButton href={LOGIN_PATH} appearance="primary" size="large">
            {t('common.login')}
          </LinkButton>
        </AuthCard>
      );
    case 'form':
      return <NewPasswordForm id={id} email={step.email} flow={flow} onDone={() => setStep({ kind: 'done' })} />;
  }
}

function NewPasswordForm({ id, email, flow, onDone }: { id: string; email: string; flow: TicketFlow; onDone: () => void }) {
  const styles = useStyles();
  const { t } = useAuthT();
  const form = useForm({ password: '', passwordConfirm: '' }, newPasswordProblems);
  const { busy, failure, submit } = useFormSubmit(form, async (values) => {
    await request('post', flow.changePath, 'TicketChangeResponse', { json: { _id: id, password: values.password } });
    onDone();
  });

  return (
    <AuthCard title={t(flow.text.title)} description={t(flow.text.intro)} footer={<RouterLink href={LOGIN_PATH}>{t('common.backToLogin')}</RouterLink>}>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <div className={styles.account}>
          <UserAvatar name={email} size={32} />
          <span className={styles.accountText}>
            <Caption1 className={styles.accountLabel}>{t('ticket.account')}</Caption1>
            <span className={styles.accountEmail} data-testid="ticket-email">
              {email}
            </span>
          </span>
          {/* Password managers file the new password under this account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        </div>
        <Field label={t('field.newPassword')} required hint={t('field.password.hint', { min: PASSWORD_MIN })} validationMessage={form.errorOf('password')}>
          <PasswordInput {...form.bind('password')} name="password" autoComplete="new-password" autoFocus />
        </Field>
        <Field label={t('field.passwordConfirm')} required validationMessage={form.errorOf('passwordConfirm')}>
          <PasswordInput {...form.bind('passwordConfirm')} name="passwordConfirm" autoComplete="new-password" />
        </Field>
        <SubmitButton busy={busy} disabled={!form.isValid}>
          {t(flow.text.submit)}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
