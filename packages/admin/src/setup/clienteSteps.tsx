import { Button, Caption1, Field, Input, Spinner, makeStyles, tokens, useId } from '@fluentui/react-components';
import { LocationRegular } from '@fluentui/react-icons';
import { isApiRequestError, errorMessage, notify, sessionStore, type LatLng } from '@sig/shared';
import { BusyButton, isHexColor, LocationField, useDebounced } from '@sig/shared/staff-ui';
import { type FormEvent, useState } from 'react';

import { useSetupT } from './i18n';
import { ColorField } from '../cliente/ColorField';
import { LogoSection } from '../cliente/LogoSection';
import { MEXICO_TIME_ZONES } from '../cliente/ClientePage';
import { type ClienteSettings, type UpdateClienteBody, useColoniaSearchQuery, useSaveClienteMutation } from '../adminApi';
import type { StepProps } from './SetupPage';
import { STATE_CAPITALS } from './capitals';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  matches: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  ltr: { direction: 'ltr', unicodeBidi: 'isolate' },
});

/** The same rule as the contract's Slug: lowercase letters and digits in groups joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The guide's save of part of the cliente: the answer into the session too, so the shell and the maps use it at once. */
function useSaveCliente() {
  const [save, state] = useSaveClienteMutation();
  const run = async (body: UpdateClienteBody): Promise<ClienteSettings> => {
    const next = await save(body).unwrap();
    const current = sessionStore.getState().cliente;
    if (current?.id === next.id) sessionStore.setState({ cliente: { ...current, nombre: next.nombre, slug: next.slug, colors: next.colors, map: next.map } });
    return next;
  };
  return [run, state.isLoading] as const;
}

/** The server's message for a field, or the whole message when it names none of `fields`. */
function fieldErrors(err: unknown, fields: Record<string, string>): { fields: Record<string, string>; general: string | null } {
  const out: Record<string, string> = {};
  if (isApiRequestError(err)) for (const e of err.errors) if (fields[e.type] && !out[fields[e.type]!]) out[fields[e.type]!] = e.message;
  return { fields: out, general: Object.keys(out).length ? null : errorMessage(err) };
}

export function IdentityStep({ cliente, confirm }: StepProps) {
  const s = useStyles();
  const { t } = useSetupT();
  const [save, saving] = useSaveCliente();
  const [nombre, setNombre] = useState(cliente.nombre);
  const [slug, setSlug] = useState(cliente.slug);
  const [colors, setColors] = useState(cliente.colors);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const publicUrl = `${window.location.origin}/act/s/${slug.trim().toLowerCase() || cliente.slug}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (nombre.trim().length < 2) local.nombre = t('v.nombre');
    const newSlug = slug.trim().toLowerCase();
    // only a changed address is checked: one made at sign-up may be longer than a chosen one can be
    if (newSlug !== cliente.slug && (!SLUG_PATTERN.test(newSlug) || newSlug.length < 3 || newSlug.length > 60)) local.slug = t('setup.identity.slugInvalid');
    for (const k of ['primary', 'secondary'] as const) if (!isHexColor(colors[k])) local[k] = t('v.color');
    setErrors(local);
    setGeneral(null);
    if (Object.keys(local).length) return;
    try {
      await save({ nombre: nombre.trim(), ...(newSlug !== cliente.slug && { slug: newSlug }), colors: { primary: colors.primary.trim().toLowerCase(), secondary: colors.secondary.trim().toLowerCase() } });
      await confirm();
    } catch (err) {
      const f = fieldErrors(err, { nombre: 'nombre', slug: 'slug', 'colors.primary': 'primary', 'colors.secondary': 'secondary' });
      setErrors(f.fields);
      setGeneral(f.general);
    }
  };

  const colorField = (key: 'primary' | 'secondary') => (
    <ColorField
      label={t(`field.colors.${key}`)}
      pickLabel={t('cliente.pickColor', { name: t(`field.colors.${key}`) })}
      value={colors[key]}
      onChange={(v) => setColors({ ...colors, [key]: v })}
      error={errors[key]}
    />
  );

  return (
    <>
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
        <div className={s.grid}>
          <Field label={t('field.nombre')} required validationMessage={errors.nombre}>
            <Input value={nombre} onChange={(_, d) => setNombre(d.value)} />
          </Field>
          <Field label={t('setup.identity.slug')} hint={t('setup.identity.slugHint', { url: publicUrl })} validationMessage={errors.slug}>
            <Input value={slug} className={s.ltr} onChange={(_, d) => setSlug(d.value)} data-testid="setup-slug" />
          </Field>
          {colorField('primary')}
          {colorField('secondary')}
        </div>
        {general && <Caption1 role="alert">{general}</Caption1>}
        <div className={s.actions}>
          <BusyButton appearance="primary" type="submit" busy={saving}>
            {t('setup.saveContinue')}
          </BusyButton>
        </div>
      </form>
      <LogoSection cliente={cliente} />
    </>
  );
}

export function TimezoneStep({ cliente, confirm }: StepProps) {
  const s = useStyles();
  const { t } = useSetupT();
  const [save, saving] = useSaveCliente();
  const [timezone, setTimezone] = useState(cliente.timezone);
  const [error, setError] = useState<string | undefined>();
  const listId = useId('tz');
  const now = (zone: string) => {
    try {
      return new Intl.DateTimeFormat(undefined, { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(new Date());
    } catch {
      return null;
    }
  };
  const time = now(timezone.trim());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!time) {
      setError(t('v.timezone'));
      return;
    }
    setError(undefined);
    try {
      if (timezone.trim() !== cliente.timezone) await save({ timezone: timezone.trim() });
      await confirm();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <Field label={t('field.timezone')} required validationMessage={error} hint={time ? t('setup.timezone.now', { time }) : t('cliente.timezoneHint')}>
        <Input value={timezone} onChange={(_, d) => setTimezone(d.value)} input={{ list: listId }} className={s.ltr} />
      </Field>
      <datalist id={listId}>
        {MEXICO_TIME_ZONES.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
      <div className={s.actions}>
        <BusyButton appearance="primary" type="submit" busy={saving}>
          {t('setup.saveContinue')}
        </BusyButton>
      </div>
    </form>
  );
}

/** A place to centre on: a colonia of the catalogue or a state capital (known without any network). */
interface Match {
  key: string;
  label: string;
  at: LatLng;
}

const fold = (v: string) => v.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

export function MapStep({ cliente, next }: StepProps) {
  const s = useStyles();
  const { t } = useSetupT();
  const [save, saving] = useSaveCliente();
  const [value, setValue] = useState<LatLng | null>(cliente.map.lat !== null && cliente.map.lng !== null ? { lat: cliente.map.lat, lng: cliente.map.lng } : null);
  const [q, setQ] = useState('');
  const [error, setError] = useState<string | undefined>();
  const term = useDebounced(q.trim(), 250);
  const colonias = useColoniaSearchQuery(term, { skip: term.length < 2 });
  const matches: Match[] =
    term.length < 2
      ? []
      : [
          ...(colonias.data?.items ?? []).filter((c) => c.centroide).map((c) => ({ key: `c:${c.id}`, label: t('setup.map.colonia', { name: c.nombre }), at: c.centroide! })),
          ...STATE_CAPITALS.filter(([city, state]) => fold(`${city} ${state}`).includes(fold(term))).map(([city, state, lat, lng]) => ({
            key: `k:${city}`,
            label: t('setup.map.capital', { city, state }),
            at: { lat, lng },
          })),
        ].slice(0, 8);

  const submit = async () => {
    if (!value) {
      setError(t('setup.map.required'));
      return;
    }
    setError(undefined);
    try {
      await save({ map: { lat: value.lat, lng: value.lng, zoom: cliente.map.zoom ?? 13, tileUrl: cliente.map.tileUrl || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } });
      notify({ message: t('setup.map.saved'), variant: 'success' });
      next();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <div className={s.form}>
      <Field label={t('setup.map.search')} hint={t('setup.map.searchHint')}>
        <Input type="search" value={q} onChange={(_, d) => setQ(d.value)} contentBefore={<LocationRegular />} />
      </Field>
      {term.length >= 2 && (
        <div aria-live="polite">
          {matches.length === 0 ? (
            colonias.isFetching ? (
              <Spinner size="tiny" />
            ) : (
              <Caption1>{t('setup.map.noMatches')}</Caption1>
            )
          ) : (
            <ul className={s.matches} aria-label={t('setup.map.matches')}>
              {matches.map((m) => (
                <li key={m.key}>
                  <Button size="small" onClick={() => setValue(m.at)}>
                    {m.label}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <LocationField value={value} onChange={setValue} required error={error} mapLabel={t('setup.map.label')} mapFailed={t('setup.map.failed')} label={t('setup.map.point')} />
      <div className={s.actions}>
        <BusyButton appearance="primary" busy={saving} onClick={() => void submit()}>
          {t('setup.map.save')}
        </BusyButton>
      </div>
    </div>
  );
}
