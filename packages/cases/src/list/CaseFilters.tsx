import { Button, Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, FilterRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { PRIORIDADES, type CaseFiltersResponse } from '@sig/shared';
import { NativeSelect } from '@sig/shared/staff-ui';

import { useCasesT } from '../i18n';
import { ESTADOS, activeFilterCount, type ListState, type SelectFilter } from '../lib/listQuery';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
    gap: tokens.spacingVerticalS,
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  select: { width: '100%' },
  checks: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, gridColumn: '1 / -1' },
  clear: { marginInlineStart: 'auto' },
  // on phones the filters fold behind one button so the list is not pushed off the screen
  toggle: { display: 'none', '@media (max-width: 599px)': { display: 'inline-flex' } },
  folded: { '@media (max-width: 599px)': { display: 'none' } },
  unfolded: { '@media (max-width: 599px)': { marginTop: tokens.spacingVerticalM } },
});

type Option = { value: string; label: string };

/** The filter bar of a list: every option comes from the kind's filters endpoint; each change is one history step. */
export function CaseFilters({
  state,
  options,
  onChange,
  onClear,
  activeCount,
}: {
  state: ListState;
  options: CaseFiltersResponse | null;
  onChange: (patch: Partial<ListState>) => void;
  onClear: () => void;
  /** How many filters differ from the page's default view (the list's: how many are set). */
  activeCount?: number;
}) {
  const s = useStyles();
  const { t } = useCasesT();
  const [open, setOpen] = useState(false);
  const gridId = useId();
  const refs = (items: { id: string; nombre: string }[] | undefined): Option[] => (items ?? []).map((i) => ({ value: i.id, label: i.nombre }));
  // with a zona chosen, only its colonias
  const colonias = (options?.colonias ?? []).filter((c) => !state.zonaId || c.zonaId === state.zonaId || c.id === state.coloniaId);

  const selects: { name: SelectFilter; label: string; options: Option[]; all: string }[] = [
    { name: 'estado', label: t('filter.estado'), options: ESTADOS.filter((e) => e !== 'todos').map((e) => ({ value: e, label: t(`estado.${e}`) })), all: t('estado.todos') },
    { name: 'tipoId', label: t('field.tipo'), options: refs(options?.tipos), all: t('filter.all') },
    { name: 'estatusId', label: t('field.estatus'), options: refs(options?.estatus), all: t('filter.all') },
    { name: 'prioridad', label: t('field.prioridad'), options: (options?.prioridades ?? PRIORIDADES).map((p) => ({ value: p, label: t(`prioridad.${p}`) })), all: t('filter.allFem') },
    { name: 'dependenciaId', label: t('field.dependencia'), options: refs(options?.dependencias), all: t('filter.allFem') },
    { name: 'zonaId', label: t('field.zona'), options: refs(options?.zonas), all: t('filter.allFem') },
    { name: 'coloniaId', label: t('field.colonia'), options: refs(colonias), all: t('filter.allFem') },
    { name: 'origenId', label: t('field.origen'), options: refs(options?.origenes), all: t('filter.all') },
  ];

  const active = activeCount ?? activeFilterCount(state);
  return (
    <>
      <Button className={s.toggle} icon={<FilterRegular />} aria-expanded={open} aria-controls={gridId} onClick={() => setOpen((o) => !o)}>
        {active > 0 ? t('filter.toggleActive', { count: active }) : t('filter.label')}
      </Button>
    <div id={gridId} className={`${s.grid} ${open ? s.unfolded : s.folded}`} role="group" aria-label={t('filter.label')}>
      {selects.map((f) => (
        <Field key={f.name} label={f.label}>
          {(props) => (
            <NativeSelect
              {...props}
              className={s.select}
              value={state[f.name]}
              onChange={(e) => onChange(f.name === 'zonaId' ? { zonaId: e.target.value, coloniaId: '' } : ({ [f.name]: e.target.value } as Partial<ListState>))}
            >
              <option value="">{f.all}</option>
              {/* an id in the address that the options lack (inactive since) still shows as chosen */}
              {state[f.name] && !f.options.some((o) => o.value === state[f.name]) && <option value={state[f.name]}>{options ? t('filter.unknown') : '…'}</option>}
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      ))}
      <Field label={t('filter.desde')}>
        <Input type="date" value={state.desde} max={state.hasta || undefined} onChange={(_, d) => onChange({ desde: d.value })} />
      </Field>
      <Field label={t('filter.hasta')}>
        <Input type="date" value={state.hasta} min={state.desde || undefined} onChange={(_, d) => onChange({ hasta: d.value })} />
      </Field>
      <div className={s.checks}>
        <Checkbox label={t('filter.vencidos')} checked={state.vencidos} onChange={(_, d) => onChange({ vencidos: d.checked === true })} />
        <Checkbox label={t('filter.mios')} checked={state.mios} onChange={(_, d) => onChange({ mios: d.checked === true })} />
        {active > 0 && (
          <Button className={s.clear} appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
            {t('filter.clear')}
          </Button>
        )}
      </div>
    </div>
    </>
  );
}
