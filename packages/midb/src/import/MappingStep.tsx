import { Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { MIDB_IMPORT_FIELDS, UserText, type MidbImportField, type MidbImportResponse } from '@sig/shared';
import { NativeSelect, Section, useTableStyles } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useMidbT } from '../i18n';
import { useImportMappingMutation } from '../midbApi';
import { fieldLabel, importErrorText, missingRequired } from './importText';

const useStyles = makeStyles({
  samples: { display: 'flex', flexDirection: 'column', gap: '2px', margin: 0, padding: 0, listStyleType: 'none', maxWidth: '320px' },
  sample: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: tokens.fontSizeBase200 },
  empty: { color: tokens.colorNeutralForeground4, fontStyle: 'italic' },
  header: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  letter: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '200px' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  required: { color: tokens.colorPaletteRedForeground1 },
});

/** A spreadsheet's column letter: 0 -> A, 26 -> AA. */
const letter = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : letter(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)));
const REQUIRED = new Set<MidbImportField>(['nombre', 'apellidos', 'apellidoPaterno']);

/** Which field each column fills, beside its first values; the required ones are marked and checked before sending. */
export function MappingStep({ data, onCancel }: { data: MidbImportResponse; onCancel?: () => void }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useMidbT();
  const [campos, setCampos] = useState<(MidbImportField | null)[]>(() => data.columnas.map((c) => c.campo));
  const [tried, setTried] = useState(false);
  const [save, saving] = useImportMappingMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const firstColumnOf = new Map<MidbImportField, number>();
  campos.forEach((c, i) => c && !firstColumnOf.has(c) && firstColumnOf.set(c, i));
  const duplicateOf = (i: number): string | null => {
    const c = campos[i];
    const first = c ? firstColumnOf.get(c) : undefined;
    return first !== undefined && first !== i ? data.columnas[first]!.encabezado : null;
  };
  const missing = missingRequired(campos);
  const hasDuplicates = campos.some((_, i) => duplicateOf(i) !== null);

  const submit = async () => {
    setTried(true);
    setFailure(null);
    if (missing.length || hasDuplicates) return;
    try {
      await save({ id: data.id, campos }).unwrap();
    } catch (e) {
      setFailure(importErrorText(e, t));
    }
  };

  const missingText = missing.map((m) => (m === 'nombre' ? fieldLabel('nombre', t) : t('import.mapping.apellidosOr'))).join(', ');

  return (
    <Section>
      <Subtitle2 as="h2">{t('import.mapping.title')}</Subtitle2>
      <Body1>{t('import.mapping.intro')}</Body1>
      <Caption1>
        <span className={s.required} aria-hidden>
          *{' '}
        </span>
        {t('import.mapping.requiredNote')}
      </Caption1>
      <div className={table.scroller} data-scroll-x>
        <table className={table.table} aria-label={t('import.mapping.table')}>
          <thead>
            <tr>
              <th className={table.th}>{t('import.mapping.column')}</th>
              <th className={table.th}>{t('import.mapping.sample')}</th>
              <th className={table.th}>{t('import.mapping.field')}</th>
            </tr>
          </thead>
          <tbody>
            {data.columnas.map((col, i) => {
              const dup = duplicateOf(i);
              const errorId = `import-map-error-${i}`;
              return (
                <tr key={col.indice}>
                  <td className={table.td}>
                    <div className={s.letter} aria-hidden>
                      {letter(col.indice)}
                    </div>
                    <div className={s.header}>
                      <UserText>{col.encabezado}</UserText>
                    </div>
                  </td>
                  <td className={table.td}>
                    <ul className={s.samples}>
                      {col.muestra.map((v, j) => (
                        <li key={j} className={`${s.sample} ${v ? '' : s.empty}`} title={v}>
                          {v ? <UserText>{v}</UserText> : t('import.mapping.empty')}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className={table.td}>
                    <div className={s.field}>
                      <NativeSelect
                        aria-label={t('import.mapping.fieldOf', { header: col.encabezado })}
                        aria-invalid={!!dup}
                        aria-describedby={dup ? errorId : undefined}
                        value={campos[i] ?? ''}
                        onChange={(e) => setCampos((prev) => prev.map((c, j) => (j === i ? ((e.target.value || null) as MidbImportField | null) : c)))}
                      >
                        <option value="">{t('import.mapping.ignore')}</option>
                        {MIDB_IMPORT_FIELDS.map((f) => (
                          <option key={f} value={f}>
                            {REQUIRED.has(f) ? `${fieldLabel(f, t)} *` : fieldLabel(f, t)}
                          </option>
                        ))}
                      </NativeSelect>
                      {dup && (
                        <span id={errorId} className={s.error}>
                          {t('import.mapping.duplicate', { header: dup })}
                        </span>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {tried && missing.length > 0 && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{t('import.mapping.missing', { fields: missingText })}</MessageBarBody>
        </MessageBar>
      )}
      {failure && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      {onCancel && <Caption1>{t('import.mapping.changeNote')}</Caption1>}
      <div className={s.actions}>
        <Button appearance="primary" icon={saving.isLoading ? <Spinner size="tiny" /> : <CheckmarkRegular />} disabled={saving.isLoading} onClick={() => void submit()}>
          {t('import.mapping.submit')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('import.mapping.cancel')}</Button>}
      </div>
    </Section>
  );
}
