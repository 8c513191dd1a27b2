import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { errorMessage, notify, type CaseKind } from '@sig/shared';
import { useState } from 'react';

import { useCasesT } from '../i18n';
import { downloads, saveBlob } from '../lib/downloads';
import { formatBytes } from '../lib/dates';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Downloads the whole filtered set as CSV. A plain link could not carry the session's Bearer header, so
 * the file is fetched and saved as a blob; the button counts the bytes while the server streams.
 */
export function ExportCsvButton({ kind, filters }: { kind: CaseKind; filters: Record<string, string> }) {
  const { t, i18n } = useCasesT();
  const [bytes, setBytes] = useState<number | null>(null);
  const busy = bytes !== null;

  const run = async () => {
    setBytes(0);
    try {
      const { blob, fileName } = await downloads.csv(kind, filters, i18n.language, setBytes);
      saveBlob(blob, fileName ?? `${t(`kind.${kind}.filePrefix`)}-${today()}.csv`);
      notify({ message: t('export.done'), variant: 'success' });
    } catch (e) {
      notify({ message: t('export.failed', { reason: errorMessage(e) }), variant: 'error' });
    } finally {
      setBytes(null);
    }
  };

  return (
    <Button icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={busy} onClick={() => void run()} aria-live="polite">
      {busy ? (bytes ? t('export.progress', { size: formatBytes(bytes) }) : t('export.busy')) : t('export.label')}
    </Button>
  );
}
