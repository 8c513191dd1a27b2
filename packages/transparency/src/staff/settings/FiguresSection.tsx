import { Button, Caption1, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { notify, type TranspFigures, type TranspSettings } from '@sig/shared';
import { BusyButton, LoadError, Loading, Section, StaleNotice, apiErrorMessage, formatDateTime } from '@sig/shared/staff-ui';
import { type FormEvent, useEffect, useId, useState } from 'react';

import { useTranspT } from '../../i18n';
import { hasCode } from '../../lib/errors';
import { useAjustesQuery, useGuardarAjustesMutation } from '../transpApi';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

type Key = keyof TranspFigures;
const NUMBERS: { key: Exclude<Key, 'horaCorte'>; min: number; max: number }[] = [
  { key: 'respuestaDias', min: 1, max: 90 },
  { key: 'ampliacionDias', min: 0, max: 90 },
  { key: 'prevencionDias', min: 1, max: 30 },
  { key: 'plazoCiudadanoDias', min: 1, max: 60 },
  { key: 'proximoDias', min: 0, max: 30 },
];
const HORA = /^([01]\d|2[0-3]):[0-5]\d$/;

type Draft = { ley: string } & Record<Key, string>;
const draftOf = (s: TranspSettings): Draft => ({
  ley: s.ley,
  horaCorte: s.figuras.horaCorte,
  ...(Object.fromEntries(NUMBERS.map(({ key }) => [key, String(s.figuras[key])])) as Record<Exclude<Key, 'horaCorte'>, string>),
});

/** The law's figures: days to answer, the extension, the prevención, the citizen's days to reply, the cut-off hour. */
export function FiguresSection({ canEdit }: { canEdit: boolean }) {
  const s = useStyles();
  const { t } = useTranspT();
  const id = useId();
  const settings = useAjustesQuery();
  const [save, saving] = useGuardarAjustesMutation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (settings.data) setDraft(draftOf(settings.data));
  }, [settings.data]);

  const validate = (d: Draft) => {
    const e: Partial<Record<keyof Draft, string>> = {};
    if (!d.ley.trim()) e.ley = t('settings.leyRequired');
    for (const { key, min, max } of NUMBERS) {
      const n = Number(d[key]);
      if (!/^\d+$/.test(d[key]) || n < min || n > max) e[key] = t('settings.range', { min, max });
    }
    if (!HORA.test(d.horaCorte)) e.horaCorte = t('settings.horaInvalid');
    return e;
  };

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!draft || !settings.data) return;
    const e = validate(draft);
    setErrors(e);
    if (Object.keys(e).length) return;
    setStale(false);
    try {
      await save({
        ley: draft.ley.trim(),
        figuras: { ...(Object.fromEntries(NUMBERS.map(({ key }) => [key, Number(draft[key])])) as Record<Exclude<Key, 'horaCorte'>, number>), horaCorte: draft.horaCorte },
        version: settings.data.version,
      }).unwrap();
      notify({ message: t('settings.saved'), variant: 'success' });
    } catch (x) {
      if (hasCode(x, 'transparencia.settings_stale')) setStale(true);
      else notify({ message: apiErrorMessage(x, t), variant: 'error' });
    }
  };

  return (
    <Section labelledBy={id}>
      <Subtitle2 as="h2" id={id}>
        {t('settings.figures')}
      </Subtitle2>
      {settings.isError ? (
        <LoadError message={apiErrorMessage(settings.error, t)} onRetry={() => void settings.refetch()} />
      ) : !draft || !settings.data ? (
        <Loading />
      ) : (
        <form className={s.form} onSubmit={submit} noValidate>
          {stale && <StaleNotice message={t('error.transparencia.settings_stale')} onReload={() => (setStale(false), void settings.refetch())} />}
          <Field label={t('settings.ley')} validationMessage={errors.ley} validationState={errors.ley ? 'error' : 'none'}>
            <Input value={draft.ley} disabled={!canEdit} onChange={(_, d) => setDraft({ ...draft, ley: d.value })} maxLength={300} />
          </Field>
          <div className={s.grid}>
            {NUMBERS.map(({ key, min, max }) => (
              <Field key={key} label={t(`settings.${key}`)} hint={t(`settings.${key}Hint`)} validationMessage={errors[key]} validationState={errors[key] ? 'error' : 'none'}>
                <Input type="number" min={min} max={max} value={draft[key]} disabled={!canEdit} onChange={(_, d) => setDraft({ ...draft, [key]: d.value })} />
              </Field>
            ))}
            <Field label={t('settings.horaCorte')} hint={t('settings.horaCorteHint', { timezone: settings.data.timezone })} validationMessage={errors.horaCorte} validationState={errors.horaCorte ? 'error' : 'none'}>
              <Input type="time" value={draft.horaCorte} disabled={!canEdit} onChange={(_, d) => setDraft({ ...draft, horaCorte: d.value })} />
            </Field>
          </div>
          <Caption1>{t('settings.recompute')}</Caption1>
          {canEdit && (
            <div className={s.actions}>
              <BusyButton type="submit" appearance="primary" busy={saving.isLoading}>
                {t('common.save')}
              </BusyButton>
              <Button onClick={() => (setErrors({}), setDraft(draftOf(settings.data!)))}>{t('common.reset')}</Button>
              {settings.data.updatedAt && <Caption1>{t('settings.updatedAt', { date: formatDateTime(settings.data.updatedAt) })}</Caption1>}
            </div>
          )}
        </form>
      )}
    </Section>
  );
}
