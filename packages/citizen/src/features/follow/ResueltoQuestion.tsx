import { Body1, Button, Field, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Honeypot, type AuditResueltoState } from '@sig/shared';
import { useState, type FormEvent } from 'react';

import { TextArea } from '../../components/NativeControls';
import { Section } from '../../components/Section';
import { SubmitButton } from '../../components/SubmitButton';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import { errorText, hasCode } from '../../lib/errorText';
import { publicApi } from '../../lib/publicApi';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  choices: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM },
  choice: { minHeight: TOUCH },
  muted: { color: tokens.colorNeutralForeground2 },
});

const COMMENT_MAX = 1000;

/**
 * "¿Quedó resuelto?" on a closed reporte's follow page (issue 25): the citizen who filed it (the follow code
 * proves it) says whether it was really fixed. A "no", with what is still wrong, sends an auditor to look.
 */
export function ResueltoQuestion({ cliente, folio, codigo, state }: { cliente: string; folio: string; codigo: string; state: AuditResueltoState }) {
  const s = useStyles();
  const { t } = useCitizenT();
  const [answered, setAnswered] = useState<'si' | 'no' | null>(state.respuesta);
  const [saying, setSaying] = useState<'si' | 'no' | null>(null);
  const [comentario, setComentario] = useState('');
  const [website, setWebsite] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (resuelto: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      const res = await publicApi.resuelto(cliente, folio, { codigo, resuelto, comentario: resuelto ? '' : comentario, website });
      setAnswered(res.resuelto.respuesta ?? (resuelto ? 'si' : 'no'));
    } catch (e) {
      // answered from another tab or device: the answer stands, say thanks instead of an error
      if (hasCode(e, 'auditoria.resuelto_answered')) setAnswered(resuelto ? 'si' : 'no');
      else setProblem(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  if (answered) {
    return (
      <Section title={t('resuelto.title')}>
        <MessageBar intent="success" layout="multiline" role="status">
          <MessageBarBody>{t(answered === 'si' ? 'resuelto.thanksYes' : 'resuelto.thanksNo')}</MessageBarBody>
        </MessageBar>
      </Section>
    );
  }
  if (!state.abierta) return null;

  const submitNo = (e: FormEvent) => {
    e.preventDefault();
    void send(false);
  };

  return (
    <Section title={t('resuelto.title')}>
      <div className={s.form}>
        <Body1 className={s.muted}>{t('resuelto.hint')}</Body1>
        {problem && (
          <MessageBar intent="error" layout="multiline" role="alert">
            <MessageBarBody>{problem}</MessageBarBody>
          </MessageBar>
        )}
        {saying !== 'no' ? (
          <div className={s.choices} role="group" aria-label={t('resuelto.title')}>
            <Button className={s.choice} size="large" appearance="primary" disabledFocusable={busy} onClick={() => void send(true)}>
              {t('resuelto.yes')}
            </Button>
            <Button className={s.choice} size="large" disabledFocusable={busy} onClick={() => setSaying('no')}>
              {t('resuelto.no')}
            </Button>
          </div>
        ) : (
          <form className={s.form} onSubmit={submitNo} noValidate aria-label={t('resuelto.noTitle')}>
            <Field label={t('resuelto.comment')} hint={t('resuelto.commentHint', { max: COMMENT_MAX })}>
              {(props) => <TextArea {...props} value={comentario} maxLength={COMMENT_MAX} rows={3} onChange={(e) => setComentario(e.target.value)} autoFocus />}
            </Field>
            <Honeypot value={website} onChange={setWebsite} />
            <SubmitButton busy={busy}>{t('resuelto.sendNo')}</SubmitButton>
            <Button appearance="subtle" onClick={() => setSaying(null)} disabled={busy}>
              {t('resuelto.back')}
            </Button>
          </form>
        )}
      </div>
    </Section>
  );
}
