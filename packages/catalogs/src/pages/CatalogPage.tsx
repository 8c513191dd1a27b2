import { Page } from '@sig/shared/staff-ui';
import type { ReactNode } from 'react';

import { CatalogSection, type CatalogSectionProps } from '../catalog/CatalogSection';
import type { CatalogName } from '../lib/paths';

/** A page that is one catalogue: its title, then the table with search and paging kept in the address. */
export function CatalogPage<N extends CatalogName>({ title, subtitle, ...section }: { title: string; subtitle?: ReactNode } & Omit<CatalogSectionProps<N>, 'caption' | 'inUrl'>) {
  return (
    <Page title={title} subtitle={subtitle}>
      <CatalogSection<N> {...section} caption={title} inUrl />
    </Page>
  );
}
