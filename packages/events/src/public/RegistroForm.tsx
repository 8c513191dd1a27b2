import { Button, Field, Input, Link, makeStyles, tokens } from '@fluentui/react-components';
import { CURP_LENGTH, curpProblem, normalizeCurp, type EvPublicEvento, type EvRegistroBody, type EvRegistroResponse } from '@sig/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { useEvT } from '../i18n';
import { errorText, fieldsOf } from '../lib/errors';
import { TOUCH } from './controls';
import { evPublicApi } from './publicApi';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  touch: { minHeight: TOUCH },
  curp: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.05em', textTransform: 'uppercase' },
  switch: { alignSelf: 'flex-start', minHeight: TOUCH, display: 'inline-flex', alignItems: 'center' },
  submit: { minHeight: '48px', fontSize: tokens.fontSizeBase400 },
  formError: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export type RegistroField = 'curp' | 'nombre' | 'email';
export type RegistroErrors = Partial<Record<RegistroField | 'form', string>>;

/** The form's own checks, before anything is sent: the CURP by its check digit, the e-mail by its shape. */
export function checkRegistro(mode: 'curp' | 'correo', v: { curp: string; nombre: string; email: string }): { errors: RegistroErrors; body: EvRegistroBody | null } {
  if (mode === 'curp') {
    const curp = normalizeCurp(v.curp);
    if (!curp) return { errors: { curp: 'registro.curpRequired' }, body: null };
    const problem = curpProblem(curp);
    return problem ? { errors: { curp: `curp.${problem}` }, body: null } : { errors: {}, body: { curp } };
  }
  const errors: RegistroErrors = {};
  const nombre = v.nombre.trim();
  const email = v.email.trim();
  if (!nombre) errors.nombre = 'registro.nombreRequired';
  if (!email) errors.email = 'registro.emailRequired';
  else if (!EMAIL.test(email)) errors.email = 'registro.emailInvalid';
  return Object.keys(errors).length ? { errors, body: null } : { errors, body: { nombre, email } };
}

/**
 * Registering for an event: by CURP (found in the registry) or, when the event allows it, by name and e-mail; with a
 * habitante's own link (`habitante`), one button. The form's messages and the server's are in the reader's language.
 */
export function RegistroForm({ slug, evento, habitante, onDone }: { slug: string; evento: EvPublicEvento; habitante: string | null; onDone: (r: EvRegistroResponse) => void }) {
  const s = useStyles();
  const { t } = useEvT();
  const [mode, setMode] = useState<'curp' | 'correo'>('curp');
  const [curp, setCurp] = useState('');
  const [nombre, setNombre] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<RegistroErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // the first field with a problem takes focus, so a screen reader reads its message
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const send = async (body: EvRegistroBody) => {
    setBusy(true);
    setErrors({});
    try {
      onDone(await evPublicApi.registrar(slug, evento.id, body));
    } catch (e) {
      const message = errorText(e, t);
      const field = fieldsOf(e).find((f): f is RegistroField => f === 'curp' || f === 'nombre' || f === 'email');
      // a CURP the registry does not know belongs to the CURP field; everything else is said above the button
      const onCurp = field === 'curp' || (mode === 'curp' && /habitante_not_found|solo_padron/.test(String((e as { code?: string }).code)));
      setErrors(field && !onCurp ? { [field]: message } : onCurp && !habitante ? { curp: message } : { form: message });
    } finally {
      setBusy(false);
    }
  };

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    if (habitante) return void send({ habitante });
    const checked = checkRegistro(mode, { curp, nombre, email });
    if (!checked.body) return setErrors(Object.fromEntries(Object.entries(checked.errors).map(([k, key]) => [k, t(key)])));
    void send(checked.body);
  };

  const full = evento.lugaresLibres <= 0;
  const label = busy ? t('registro.sending') : full ? t('registro.submitEspera') : t('registro.submit');
  return (
    <form ref={formRef} className={s.form} onSubmit={submit} noValidate aria-busy={busy}>
      {!habitante && mode === 'curp' && (
        <Field label={t('registro.curp')} hint={t('registro.curpHint')} validationMessage={errors.curp} validationState={errors.curp ? 'error' : 'none'} required>
          <Input
            className={s.touch}
            input={{ className: s.curp }}
            value={curp}
            maxLength={CURP_LENGTH + 4}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            onChange={(_, d) => setCurp(d.value)}
            aria-invalid={!!errors.curp}
          />
        </Field>
      )}
      {!habitante && mode === 'correo' && (
        <>
          <Field label={t('registro.nombre')} validationMessage={errors.nombre} validationState={errors.nombre ? 'error' : 'none'} required>
            <Input className={s.touch} value={nombre} maxLength={160} autoComplete="name" onChange={(_, d) => setNombre(d.value)} aria-invalid={!!errors.nombre} />
          </Field>
          <Field label={t('registro.email')} hint={t('registro.emailHint')} validationMessage={errors.email} validationState={errors.email ? 'error' : 'none'} required>
            <Input className={s.touch} type="email" dir="ltr" value={email} autoComplete="email" onChange={(_, d) => setEmail(d.value)} aria-invalid={!!errors.email} />
          </Field>
        </>
      )}
      {!habitante && !evento.requiereCurp && (
        <Link as="button" type="button" className={s.switch} onClick={() => (setMode(mode === 'curp' ? 'correo' : 'curp'), setErrors({}))}>
          {mode === 'curp' ? t('registro.useCorreo') : t('registro.useCurp')}
        </Link>
      )}
      {errors.form && (
        <div role="alert" className={s.formError}>
          {errors.form}
        </div>
      )}
      <Button type="submit" appearance="primary" size="large" className={s.submit} disabled={busy}>
        {label}
      </Button>
    </form>
  );
}
