import { Button, Caption1, Checkbox, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle2, Switch, makeStyles, tokens, useId } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { COLONIA_RADIO_M, DUPLICATES_DAYS, DUPLICATES_RADIUS_M, PRODUCTS, errorMessage, isApiRequestError, loadMenu, notify, type ProductName } from '@sig/shared';
import { LoadError, Loading, Page, Section, isHexColor } from '@sig/shared/staff-ui';
import { type FormEvent, useEffect, useState } from 'react';

import { AuditTimeline } from '../components/AuditTimeline';
import { ColorField } from './ColorField';
import { LiveNoticeSection } from './LiveNoticeSection';
import { LogoSection } from './LogoSection';
import { MailSection } from './MailSection';
import { Open311KeysSection } from './Open311KeysSection';
import { SetupNotice } from '../setup/SetupNotice';
import { useAdminT } from '../i18n';
import { type ClienteSettings, type UpdateClienteBody, useClienteQuery, useSaveClienteMutation } from '../adminApi';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  products: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 180px), 1fr))' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** Common IANA zones of Mexico, suggested by the timezone field (any valid zone is accepted). */
export const MEXICO_TIME_ZONES = [
  'America/Mexico_City',
  'America/Monterrey',
  'America/Merida',
  'America/Cancun',
  'America/Chihuahua',
  'America/Ciudad_Juarez',
  'America/Ojinaga',
  'America/Matamoros',
  'America/Mazatlan',
  'America/Bahia_Banderas',
  'America/Hermosillo',
  'America/Tijuana',
];

interface Form {
  nombre: string;
  primary: string;
  secondary: string;
  timezone: string;
  lat: string;
  lng: string;
  zoom: string;
  tileUrl: string;
  products: ProductName[];
  operacion_sin_curp: boolean;
  cover_midb: boolean;
  colonia_radio_m: string;
  asignar_mueve_estatus: boolean;
  duplicados_radio_m: string;
  duplicados_dias: string;
}

const formOf = (c: ClienteSettings): Form => ({
  nombre: c.nombre,
  primary: c.colors.primary,
  secondary: c.colors.secondary,
  timezone: c.timezone,
  lat: c.map.lat === null ? '' : String(c.map.lat),
  lng: c.map.lng === null ? '' : String(c.map.lng),
  zoom: c.map.zoom === null ? '' : String(c.map.zoom),
  tileUrl: c.map.tileUrl,
  products: [...c.products],
  operacion_sin_curp: c.operacion_sin_curp,
  cover_midb: c.cover_midb,
  colonia_radio_m: String(c.colonia_radio_m),
  asignar_mueve_estatus: c.asignar_mueve_estatus,
  duplicados_radio_m: String(c.duplicados_radio_m),
  duplicados_dias: String(c.duplicados_dias),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}

const num = (v: string) => (v.trim() === '' ? NaN : Number(v));

/** Checks the form as the server would; the keys are the form's fields. */
export function validateCliente(f: Form): Record<string, string> {
  const e: Record<string, string> = {};
  if (f.nombre.trim().length < 2) e.nombre = 'v.nombre';
  if (!isHexColor(f.primary)) e.primary = 'v.color';
  if (!isHexColor(f.secondary)) e.secondary = 'v.color';
  if (!isTimeZone(f.timezone.trim())) e.timezone = 'v.timezone';
  const anyMap = [f.lat, f.lng, f.zoom].some((v) => v.trim() !== '');
  if (anyMap || f.tileUrl.trim() !== '') {
    const lat = num(f.lat);
    const lng = num(f.lng);
    const zoom = num(f.zoom);
    if (!(lat >= -90 && lat <= 90)) e.lat = 'v.lat';
    if (!(lng >= -180 && lng <= 180)) e.lng = 'v.lng';
    if (!(Number.isInteger(zoom) && zoom >= 0 && zoom <= 22)) e.zoom = 'v.zoom';
  }
  const tile = f.tileUrl.trim();
  const radio = num(f.colonia_radio_m);
  if (!(Number.isInteger(radio) && radio >= COLONIA_RADIO_M.min && radio <= COLONIA_RADIO_M.max)) e.colonia_radio_m = 'v.coloniaRadio';
  const within = (v: string, b: { min: number; max: number }) => Number.isInteger(num(v)) && num(v) >= b.min && num(v) <= b.max;
  if (!within(f.duplicados_radio_m, DUPLICATES_RADIUS_M)) e.duplicados_radio_m = 'v.coloniaRadio';
  if (!within(f.duplicados_dias, DUPLICATES_DAYS)) e.duplicados_dias = 'v.duplicadosDias';
  if (!(/^https:\/\/[^\s]+$/.test(tile) && ['{z}', '{x}', '{y}'].every((p) => tile.includes(p)))) e.tileUrl = 'v.tileUrl';
  return e;
}

/** What the server field names map to in the form. */
const SERVER_FIELDS: Record<string, string> = {
  nombre: 'nombre',
  'colors.primary': 'primary',
  'colors.secondary': 'secondary',
  timezone: 'timezone',
  'map.lat': 'lat',
  'map.lng': 'lng',
  'map.zoom': 'zoom',
  'map.tileUrl': 'tileUrl',
  colonia_radio_m: 'colonia_radio_m',
  duplicados_radio_m: 'duplicados_radio_m',
  duplicados_dias: 'duplicados_dias',
};

/** The bounds a field's range message names. */
const BOUNDS: Record<string, { min: number; max: number }> = { duplicados_radio_m: DUPLICATES_RADIUS_M, duplicados_dias: DUPLICATES_DAYS };

/** /config/client/edit: the cliente's name, brand, time zone, map, products and switches. */
export function ClientePage() {
  const s = useStyles();
  const { t } = useAdminT();
  // the writes of this page (settings, logo, keys, notices) answer what changed into the cache and refresh the history
  const cliente = useClienteQuery();
  const [saveCliente] = useSaveClienteMutation();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = { general: useId('general'), map: useId('map'), products: useId('products'), tz: useId('tz') };

  // Only the first load fills the form: a logo change (saved on its own) must not discard unsaved edits.
  useEffect(() => {
    if (cliente.data) setForm((f) => f ?? formOf(cliente.data!));
  }, [cliente.data]);

  if (cliente.isError && !cliente.data) {
    return (
      <Page title={t('cliente.title')}>
        <LoadError message={errorMessage(cliente.error)} onRetry={() => void cliente.refetch()} />
      </Page>
    );
  }
  if (!cliente.data || !form) {
    return (
      <Page title={t('cliente.title')}>
        <Loading />
      </Page>
    );
  }
  const c = cliente.data;
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const err = (k: string) => {
    if (!errors[k]) return undefined;
    const { min, max } = BOUNDS[k] ?? COLONIA_RADIO_M;
    return errors[k].startsWith('v.') ? t(errors[k], { min, max }) : errors[k];
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const local = validateCliente(form);
    setErrors(local);
    setGeneral(null);
    if (Object.keys(local).length) return;
    const body: UpdateClienteBody = {
      nombre: form.nombre.trim(),
      colors: { primary: form.primary.trim().toLowerCase(), secondary: form.secondary.trim().toLowerCase() },
      timezone: form.timezone.trim(),
      products: form.products,
      operacion_sin_curp: form.operacion_sin_curp,
      cover_midb: form.cover_midb,
      colonia_radio_m: Number(form.colonia_radio_m),
      asignar_mueve_estatus: form.asignar_mueve_estatus,
      duplicados_radio_m: Number(form.duplicados_radio_m),
      duplicados_dias: Number(form.duplicados_dias),
      ...(form.lat.trim() !== '' && { map: { lat: Number(form.lat), lng: Number(form.lng), zoom: Number(form.zoom), tileUrl: form.tileUrl.trim() } }),
    };
    setSaving(true);
    try {
      const next = await saveCliente(body).unwrap();
      const productsChanged = [...next.products].sort().join() !== [...c.products].sort().join();
      setForm(formOf(next));
      notify({ message: t('cliente.saved'), variant: 'success' });
      if (productsChanged) void loadMenu(true);
    } catch (error) {
      const mapped: Record<string, string> = {};
      if (isApiRequestError(error)) {
        for (const x of error.errors) {
          const field = SERVER_FIELDS[x.type];
          if (field && !mapped[field]) mapped[field] = error.code === 'validation' ? x.message : errorMessage(error);
        }
      }
      setErrors(mapped);
      setGeneral(Object.keys(mapped).length ? null : errorMessage(error));
    }
    setSaving(false);
  };

  const colorField = (key: 'primary' | 'secondary') => (
    <ColorField
      label={t(`field.colors.${key}`)}
      pickLabel={t('cliente.pickColor', { name: t(`field.colors.${key}`) })}
      value={form[key]}
      onChange={(v) => set({ [key]: v } as Partial<Form>)}
      error={err(key)}
    />
  );

  return (
    <Page title={t('cliente.title')} subtitle={c.slug}>
      <SetupNotice />
      <LogoSection cliente={c} />
      <form onSubmit={(e) => void save(e)} noValidate className={s.form}>
        <Section labelledBy={ids.general}>
          <Subtitle2 as="h2" id={ids.general}>
            {t('cliente.general')}
          </Subtitle2>
          <div className={s.grid}>
            <Field label={t('field.nombre')} required validationMessage={err('nombre')}>
              <Input value={form.nombre} onChange={(_, d) => set({ nombre: d.value })} />
            </Field>
            <Field label={t('field.timezone')} required validationMessage={err('timezone')} hint={t('cliente.timezoneHint')}>
              <Input value={form.timezone} onChange={(_, d) => set({ timezone: d.value })} input={{ list: ids.tz }} />
            </Field>
            <datalist id={ids.tz}>
              {MEXICO_TIME_ZONES.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
            {colorField('primary')}
            {colorField('secondary')}
          </div>
          <Caption1>{t('cliente.colorsHint')}</Caption1>
        </Section>

        <Section labelledBy={ids.map}>
          <Subtitle2 as="h2" id={ids.map}>
            {t('cliente.map')}
          </Subtitle2>
          <div className={s.grid}>
            <Field label={t('field.map.lat')} validationMessage={err('lat')}>
              <Input type="number" inputMode="decimal" step="any" value={form.lat} onChange={(_, d) => set({ lat: d.value })} />
            </Field>
            <Field label={t('field.map.lng')} validationMessage={err('lng')}>
              <Input type="number" inputMode="decimal" step="any" value={form.lng} onChange={(_, d) => set({ lng: d.value })} />
            </Field>
            <Field label={t('field.map.zoom')} validationMessage={err('zoom')}>
              <Input type="number" inputMode="numeric" min={0} max={22} step={1} value={form.zoom} onChange={(_, d) => set({ zoom: d.value })} />
            </Field>
          </div>
          <Field label={t('field.map.tileUrl')} required validationMessage={err('tileUrl')} hint={t('cliente.tileHint')}>
            <Input type="url" value={form.tileUrl} onChange={(_, d) => set({ tileUrl: d.value })} />
          </Field>
          <Field label={t('field.colonia_radio_m')} required validationMessage={err('colonia_radio_m')} hint={t('cliente.coloniaRadioHint')}>
            <Input
              type="number"
              inputMode="numeric"
              min={COLONIA_RADIO_M.min}
              max={COLONIA_RADIO_M.max}
              step={50}
              value={form.colonia_radio_m}
              onChange={(_, d) => set({ colonia_radio_m: d.value })}
              contentAfter={<Caption1>{t('cliente.metres')}</Caption1>}
            />
          </Field>
          <div className={s.grid}>
            <Field label={t('field.duplicados_radio_m')} required validationMessage={err('duplicados_radio_m')} hint={t('cliente.duplicadosHint')}>
              <Input
                type="number"
                inputMode="numeric"
                min={DUPLICATES_RADIUS_M.min}
                max={DUPLICATES_RADIUS_M.max}
                step={10}
                value={form.duplicados_radio_m}
                onChange={(_, d) => set({ duplicados_radio_m: d.value })}
              />
            </Field>
            <Field label={t('field.duplicados_dias')} required validationMessage={err('duplicados_dias')}>
              <Input type="number" inputMode="numeric" min={DUPLICATES_DAYS.min} max={DUPLICATES_DAYS.max} step={1} value={form.duplicados_dias} onChange={(_, d) => set({ duplicados_dias: d.value })} />
            </Field>
          </div>
        </Section>

        <Section labelledBy={ids.products}>
          <Subtitle2 as="h2" id={ids.products}>
            {t('field.products')}
          </Subtitle2>
          <Caption1>{t('cliente.productsHint')}</Caption1>
          <div className={s.products} role="group" aria-labelledby={ids.products}>
            {PRODUCTS.map((p) => (
              <Checkbox
                key={p}
                label={t(`product.${p}`)}
                checked={form.products.includes(p)}
                onChange={(_, d) => set({ products: d.checked === true ? [...form.products, p] : form.products.filter((x) => x !== p) })}
              />
            ))}
          </div>
          <Switch label={t('field.operacion_sin_curp')} checked={form.operacion_sin_curp} onChange={(_, d) => set({ operacion_sin_curp: d.checked })} />
          <Switch label={t('field.cover_midb')} checked={form.cover_midb} onChange={(_, d) => set({ cover_midb: d.checked })} />
          <Switch label={t('field.asignar_mueve_estatus')} checked={form.asignar_mueve_estatus} onChange={(_, d) => set({ asignar_mueve_estatus: d.checked })} />
        </Section>

        {general && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{general}</MessageBarBody>
          </MessageBar>
        )}
        <div className={s.actions}>
          <Button appearance="primary" type="submit" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={saving}>
            {t('common.save')}
          </Button>
          <Button appearance="subtle" onClick={() => setForm(formOf(c))} disabled={saving}>
            {t('common.discard')}
          </Button>
        </div>
      </form>

      <Open311KeysSection slug={c.slug} />

      <MailSection />

      <LiveNoticeSection />

      <AuditTimeline entity="cliente" />
    </Page>
  );
}
