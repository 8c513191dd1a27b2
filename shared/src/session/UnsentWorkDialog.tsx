import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';

import { useT } from '../i18n/i18n';

export interface UnsentWorkDialogProps {
  /** Unsent works on this device; the dialog is open while it is above 0. */
  count: number;
  onSignOut: () => void;
  onStay: () => void;
}

/**
 * Asks before signing out leaves field work unsent (the sign-out guards, ./signOutGuard.ts). An alert dialog:
 * a stray click outside does not decide. Loaded only when it opens (./unsentWorkDialogLazy.ts).
 */
export default function UnsentWorkDialog({ count, onSignOut, onStay }: UnsentWorkDialogProps) {
  const { t } = useT();
  return (
    <Dialog modalType="alert" open={count > 0}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('signOut.unsent.title')}</DialogTitle>
          <DialogContent>{t('signOut.unsent.body', { count })}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onStay} data-testid="logout-stay">
              {t('signOut.unsent.stay')}
            </Button>
            <Button onClick={onSignOut} data-testid="logout-anyway">
              {t('signOut.unsent.signOut')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
