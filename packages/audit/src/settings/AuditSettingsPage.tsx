import { hasPermission, useRole } from '@sig/shared';
import { Empty, LinkButton, Page, Section } from '@sig/shared/staff-ui';
import { ArrowLeftRegular } from '@fluentui/react-icons';

import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { AUDIT_SETTINGS_WRITERS } from '../lib/settingsAccess';
import { ChecklistSection } from './ChecklistSection';
import { RuleSection } from './RuleSection';

/** /sig/auditoria?ajustes=1: the sampling rule and the checklists per tipo, for a supervisor of auditoría. */
export function AuditSettingsPage() {
  const { t } = useAuditT();
  const role = useRole();
  const back = (
    <LinkButton href={links.cola()} appearance="subtle" icon={<ArrowLeftRegular />}>
      {t('settings.back')}
    </LinkButton>
  );
  return (
    <Page title={t('settings.title')} back={back}>
      {hasPermission(AUDIT_SETTINGS_WRITERS, role) ? (
        <>
          <RuleSection />
          <ChecklistSection />
        </>
      ) : (
        <Section>
          <Empty>{t('settings.forbidden')}</Empty>
        </Section>
      )}
    </Page>
  );
}
