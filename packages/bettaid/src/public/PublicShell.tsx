import { PublicShell as SharedPublicShell } from '@sig/shared';
import type { ReactNode } from 'react';

import { useBtT } from '../i18n';

/** The municipality that issued the card, as the header shows it. */
export interface Emisor {
  nombre: string;
  logo: string | null;
  color?: string | null;
}

/** A public page of BettaID (a phone that scanned a card): the shared public frame with this area's name and footer. */
export function PublicShell({ cliente, ...page }: { cliente: Emisor | null; title: string; description?: ReactNode; focusKey?: string; children: ReactNode }) {
  const { t } = useBtT();
  const issuer = cliente && { nombre: cliente.nombre, logo: cliente.logo, colorPrimary: cliente.color ?? '' };
  return <SharedPublicShell {...page} cliente={issuer} brandFallback={t('public.brand')} languageLabel={t('public.language')} footer={t('public.footer')} />;
}
