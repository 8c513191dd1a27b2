import { Page } from '@sig/shared/staff-ui';

import { useBotT } from '../i18n';
import { ChannelsSection } from './ChannelsSection';
import { FlowSection } from './FlowSection';
import { CapSection, TemplatesSection } from './SettingsSection';

/**
 * `/bot/config` (issue 27), the cliente administrator's: the bot's flow (editor, checks, preview, publish), its
 * channels, the contact centre's per-agent cap and the approved templates. The server asks `admin` on each call.
 */
export function ConfigPage() {
  const { t } = useBotT();
  return (
    <Page title={t('cfg.title')} subtitle={t('cfg.subtitle')}>
      <FlowSection />
      <ChannelsSection />
      <CapSection />
      <TemplatesSection />
    </Page>
  );
}
