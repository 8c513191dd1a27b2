import { Page } from '@sig/shared/staff-ui';

import { useLogT } from '../i18n';

/** Issue 28: being built. */
export function AnalyticsPage() {
  const { t } = useLogT();
  return <Page title={t('analytics.title')}>{null}</Page>;
}
