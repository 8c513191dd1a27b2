import { Body1, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { OTP_LENGTH, type Canal, type HabitanteCodeSent, type HabitanteSession } from '@sig/shared';
import { useState } from 'react';

import { useBtT } from '../i18n';
import { errorText } from '../lib/errors';
import { habitanteCodeApi } from './publicApi';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusXLarge, boxShadow: tokens.shadow4 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  touch: { minHeight: '44px' },
  code: { maxWidth: '200px', fontSize: tokens.fontSizeBase500, letterSpacing: '0.2em' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** Proving who you are on a phone: a code to the e-mail or phone the registry holds, typed back for a session. */
export function CodeForm({ cliente, habitanteId, onSession }: { cliente: string; habitanteId: string; onSession: (s: HabitanteSession) => void }) {
  const s = useStyles();
  const { t } = useBtT();
  const [sent, setSent] = useState<HabitanteCodeSent | null>(null);
  const [codigo, setCodigo] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (f: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await f();
    } catch (e) {
      setProblem(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  const ask = (canal?: Canal) => run(async () => setSent(await habitanteCodeApi.ask(cliente, habitanteId, canal)));
  const verify = () => {
    const clean = codigo.replace(/\D/g, '');
    if (clean.length !== OTP_LENGTH) return setProblem(t('own.codeWrong'));
    return run(async () => onSession(await habitanteCodeApi.verify(cliente, habitanteId, clean)));
  };

  return (
    <form
      className={s.form}
      noValidate
      aria-label={t('own.codeTitle')}
      onSubmit={(e) => {
        e.preventDefault();
        void (sent?.enviado ? verify() : ask());
      }}
    >
      <Body1>{t('own.codeIntro')}</Body1>
      {sent && !sent.enviado && (
        <div className={s.row} role="group" aria-label={t('own.canal')}>
          {sent.canales.map((c) => (
            <Button key={c.canal} className={s.touch} disabled={busy} onClick={() => void ask(c.canal)}>
              {t(`own.canal.${c.canal}`)}: <bdi dir="ltr">{c.destino}</bdi>
            </Button>
          ))}
        </div>
      )}
      {sent?.enviado && (
        <>
          <Body1 role="status">{t('own.sentTo', { destino: sent.enviado.destino })}</Body1>
          <Field label={t('own.code')} required>
            <Input className={s.code} value={codigo} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH + 2} dir="ltr" onChange={(_, d) => setCodigo(d.value)} />
          </Field>
        </>
      )}
      {problem && (
        <Body1 className={s.error} role="alert">
          {problem}
        </Body1>
      )}
      <div className={s.row}>
        {(!sent || sent.enviado) && (
          <Button className={s.touch} appearance="primary" type="submit" disabled={busy}>
            {sent?.enviado ? t('own.confirm') : t('own.send')}
          </Button>
        )}
      </div>
    </form>
  );
}
