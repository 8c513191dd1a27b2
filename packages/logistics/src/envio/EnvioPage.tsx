import { Page } from '@sig/shared/staff-ui';

import { useLogT } from '../i18n';

/** Issue 28: being built. */
export function EnvioPage({ id }: { id: string }) {
  const { t } = useLogT();
  return <Page title={t('envio.title')}>{id}</Page>;
}
