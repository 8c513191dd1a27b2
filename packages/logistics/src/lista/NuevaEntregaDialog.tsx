import { Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { FormDialog, RadioChoices, apiErrorMessage, formErrors, useDebounced } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useLogT } from '../i18n';
import { EntregaBaseFields, baseBody, baseFieldNames, missingBase, type EntregaBase } from './entregaFields';
import { thisPeriod } from './filters';
import { useHabitantesQuery, useNuevaEntregaMutation } from './listaApi';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Searching starts at this many characters: a shorter text would list half the registry. */
const MIN_SEARCH = 3;

/** The habitante found by name or CURP through the registry's search (a few results to choose from). */
function HabitantePicker({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const s = useStyles();
  const { t } = useLogT();
  const [q, setQ] = useState('');
  const settled = useDebounced(q.trim());
  const found = useHabitantesQuery({ q: settled, page: '1', pageSize: '8' }, { skip: settled.length < MIN_SEARCH });
  const items = settled.length < MIN_SEARCH ? [] : (found.data?.items ?? []);
  return (
    <>
      <Field label={t('form.buscarHabitante')} required hint={t('form.buscarHint')} validationMessage={error} validationState={error ? 'error' : undefined}>
        <Input type="search" contentBefore={<SearchRegular />} value={q} maxLength={120} onChange={(_, d) => setQ(d.value)} />
      </Field>
      {found.isError && settled.length >= MIN_SEARCH ? (
        <Caption1 role="alert">{apiErrorMessage(found.error, t)}</Caption1>
      ) : settled.length >= MIN_SEARCH && found.data && items.length === 0 ? (
        <Caption1 className={s.muted}>{t('form.sinResultados')}</Caption1>
      ) : (
        items.length > 0 && (
          <RadioChoices
            aria-label={t('form.habitante')}
            value={value}
            onChange={onChange}
            options={items.map((h) => ({ value: h.id, label: [h.nombreCompleto, h.curp ?? t('form.sinCurp'), h.colonia?.nombre].filter(Boolean).join(' · ') }))}
          />
        )
      )}
    </>
  );
}

/** "Nueva entrega": one habitante, one programme item in one period (this month unless changed). */
export function NuevaEntregaDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (message: string) => void }) {
  const s = useStyles();
  const { t } = useLogT();
  const [crear, r] = useNuevaEntregaMutation();
  const [value, setValue] = useState<EntregaBase>(() => ({ programaId: '', articulo: '', periodo: thisPeriod(), programadaPara: '' }));
  const [habitanteId, setHabitanteId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const submit = async () => {
    const missing = [...missingBase(value), ...(habitanteId ? [] : ['habitanteId'])];
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((k) => [k, t('form.required')])));
      return;
    }
    setErrors({});
    setGeneral(null);
    const res = await crear({ ...baseBody(value), habitanteId });
    if ('error' in res) {
      const fe = formErrors(res.error, [...baseFieldNames, 'habitanteId'], t);
      setErrors(fe.fields);
      setGeneral(fe.general);
      return;
    }
    onDone(t('lista.creada', { folio: res.data.folio }));
    setValue((v) => ({ ...v, articulo: '', programadaPara: '' }));
    setHabitanteId('');
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('lista.nueva')}
      intro={t('form.nuevaIntro')}
      submitLabel={t('form.crear')}
      busy={r.isLoading}
      error={general}
      onSubmit={submit}
      contentClassName={s.content}
    >
      <EntregaBaseFields value={value} onChange={(patch) => setValue((v) => ({ ...v, ...patch }))} errors={errors} />
      <HabitantePicker value={habitanteId} onChange={setHabitanteId} error={errors.habitanteId} />
    </FormDialog>
  );
}
