import { PublicShell as SharedPublicShell, type PublicCliente } from '@sig/shared';
import type { ReactNode } from 'react';

import { useEvT } from '../i18n';

/** A public page of Eventos: the shared public frame with this area's name and footer. */
export function PublicShell({ cliente, ...page }: { cliente: PublicCliente | null; title: string; description?: ReactNode; focusKey?: string; children: ReactNode }) {
  const { t } = useEvT();
  return <SharedPublicShell {...page} cliente={cliente} brandFallback={t('public.brand')} languageLabel={t('public.language')} footer={t('public.footer')} />;
}
