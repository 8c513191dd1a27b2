import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Camera24Regular, CheckmarkCircle20Filled, Delete20Regular, Document24Regular, ErrorCircle20Filled, ImageAdd24Regular } from '@fluentui/react-icons';
import { CASE_FILE_MAX_BYTES, checkFiles, isImage, type CaseKind, type CheckedFile } from '@sig/shared';
import { useEffect, useRef, useState } from 'react';

import { FieldGroup } from '../../components/FieldGroup';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import { acceptOf, formatBytes } from '../../lib/fileChecks';

/** Where one attachment stands while the filing sends it. */
export type UploadStatus = 'waiting' | 'sending' | 'sent' | 'failed';

const useStyles = makeStyles({
  pickers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  button: { minHeight: TOUCH },
  hiddenInput: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  thumb: {
    flexShrink: 0,
    width: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusMedium,
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
  },
  info: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3, display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  sent: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  remove: { minHeight: TOUCH, minWidth: TOUCH, flexShrink: 0 },
  refused: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorPaletteRedForeground1 },
});

/** A chosen image's preview (an object URL, released when it goes), or the document's glyph. */
function Thumb({ file }: { file: File }) {
  const s = useStyles();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isImage(file.type) || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  if (url) return <img className={s.thumb} src={url} alt="" />;
  return (
    <span className={s.thumb} aria-hidden="true">
      <Document24Regular />
    </span>
  );
}

export interface AttachmentPickerProps {
  kind: CaseKind;
  files: File[];
  onChange: (files: File[]) => void;
  /** PUBLIC_FILES_MAX. */
  max: number;
  disabled?: boolean;
  /** While sending: each file's upload, by position. */
  statuses?: UploadStatus[];
  error?: string | null;
  /** The tipo asks for a photo (it helps the crew find and judge the problem). */
  askPhoto?: boolean;
}

/**
 * Photos (reportes) or documents (solicitudes): checked here for type, size and count as they are chosen,
 * refused ones named with the reason. On a phone "Tomar foto" opens the camera.
 */
export function AttachmentPicker({ kind, files, onChange, max, disabled, statuses, error, askPhoto }: AttachmentPickerProps) {
  const s = useStyles();
  const { t, i18n } = useCitizenT();
  const [refused, setRefused] = useState<CheckedFile[]>([]);
  const chooseRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [coarse] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches);
  const size = formatBytes(CASE_FILE_MAX_BYTES, i18n.language);
  const full = files.length >= max;

  const add = (list: FileList | null) => {
    const checked = checkFiles(kind, [...files, ...Array.from(list ?? [])], max);
    onChange(checked.filter((c) => !c.problem).map((c) => c.file));
    setRefused(checked.filter((c) => c.problem));
  };
  const remove = (index: number) => {
    onChange(files.filter((_, i) => i !== index));
    setRefused([]);
  };
  const statusText = (status: UploadStatus | undefined) => (status ? t(`files.status.${status}`) : null);

  return (
    <FieldGroup label={t(`files.label.${kind}`)} hint={t(askPhoto ? 'files.hint.pideFoto' : `files.hint.${kind}`, { max, size })} error={error}>
      <input
        ref={chooseRef}
        className={s.hiddenInput}
        type="file"
        multiple
        accept={acceptOf(kind)}
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t(`files.choose.${kind}`)}
        disabled={disabled || full}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      {kind === 'reporte' && (
        <input
          ref={cameraRef}
          className={s.hiddenInput}
          type="file"
          accept="image/*"
          capture="environment"
          tabIndex={-1}
          aria-hidden="true"
          aria-label={t('files.camera')}
          disabled={disabled || full}
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
      )}
      <div className={s.pickers}>
        {kind === 'reporte' && coarse && (
          <Button className={s.button} icon={<Camera24Regular />} onClick={() => cameraRef.current?.click()} disabled={disabled || full}>
            {t('files.camera')}
          </Button>
        )}
        <Button className={s.button} icon={<ImageAdd24Regular />} onClick={() => chooseRef.current?.click()} disabled={disabled || full}>
          {t(`files.choose.${kind}`)}
        </Button>
      </div>
      <Caption1 aria-live="polite">{t('files.count', { n: files.length, max })}</Caption1>
      {files.length > 0 && (
        <ul className={s.list} aria-label={t(`files.chosen.${kind}`)}>
          {files.map((file, i) => {
            const status = statuses?.[i];
            return (
              <li key={`${file.name}-${file.size}-${i}`} className={s.item}>
                <Thumb file={file} />
                <span className={s.info}>
                  <span className={s.name} dir="auto">
                    {file.name}
                  </span>
                  <Caption1 className={s.meta}>
                    {status === 'sending' && <Spinner size="extra-tiny" />}
                    {status === 'sent' && <CheckmarkCircle20Filled className={s.sent} aria-hidden />}
                    {status === 'failed' && <ErrorCircle20Filled className={s.failed} aria-hidden />}
                    {statusText(status) ?? formatBytes(file.size, i18n.language)}
                  </Caption1>
                </span>
                {!statuses && (
                  <Button
                    className={s.remove}
                    appearance="subtle"
                    icon={<Delete20Regular />}
                    aria-label={t('files.remove', { name: file.name })}
                    disabled={disabled}
                    onClick={() => remove(i)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {refused.length > 0 && (
        <ul className={s.refused} role="alert">
          {refused.map((r, i) => (
            <li key={`${r.file.name}-${i}`}>{t(`files.problem.${r.problem}.${kind}`, { name: r.file.name, size, max, weight: formatBytes(r.file.size, i18n.language) })}</li>
          ))}
        </ul>
      )}
    </FieldGroup>
  );
}
