import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { notify } from '@sig/shared';
import { useRef, useState } from 'react';

import { useAdminT } from '../i18n';
import type { CreatedOpen311Key } from '../adminApi';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  secret: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  secretInput: { flexGrow: 1, minWidth: 'min(100%, 260px)', fontFamily: tokens.fontFamilyMonospace },
});

/**
 * The secret of a key just created. The server keeps only its hash, so this is the one chance to copy it;
 * an alert dialog, so a stray click outside does not throw it away.
 */
export interface Open311SecretDialogProps {
  created: CreatedOpen311Key | null;
  onClose: () => void;
}

export function Open311SecretDialog({ created, onClose }: Open311SecretDialogProps) {
  const s = useStyles();
  const { t } = useAdminT();
  const input = useRef<HTMLInputElement>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.apiKey);
      setCopyFailed(false);
      notify({ message: t('open311.copied'), variant: 'success' });
    } catch {
      // no clipboard (plain http, or permission refused): leave it selected for Ctrl+C
      input.current?.select();
      setCopyFailed(true);
    }
  };
  const close = () => {
    setCopyFailed(false);
    onClose();
  };

  return (
    <Dialog open={created !== null} modalType="alert" onOpenChange={(_, d) => !d.open && close()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('open311.createdTitle', { name: created?.nombre ?? '' })}</DialogTitle>
          <DialogContent className={s.content}>
            <MessageBar intent="warning">
              <MessageBarBody>{t('open311.secretWarning')}</MessageBarBody>
            </MessageBar>
            <Field label={t('open311.secretLabel')}>
              {(props) => (
                <div className={s.secret}>
                  <Input {...props} ref={input} className={s.secretInput} value={created?.apiKey ?? ''} readOnly dir="ltr" onFocus={(e) => e.target.select()} />
                  <Button icon={<CopyRegular />} onClick={() => void copy()}>
                    {t('open311.copy')}
                  </Button>
                </div>
              )}
            </Field>
            {copyFailed && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t('open311.copyFailed')}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {t('open311.done')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
