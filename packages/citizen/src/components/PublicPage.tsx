import { PublicShell } from '@sig/shared';
import type { ReactNode } from 'react';

import { useCitizenT } from '../i18n';
import type { PublicCliente } from '../lib/contract';
import { hrefs } from '../lib/hrefs';

export interface PublicPageProps {
  /** Its logo, name and colour brand the page once known. */
  cliente?: PublicCliente | null;
  /** The page's name, in the tab's title and, unless `heading` is given, in its h1. */
  title?: string;
  /** The h1's content when it holds more than plain text (a catalogue name isolated from the sentence). */
  heading?: ReactNode;
  description?: ReactNode;
  /** Moves focus to the title when this changes (a new step or outcome), so a screen reader announces it. */
  focusKey?: string | null;
  children?: ReactNode;
}

/** Every citizen page: the shared public frame, its name leading to the municipality's start page. */
export function PublicPage({ cliente, ...page }: PublicPageProps) {
  const { t } = useCitizenT();
  const name = cliente?.nombre ?? t('brand.name');
  return (
    <PublicShell
      {...page}
      cliente={cliente}
      brandFallback={t('brand.name')}
      brandHome={cliente ? { href: hrefs.start(cliente.slug), label: t('brand.home', { name }) } : undefined}
      languageLabel={t('language.label')}
      footer={t('footer.poweredBy')}
    />
  );
}
