import { Checkbox, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { LogLoteOrigen } from '@sig/shared';
import { FormDialog, RadioChoices, formErrors, formatNumber, useDebounced } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useLogT } from '../i18n';
import { EntregaBaseFields, baseBody, baseFieldNames, missingBase, type EntregaBase } from './entregaFields';
import { thisPeriod } from './filters';
import { useCatalogoQuery, useHabitantesQuery, useLoteMutation, useProgramasQuery } from './listaApi';
import { OptionSelect, optionsOf } from './OptionSelect';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: tokens.spacingHorizontalM },
});

type Origen = 'padron' | 'busqueda';

/** A registry search by the registry's own filter keys (MidbFilterQuery). */
interface Busqueda {
  q: string;
  zonaId: string;
  coloniaId: string;
}

const filtroOf = (b: Busqueda): Record<string, string> => Object.fromEntries(Object.entries({ ...b, q: b.q.trim() }).filter(([, v]) => v));

/** How many people the chosen origin holds, before anything is created: null while unknown. */
function usePreview(origen: Origen, programaId: string, busqueda: Busqueda): { n: number | null; exact: boolean } {
  const programas = useProgramasQuery();
  // a string settles; an object made on every render never would
  const filtro = JSON.parse(useDebounced(JSON.stringify(filtroOf(busqueda)))) as Record<string, string>;
  const search = useHabitantesQuery({ ...filtro, page: '1', pageSize: '1' }, { skip: origen !== 'busqueda' });
  if (origen === 'padron') {
    const p = programas.data?.items.find((x) => x.id === programaId);
    return { n: p ? p.inscritos : null, exact: true };
  }
  return { n: search.data ? search.data.total : null, exact: search.data?.totalExact ?? true };
}

/**
 * "Crear desde programa": a programme item for everyone on the programme's roll or whom a registry search finds,
 * in one transaction; whoever already has that item in that period is skipped. It says beforehand how many people
 * that is, and afterwards how many were created and skipped.
 */
export function LoteDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (message: string) => void }) {
  const s = useStyles();
  const { t } = useLogT();
  const [crear, r] = useLoteMutation();
  const zonas = useCatalogoQuery('zonas');
  const colonias = useCatalogoQuery('colonias');
  const [value, setValue] = useState<EntregaBase>(() => ({ programaId: '', articulo: '', periodo: thisPeriod(), programadaPara: '' }));
  const [origen, setOrigen] = useState<Origen>('padron');
  const [busqueda, setBusqueda] = useState<Busqueda>({ q: '', zonaId: '', coloniaId: '' });
  const [porZona, setPorZona] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const preview = usePreview(origen, value.programaId, busqueda);
  const n = preview.n === null ? null : formatNumber(preview.n);

  const submit = async () => {
    const missing = missingBase(value);
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((k) => [k, t('form.required')])));
      return;
    }
    setErrors({});
    setGeneral(null);
    const o: LogLoteOrigen = origen === 'padron' ? { tipo: 'padron' } : { tipo: 'busqueda', filtro: filtroOf(busqueda) };
    const res = await crear({ ...baseBody(value), origen: o, asignarPorZona: porZona });
    if ('error' in res) {
      const fe = formErrors(res.error, [...baseFieldNames], t);
      setErrors(fe.fields);
      setGeneral(fe.general);
      return;
    }
    const { creadas, omitidas, asignadas } = res.data;
    const parts = [t('lote.creadas', { count: creadas, n: formatNumber(creadas) }), t('lote.omitidas', { count: omitidas, n: formatNumber(omitidas) })];
    if (porZona) parts.push(t('lista.asignadas', { count: asignadas, n: formatNumber(asignadas) }));
    onDone(parts.join(' · '));
    onClose();
  };

  const previewText =
    n === null
      ? origen === 'padron' && !value.programaId
        ? t('lote.previewChoose')
        : t('lote.previewCounting')
      : preview.exact
        ? t(origen === 'padron' ? 'lote.previewPadron' : 'lote.previewBusqueda', { count: preview.n ?? 0, n })
        : t('lote.previewMore', { n });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('lista.lote')}
      intro={t('lote.intro')}
      submitLabel={n === null ? t('lote.crear') : t('lote.crearN', { count: preview.n ?? 0, n })}
      busy={r.isLoading}
      error={general}
      onSubmit={submit}
      contentClassName={s.content}
    >
      <EntregaBaseFields value={value} onChange={(patch) => setValue((v) => ({ ...v, ...patch }))} errors={errors} />
      <Field label={t('lote.origen')}>
        {(props) => (
          <RadioChoices
            {...props}
            value={origen}
            onChange={setOrigen}
            options={[
              { value: 'padron', label: t('lote.origenPadron') },
              { value: 'busqueda', label: t('lote.origenBusqueda') },
            ]}
          />
        )}
      </Field>
      {origen === 'busqueda' && (
        <div className={s.search} role="group" aria-label={t('lote.origenBusqueda')}>
          <Field label={t('lote.q')}>
            <Input type="search" value={busqueda.q} maxLength={120} onChange={(_, d) => setBusqueda((b) => ({ ...b, q: d.value }))} />
          </Field>
          <OptionSelect label={t('lista.f.zona')} value={busqueda.zonaId} options={optionsOf(zonas.data?.items)} loaded={!!zonas.data} onChange={(zonaId) => setBusqueda((b) => ({ ...b, zonaId }))} />
          <OptionSelect label={t('lista.f.colonia')} value={busqueda.coloniaId} options={optionsOf(colonias.data?.items)} loaded={!!colonias.data} onChange={(coloniaId) => setBusqueda((b) => ({ ...b, coloniaId }))} />
        </div>
      )}
      <MessageBar intent={preview.n === 0 ? 'warning' : 'info'}>
        <MessageBarBody aria-live="polite">{previewText}</MessageBarBody>
      </MessageBar>
      <Checkbox checked={porZona} onChange={(_, d) => setPorZona(d.checked === true)} label={t('lote.porZona')} />
    </FormDialog>
  );
}
