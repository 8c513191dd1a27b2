import { Button, Caption1, Checkbox, Field, Input, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens, useId } from '@fluentui/react-components';
import { SaveRegular } from '@fluentui/react-icons';
import { UserText, hasPermission, notify, useRole, type PersonaField } from '@sig/shared';
import { BackLink, LoadError, Loading, NativeSelect, Page, ColoniaField, RouterLink, Section, StaleNotice, TextArea, apiErrorMessage } from '@sig/shared/staff-ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';

import { RecordedNote } from '../components/RecordedNote';
import { usePeopleT } from '../i18n';
import { isStale } from '../lib/errors';
import { links } from '../lib/links';
import { useColoniasQuery, usePersonaQuery, useUpdatePersonaMutation } from '../peopleApi';
import { changesOf, checkForm, formOf, serverErrors, type PersonaForm } from './personaForm';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', marginBlockStart: tokens.spacingVerticalL },
  hint: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Errors = Partial<Record<PersonaField, string>>;

/** /sig/personaedit/:productId (the habitante id): the personal record's edit form (SigMidb). */
export function PersonaEditPage({ id }: { id: string }) {
  const { t } = usePeopleT();
  const role = useRole();
  const canEdit = hasPermission(['admin', 'SigMidb'], role);
  const back = <BackLink href={links.persona(id)} label={t('edit.backToPersona')} />;

  if (!canEdit) {
    // the route also opens to SigVerPersona alone: say what is missing rather than show a form that fails
    return (
      <Page title={t('edit.title')} back={back}>
        <MessageBar intent="warning">
          <MessageBarBody>{t('edit.noPermission')}</MessageBarBody>
        </MessageBar>
        <div>
          <RouterLink href={links.persona(id)}>{t('ciudadano.openPersona')}</RouterLink>
        </div>
      </Page>
    );
  }
  return <EditForm id={id} back={back} />;
}

function EditForm({ id, back }: { id: string; back: ReactNode }) {
  const s = useStyles();
  const { t } = usePeopleT();
  const formId = useId('persona-form');
  // the saved record comes back in the answer and becomes this page's (the form starts again from it)
  const persona = usePersonaQuery(id);
  const colonias = useColoniasQuery();
  const [updatePersona] = useUpdatePersonaMutation();
  const [form, setForm] = useState<PersonaForm | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (persona.data) setForm(formOf(persona.data));
  }, [persona.data]);

  const p = persona.data;
  if (!p || !form) {
    return (
      <Page title={t('edit.title')} back={back}>
        {persona.isError ? <LoadError message={apiErrorMessage(persona.error, t)} onRetry={() => void persona.refetch()} /> : <Loading />}
      </Page>
    );
  }

  const changes = changesOf(form, p);
  const dirty = Object.keys(changes).length > 0;
  const set = <K extends keyof PersonaForm>(key: K, value: PersonaForm[K]) => {
    setForm({ ...form, [key]: value });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };
  const discard = () => {
    setForm(formOf(p));
    setErrors({});
    setGeneral(null);
  };
  const reload = async () => {
    setStale(false);
    setErrors({});
    setGeneral(null);
    // an answer equal to the cached one keeps its identity: the form starts again from it here
    const current = await persona.refetch();
    if (current.data) setForm(formOf(current.data));
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const local = checkForm(form, p, t);
    setErrors(local);
    setGeneral(null);
    if (Object.keys(local).length || !dirty) return;
    setSaving(true);
    try {
      await updatePersona({ id: p.id, body: { ...changes, version: p.version } }).unwrap();
      notify({ message: t('edit.saved'), variant: 'success' });
    } catch (err) {
      if (isStale(err)) setStale(true);
      else {
        const found = serverErrors(err, t);
        setErrors(found.fields);
        setGeneral(found.general);
      }
    }
    setSaving(false);
  };

  // the options: the active colonias, plus the person's own even if it has since been deactivated
  const options = [...(colonias.data?.colonias ?? [])];
  if (p.colonia && !options.some((c) => c.id === p.colonia!.id)) options.unshift(p.colonia);
  const text = (key: 'nombre' | 'apellidos' | 'curp' | 'telefono' | 'email', opts: { required?: boolean; type?: 'text' | 'tel' | 'email'; hint?: string; autoComplete?: string } = {}) => (
    <Field label={t(`field.${key}`)} required={opts.required} validationMessage={errors[key]} hint={opts.hint}>
      <Input type={opts.type ?? 'text'} value={form[key]} autoComplete={opts.autoComplete ?? 'off'} onChange={(_, d) => set(key, d.value)} />
    </Field>
  );

  return (
    <Page title={t('edit.title')} subtitle={<UserText>{p.nombreCompleto}</UserText>} back={back}>
      <RecordedNote />
      {stale && <StaleNotice message={t('edit.stale')} onReload={() => void reload()} />}
      <Section labelledBy={formId}>
        <Subtitle2 as="h2" id={formId}>
          {t('ciudadano.personal')}
        </Subtitle2>
        <form className={s.form} onSubmit={(e) => void save(e)} noValidate aria-labelledby={formId}>
          <div className={s.grid}>
            {text('nombre', { required: true })}
            {text('apellidos', { required: true })}
            {text('curp', { hint: !p.curp && p.sinCurpMotivo ? t('edit.sinCurpHint', { motivo: p.sinCurpMotivo }) : t('edit.curpHint') })}
            <Field label={t('field.fechaNacimiento')} validationMessage={errors.fechaNacimiento}>
              <Input type="date" value={form.fechaNacimiento} onChange={(_, d) => set('fechaNacimiento', d.value)} />
            </Field>
            <Field label={t('field.sexo')} validationMessage={errors.sexo}>
              {(props) => (
                <NativeSelect {...props} value={form.sexo} onChange={(e) => set('sexo', e.target.value as PersonaForm['sexo'])}>
                  <option value="">{t('sexo.none')}</option>
                  {(['H', 'M', 'X'] as const).map((x) => (
                    <option key={x} value={x}>
                      {t(`sexo.${x}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            {text('telefono', { type: 'tel' })}
            {text('email', { type: 'email' })}
            <ColoniaField
              label={t('field.colonia')}
              noneLabel={t('edit.coloniaNone')}
              failedMessage={t('edit.coloniasFailed')}
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
          </div>
          <Field validationMessage={errors.consentimiento}>
            <Checkbox label={t('edit.consentLabel')} checked={form.consentimiento} onChange={(_, d) => set('consentimiento', d.checked === true)} />
          </Field>
          {general && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{general}</MessageBarBody>
            </MessageBar>
          )}
          <div className={s.actions}>
            <Button appearance="primary" type="submit" icon={saving ? <Spinner size="tiny" /> : <SaveRegular />} disabled={saving || !dirty || stale}>
              {t('common.save')}
            </Button>
            {dirty ? (
              <Button appearance="subtle" onClick={discard} disabled={saving}>
                {t('common.discard')}
              </Button>
            ) : (
              <Caption1 className={s.hint}>{t('edit.unchanged')}</Caption1>
            )}
          </div>
        </form>
      </Section>
    </Page>
  );
}
