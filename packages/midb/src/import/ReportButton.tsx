import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { MIDB_IMPORT_PATHS, midbImportPath, notify } from '@sig/shared';
import { useState } from 'react';

import { useMidbT } from '../i18n';
import { downloadCsv, saveBlob } from '../lib/downloads';
import { importErrorText } from './importText';

/** The import's report (the file's rows with Resultado and Motivo), through the registry export's download helper. */
export function ReportButton({ id, archivo, preview, appearance }: { id: string; archivo: string; preview?: boolean; appearance?: 'primary' | 'secondary' }) {
  const { t, i18n } = useMidbT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadCsv(midbImportPath(MIDB_IMPORT_PATHS.report, id), {}, i18n.language);
      saveBlob(blob, fileName ?? `${archivo.replace(/\.[^.]+$/, '') || 'importacion'}-resultado.csv`);
      notify({ message: t('import.reportDone'), variant: 'success' });
    } catch (e) {
      notify({ message: t('import.reportFailed', { reason: importErrorText(e, t) }), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button appearance={appearance} icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={busy} onClick={() => void run()}>
      {busy ? t('export.busy') : t(preview ? 'import.reportPreview' : 'import.report')}
    </Button>
  );
}
