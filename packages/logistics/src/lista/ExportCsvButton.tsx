import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { notify } from '@sig/shared';
import { apiErrorMessage, downloadFile, saveBlob } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useLogT } from '../i18n';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Downloads a CSV behind the session's token (a plain link could not send it) in the user's language (the
 * server writes its headers in it) and saves it.
 */
export function ExportCsvButton({ path, params, fileName, label }: { path: string; params: Record<string, string>; fileName: string; label?: string }) {
  const { t, i18n } = useLogT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const got = await downloadFile(path, params, undefined, undefined, { 'Accept-Language': i18n.language });
      saveBlob(got.blob, got.fileName ?? `${fileName}-${today()}.csv`);
    } catch (e) {
      notify({ message: t('lista.csvFailed', { reason: apiErrorMessage(e, t) }), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={busy} onClick={() => void run()}>
      {busy ? t('lista.csvBusy') : (label ?? t('lista.csv'))}
    </Button>
  );
}
