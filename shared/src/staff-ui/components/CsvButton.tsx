import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { notify } from '@sig/shared';
import { useState } from 'react';

import { useStaffUiT } from '../i18n';
import { downloadFile, saveBlob } from '../lib/downloads';
import { apiErrorMessage, type Translate } from '../lib/fieldErrors';

const today = () => new Date().toISOString().slice(0, 10);

export interface CsvButtonProps {
  path: string;
  params: Record<string, string>;
  /** The file's name when the server gives none: `<prefix>-<today>.csv`. */
  filePrefix: string;
  label?: string;
  /** Said once saved (a registry export, which the server records, says so). */
  doneMessage?: string;
  /** The parcel's translate, for its API's error codes (`error.<code>`). */
  errorT?: Translate;
}

/**
 * Downloads a CSV behind the session's token (a plain link could not send it), in the user's language (the server
 * writes its headers in it), and saves it; busy meanwhile, a failure said in the user's words.
 */
export function CsvButton({ path, params, filePrefix, label, doneMessage, errorT }: CsvButtonProps) {
  const { t, i18n } = useStaffUiT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const got = await downloadFile(path, params, undefined, undefined, { 'Accept-Language': i18n.language });
      saveBlob(got.blob, got.fileName ?? `${filePrefix}-${today()}.csv`);
      if (doneMessage) notify({ message: doneMessage, variant: 'success' });
    } catch (e) {
      notify({ message: t('csv.failed', { reason: apiErrorMessage(e, errorT ?? t) }), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={busy} onClick={() => void run()}>
      {busy ? t('csv.busy') : (label ?? t('csv.label'))}
    </Button>
  );
}
