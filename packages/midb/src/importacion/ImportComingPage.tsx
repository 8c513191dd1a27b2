import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { BackLink, Page } from '@sig/shared/staff-ui';

import { useMidbT } from '../i18n';
import { links } from '../lib/links';

/** /sig/operarmidb: the import workbench comes in its own change; until then this page says so. */
export function ImportComingPage() {
  const { t } = useMidbT();
  return (
    <Page title={t('import.title')} back={<BackLink href={links.registry()} label={t('common.backToRegistry')} />}>
      <MessageBar intent="info">
        <MessageBarBody>{t('import.coming')}</MessageBarBody>
      </MessageBar>
    </Page>
  );
}
