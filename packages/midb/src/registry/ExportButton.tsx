import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { notify } from '@sig/shared';
import { apiErrorMessage } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useMidbT } from '../i18n';
import { downloadCsv, saveBlob, today } from '../lib/downloads';

/**
 * Downloads a CSV (the filtered registry, a programme's roll) behind the session's token and saves it; the
 * server records every export.
 */
export function ExportButton({ path, params, filePrefix, label }: { path: string; params: Record<string, string>; filePrefix: string; label?: string }) {
  const { t, i18n } = useMidbT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadCsv(path, params, i18n.language);
      saveBlob(blob, fileName ?? `${filePrefix}-${today()}.csv`);
      notify({ message: t('export.done'), variant: 'success' });
    } catch (e) {
      notify({ message: t('export.failed', { reason: apiErrorMessage(e, t) }), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={busy} onClick={() => void run()}>
      {busy ? t('export.busy') : (label ?? t('export.label'))}
    </Button>
  );
}
