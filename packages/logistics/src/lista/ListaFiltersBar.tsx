import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, FilterRegular, SearchRegular } from '@fluentui/react-icons';
import { LoadError, LOG_ESTADOS, apiErrorMessage, useSettledText } from '@sig/shared/staff-ui';
import { useId, useState } from 'react';

import { useLogT } from '../i18n';
import { useRepartidoresQuery } from '../usuarios/usuariosApi';
import { activeFilterCount, SIN_ASIGNAR, type ListaFilters } from './filters';
import { useCatalogoQuery, useProgramasQuery } from './listaApi';
import { OptionSelect, optionsOf, type Option } from './OptionSelect';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingVerticalS,
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  select: { width: '100%' },
  // a month or date input is wider than its column on its own
  input: { width: '100%', minWidth: 0 },
  native: { minWidth: 0 },
  clear: { gridColumn: '1 / -1', justifySelf: 'end' },
  // on phones the filters fold behind one button so the list is not pushed off the screen
  toggle: { display: 'none', alignSelf: 'flex-start', '@media (max-width: 599px)': { display: 'inline-flex' } },
  folded: { '@media (max-width: 599px)': { display: 'none' } },
});

/** The search box: the address follows once typing stops (a new value from the address replaces what is typed). */
function SearchField({ value, onSettle }: { value: string; onSettle: (q: string) => void }) {
  const { t } = useLogT();
  const [text, setText] = useSettledText(value, onSettle);
  return (
    <Field label={t('lista.search')}>
      <Input type="search" contentBefore={<SearchRegular />} value={text} maxLength={120} placeholder={t('lista.searchHint')} onChange={(_, d) => setText(d.value)} />
    </Field>
  );
}

/** The list's filters; each change is one history step and starts at page 1. */
export function ListaFiltersBar({ state, onChange, onClear }: { state: ListaFilters; onChange: (patch: Partial<ListaFilters>) => void; onClear: () => void }) {
  const s = useStyles();
  const { t } = useLogT();
  const [open, setOpen] = useState(false);
  const gridId = useId();
  const programas = useProgramasQuery();
  const zonas = useCatalogoQuery('zonas');
  const colonias = useCatalogoQuery('colonias');
  const repartidores = useRepartidoresQuery();

  const selects: { name: keyof ListaFilters; label: string; options: Option[]; loaded: boolean }[] = [
    { name: 'estado', label: t('lista.f.estado'), options: LOG_ESTADOS.map((e) => ({ value: e, label: t(`estado.${e}`) })), loaded: true },
    { name: 'programaId', label: t('lista.f.programa'), options: optionsOf(programas.data?.items), loaded: !!programas.data },
    { name: 'zonaId', label: t('lista.f.zona'), options: optionsOf(zonas.data?.items), loaded: !!zonas.data },
    { name: 'coloniaId', label: t('lista.f.colonia'), options: optionsOf(colonias.data?.items), loaded: !!colonias.data },
    {
      name: 'repartidorId',
      label: t('lista.f.repartidor'),
      options: [{ value: SIN_ASIGNAR, label: t('lista.sinAsignar') }, ...(repartidores.data?.items ?? []).map((r) => ({ value: r.usuario.id, label: r.usuario.displayName }))],
      loaded: !!repartidores.data,
    },
  ];
  const failed = [programas, zonas, colonias, repartidores].find((q) => q.isError);
  const active = activeFilterCount({ ...state, q: '' });

  return (
    <>
      <SearchField value={state.q} onSettle={(q) => onChange({ q })} />
      <Button className={s.toggle} icon={<FilterRegular />} aria-expanded={open} aria-controls={gridId} onClick={() => setOpen((o) => !o)}>
        {active > 0 ? t('lista.filtersActive', { n: active }) : t('lista.filters')}
      </Button>
      <div id={gridId} className={`${s.grid} ${open ? '' : s.folded}`} role="group" aria-label={t('lista.filters')}>
        {selects.map((f) => (
          <OptionSelect key={f.name} label={f.label} className={s.select} value={String(state[f.name])} options={f.options} loaded={f.loaded} onChange={(v) => onChange({ [f.name]: v })} />
        ))}
        <Field label={t('lista.f.periodo')}>
          <Input className={s.input} input={{ className: s.native }} type="month" value={state.periodo} onChange={(_, d) => onChange({ periodo: /^\d{4}-\d{2}$/.test(d.value) ? d.value : '' })} />
        </Field>
        <Field label={t('lista.f.desde')}>
          <Input className={s.input} input={{ className: s.native }} type="date" value={state.desde} max={state.hasta || undefined} onChange={(_, d) => onChange({ desde: d.value })} />
        </Field>
        <Field label={t('lista.f.hasta')}>
          <Input className={s.input} input={{ className: s.native }} type="date" value={state.hasta} min={state.desde || undefined} onChange={(_, d) => onChange({ hasta: d.value })} />
        </Field>
        <Field label={t('lista.f.entregadaDesde')}>
          <Input className={s.input} input={{ className: s.native }} type="date" value={state.entregadaDesde} max={state.entregadaHasta || undefined} onChange={(_, d) => onChange({ entregadaDesde: d.value })} />
        </Field>
        <Field label={t('lista.f.entregadaHasta')}>
          <Input className={s.input} input={{ className: s.native }} type="date" value={state.entregadaHasta} min={state.entregadaDesde || undefined} onChange={(_, d) => onChange({ entregadaHasta: d.value })} />
        </Field>
        {active > 0 && (
          <Button className={s.clear} appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
            {t('lista.clearFilters')}
          </Button>
        )}
      </div>
      {failed && (
        <LoadError
          message={t('lista.optionsFailed', { reason: apiErrorMessage(failed.error, t) })}
          onRetry={() => [programas, zonas, colonias, repartidores].forEach((q) => q.isError && void q.refetch())}
        />
      )}
    </>
  );
}
