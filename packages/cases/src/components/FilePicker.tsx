import { Button, Caption1, makeStyles, tokens, useId } from '@fluentui/react-components';
import { DeleteRegular, DocumentRegular, ErrorCircle12Filled, ImageRegular } from '@fluentui/react-icons';
import { CASE_FILE_MAX_BYTES, CASE_FILES_MAX, checkFiles, isImage, type CaseKind, type CheckedFile } from '@sig/shared';
import { useState } from 'react';

import { useCasesT } from '../i18n';
import { formatBytes } from '../lib/dates';
import { acceptOf } from '../lib/fileChecks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  label: { fontWeight: tokens.fontWeightSemibold },
  input: { maxWidth: '100%', fontFamily: tokens.fontFamilyBase },
  hint: { color: tokens.colorNeutralForeground3 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/**
 * Photos (reportes) or documents (solicitudes) chosen for upload, checked here for type, size and count
 * before anything is sent; refused files are named with the reason and left out.
 */
export function FilePicker({ kind, files, onChange, already = 0, disabled }: { kind: CaseKind; files: File[]; onChange: (files: File[]) => void; already?: number; disabled?: boolean }) {
  const s = useStyles();
  const { t } = useCasesT();
  const inputId = useId('files');
  const hintId = useId('files-hint');
  const [refused, setRefused] = useState<CheckedFile[]>([]);

  const pick = (list: FileList | null) => {
    const checked = checkFiles(kind, [...files, ...Array.from(list ?? [])], CASE_FILES_MAX - already);
    onChange(checked.filter((c) => !c.problem).map((c) => c.file));
    setRefused(checked.filter((c) => c.problem));
  };

  return (
    <div className={s.root}>
      <label htmlFor={inputId} className={s.label}>
        {t(`kind.${kind}.filesLabel`)}
      </label>
      <input
        id={inputId}
        className={s.input}
        type="file"
        multiple
        accept={acceptOf(kind)}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(e) => {
          pick(e.target.files);
          e.target.value = '';
        }}
      />
      <Caption1 id={hintId} className={s.hint}>
        {t(`kind.${kind}.filesHint`, { size: formatBytes(CASE_FILE_MAX_BYTES), max: CASE_FILES_MAX })}
      </Caption1>
      {files.length > 0 && (
        <ul className={s.list} aria-label={t('files.chosen')}>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className={s.item}>
              {isImage(f.type) ? <ImageRegular aria-hidden /> : <DocumentRegular aria-hidden />}
              <span className={s.name}>{f.name}</span>
              <Caption1 className={s.hint}>{formatBytes(f.size)}</Caption1>
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('files.remove', { name: f.name })}
                disabled={disabled}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              />
            </li>
          ))}
        </ul>
      )}
      {refused.length > 0 && (
        <ul className={s.list} role="alert">
          {refused.map((r, i) => (
            <li key={`${r.file.name}-${i}`} className={s.error}>
              <ErrorCircle12Filled aria-hidden />
              {t(`files.problem.${r.problem}`, { name: r.file.name, size: formatBytes(CASE_FILE_MAX_BYTES), max: CASE_FILES_MAX })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
