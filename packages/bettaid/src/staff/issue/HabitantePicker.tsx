import { Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import type { MidbHabitanteItem } from '@sig/shared';
import { RadioChoices, apiErrorMessage, useDebounced } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useBtT } from '../../i18n';
import { useHabitantesQuery } from '../btApi';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground3 } });

/** Searching starts at this many characters: a shorter text would list half the registry. */
const MIN_SEARCH = 3;

/** The holder, found by name or CURP through the registry's search (a few results to choose from). */
export function HabitantePicker({ value, onChange, error }: { value: MidbHabitanteItem | null; onChange: (h: MidbHabitanteItem) => void; error?: string }) {
  const s = useStyles();
  const { t } = useBtT();
  const [q, setQ] = useState('');
  const settled = useDebounced(q.trim());
  const searching = settled.length >= MIN_SEARCH;
  const found = useHabitantesQuery({ q: settled, page: '1', pageSize: '8' }, { skip: !searching });
  const items = searching ? (found.data?.items ?? []) : [];
  // the one chosen stays listed while the search changes
  const options = value && !items.some((h) => h.id === value.id) ? [value, ...items] : items;
  return (
    <>
      <Field label={t('issue.buscar')} required hint={t('issue.buscarHint')} validationMessage={error} validationState={error ? 'error' : undefined}>
        <Input type="search" contentBefore={<SearchRegular />} value={q} maxLength={120} onChange={(_, d) => setQ(d.value)} />
      </Field>
      {found.isError && searching ? (
        <Caption1 role="alert">{apiErrorMessage(found.error, t)}</Caption1>
      ) : searching && found.data && items.length === 0 ? (
        <Caption1 className={s.muted}>{t('issue.sinResultados')}</Caption1>
      ) : null}
      {options.length > 0 && (
        <RadioChoices
          aria-label={t('issue.habitante')}
          value={value?.id ?? ''}
          onChange={(id) => {
            const h = options.find((x) => x.id === id);
            if (h) onChange(h);
          }}
          options={options.map((h) => ({ value: h.id, label: [h.nombreCompleto, h.curp ?? t('issue.sinCurp'), h.colonia?.nombre].filter(Boolean).join(' · ') }))}
        />
      )}
    </>
  );
}
