import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { checkFiles } from '@sig/shared';
import { CASE_FILE_MAX_BYTES, PUBLIC_FILES_MAX } from '@sig/shared/contract';
import { useEffect, useRef, useState } from 'react';

import type { CitizenT } from './citizenStrings';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold, marginBlockEnd: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
  error: { color: tokens.colorPaletteRedForeground1 },
  input: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0 },
  choose: { alignSelf: 'flex-start' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0, padding: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  thumb: { flexShrink: 0, width: '48px', height: '48px', borderRadius: tokens.borderRadiusMedium, objectFit: 'cover', backgroundColor: tokens.colorNeutralBackground3 },
  name: { flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  refused: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorPaletteRedForeground1 },
});

export type PhotoProblem = 'type' | 'size' | 'count';

/** The browser's first look at chosen photos, with the rules staff and the citizen pages use (the server sniffs the bytes again). */
export const checkPhotos = (files: readonly File[]) => checkFiles('reporte', files, PUBLIC_FILES_MAX);

/** 5 MB, 830 kB. */
export function formatBytes(bytes: number, lang: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : bytes >= 1024 ? [bytes / 1024, 'kB'] : [bytes, 'B'];
  try {
    return `${new Intl.NumberFormat(lang, { maximumFractionDigits: value < 10 && unit !== 'B' ? 1 : 0 }).format(value)} ${unit}`;
  } catch {
    return `${Math.round(value)} ${unit}`;
  }
}

function Thumb({ file }: { file: File }) {
  const s = useStyles();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url ? <img className={s.thumb} src={url} alt="" /> : <span className={s.thumb} aria-hidden="true" />;
}

const PROBLEM_TEXT = { type: 'error.fileType', size: 'error.fileSize', count: 'error.fileCount' } as const;

export interface PhotoPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled: boolean;
  error?: string;
  /** The tipo asks for a photo. */
  askPhoto: boolean;
  t: CitizenT;
  lang: string;
}

/** Up to three photos, checked as they are chosen; a refused one is named with the reason. */
export function PhotoPicker({ files, onChange, disabled, error, askPhoto, t, lang }: PhotoPickerProps) {
  const s = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<{ file: File; problem: PhotoProblem | null }[]>([]);
  const size = formatBytes(CASE_FILE_MAX_BYTES, lang);
  const full = files.length >= PUBLIC_FILES_MAX;
  const add = (list: FileList | null) => {
    const checked = checkPhotos([...files, ...Array.from(list ?? [])]);
    onChange(checked.filter((c) => !c.problem).map((c) => c.file));
    setRefused(checked.filter((c) => c.problem));
  };
  return (
    <fieldset className={s.group}>
      <legend className={s.legend}>{t('form.fotos')}</legend>
      <Caption1 className={s.muted}>{t(askPhoto ? 'form.fotos.pideFoto' : 'form.fotos.hint', { max: PUBLIC_FILES_MAX, size })}</Caption1>
      <input
        ref={input}
        className={s.input}
        type="file"
        multiple
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="sig-form-photos"
        disabled={disabled || full}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      <Button className={s.choose} onClick={() => input.current?.click()} disabled={disabled || full}>
        {t('form.fotos.choose')}
      </Button>
      <Caption1 aria-live="polite">{t('form.fotos.count', { n: files.length, max: PUBLIC_FILES_MAX })}</Caption1>
      {files.length > 0 && (
        <ul className={s.list}>
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${i}`} className={s.item}>
              <Thumb file={file} />
              <span className={s.name} dir="auto">
                {file.name} · {formatBytes(file.size, lang)}
              </span>
              <Button appearance="subtle" aria-label={t('form.fotos.remove', { name: file.name })} disabled={disabled} onClick={() => onChange(files.filter((_, j) => j !== i))}>
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(refused.length > 0 || error) && (
        <ul className={s.refused} role="alert">
          {refused.map((r, i) => (
            <li key={`${r.file.name}-${i}`}>{t(PROBLEM_TEXT[r.problem!], { name: r.file.name, size, max: PUBLIC_FILES_MAX })}</li>
          ))}
          {error && refused.length === 0 && <li>{error}</li>}
        </ul>
      )}
    </fieldset>
  );
}
