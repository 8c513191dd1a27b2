import { Body1 } from '@fluentui/react-components';
import { Page, RouterLink, Section } from '@sig/shared/staff-ui';

import { useCatalogsT } from '../i18n';

/** /sig/config/operacionsincurp: the switch lives on the cliente page; this says where. */
export function OperacionSinCurpPage() {
  const { t } = useCatalogsT();
  return (
    <Page title={t('sincurp.title')}>
      <Section>
        <Body1 as="p">{t('sincurp.body')}</Body1>
        <RouterLink href="/config/client/edit">{t('sincurp.link')}</RouterLink>
      </Section>
    </Page>
  );
}
