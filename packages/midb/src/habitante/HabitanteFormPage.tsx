import { Button, Caption1, Checkbox, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { UserText, hasPermission, normalizeCurp, notify, useRole } from '@sig/shared';
import { BackLink, ColoniaField, LoadError, Loading, LocationField, NativeSelect, Page, Section, StaleNotice, TextArea, apiErrorMessage } from '@sig/shared/staff-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useMidbT } from '../i18n';
import { isStale } from '../lib/errors';
import { links } from '../lib/links';
import { useColoniasQuery, useCreateHabitanteMutation, useHabitanteQuery, useUpdateHabitanteMutation, type MidbHabitante } from '../midbApi';
import { EMPTY_FORM, changesOf, checkForm, createBody, formOf, fromCurp, serverErrors, withCurp, type FormErrors, type HabitanteForm } from './habitanteForm';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', marginBlockStart: tokens.spacingVerticalL },
  hint: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** /sig/midbciudadano/nuevo: a new habitante. */
export function NewHabitantePage() {
  const { t } = useMidbT();
  return (
    <Page title={t('form.newTitle')} back={<BackLink href={links.registry()} label={t('common.backToRegistry')} />}>
      <HabitanteFormSection record={null} />
    </Page>
  );
}

/** /sig/midbciudadano/editar/:id: the record's edit, sending only what changed with the version read. */
export function EditHabitantePage({ id }: { id: string }) {
  const { t } = useMidbT();
  const habitante = useHabitanteQuery(id);
  const back = <BackLink href={links.ver(id)} label={t('form.backToHabitante')} />;
  const h = habitante.data;
  if (!h) {
    return (
      <Page title={t('form.editTitle')} back={back}>
        {habitante.isError ? <LoadError message={apiErrorMessage(habitante.error, t)} onRetry={() => void habitante.refetch()} /> : <Loading />}
      </Page>
    );
  }
  return (
    <Page title={t('form.editTitle')} subtitle={<UserText>{h.nombreCompleto}</UserText>} back={back}>
      <HabitanteFormSection record={h} onReload={async () => (await habitante.refetch()).data ?? null} />
    </Page>
  );
}

function HabitanteFormSection({ record, onReload }: { record: MidbHabitante | null; onReload?: () => Promise<MidbHabitante | null> }) {
  const s = useStyles();
  const { t } = useMidbT();
  const formId = useId('habitante-form');
  const navigate = useNavigate();
  const role = useRole();
  const canSinCurp = hasPermission(['admin', 'SigOperacionSinCurp'], role);
  const creating = record === null;
  const colonias = useColoniasQuery();
  const [createHabitante] = useCreateHabitanteMutation();
  const [updateHabitante] = useUpdateHabitanteMutation();
  const [form, setForm] = useState<HabitanteForm>(() => (record ? formOf(record) : EMPTY_FORM));
  const [errors, setErrors] = useState<FormErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);

  // the saved record comes back in the answer and becomes the page's: the form starts again from it
  useEffect(() => {
    if (record) setForm(formOf(record));
  }, [record]);

  const read = form.sinCurp ? null : fromCurp(form.curp);
  const shown = withCurp(form);
  const changes = record ? changesOf(form, record) : null;
  const dirty = creating || Object.keys(changes ?? {}).length > 0;

  const set = <K extends keyof HabitanteForm>(key: K, value: HabitanteForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined, ...(key === 'sinCurp' && { curp: undefined, sinCurpMotivo: undefined }) }));
  };
  const reload = async () => {
    setStale(false);
    setErrors({});
    setGeneral(null);
    const current = await onReload?.();
    if (current) setForm(formOf(current));
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const local = checkForm(form, t, { creating, canSinCurp, hadCurp: !!record?.curp });
    setErrors(local);
    setGeneral(null);
    if (Object.keys(local).length || !dirty) return;
    setSaving(true);
    try {
      if (record) {
        await updateHabitante({ id: record.id, body: { ...changes, version: record.version } }).unwrap();
        notify({ message: t('form.saved'), variant: 'success' });
        navigate(links.ver(record.id));
      } else {
        const created = await createHabitante(createBody(form)).unwrap();
        notify({ message: t('form.created'), variant: 'success' });
        navigate(links.ver(created.id), { replace: true });
      }
    } catch (err) {
      setSaving(false);
      if (isStale(err)) return setStale(true);
      const found = serverErrors(err, t);
      setErrors(found.fields);
      setGeneral(found.general);
    }
  };

  // the options: the active colonias, plus the record's own even if it has since been deactivated
  const options = [...(colonias.data?.colonias ?? [])];
  if (record?.colonia && !options.some((c) => c.id === record.colonia!.id)) options.unshift(record.colonia);
  const text = (key: 'nombre' | 'apellidos' | 'telefono' | 'email', opts: { required?: boolean; type?: 'text' | 'tel' | 'email'; max: number }) => (
    <Field label={t(`field.${key}`)} required={opts.required} validationMessage={errors[key]}>
      <Input type={opts.type ?? 'text'} value={form[key]} maxLength={opts.max} autoComplete="off" onChange={(_, d) => set(key, d.value)} />
    </Field>
  );
  const curpHint = read
    ? t('form.curpRead')
    : record && !record.curp
      ? t('form.sinCurpRecorded', { motivo: record.sinCurpMotivo || t('common.empty') })
      : t('form.curpHint');
  const typedCurp = normalizeCurp(form.curp);

  return (
    <>
      {stale && <StaleNotice message={t('form.stale')} onReload={() => void reload()} />}
      <Section labelledBy={formId}>
        <Subtitle2 as="h2" id={formId}>
          {t('habitante.personal')}
        </Subtitle2>
        <form className={s.form} onSubmit={(e) => void save(e)} noValidate aria-labelledby={formId}>
          <div className={s.grid}>
            {text('nombre', { required: true, max: 120 })}
            {text('apellidos', { required: true, max: 160 })}
            {!form.sinCurp && (
              <Field
                label={t('field.curp')}
                required={creating}
                validationMessage={errors.curp ?? (typedCurp.length === 18 && !read ? t('v.curp.check') : undefined)}
                validationState={errors.curp || (typedCurp.length === 18 && !read) ? 'error' : read ? 'success' : undefined}
                hint={curpHint}
              >
                <Input value={form.curp} maxLength={24} autoComplete="off" dir="ltr" onChange={(_, d) => set('curp', d.value.toUpperCase())} />
              </Field>
            )}
            {creating && canSinCurp && (
              <Field className={s.wide}>
                <Checkbox label={t('form.sinCurp')} checked={form.sinCurp} onChange={(_, d) => set('sinCurp', d.checked === true)} />
              </Field>
            )}
            {form.sinCurp && (
              <Field className={s.wide} label={t('field.sinCurpMotivo')} required validationMessage={errors.sinCurpMotivo ?? errors.curp} hint={t('form.sinCurpHint')}>
                <Input value={form.sinCurpMotivo} maxLength={300} onChange={(_, d) => set('sinCurpMotivo', d.value)} />
              </Field>
            )}
            <Field label={t('field.fechaNacimiento')} validationMessage={errors.fechaNacimiento} hint={read ? t('form.fromCurp') : undefined}>
              <Input type="date" value={shown.fechaNacimiento} readOnly={!!read} onChange={(_, d) => set('fechaNacimiento', d.value)} />
            </Field>
            <Field label={t('field.sexo')} validationMessage={errors.sexo} hint={read ? t('form.fromCurp') : undefined}>
              {(props) =>
                read ? (
                  <Input {...props} readOnly value={shown.sexo ? t(`sexo.${shown.sexo}`) : t('sexo.none')} />
                ) : (
                  <NativeSelect {...props} value={form.sexo} onChange={(e) => set('sexo', e.target.value as HabitanteForm['sexo'])}>
                    <option value="">{t('sexo.none')}</option>
                    {(['H', 'M', 'X'] as const).map((x) => (
                      <option key={x} value={x}>
                        {t(`sexo.${x}`)}
                      </option>
                    ))}
                  </NativeSelect>
                )
              }
            </Field>
            {text('telefono', { type: 'tel', max: 40 })}
            {text('email', { type: 'email', max: 254 })}
            <ColoniaField
              label={t('field.colonia')}
              noneLabel={t('form.coloniaNone')}
              failedMessage={t('form.coloniasFailed')}
              value={form.coloniaId}
              onChange={(id) => set('coloniaId', id)}
              options={options}
              loading={colonias.isLoading}
              failed={colonias.isError}
              error={errors.coloniaId}
            />
            <Field label={t('field.direccion')} validationMessage={errors.direccion} className={s.wide}>
              {(props) => <TextArea {...props} value={form.direccion} maxLength={300} rows={2} onChange={(e) => set('direccion', e.target.value)} />}
            </Field>
            <div className={s.wide}>
              <LocationField value={form.ubicacion} onChange={(v) => set('ubicacion', v)} error={errors.ubicacion} hint={t('form.ubicacionHint')} mapLabel={t('form.mapLabel')} mapFailed={t('form.mapFailed')} />
            </div>
          </div>
          <Field validationMessage={errors.consentimiento}>
            <Checkbox label={t('form.consentLabel')} checked={form.consentimiento} onChange={(_, d) => set('consentimiento', d.checked === true)} />
          </Field>
          {general && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{general}</MessageBarBody>
            </MessageBar>
          )}
          <div className={s.actions}>
            <Button appearance="primary" type="submit" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={saving || !dirty || stale}>
              {creating ? t('form.create') : t('common.save')}
            </Button>
            {!creating && !dirty && <Caption1 className={s.hint}>{t('form.unchanged')}</Caption1>}
            {!creating && dirty && (
              <Button appearance="subtle" disabled={saving} onClick={() => record && setForm(formOf(record))}>
                {t('common.discard')}
              </Button>
            )}
          </div>
        </form>
      </Section>
    </>
  );
}
