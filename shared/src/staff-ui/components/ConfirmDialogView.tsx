import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { errorMessage } from '@sig/shared';
import { useState } from 'react';

import { useStaffUiT } from '../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  describeError?: (e: unknown) => string;
}

/** ConfirmDialog (./ConfirmDialog.tsx) itself, loaded when it first opens. */
export default function ConfirmDialogView({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
  describeError = errorMessage,
}: ConfirmDialogProps) {
  const { t } = useStaffUiT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (e) {
      setBusy(false);
      setError(describeError(e));
    }
  };

  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <p>{body}</p>
            {error && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => void confirm()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
