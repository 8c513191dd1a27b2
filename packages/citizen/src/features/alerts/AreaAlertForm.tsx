import { Field, Input, Link, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Rss20Regular } from '@fluentui/react-icons';
import { AREA_DIGEST_HOUR, AREA_RADII, HONEYPOT_FIELD, Honeypot, type LatLng } from '@sig/shared';
import { type FormEvent, useRef, useState } from 'react';

import { Checkbox } from '../../components/Checkbox';
import { FieldGroup } from '../../components/FieldGroup';
import { NativeSelect } from '../../components/NativeControls';
import { Busy, Problem } from '../../components/States';
import { SubmitButton } from '../../components/SubmitButton';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import type { PublicCliente } from '../../lib/contract';
import { errorText } from '../../lib/errorText';
import { atomFeedUrl, publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';
import { LocationMap } from '../filing/LocationMap';
import { SegmentedChoice } from '../../components/SegmentedChoice';

/** Where an alert looks: a colonia of the catalogue, or a circle around a point. */
const AREA_MODES = ['colonia', 'radio'] as const;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  input: { minHeight: TOUCH },
  tipos: { display: 'flex', flexDirection: 'column', paddingInlineStart: tokens.spacingHorizontalS },
  details: { borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}`, paddingInline: tokens.spacingHorizontalM },
  // the browser's own marker: it points the right way in Arabic too
  summary: { display: 'list-item', paddingBlock: tokens.spacingVerticalM, cursor: 'pointer', fontWeight: tokens.fontWeightSemibold },
  atom: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: TOUCH },
});

// what the browser's type="email" accepts is looser; the server has the last word (400 on `email`)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Modo = 'colonia' | 'radio';
type Problems = Partial<Record<'colonia' | 'punto' | 'email', string>>;


/** The area alert form: validated here, the server has the last word (400 naming the field). */
export function AreaAlertForm({ cliente }: { cliente: PublicCliente }) {
  const s = useStyles();
  const { t, i18n } = useCitizenT();
  const colonias = useRemote(() => publicApi.colonias(cliente.slug), [cliente.slug]);
  const [modo, setModo] = useState<Modo>('colonia');
  const [colonia, setColonia] = useState('');
  const [punto, setPunto] = useState<LatLng | null>(null);
  const [radio, setRadio] = useState<number>(500);
  const [tipos, setTipos] = useState<string[]>([]);
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const coloniaRef = useRef<HTMLSelectElement>(null);
  const mapRef = useRef<HTMLFieldSetElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const noColonias = colonias.data !== null && colonias.data.items.length === 0;
  const effectiveModo: Modo = noColonias ? 'radio' : modo;
  const area = effectiveModo === 'colonia' ? (colonia ? { colonia } : {}) : punto ? { lat: punto.lat, lng: punto.lng, radio } : {};
  const feed = atomFeedUrl(cliente.slug, { ...area, tipos });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    const found: Problems = {};
    if (effectiveModo === 'colonia' && !colonia) found.colonia = t('alerts.colonia.required');
    if (effectiveModo === 'radio' && !punto) found.punto = t('alerts.punto.required');
    if (!EMAIL.test(value)) found.email = t(value ? 'followMail.invalid' : 'followMail.required');
    setProblems(found);
    setFailure(null);
    if (found.colonia) return coloniaRef.current?.focus();
    if (found.punto) return mapRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    setBusy(true);
    try {
      await publicApi.followArea(cliente.slug, { email: value, lang: i18n.language as 'es', ...area, ...(tipos.length > 0 && { tipos }), ...(honeypot && { [HONEYPOT_FIELD]: honeypot }) });
      setSentTo(value);
    } catch (err) {
      setFailure(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <MessageBar intent="success" layout="multiline" role="status">
        <MessageBarBody>{t('alerts.sent', { email: sentTo, hour: `${AREA_DIGEST_HOUR}:00` })}</MessageBarBody>
      </MessageBar>
    );
  }

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('alerts.title')}>
      {!noColonias && (
        <SegmentedChoice label={t('alerts.modo')} options={AREA_MODES} value={effectiveModo} labelOf={(m) => t(`alerts.modo.${m}`)} onChange={setModo} />
      )}

      {effectiveModo === 'colonia' ? (
        colonias.loading ? (
          <Busy label={t('alerts.colonias.loading')} />
        ) : colonias.error ? (
          <Problem onRetry={colonias.retry}>{errorText(colonias.error, t)}</Problem>
        ) : (
          <Field label={t('alerts.colonia')} required validationMessage={problems.colonia} validationState={problems.colonia ? 'error' : 'none'}>
            {(props) => (
              <NativeSelect
                {...props}
                ref={coloniaRef}
                value={colonia}
                onChange={(e) => {
                  setColonia(e.target.value);
                  setProblems((p) => ({ ...p, colonia: undefined }));
                }}
              >
                <option value="">{t('alerts.colonia.placeholder')}</option>
                {colonias.data?.items.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.nombre}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        )
      ) : (
        <>
          <FieldGroup label={t('alerts.punto')} required hint={t('alerts.punto.hint')} error={problems.punto} groupRef={mapRef}>
            <LocationMap
              value={punto}
              onChange={(v) => {
                setPunto(v);
                setProblems((p) => ({ ...p, punto: undefined }));
              }}
              mapa={cliente.mapa}
              label={t('alerts.map.label')}
              noTilesHint={t('alerts.map.noTiles')}
              radiusM={radio}
            />
          </FieldGroup>
          <Field label={t('alerts.radio')}>
            {(props) => (
              <NativeSelect {...props} value={String(radio)} onChange={(e) => setRadio(Number(e.target.value))}>
                {AREA_RADII.map((m) => (
                  <option key={m} value={m}>
                    {m >= 1000 ? t('alerts.radio.km', { n: m / 1000 }) : t('alerts.radio.m', { n: m })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        </>
      )}

      {cliente.tiposReporte.length > 1 && (
        // a municipality may publish twenty tipos: the list stays folded until wanted
        <details className={s.details}>
          <summary className={s.summary}>
            {t('alerts.tipos')}: {tipos.length === 0 ? t('alerts.tipos.all') : t('alerts.tipos.some', { count: tipos.length })}
          </summary>
          <div className={s.tipos}>
            {cliente.tiposReporte.map((tipo) => (
              <Checkbox key={tipo.id} checked={tipos.includes(tipo.id)} onChange={(on) => setTipos((all) => (on ? [...all, tipo.id] : all.filter((x) => x !== tipo.id)))}>
                {tipo.nombre}
              </Checkbox>
            ))}
          </div>
        </details>
      )}

      <Field label={t('followMail.email')} required validationMessage={problems.email} validationState={problems.email ? 'error' : 'none'}>
        <Input
          ref={emailRef}
          className={s.input}
          size="large"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(_, d) => {
            setEmail(d.value);
            setProblems((p) => ({ ...p, email: undefined }));
          }}
        />
      </Field>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {failure && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <SubmitButton busy={busy}>{t('alerts.submit')}</SubmitButton>
      <Link className={s.atom} href={feed} type="application/atom+xml">
        <Rss20Regular aria-hidden="true" />
        {t('alerts.atom')}
      </Link>
    </form>
  );
}
