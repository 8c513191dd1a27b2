import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { notify } from '@sig/shared';
import { TextArea } from '@sig/shared/staff-ui';
import { useRef, useState } from 'react';

import { useBotT } from '../i18n';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  value: { flexGrow: 1, minWidth: 'min(100%, 240px)', fontFamily: tokens.fontFamilyMonospace },
});

/**
 * A read-only value with a copy button (a secret, a link, an embed snippet). Without a clipboard (plain http, or
 * permission refused) the value is left selected for Ctrl+C and the page says so.
 */
export function CopyField({ label, value, copyLabel, multiline }: { label: string; value: string; copyLabel: string; multiline?: boolean }) {
  const s = useStyles();
  const { t } = useBotT();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setFailed(false);
      notify({ message: t('cfg.copied'), variant: 'success' });
    } catch {
      ref.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')?.select();
      setFailed(true);
    }
  };
  return (
    <>
      <Field label={label}>
        {(props) => (
          <div className={s.row} ref={ref}>
            {multiline ? (
              <TextArea {...props} className={s.value} value={value} readOnly dir="ltr" rows={3} onFocus={(e) => e.target.select()} />
            ) : (
              <Input {...props} className={s.value} value={value} readOnly dir="ltr" onFocus={(e) => e.target.select()} />
            )}
            <Button icon={<CopyRegular />} onClick={() => void copy()}>
              {copyLabel}
            </Button>
          </div>
        )}
      </Field>
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('cfg.copyFailed')}</MessageBarBody>
        </MessageBar>
      )}
    </>
  );
}
