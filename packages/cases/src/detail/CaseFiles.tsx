import { Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentPdfRegular, ImageRegular } from '@fluentui/react-icons';
import { errorMessage, notify, type CaseFile, type CaseKind } from '@sig/shared';
import { useEffect, useState } from 'react';

import { useCasesT } from '../i18n';
import { downloads, saveBlob } from '../lib/downloads';
import { formatBytes, formatDateTime } from '../lib/dates';
import { isImage } from '../lib/fileChecks';

const useStyles = makeStyles({
  grid: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, width: '140px', minWidth: 0 },
  thumbLink: {
    display: 'block',
    width: '140px',
    height: '105px',
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  thumb: { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  placeholder: { width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', color: tokens.colorNeutralForeground3 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  docs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
});

/** An image of the case, fetched with the session's header into an object URL (an <img src> could not send it). */
function Thumbnail({ kind, caseId, file }: { kind: CaseKind; caseId: string; file: CaseFile }) {
  const s = useStyles();
  const { t } = useCasesT();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    let made: string | null = null;
    downloads.file(kind, caseId, file.id).then(
      ({ blob }) => {
        if (!alive) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [kind, caseId, file.id]);

  return (
    <li className={s.item}>
      {url ? (
        <a className={s.thumbLink} href={url} target="_blank" rel="noopener noreferrer" title={t('files.openImage', { name: file.nombre })}>
          <img className={s.thumb} src={url} alt={file.nombre} />
        </a>
      ) : (
        <div className={s.thumbLink}>
          <div className={s.placeholder}>{failed ? <ImageRegular aria-label={t('files.imageFailed', { name: file.nombre })} /> : <Spinner size="tiny" aria-label={t('common.loading')} />}</div>
        </div>
      )}
      <Caption1 className={s.name} title={file.nombre}>
        {file.nombre}
      </Caption1>
      <Caption1 className={s.muted}>{formatBytes(file.bytes)}</Caption1>
    </li>
  );
}

/** A document of the case as a download (fetched with the session's header, then saved). */
export function FileDownload({ kind, caseId, file }: { kind: CaseKind; caseId: string; file: CaseFile }) {
  const { t } = useCasesT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob } = await downloads.file(kind, caseId, file.id);
      saveBlob(blob, file.nombre);
    } catch (e) {
      notify({ message: errorMessage(e), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      appearance="subtle"
      icon={busy ? <Spinner size="tiny" /> : file.tipo === 'application/pdf' ? <DocumentPdfRegular /> : <ArrowDownloadRegular />}
      disabled={busy}
      onClick={() => void run()}
      title={formatDateTime(file.createdAt)}
    >
      {t('files.download', { name: file.nombre, size: formatBytes(file.bytes) })}
    </Button>
  );
}

/** Photos as thumbnails, documents as downloads. */
export function CaseFiles({ kind, caseId, files }: { kind: CaseKind; caseId: string; files: CaseFile[] }) {
  const s = useStyles();
  const { t } = useCasesT();
  if (files.length === 0) return <Caption1 className={s.muted}>{t('files.none')}</Caption1>;
  const images = files.filter((f) => isImage(f.tipo));
  const docs = files.filter((f) => !isImage(f.tipo));
  return (
    <>
      {images.length > 0 && (
        <ul className={s.grid} aria-label={t('files.images')}>
          {images.map((f) => (
            <Thumbnail key={f.id} kind={kind} caseId={caseId} file={f} />
          ))}
        </ul>
      )}
      {docs.length > 0 && (
        <div className={s.docs}>
          {docs.map((f) => (
            <FileDownload key={f.id} kind={kind} caseId={caseId} file={f} />
          ))}
        </div>
      )}
    </>
  );
}
