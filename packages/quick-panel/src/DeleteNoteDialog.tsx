import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { errorMessage } from '@sig/shared';
import { useState } from 'react';

import type { QuickItem } from './quickApi';
import { useQuickT } from './i18n';

/** Asks before deleting `note`; the deletion runs from here and a failure stays here, explained. */
export function DeleteNoteDialog({ note, onDelete, onClose }: { note: QuickItem | null; onDelete: (note: QuickItem) => Promise<unknown>; onClose: () => void }) {
  const { t } = useQuickT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!note) return;
    setBusy(true);
    setError(null);
    try {
      await onDelete(note);
      setBusy(false);
      onClose();
    } catch (e) {
      setBusy(false);
      setError(`${t('delete.error')} ${errorMessage(e)}`);
    }
  };

  return (
    <Dialog open={note !== null} modalType="alert" onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogContent>
            <p>{t('delete.body', { title: note?.title ?? '' })}</p>
            {error && (
              <MessageBar intent="error" role="alert" layout="multiline">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {t('delete.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
