import { MessageBar, MessageBarBody } from '@fluentui/react-components';

import { usePeopleT } from '../i18n';

/** Says that opening personal data was recorded (the server wrote an audit entry for this view). */
export function RecordedNote() {
  const { t } = usePeopleT();
  return (
    <MessageBar intent="info">
      <MessageBarBody>{t('audit.recorded')}</MessageBarBody>
    </MessageBar>
  );
}
