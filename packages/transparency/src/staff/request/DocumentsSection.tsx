import { Badge, Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DeleteRegular } from '@fluentui/react-icons';
import { TRANSP_DOCS_MAX, TRANSP_PATHS, i18n, isTranspFinal, notify, transpPath, type TranspDetail, type TranspDocumento } from '@sig/shared';
import { Section, apiErrorMessage, downloadFile, formatDateTime, saveBlob } from '@sig/shared/staff-ui';
import { useId, useRef, useState } from 'react';

import { useTranspT } from '../../i18n';
import { DOCUMENT_TYPES, checkFiles, fileSize } from '../../lib/files';
import { useBorrarDocumentoMutation } from '../transpApi';
import { uploadDocument } from './uploadDocument';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  input: { maxWidth: '100%' },
});

/** The request's documents: the requester's attachments and the answer's PDFs (uploaded here, public once the answer is sent). */
export function DocumentsSection({ r, refetch }: { r: TranspDetail; refetch: () => void }) {
  const s = useStyles();
  const { t } = useTranspT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [remove] = useBorrarDocumentoMutation();
  const final = isTranspFinal(r.estatus);

  const upload = async (list: FileList | null) => {
    if (!list?.length) return;
    const checked = checkFiles(Array.from(list), DOCUMENT_TYPES, TRANSP_DOCS_MAX - r.documentos.length);
    setUploading(true);
    for (const c of checked) {
      if (c.problem) {
        notify({ message: `${c.file.name}: ${t(`file.${c.problem}Pdf`)}`, variant: 'error' });
        continue;
      }
      try {
        await uploadDocument(r.id, c.file);
      } catch (x) {
        notify({ message: `${c.file.name}: ${apiErrorMessage(x, t)}`, variant: 'error' });
      }
    }
    setUploading(false);
    if (input.current) input.current.value = '';
    refetch();
  };

  const download = async (d: TranspDocumento) => {
    try {
      const file = await downloadFile(transpPath(TRANSP_PATHS.documento, { id: r.id, docId: d.id }));
      saveBlob(file.blob, file.fileName ?? d.nombre);
    } catch (x) {
      notify({ message: apiErrorMessage(x, t), variant: 'error' });
    }
  };

  return (
    <Section labelledBy={id}>
      <Subtitle2 as="h2" id={id}>
        {t('docs.title')}
      </Subtitle2>
      {r.documentos.length === 0 ? (
        <Caption1>{t('docs.empty')}</Caption1>
      ) : (
        <ul className={s.list}>
          {r.documentos.map((d) => (
            <li key={d.id} className={s.item}>
              <span className={s.name}>{d.nombre}</span>
              <Caption1>
                {fileSize(d.bytes, i18n.language)} · {formatDateTime(d.createdAt)}
              </Caption1>
              <Badge appearance="tint" color={d.origen === 'adjunto' ? 'informative' : d.publico ? 'success' : 'warning'}>
                {t(d.origen === 'adjunto' ? 'docs.adjunto' : d.publico ? 'docs.publico' : d.enRespuesta ? 'docs.enRespuesta' : 'docs.borrador')}
              </Badge>
              <Button size="small" icon={<ArrowDownloadRegular />} onClick={() => void download(d)}>
                {t('docs.download')}
              </Button>
              {d.origen === 'respuesta' && !d.enRespuesta && !final && (
                <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => void remove({ id: r.id, docId: d.id }).unwrap().catch((x) => notify({ message: apiErrorMessage(x, t), variant: 'error' }))}>
                  {t('docs.remove', { name: d.nombre })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!final && (
        <>
          <Caption1>{t('docs.uploadHint')}</Caption1>
          <input
            ref={input}
            className={s.input}
            type="file"
            accept="application/pdf"
            multiple
            disabled={uploading}
            aria-label={t('docs.upload')}
            onChange={(e) => void upload(e.target.files)}
            data-testid="transp-doc-upload"
          />
          {uploading && <Caption1 role="status">{t('docs.uploading')}</Caption1>}
        </>
      )}
    </Section>
  );
}
