import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, DialogTrigger } from '@fluentui/react-components';
import { ArrowResetRegular } from '@fluentui/react-icons';
import { resetSettings, useT } from '@sig/shared';
import { useState } from 'react';

import './i18n';

/** 'Restablecer' with a confirmation: nothing changes until the user confirms. */
export function ResetSettings() {
  const { t } = useT('settings');
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(_, d) => setOpen(d.open)} modalType="alert">
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<ArrowResetRegular />} data-testid="settings-reset">
          {t('reset.button')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('reset.title')}</DialogTitle>
          <DialogContent>{t('reset.body')}</DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t('reset.cancel')}</Button>
            </DialogTrigger>
            <Button
              appearance="primary"
              onClick={() => {
                resetSettings();
                setOpen(false);
              }}
            >
              {t('reset.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
