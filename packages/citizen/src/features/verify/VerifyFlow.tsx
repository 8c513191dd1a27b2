import { Body1, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Mail24Regular, Phone24Regular } from '@fluentui/react-icons';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { LinkButton } from '../../components/RouterLink';
import { Section } from '../../components/Section';
import { Problem } from '../../components/States';
import { SubmitButton } from '../../components/SubmitButton';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import { useContract, type Canal, type HabitanteCodeSent, type HabitanteSession, type PublicCliente } from '../../lib/contract';
import { errorText, hasCode } from '../../lib/errorText';
import { ANONIMO, hrefs } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  option: { minHeight: TOUCH, justifyContent: 'flex-start', textAlign: 'start' },
  code: {
    minHeight: TOUCH,
    width: '100%',
    minWidth: 0,
    // the input's own width follows its font: without these a large code field overflows a phone's width
    '& input': { minWidth: 0, width: '100%', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase600, letterSpacing: '0.3em', textAlign: 'center' },
  },
  muted: { color: tokens.colorNeutralForeground2 },
  destino: { fontWeight: tokens.fontWeightSemibold, unicodeBidi: 'isolate' },
});

/** Who is proving they are a habitante: the CURP they typed, or the habitante a link names. */
export type Who = { curp: string } | { habitanteId: string };

/** Seconds counting down to 0 from each new `from`. */
function useCountdown(from: number, key: unknown): number {
  const [left, setLeft] = useState(from);
  useEffect(() => {
    setLeft(from);
    if (from <= 0) return undefined;
    const started = Date.now();
    const timer = setInterval(() => {
      const rest = Math.max(0, from - Math.floor((Date.now() - started) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from, key]);
  return left;
}

/** The 6-digit step: typed or pasted (spaces and dashes dropped), sent as soon as it is complete. */
function CodeStep({ cliente, who, sent, onResent, onChooseOther, onVerified }: {
  cliente: PublicCliente;
  who: Who;
  sent: HabitanteCodeSent & { enviado: NonNullable<HabitanteCodeSent['enviado']> };
  onResent: (s: HabitanteCodeSent) => void;
  onChooseOther: (() => void) | null;
  onVerified: (s: HabitanteSession) => void;
}) {
  const s = useStyles();
  const { t } = useCitizenT();
  const { OTP_LENGTH } = useContract();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const left = useCountdown(sent.reenviarEn, sent);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), [sent]);

  const verify = async (value: string) => {
    if (value.length !== OTP_LENGTH) {
      setError(t('verify.code.incomplete', { n: OTP_LENGTH }));
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onVerified(await publicApi.verify(cliente.slug, { ...who, codigo: value }));
    } catch (e) {
      setBusy(false);
      setError(errorText(e, t));
      // a spent, late or locked code cannot be fixed by retyping it
      if (hasCode(e, 'citizen.code_expired') || hasCode(e, 'citizen.code_locked') || hasCode(e, 'citizen.code_wrong')) setCode('');
      inputRef.current?.focus();
    }
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    try {
      onResent(await publicApi.askCode(cliente.slug, { ...who, canal: sent.enviado.canal }));
      setCode('');
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setResending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void verify(code);
  };

  return (
    <form className={s.column} onSubmit={submit} noValidate aria-label={t('verify.code.formLabel')}>
      <Body1 aria-live="polite">
        {t(`verify.sent.${sent.enviado.canal}`)} <bdi className={s.destino} dir="ltr">{sent.enviado.destino}</bdi>
      </Body1>
      <Field label={t('verify.code.label')} hint={t('verify.code.hint', { minutes: Math.round(sent.expiraEn / 60) })} validationMessage={error ?? undefined}>
        <Input
          ref={inputRef}
          className={s.code}
          size="large"
          value={code}
          name="codigo"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          dir="ltr"
          maxLength={OTP_LENGTH + 4}
          onChange={(_, d) => {
            const digits = d.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
            setCode(digits);
            setError(null);
            // a pasted or autofilled code goes at once; typing the last digit too
            if (digits.length === OTP_LENGTH && !busy) void verify(digits);
          }}
        />
      </Field>
      <SubmitButton busy={busy}>{t('verify.code.submit')}</SubmitButton>
      <Button appearance="secondary" size="large" className={s.option} disabled={left > 0 || resending} onClick={() => void resend()}>
        {left > 0 ? t('verify.resendIn', { seconds: left }) : t('verify.resend')}
      </Button>
      {onChooseOther && (
        <Button appearance="subtle" size="large" className={s.option} onClick={onChooseOther}>
          {t('verify.otherChannel')}
        </Button>
      )}
    </form>
  );
}

/**
 * Proving a registered habitante: choose where the code goes (when both an e-mail and a phone are on
 * file), then type it. `sent` is the answer that already sent one (the CURP step asks at once); a link
 * starts with a button, so opening a link never sends anything by itself.
 */
export function VerifyFlow({ cliente, who, sent: initial, onVerified }: { cliente: PublicCliente; who: Who; sent?: HabitanteCodeSent | null; onVerified: (s: HabitanteSession) => void }) {
  const s = useStyles();
  const { t } = useCitizenT();
  const [sent, setSent] = useState<HabitanteCodeSent | null>(initial ?? null);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const ask = async (canal?: Canal) => {
    setBusy(true);
    setFailure(null);
    try {
      setSent(await publicApi.askCode(cliente.slug, { ...who, ...(canal && { canal }) }));
      setChoosing(false);
    } catch (e) {
      setFailure(e);
    } finally {
      setBusy(false);
    }
  };

  if (hasCode(failure, 'citizen.no_contact')) {
    return (
      <Section>
        <Body1>{t('error.citizen.no_contact')}</Body1>
        <LinkButton to={hrefs.portal(cliente.slug, ANONIMO, 'reporte')} appearance="primary">
          {t('registro.anonymous')}
        </LinkButton>
      </Section>
    );
  }
  const problem = failure ? <Problem onRetry={() => void ask(sent?.enviado?.canal)}>{errorText(failure, t)}</Problem> : null;

  if (!sent) {
    return (
      <Section>
        <form
          className={s.column}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!busy) void ask();
          }}
        >
          <Body1>{t('verify.intro')}</Body1>
          {problem}
          <SubmitButton busy={busy}>{t('verify.send')}</SubmitButton>
        </form>
      </Section>
    );
  }

  if (!sent.enviado || choosing) {
    return (
      <Section title={t('verify.choose')}>
        <div className={s.column} role="group" aria-label={t('verify.choose')}>
          {sent.canales.map((c) => (
            <Button
              key={c.canal}
              appearance={c.canal === 'email' ? 'primary' : 'secondary'}
              size="large"
              className={s.option}
              icon={c.canal === 'email' ? <Mail24Regular /> : <Phone24Regular />}
              disabled={busy}
              onClick={() => void ask(c.canal)}
            >
              {t(`verify.via.${c.canal}`)}&nbsp;<bdi dir="ltr">{c.destino}</bdi>
            </Button>
          ))}
          {problem}
        </div>
      </Section>
    );
  }

  return (
    <Section>
      <CodeStep
        cliente={cliente}
        who={who}
        sent={{ ...sent, enviado: sent.enviado }}
        onResent={setSent}
        onChooseOther={sent.canales.length > 1 ? () => setChoosing(true) : null}
        onVerified={onVerified}
      />
      {problem}
    </Section>
  );
}
