import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DoorArrowRightRegular, OpenRegular, SaveRegular } from '@fluentui/react-icons';
import { hasPermission, navigate, useRole, type EvEventoDetalle } from '@sig/shared';
import {
  BackLink,
  EV_ESTADOS,
  LinkButton,
  LoadError,
  Loading,
  LocationField,
  NativeSelect,
  Page,
  Section,
  TextArea,
  apiErrorMessage,
  evRegistroPage,
  formErrors,
  formatNumber,
  useUnsavedChangesGuard,
} from '@sig/shared/staff-ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { useEvT } from '../../i18n';
import { LIST_PATH, checkinHref, editHref } from '../estadoStyle';
import { useCrearMutation, useEventoQuery, useGuardarMutation } from '../eventosApi';
import { EMPTY_EVENTO, EVENTO_FIELDS, type EventoField, type EventoFormValues, bodyOf, checkEvento, valuesOf } from './eventoForm';
import { RegistrosSection } from './RegistrosSection';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  counts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, margin: 0 },
  count: { display: 'flex', flexDirection: 'column' },
  countValue: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  countLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const same = (a: EventoFormValues, b: EventoFormValues) => JSON.stringify(a) === JSON.stringify(b);

/** The event's counts, as the list shows them. */
function Counts({ e }: { e: EvEventoDetalle }) {
  const s = useStyles();
  const { t } = useEvT();
  const items: [string, number][] = [
    [t('list.col.registrados'), e.cuentas.confirmados],
    [t('list.col.espera'), e.cuentas.enEspera],
    [t('list.col.asistieron'), e.cuentas.asistieron],
    [t('list.col.noAsistieron'), e.cuentas.noAsistieron],
    [t('edit.cancelados'), e.cuentas.cancelados],
  ];
  return (
    <dl className={s.counts}>
      {items.map(([label, n]) => (
        <div key={label} className={s.count}>
          <dt className={s.countLabel}>{label}</dt>
          <dd className={s.countValue}>{formatNumber(n)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The form itself, for a new event (`evento` null) or one read from the server. */
function EventoForm({ evento, editar }: { evento: EvEventoDetalle | null; editar: boolean }) {
  const s = useStyles();
  const { t } = useEvT();
  const id = useId();
  const base = evento ? valuesOf(evento) : EMPTY_EVENTO;
  const [values, setValues] = useState<EventoFormValues>(base);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [crear, creating] = useCrearMutation();
  const [guardar, saving] = useGuardarMutation();
  const busy = creating.isLoading || saving.isLoading;
  const dirty = !same(values, base);
  // a new event, once made, opens as itself: the guard is off first, so that move asks nothing
  const [created, setCreated] = useState<string | null>(null);
  useUnsavedChangesGuard(dirty && !busy && !created, t('edit.unsaved'));
  useEffect(() => {
    if (created) navigate(editHref(created), { replace: true });
  }, [created]);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  // a newer version from the server (after a save, or a stale refusal) becomes the form's base when nothing was typed
  const version = evento?.version;
  useEffect(() => {
    if (evento) setValues(valuesOf(evento));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  const set = <K extends keyof EventoFormValues>(k: K, v: EventoFormValues[K]) => {
    setValues((old) => ({ ...old, [k]: v }));
    setSaved(false);
  };
  const fieldProps = (k: EventoField) => ({ validationMessage: errors[k], validationState: errors[k] ? ('error' as const) : ('none' as const) });

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy || !editar) return;
    const own = checkEvento(values);
    setGeneral(null);
    if (Object.keys(own).length) return setErrors(Object.fromEntries(Object.entries(own).map(([k, key]) => [k, t(key)])));
    setErrors({});
    try {
      if (evento) {
        await guardar({ id: evento.id, body: { ...bodyOf(values), version: evento.version } }).unwrap();
        setSaved(true);
      } else {
        const made = await crear(bodyOf(values)).unwrap();
        setCreated(made.id);
      }
    } catch (e) {
      const found = formErrors(e, EVENTO_FIELDS, t);
      setErrors(found.fields);
      setGeneral(found.general);
    }
  };

  return (
    <form ref={formRef} className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-busy={busy} aria-label={t('edit.form')}>
      <Field label={t('edit.titulo')} required {...fieldProps('titulo')}>
        <Input value={values.titulo} maxLength={160} disabled={!editar} onChange={(_, d) => set('titulo', d.value)} aria-invalid={!!errors.titulo} />
      </Field>
      <Field label={t('edit.descripcion')} {...fieldProps('descripcion')}>
        <TextArea value={values.descripcion} maxLength={5000} rows={4} disabled={!editar} onChange={(e) => set('descripcion', e.target.value)} aria-invalid={!!errors.descripcion} />
      </Field>
      <Field label={t('edit.lugar')} hint={t('edit.lugarHint')} required {...fieldProps('lugar')}>
        <Input value={values.lugar} maxLength={240} disabled={!editar} onChange={(_, d) => set('lugar', d.value)} aria-invalid={!!errors.lugar} />
      </Field>
      <LocationField
        label={t('edit.ubicacion')}
        value={values.ubicacion}
        onChange={(v) => set('ubicacion', v)}
        error={errors.ubicacion}
        hint={t('edit.ubicacionHint')}
        mapLabel={t('edit.mapLabel')}
        mapFailed={t('edit.mapFailed')}
      />
      <div className={s.grid}>
        <Field label={t('edit.inicio')} required {...fieldProps('inicio')}>
          <Input type="datetime-local" value={values.inicio} disabled={!editar} onChange={(_, d) => set('inicio', d.value)} aria-invalid={!!errors.inicio} />
        </Field>
        <Field label={t('edit.fin')} required {...fieldProps('fin')}>
          <Input type="datetime-local" value={values.fin} disabled={!editar} onChange={(_, d) => set('fin', d.value)} aria-invalid={!!errors.fin} />
        </Field>
        <Field label={t('edit.capacidad')} required {...fieldProps('capacidad')}>
          <Input type="number" min={1} inputMode="numeric" value={values.capacidad} disabled={!editar} onChange={(_, d) => set('capacidad', d.value)} aria-invalid={!!errors.capacidad} />
        </Field>
      </div>
      <div className={s.grid}>
        <Field label={t('edit.registroDesde')} hint={t('edit.registroDesdeHint')} {...fieldProps('registroDesde')}>
          <Input type="datetime-local" value={values.registroDesde} disabled={!editar} onChange={(_, d) => set('registroDesde', d.value)} aria-invalid={!!errors.registroDesde} />
        </Field>
        <Field label={t('edit.registroHasta')} hint={t('edit.registroHastaHint')} {...fieldProps('registroHasta')}>
          <Input type="datetime-local" value={values.registroHasta} disabled={!editar} onChange={(_, d) => set('registroHasta', d.value)} aria-invalid={!!errors.registroHasta} />
        </Field>
        <Field label={t('edit.estado')} validationMessage={errors.estado} validationState={errors.estado ? 'error' : 'none'}>
          <NativeSelect value={values.estado} disabled={!editar} onChange={(e) => set('estado', e.target.value as EventoFormValues['estado'])}>
            {EV_ESTADOS.map((v) => (
              <option key={v} value={v}>
                {t(`estado.${v}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Checkbox checked={values.soloPadron} disabled={!editar} onChange={(_, d) => set('soloPadron', d.checked === true)} label={t('edit.soloPadron')} />
      <Checkbox checked={values.listaEspera} disabled={!editar} onChange={(_, d) => set('listaEspera', d.checked === true)} label={t('edit.listaEspera')} />
      {general && (
        <MessageBar intent="error" role="alert" id={`${id}-err`}>
          <MessageBarBody>{general}</MessageBarBody>
        </MessageBar>
      )}
      {saved && !dirty && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('edit.saved')}</MessageBarBody>
        </MessageBar>
      )}
      {editar && (
        <div className={s.actions}>
          <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={busy}>
            {busy ? t('edit.saving') : evento ? t('common.save') : t('edit.create')}
          </Button>
          {dirty && (
            <Button type="button" disabled={busy} onClick={() => (setValues(base), setErrors({}), setGeneral(null))}>
              {t('common.reset')}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}

/**
 * /eventos/edit/:id (`nuevo` or an event's id): the event's form (the place on the map, dates, capacity, the
 * registration window, padrón only, waiting list, state) with an unsaved-changes guard; for an existing event also
 * its counts, the links to its public page and its door, and its registrations.
 */
export function EditPage({ id }: { id: string }) {
  const s = useStyles();
  const { t } = useEvT();
  const editar = hasPermission(['admin', 'EventoEdit'], useRole());
  const nuevo = id === 'nuevo';
  const evento = useEventoQuery(id, { skip: nuevo });
  const back = <BackLink href={LIST_PATH} label={t('edit.back')} />;
  if (nuevo)
    return (
      <Page title={t('edit.newTitle')} back={back}>
        <Section>
          <EventoForm evento={null} editar={editar} />
        </Section>
      </Page>
    );
  const e = evento.data;
  if (!e)
    return (
      <Page title={t('edit.title')} back={back}>
        {evento.isError ? <LoadError message={apiErrorMessage(evento.error, t)} onRetry={() => void evento.refetch()} /> : <Loading />}
      </Page>
    );
  return (
    <Page
      title={e.titulo}
      back={back}
      actions={
        <>
          <LinkButton href={checkinHref(e.id)} icon={<DoorArrowRightRegular />}>
            {t('edit.door')}
          </LinkButton>
          {e.estado === 'publicado' && (
            <Button as="a" href={evRegistroPage(e.clienteSlug, e.id)} target="_blank" rel="noopener" icon={<OpenRegular />}>
              {t('edit.publicPage')}
            </Button>
          )}
        </>
      }
    >
      <Section>
        <Counts e={e} />
      </Section>
      <Section>
        <EventoForm evento={e} editar={editar} />
      </Section>
      <RegistrosSection eventoId={e.id} editar={editar} />
    </Page>
  );
}
