import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { navigate, useLocationSearch } from '@sig/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { ClienteNotFound } from '../../components/ClienteNotFound';
import { CurpField } from '../../components/CurpField';
import { PublicPage } from '../../components/PublicPage';
import { LinkButton } from '../../components/RouterLink';
import { Section } from '../../components/Section';
import { MunicipioPicker } from '../start/MunicipioPicker';
import { Busy, Note, Problem } from '../../components/States';
import { SubmitButton } from '../../components/SubmitButton';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import { useContract, type HabitanteCodeSent, type HabitanteSession, type PublicCliente } from '../../lib/contract';
import { errorText, hasCode } from '../../lib/errorText';
import { saveSession } from '../../lib/habitanteSession';
import { ANONIMO, hrefs, intentOf, type RegistroAccion } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';
import { VerifyFlow } from '../verify/VerifyFlow';
import { RegistrationForm } from './RegistrationForm';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  others: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  other: { minHeight: TOUCH, justifyContent: 'flex-start', textAlign: 'start' },
  detail: { color: tokens.colorNeutralForeground2 },
  found: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Step =
  | { name: 'curp' }
  | { name: 'form'; curp: string | null; notFound: boolean }
  /** A registered CURP: prove it is you with the code sent (`sent`), or ask for one (null: the registration found the CURP taken). */
  | { name: 'verify'; curp: string; nombre: string; sent: HabitanteCodeSent | null };

/** Step 1: the CURP finds the habitante (and a code goes to them), or leads to the registration form. */
function CurpStep({ cliente, initialCurp, autoSearch, onFound, onNotFound, onSinCurp, intent }: {
  cliente: PublicCliente;
  initialCurp: string;
  /** The CURP came in the link: look it up at once. */
  autoSearch: boolean;
  onFound: (sent: HabitanteCodeSent, curp: string) => void;
  onNotFound: (curp: string) => void;
  onSinCurp: () => void;
  intent: ReturnType<typeof intentOf>;
}) {
  const s = useStyles();
  const { t } = useCitizenT();
  const { curpProblem, normalizeCurp } = useContract();
  const [curp, setCurp] = useState(() => normalizeCurp(initialCurp));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [curpError, setCurpError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const search = async () => {
    setTried(true);
    setFailure(null);
    if (curpProblem(curp)) return inputRef.current?.focus();
    setBusy(true);
    try {
      // a registered CURP: a code goes to the e-mail or phone on file at once (or the person picks where)
      onFound(await publicApi.askCode(cliente.slug, { curp }), curp);
    } catch (e) {
      setBusy(false);
      if (hasCode(e, 'citizen.not_found')) return onNotFound(curp);
      if (hasCode(e, 'citizen.no_contact')) return setFailure(t('error.citizen.no_contact'));
      const message = errorText(e, t);
      if (hasCode(e, 'validation') || hasCode(e, 'citizen.curp_invalid')) {
        setCurpError(message);
        inputRef.current?.focus();
      } else setFailure(message);
    }
  };

  useEffect(() => {
    if (autoSearch && !curpProblem(curp)) void search();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void search();
  };

  return (
    <>
      <form className={s.form} onSubmit={submit} noValidate aria-label={t('registro.curpFormLabel')}>
        <Section>
          <CurpField
            value={curp}
            onChange={(v) => {
              setCurp(v);
              setCurpError(null);
            }}
            showProblem={tried}
            error={curpError}
            inputRef={inputRef}
          />
          {failure && (
            <Problem onRetry={() => void search()}>{failure}</Problem>
          )}
          <SubmitButton busy={busy}>{t('registro.continue')}</SubmitButton>
        </Section>
      </form>
      {(cliente.operacionSinCurp || intent !== 'solicitud') && (
        <Section title={t('registro.others')}>
          <div className={s.others}>
            {cliente.operacionSinCurp && (
              <Button className={s.other} appearance="secondary" size="large" onClick={onSinCurp} disabled={busy}>
                {t('registro.sinCurp')}
              </Button>
            )}
            {intent !== 'solicitud' && (
              <>
                <LinkButton className={s.other} appearance="secondary" to={hrefs.portal(cliente.slug, ANONIMO, 'reporte')}>
                  {t('registro.anonymous')}
                </LinkButton>
                <Body1 className={s.detail}>{t('registro.anonymous.detail')}</Body1>
              </>
            )}
          </div>
        </Section>
      )}
    </>
  );
}

/**
 * /act/registro/:accion/:clients?/:curp?: the CURP first; a known one greets the habitante, an unknown one
 * opens the registration form. Where the citizen goes next keeps the intent of the query string.
 */
export function RegistroPage({ accion, cliente: slug, curp: curpParam }: { accion: RegistroAccion; cliente?: string; curp?: string }) {
  const s = useStyles();
  const { t } = useCitizenT();
  const intent = intentOf(useLocationSearch());
  const [step, setStepState] = useState<Step>({ name: 'curp' });
  // the CURP last typed, kept when the person goes back to correct it; one from the link is looked up once
  const [lastCurp, setLastCurp] = useState(curpParam ?? '');
  const [autoSearch, setAutoSearch] = useState(Boolean(curpParam));
  const setStep = (next: Step) => {
    setAutoSearch(false);
    setStepState(next);
  };
  const cliente = useRemote(() => (slug ? publicApi.cliente(slug) : Promise.resolve(null)), [slug]);

  if (!slug) {
    return (
      <PublicPage title={t('start.anon.title')} description={t('start.anon.body')}>
        <Section title={t('picker.title')}>
          <MunicipioPicker />
        </Section>
      </PublicPage>
    );
  }
  if (cliente.loading) {
    return (
      <PublicPage title={t('registro.title')}>
        <Busy />
      </PublicPage>
    );
  }
  if (hasCode(cliente.error, 'citizen.cliente_not_found')) {
    return <ClienteNotFound slug={slug} retype />;
  }
  if (cliente.error || !cliente.data) {
    return (
      <PublicPage title={t('registro.title')}>
        <Problem onRetry={cliente.retry}>{errorText(cliente.error, t)}</Problem>
      </PublicPage>
    );
  }

  const c = cliente.data;
  const next = (session: HabitanteSession) => {
    saveSession(session);
    navigate(hrefs.portal(c.slug, session.habitante.id, intent));
  };

  if (!c.recibeCasos) {
    return (
      <PublicPage cliente={c} title={t('start.closed.title')}>
        <Note>{t('start.closed.body', { name: c.nombre })}</Note>
        <LinkButton to={hrefs.start(c.slug)} appearance="secondary">
          {t('common.backToStart')}
        </LinkButton>
      </PublicPage>
    );
  }

  if (step.name === 'verify') {
    return (
      <PublicPage cliente={c} title={t('verify.title', { name: step.nombre })} description={t(step.sent ? 'verify.subtitle' : 'verify.existente')} focusKey="verify">
        <div className={s.found}>
          <VerifyFlow cliente={c} who={{ curp: step.curp }} sent={step.sent} onVerified={next} />
          <Button appearance="subtle" size="large" className={s.other} onClick={() => setStep({ name: 'curp' })}>
            {t('registro.notMe')}
          </Button>
        </div>
      </PublicPage>
    );
  }

  if (step.name === 'form') {
    const description = step.curp === null ? t('registro.form.sinCurp') : step.notFound && accion === 'buscar' ? t('registro.form.notFound', { name: c.nombre }) : t('registro.form.body');
    return (
      <PublicPage cliente={c} title={t('registro.form.title')} description={description} focusKey={`form-${step.curp ?? 'sin'}`}>
        <RegistrationForm
          cliente={c}
          curp={step.curp}
          onChangeCurp={() => setStep({ name: 'curp' })}
          onRegistered={(r) => (r.sesion ? next(r.sesion) : setStep({ name: 'verify', curp: step.curp ?? '', nombre: r.nombre, sent: null }))}
        />
      </PublicPage>
    );
  }

  return (
    <PublicPage cliente={c} title={t(accion === 'nuevo' ? 'registro.title.nuevo' : 'registro.title')} description={t('registro.curpIntro')}>
      <CurpStep
        cliente={c}
        initialCurp={lastCurp}
        autoSearch={autoSearch}
        intent={intent}
        onFound={(sent, curp) => {
          setLastCurp(curp);
          setStep({ name: 'verify', curp, nombre: sent.nombre, sent });
        }}
        onNotFound={(curp) => {
          setLastCurp(curp);
          setStep({ name: 'form', curp, notFound: true });
        }}
        onSinCurp={() => setStep({ name: 'form', curp: null, notFound: false })}
      />
    </PublicPage>
  );
}
