import { hasPermission, useRole } from '@sig/shared';
import { BackLink, Empty, Page, Section } from '@sig/shared/staff-ui';

import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { AUDIT_SETTINGS_WRITERS } from '../lib/settingsAccess';
import { ChecklistSection } from './ChecklistSection';
import { RuleSection } from './RuleSection';

/** /sig/auditoria?ajustes=1: the sampling rule and the checklists per tipo, for a supervisor of auditoría. */
export function AuditSettingsPage() {
  const { t } = useAuditT();
  const role = useRole();
  const back = <BackLink href={links.cola()} label={t('settings.back')} />;
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
