import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { LinkButton, SETUP_PAGE } from '@sig/shared';

import { useAdminT } from '../i18n';
import { useSetupStatusQuery } from '../adminApi';

/** On the cliente page while the setup guide has steps left: how many, and the way back into it. */
export function SetupNotice() {
  const { t } = useAdminT();
  const { data } = useSetupStatusQuery();
  if (!data || data.complete) return null;
  const missing = data.steps.filter((s) => s.state === 'pendiente').length;
  return (
    <MessageBar intent="info">
      <MessageBarBody>{t('setup.missing', { n: missing })}</MessageBarBody>
      <MessageBarActions>
        <LinkButton href={SETUP_PAGE} appearance="primary" size="small">
          {t('setup.openGuide')}
        </LinkButton>
      </MessageBarActions>
    </MessageBar>
  );
}
