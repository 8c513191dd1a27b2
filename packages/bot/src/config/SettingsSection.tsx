import { Badge, Caption1, Checkbox, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { notify, UserText } from '@sig/shared';
import { BusyButton, Empty, LoadError, Loading, Section, StaleNotice, TextArea, formErrors, formatDateTime } from '@sig/shared/staff-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';

import { useBotT } from '../i18n';
import { useAjustesQuery, useCrearPlantillaMutation, useGuardarAjustesMutation, usePlantillasQuery } from './configApi';
import { errorText, hasCode } from './errors';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  cap: { maxWidth: '220px' },
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, padding: tokens.spacingHorizontalS, borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, minWidth: 0 },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export const CAP_MIN = 1;
export const CAP_MAX = 50;

/** The contact centre's per-agent cap: how many open conversations auto-assignment gives one agent. */
export function CapSection() {
  const s = useStyles();
  const { t } = useBotT();
  const titleId = useId();
  const settings = useAjustesQuery();
  const [save, saving] = useGuardarAjustesMutation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  // the version the next save sends: the one read, then each save's answer (not a later refetch under the user's typing)
  const [version, setVersion] = useState<number | null>(null);
  const take = (d: { maxPorAgente: number; version: number }) => (setValue(String(d.maxPorAgente)), setVersion(d.version));
  useEffect(() => {
    if (settings.data && version === null) take(settings.data);
  }, [settings.data, version]);
  const reload = async () => {
    setStale(false);
    const fresh = await settings.refetch();
    if (fresh.data) take(fresh.data);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (version === null) return;
    const n = Number(value);
    if (!/^\d+$/.test(value.trim()) || n < CAP_MIN || n > CAP_MAX) return setError(t('cfg.cap.range', { min: CAP_MIN, max: CAP_MAX }));
    setError(null);
    setStale(false);
    try {
      take(await save({ maxPorAgente: n, version }).unwrap());
      notify({ message: t('cfg.cap.saved'), variant: 'success' });
    } catch (x) {
      if (hasCode(x, 'bot.stale')) setStale(true);
      else notify({ message: errorText(x, t), variant: 'error' });
    }
  };

  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('cfg.cap.title')}
      </Subtitle2>
      {settings.isError ? (
        <LoadError message={errorText(settings.error, t)} onRetry={() => void settings.refetch()} />
      ) : version === null ? (
        <Loading />
      ) : (
        <form className={s.row} onSubmit={submit} noValidate aria-label={t('cfg.cap.title')}>
          {stale && <StaleNotice message={t('cfg.error.bot.stale')} onReload={() => void reload()} />}
          <Field className={s.cap} label={t('cfg.cap.label')} hint={t('cfg.cap.hint', { min: CAP_MIN, max: CAP_MAX })} validationMessage={error ?? undefined} validationState={error ? 'error' : 'none'}>
            <Input type="number" min={CAP_MIN} max={CAP_MAX} value={value} onChange={(_, d) => setValue(d.value)} />
          </Field>
          <BusyButton type="submit" appearance="primary" busy={saving.isLoading}>
            {t('cfg.cap.save')}
          </BusyButton>
        </form>
      )}
    </Section>
  );
}

/** The approved templates: what an agent may send outside the 24-hour window. */
export function TemplatesSection() {
  const s = useStyles();
  const { t } = useBotT();
  const titleId = useId();
  const templates = usePlantillasQuery();
  const [create, creating] = useCrearPlantillaMutation();
  const [nombre, setNombre] = useState('');
  const [texto, setTexto] = useState('');
  const [aprobada, setAprobada] = useState(true);
  const [errors, setErrors] = useState<{ nombre?: string; texto?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: { nombre?: string; texto?: string } = {};
    if (!nombre.trim()) found.nombre = t('cfg.templates.nombreRequired');
    if (!texto.trim()) found.texto = t('cfg.templates.textoRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const made = await create({ nombre: nombre.trim(), texto: texto.trim(), aprobada }).unwrap();
      notify({ message: t('cfg.templates.created', { nombre: made.nombre }), variant: 'success' });
      setNombre('');
      setTexto('');
      setAprobada(true);
    } catch (x) {
      const f = formErrors(x, ['nombre', 'texto'], t);
      setErrors(f.fields);
      if (f.general) notify({ message: f.general, variant: 'error' });
    }
  };

  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('cfg.templates.title')}
      </Subtitle2>
      <Caption1>{t('cfg.templates.hint')}</Caption1>
      {templates.isError ? (
        <LoadError message={errorText(templates.error, t)} onRetry={() => void templates.refetch()} />
      ) : !templates.data ? (
        <Loading />
      ) : templates.data.items.length === 0 ? (
        <Empty>{t('cfg.templates.empty')}</Empty>
      ) : (
        <ul className={s.list} aria-label={t('cfg.templates.list')}>
          {templates.data.items.map((p) => (
            <li key={p.id} className={s.item}>
              <div className={s.head}>
                <strong><UserText>{p.nombre}</UserText></strong>
                <Badge appearance="tint" color={p.aprobada ? 'success' : 'warning'}>
                  {p.aprobada ? t('cfg.templates.approved') : t('cfg.templates.notApproved')}
                </Badge>
                <Caption1>{formatDateTime(p.createdAt)}</Caption1>
              </div>
              <span className={s.text} dir="auto">{p.texto}</span>
            </li>
          ))}
        </ul>
      )}
      <form className={s.form} onSubmit={submit} noValidate aria-label={t('cfg.templates.addTitle')}>
        <Subtitle2 as="h3">{t('cfg.templates.addTitle')}</Subtitle2>
        <Field label={t('cfg.templates.nombre')} validationMessage={errors.nombre} validationState={errors.nombre ? 'error' : 'none'}>
          <Input value={nombre} dir="auto" maxLength={80} onChange={(_, d) => setNombre(d.value)} />
        </Field>
        <Field label={t('cfg.templates.texto')} hint={t('cfg.templates.textoHint')} validationMessage={errors.texto} validationState={errors.texto ? 'error' : 'none'}>
          {(p) => <TextArea {...p} dir="auto" value={texto} maxLength={1000} rows={3} onChange={(e) => setTexto(e.target.value)} />}
        </Field>
        <Checkbox checked={aprobada} onChange={(_, d) => setAprobada(Boolean(d.checked))} label={t('cfg.templates.aprobada')} />
        <div>
          <BusyButton type="submit" icon={<AddRegular />} busy={creating.isLoading}>
            {t('cfg.templates.add')}
          </BusyButton>
        </div>
      </form>
    </Section>
  );
}
