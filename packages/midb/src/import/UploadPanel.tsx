import { Body1, Button, Caption1, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DocumentTableRegular } from '@fluentui/react-icons';
import { MIDB_IMPORT_MAX_BYTES, MIDB_IMPORT_MAX_COLUMNS } from '@sig/shared';
import { Section } from '@sig/shared/staff-ui';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useMidbT } from '../i18n';
import { links } from '../lib/links';
import { ImportProgressBar } from './ImportProgress';
import { IMPORT_ACCEPT, checkImportFile, uploadImport } from './uploadImport';
import { formatBytes, importErrorText } from './importText';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  over: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  sending: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

type Upload = { name: string; sent: number; total: number };

/** Pick or drop a CSV/XLSX file; it is sent with its progress, then the import's page opens. */
export function UploadPanel() {
  const s = useStyles();
  const { t, i18n } = useMidbT();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [over, setOver] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [refusal, setRefusal] = useState<{ name: string; text: string } | null>(null);
  const lang = i18n.language;

  useEffect(() => () => abort.current?.abort(), []);

  const send = async (file: File) => {
    setRefusal(null);
    const early = checkImportFile(file);
    if (early) {
      setRefusal({ name: file.name, text: importErrorText(early, t) });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ name: file.name, sent: 0, total: file.size });
    try {
      const created = await uploadImport(file, (sent, total) => setUpload({ name: file.name, sent, total }), controller.signal);
      navigate(links.importacion(created.id));
    } catch (e) {
      if (!controller.signal.aborted) setRefusal({ name: file.name, text: importErrorText(e, t) });
    } finally {
      abort.current = null;
      setUpload(null);
      if (input.current) input.current.value = '';
    }
  };

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !upload) void send(file);
  };

  return (
    <Section>
      <Subtitle2 as="h2">{t('import.upload.title')}</Subtitle2>
      <div
        className={mergeClasses(s.zone, over && s.over)}
        onDragOver={(e) => {
          e.preventDefault();
          if (!over) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <DocumentTableRegular className={s.icon} aria-hidden />
        <Body1>{t('import.upload.drop')}</Body1>
        <Button appearance="primary" icon={<ArrowUploadRegular />} disabled={!!upload} onClick={() => input.current?.click()}>
          {t('import.upload.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMPORT_ACCEPT}
          className={s.hidden}
          tabIndex={-1}
          aria-label={t('import.upload.fileInput')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
          }}
        />
        <Caption1>{t('import.upload.limits', { max: MIDB_IMPORT_MAX_BYTES / (1024 * 1024), cols: MIDB_IMPORT_MAX_COLUMNS })}</Caption1>
      </div>
      {upload && (
        <div className={s.sending}>
          <ImportProgressBar
            label={upload.sent >= upload.total ? t('import.upload.reading') : t('import.upload.sending', { name: upload.name, sent: formatBytes(upload.sent, lang), total: formatBytes(upload.total, lang) })}
            done={upload.sent}
            total={upload.total}
            indeterminate={upload.sent >= upload.total}
          />
          <div className={s.row}>
            <Button onClick={() => abort.current?.abort()}>{t('import.upload.cancel')}</Button>
          </div>
        </div>
      )}
      {refusal && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('import.upload.refused', { name: refusal.name })}</MessageBarTitle>{' '}
            {refusal.text}
          </MessageBarBody>
        </MessageBar>
      )}
    </Section>
  );
}
