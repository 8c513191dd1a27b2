import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';

import { useStaffUiT } from '../i18n';

/** Someone else changed the record being edited (a 409): say so, and offer to read it again. */
export function StaleNotice({ message, onReload }: { message: string; onReload: () => void }) {
  const { t } = useStaffUiT();
  return (
    <MessageBar intent="warning" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onReload}>
          {t('common.reload')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
