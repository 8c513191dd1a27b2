import { Body1, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useFollowByMail } from '@sig/shared';

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

/**
 * "Seguir este folio": an e-mail, then a confirmation link mailed to it (double opt-in). The answer is the
 * same whether or not a mail goes out (a person who refused contact in the registry gets none), so the
 * page only says to look for it.
 */
export function FollowByMail({ cliente, folio }: { cliente: string; folio: string }) {
  const s = useStyles();
  const { t, i18n } = useCitizenT();
  const { email, change, problem, busy, sentTo, input, submit } = useFollowByMail((value) => publicApi.followByMail(cliente, folio, value, i18n.language), {
    required: t('followMail.required'),
    invalid: t('followMail.invalid'),
    refused: (err) => errorText(err, t),
  });

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
            <Input ref={input} className={s.input} size="large" type="email" inputMode="email" autoComplete="email" value={email} onChange={(_, d) => change(d.value)} />
          </Field>
          <SubmitButton busy={busy}>{t('followMail.submit')}</SubmitButton>
        </form>
      )}
    </Section>
  );
}
