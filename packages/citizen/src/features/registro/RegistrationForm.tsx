import { Body1, Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Honeypot, isApiRequestError } from '@sig/shared';
import { type FormEvent, useRef, useState } from 'react';

import { Checkbox } from '../../components/Checkbox';
import { NativeSelect, TextArea } from '../../components/NativeControls';
import { Section } from '../../components/Section';
import { Problem } from '../../components/States';
import { SubmitButton } from '../../components/SubmitButton';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import { useContract, type PublicCliente, type RegistroResponse } from '../../lib/contract';
import { errorText, type Translate } from '../../lib/errorText';
import { publicApi } from '../../lib/publicApi';
import {
  APELLIDOS_MAX,
  EMPTY_REGISTRO,
  MOTIVO_MAX,
  NOMBRE_MAX,
  TELEFONO_MAX,
  registroBody,
  registroProblems,
  todayIso,
  type RegistroField,
  type RegistroValues,
  type Sexo,
} from '../../lib/registro';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', gap: tokens.spacingVerticalL, columnGap: tokens.spacingHorizontalL },
  input: { minHeight: TOUCH, width: '100%' },
  // iOS gives a date input an intrinsic width that would push past a phone's edge
  dateInput: { minWidth: 0 },
  curp: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  curpValue: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400, letterSpacing: '0.06em', overflowWrap: 'anywhere' },
  change: { minHeight: TOUCH },
  privacy: { color: tokens.colorNeutralForeground2 },
});

/** Form fields as the server names them, so a 400's `field` lands at its input. */
const FIELDS: readonly RegistroField[] = ['curp', 'sinCurpMotivo', 'nombre', 'apellidos', 'fechaNacimiento', 'sexo', 'telefono', 'email'];

/** The server's messages by form field: a schema error keeps its sentence, a coded one is translated. */
function fieldErrors(e: unknown, t: Translate): Partial<Record<RegistroField, string>> {
  const fields: Partial<Record<RegistroField, string>> = {};
  if (!isApiRequestError(e)) return fields;
  for (const item of e.errors) {
    const name = item.type.split('.')[0] as RegistroField;
    if (FIELDS.includes(name)) fields[name] ??= e.code === 'validation' ? item.message : errorText(e, t);
  }
  return fields;
}

export interface RegistrationFormProps {
  cliente: PublicCliente;
  /** The CURP already checked on the step before, or null when registering without one. */
  curp: string | null;
  onChangeCurp: () => void;
  /** The registry answered: a new habitante with its session, or the CURP was already registered (prove it by code). */
  onRegistered: (answer: RegistroResponse) => void;
}

/** The habitante's registration: the CURP prefills the birth date and sex; only names are required. */
export function RegistrationForm({ cliente, curp, onChangeCurp, onRegistered }: RegistrationFormProps) {
  const s = useStyles();
  const { t } = useCitizenT();
  const { curpBirthDate } = useContract();
  const sinCurp = curp === null;
  const [values, setValues] = useState<RegistroValues>(() => ({
    ...EMPTY_REGISTRO,
    fechaNacimiento: curp ? curpBirthDate(curp) : '',
    sexo: curp ? (curp[10] as Sexo) : '',
  }));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegistroField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<RegistroField, HTMLElement | null>>>({});
  const today = todayIso();

  const problems = registroProblems(values, sinCurp, today);
  const errorOf = (field: RegistroField): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = problems[field];
    return tried && problem ? t(problem.key, problem.values) : undefined;
  };
  const set = <K extends keyof RegistroValues>(key: K, value: RegistroValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors((e) => (key in e ? { ...e, [key]: undefined } : e));
  };
  const focus = (field: RegistroField | undefined) => field && refs.current[field]?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setGeneral(null);
    const firstProblem = FIELDS.find((f) => problems[f]);
    if (firstProblem) return focus(firstProblem);
    setBusy(true);
    try {
      onRegistered(await publicApi.register(cliente.slug, registroBody(values, curp)));
    } catch (e) {
      setBusy(false);
      const all = fieldErrors(e, t);
      const curpError = all.curp;
      const fields: Partial<Record<RegistroField, string>> = { ...all, curp: undefined };
      setServerErrors(fields);
      const first = FIELDS.find((f) => fields[f]);
      // the CURP shows only as text here (it was checked on the step before): its message goes to the alert
      if (curpError || !first) setGeneral(curpError ?? errorText(e, t));
      focus(first);
    }
  };

  const bindRef = (field: RegistroField) => (el: HTMLElement | null) => {
    refs.current[field] = el;
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('registro.formLabel')}>
      <Section title={t('registro.identity')}>
        {sinCurp ? (
          <Field label={t('registro.motivo')} hint={t('registro.motivo.hint')} required validationMessage={errorOf('sinCurpMotivo')}>
            {(props) => (
              <TextArea
                {...props}
                ref={bindRef('sinCurpMotivo')}
                value={values.sinCurpMotivo}
                maxLength={MOTIVO_MAX}
                onChange={(e) => set('sinCurpMotivo', e.target.value)}
              />
            )}
          </Field>
        ) : (
          <div className={s.curp}>
            <div>
              <Body1 block>{t('curp.label')}</Body1>
              <span className={s.curpValue} dir="ltr">
                {curp}
              </span>
            </div>
            <Button className={s.change} appearance="secondary" onClick={onChangeCurp} disabled={busy}>
              {t('registro.changeCurp')}
            </Button>
          </div>
        )}
        {sinCurp && (
          <Button className={s.change} appearance="secondary" onClick={onChangeCurp} disabled={busy}>
            {t('registro.useCurp')}
          </Button>
        )}
      </Section>

      <Section title={t('registro.aboutYou')}>
        <div className={s.grid}>
          <Field label={t('field.nombre')} required validationMessage={errorOf('nombre')}>
            <Input ref={bindRef('nombre')} className={s.input} size="large" value={values.nombre} maxLength={NOMBRE_MAX} onChange={(_, d) => set('nombre', d.value)} name="nombre" autoComplete="given-name" />
          </Field>
          <Field label={t('field.apellidos')} required validationMessage={errorOf('apellidos')}>
            <Input ref={bindRef('apellidos')} className={s.input} size="large" value={values.apellidos} maxLength={APELLIDOS_MAX} onChange={(_, d) => set('apellidos', d.value)} name="apellidos" autoComplete="family-name" />
          </Field>
          <Field label={t('field.fechaNacimiento')} hint={curp ? t('field.fechaNacimiento.hint') : undefined} validationMessage={errorOf('fechaNacimiento')}>
            <Input
              ref={bindRef('fechaNacimiento')}
              className={s.input}
              size="large"
              type="date"
              input={{ className: s.dateInput }}
              max={today}
              value={values.fechaNacimiento}
              onChange={(_, d) => set('fechaNacimiento', d.value)}
              name="fechaNacimiento"
              autoComplete="bday"
            />
          </Field>
          <Field label={t('field.sexo')} validationMessage={errorOf('sexo')}>
            {(props) => (
              <NativeSelect {...props} ref={bindRef('sexo')} value={values.sexo} onChange={(e) => set('sexo', e.target.value as Sexo)} name="sexo">
                <option value="">{t('sexo.none')}</option>
                <option value="M">{t('sexo.M')}</option>
                <option value="H">{t('sexo.H')}</option>
                <option value="X">{t('sexo.X')}</option>
              </NativeSelect>
            )}
          </Field>
          <Field label={t('field.telefono')} hint={t('field.telefono.hint')} validationMessage={errorOf('telefono')}>
            <Input
              ref={bindRef('telefono')}
              className={s.input}
              size="large"
              type="tel"
              inputMode="tel"
              value={values.telefono}
              maxLength={TELEFONO_MAX}
              onChange={(_, d) => set('telefono', d.value)}
              name="telefono"
              autoComplete="tel"
              dir="ltr"
            />
          </Field>
          <Field label={t('field.email')} hint={t('field.email.hint')} validationMessage={errorOf('email')}>
            <Input
              ref={bindRef('email')}
              className={s.input}
              size="large"
              type="email"
              inputMode="email"
              value={values.email}
              onChange={(_, d) => set('email', d.value)}
              name="email"
              autoComplete="email"
              spellCheck={false}
              dir="ltr"
            />
          </Field>
        </div>
        <Checkbox checked={values.consentimiento} onChange={(v) => set('consentimiento', v)} name="consentimiento">
          {t('registro.consent')}
        </Checkbox>
        <Body1 className={s.privacy}>{t('registro.privacy', { name: cliente.nombre })}</Body1>
      </Section>

      <Honeypot value={values.website} onChange={(v) => set('website', v)} />
      {general && <Problem>{general}</Problem>}
      <SubmitButton busy={busy}>{t('registro.submit')}</SubmitButton>
    </form>
  );
}
