import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, FilterRegular } from '@fluentui/react-icons';
import { MIDB_CONSENT, MIDB_SEXOS } from '@sig/shared';
import { LoadError, NativeSelect, apiErrorMessage, useSettledText } from '@sig/shared/staff-ui';
import { useId, useState } from 'react';

import { useMidbT } from '../i18n';
import { activeFilterCount, type FilterState } from '../lib/filters';
import { useColoniasQuery, useProgramasQuery, useZonasQuery } from '../midbApi';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
    gap: tokens.spacingVerticalS,
    columnGap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  select: { width: '100%' },
  clear: { gridColumn: '1 / -1', justifySelf: 'end' },
  // on phones the filters fold behind one button so the list is not pushed off the screen
  toggle: { display: 'none', alignSelf: 'flex-start', '@media (max-width: 599px)': { display: 'inline-flex' } },
  folded: { '@media (max-width: 599px)': { display: 'none' } },
});

type Option = { value: string; label: string };

/** A whole age 0–130 as the address holds it; '' for an empty box, null while what is typed is not one yet. */
function ageOf(text: string): string | null {
  const v = /^\d{1,3}$/.test(text.trim()) && Number(text) <= 130 ? String(Number(text)) : '';
  return text.trim() !== '' && v === '' ? null : v;
}

/** An age typed freely; the address follows once typing stops (a new value from the address replaces it). */
function AgeInput({ label, value, onSettle }: { label: string; value: string; onSettle: (v: string) => void }) {
  const [text, setText] = useSettledText(value, onSettle, { normalize: ageOf, ms: 400 });
  return (
    <Field label={label}>
      <Input type="number" inputMode="numeric" min={0} max={130} value={text} onChange={(_, d) => setText(d.value)} />
    </Field>
  );
}

/** The registry's filters; every option comes from the catalogues and the programmes. Each change is one history step. */
export function RegistryFilters({ state, onChange, onClear }: { state: FilterState; onChange: (patch: Partial<FilterState>) => void; onClear: () => void }) {
  const s = useStyles();
  const { t } = useMidbT();
  const [open, setOpen] = useState(false);
  const gridId = useId();
  const colonias = useColoniasQuery();
  const zonas = useZonasQuery();
  const programas = useProgramasQuery();

  const selects: { name: keyof FilterState; label: string; options: Option[]; all: string; loaded: boolean }[] = [
    { name: 'zonaId', label: t('field.zona'), options: (zonas.data?.items ?? []).map((z) => ({ value: z.id, label: z.nombre })), all: t('filter.allFem'), loaded: !!zonas.data },
    { name: 'coloniaId', label: t('field.colonia'), options: (colonias.data?.colonias ?? []).map((c) => ({ value: c.id, label: c.nombre })), all: t('filter.allFem'), loaded: !!colonias.data },
    { name: 'sexo', label: t('field.sexo'), options: MIDB_SEXOS.map((x) => ({ value: x, label: t(`sexo.${x}`) })), all: t('filter.all'), loaded: true },
    { name: 'programaId', label: t('field.programa'), options: (programas.data?.items ?? []).map((p) => ({ value: p.id, label: p.nombre })), all: t('filter.all'), loaded: !!programas.data },
    { name: 'consentimiento', label: t('field.consentimiento'), options: MIDB_CONSENT.map((c) => ({ value: c, label: t(`consent.${c}`) })), all: t('filter.all'), loaded: true },
  ];
  const failed = [colonias, zonas, programas].find((q) => q.isError);
  const active = activeFilterCount({ ...state, q: '' });

  return (
    <>
      <Button className={s.toggle} icon={<FilterRegular />} aria-expanded={open} aria-controls={gridId} onClick={() => setOpen((o) => !o)}>
        {active > 0 ? t('filter.toggleActive', { count: active }) : t('filter.label')}
      </Button>
      <div id={gridId} className={`${s.grid} ${open ? '' : s.folded}`} role="group" aria-label={t('filter.label')}>
        {selects.map((f) => (
          <Field key={f.name} label={f.label}>
            {(props) => (
              <NativeSelect {...props} className={s.select} value={String(state[f.name])} onChange={(e) => onChange({ [f.name]: e.target.value })}>
                <option value="">{f.all}</option>
                {/* an id in the address that the options lack (inactive since) still shows as chosen */}
                {state[f.name] && !f.options.some((o) => o.value === state[f.name]) && <option value={String(state[f.name])}>{f.loaded ? t('filter.unknown') : '…'}</option>}
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        ))}
        <AgeInput label={t('filter.edadMin')} value={state.edadMin} onSettle={(v) => onChange({ edadMin: v })} />
        <AgeInput label={t('filter.edadMax')} value={state.edadMax} onSettle={(v) => onChange({ edadMax: v })} />
        {active > 0 && (
          <Button className={s.clear} appearance="subtle" icon={<DismissRegular />} onClick={onClear}>
            {t('filter.clear')}
          </Button>
        )}
      </div>
      {failed && <LoadError message={t('filter.optionsFailed', { reason: apiErrorMessage(failed.error, t) })} onRetry={() => [colonias, zonas, programas].forEach((q) => q.isError && void q.refetch())} />}
    </>
  );
}
