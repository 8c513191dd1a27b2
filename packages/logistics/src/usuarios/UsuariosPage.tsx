import { Page } from '@sig/shared/staff-ui';

import { useLogT } from '../i18n';

/** Issue 28: being built. */
export function UsuariosPage() {
  const { t } = useLogT();
  return <Page title={t('usuarios.title')}>{null}</Page>;
}
