import { Body1, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, useRef, useState } from 'react';

import { Section } from '../../components/Section';
import { SubmitButton } from '../../components/SubmitButton';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import { errorText } from '../../lib/errorText';
import { publicApi } from '../../lib/publicApi';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  input: { minHeight: TOUCH },
  muted: { color: tokens.colorNeutralForeground2 },
});

// what the browser's type="email" accepts is looser; the server has the last word (400 on `email`)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Seguir este folio": an e-mail, then a confirmation link mailed to it (double opt-in). The answer is the
 * same whether or not a mail goes out (a person who refused contact in the registry gets none), so the
 * page only says to look for it.
 */
export function FollowByMail({ cliente, folio }: { cliente: string; folio: string }) {
  const s = useStyles();
  const { t, i18n } = useCitizenT();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setProblem(t(value ? 'followMail.invalid' : 'followMail.required'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await publicApi.followByMail(cliente, folio, value, i18n.language);
      setSentTo(value);
    } catch (err) {
      setProblem(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={t('followMail.title')}>
      {sentTo ? (
        <MessageBar intent="success" layout="multiline" role="status">
          <MessageBarBody>{t('followMail.sent', { email: sentTo })}</MessageBarBody>
        </MessageBar>
      ) : (
        <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('followMail.title')}>
          <Body1 className={s.muted}>{t('followMail.hint')}</Body1>
          <Field label={t('followMail.email')} validationMessage={problem ?? undefined} validationState={problem ? 'error' : 'none'}>
            <Input
              ref={input}
              className={s.input}
              size="large"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={email}
              onChange={(_, d) => {
                setEmail(d.value);
                setProblem(null);
              }}
            />
          </Field>
          <SubmitButton busy={busy}>{t('followMail.submit')}</SubmitButton>
        </form>
      )}
    </Section>
  );
}
