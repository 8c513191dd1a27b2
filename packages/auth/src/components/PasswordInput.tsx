import { Button, Input, type InputProps, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';

import { useAuthT } from '../i18n';

const useStyles = makeStyles({ toggle: { minWidth: 'auto' } });

const EYE = 'M12 5c5 0 8.6 3.7 10 7-1.4 3.3-5 7-10 7S3.4 15.3 2 12c1.4-3.3 5-7 10-7Zm0 2c-3.5 0-6.3 2.4-7.8 5 1.5 2.6 4.3 5 7.8 5s6.3-2.4 7.8-5c-1.5-2.6-4.3-5-7.8-5Zm0 2a3 3 0 1 1 0 6 3 3 0 0 1 0-6Z';
const EYE_OFF = 'm3.3 2 18.7 18.7-1.4 1.4-3.3-3.3A10.6 10.6 0 0 1 12 19c-5 0-8.6-3.7-10-7a12 12 0 0 1 3.7-4.8L1.9 3.4 3.3 2Zm3.8 6.6A9.6 9.6 0 0 0 4.2 12c1.5 2.6 4.3 5 7.8 5 1.2 0 2.3-.3 3.3-.7l-1.7-1.7a3 3 0 0 1-4.2-4.2L7.1 8.6ZM12 5c5 0 8.6 3.7 10 7a12 12 0 0 1-2.6 3.7l-1.4-1.4a9.6 9.6 0 0 0 1.8-2.3c-1.5-2.6-4.3-5-7.8-5-.6 0-1.2.1-1.8.2L8.6 5.6C9.7 5.2 10.8 5 12 5Z';

/** A password input with a show/hide toggle; the Field around it still labels and describes it. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'contentAfter'>) {
  const styles = useStyles();
  const { t } = useAuthT();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <Button
          className={styles.toggle}
          appearance="transparent"
          size="small"
          aria-label={t(visible ? 'password.hide' : 'password.show')}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
          icon={
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={visible ? EYE_OFF : EYE} />
            </svg>
          }
        />
      }
    />
  );
}
