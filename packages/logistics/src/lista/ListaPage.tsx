import { Page } from '@sig/shared/staff-ui';

import { useLogT } from '../i18n';

/** Issue 28: being built. */
export function ListaPage() {
  const { t } = useLogT();
  return <Page title={t('lista.title')}>{null}</Page>;
}
