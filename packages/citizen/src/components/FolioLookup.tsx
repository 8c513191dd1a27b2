import { navigate } from '@sig/shared';

import { useCitizenT } from '../i18n';
import { hrefs, normalizeFolio } from '../lib/hrefs';
import { InlineCodeForm } from './InlineCodeForm';

/** "Consultar un folio": any case or letter case is fine, the follow page does the rest. */
export function FolioLookup({ cliente, initial = '', label }: { cliente: string; initial?: string; label?: string }) {
  const { t } = useCitizenT();
  return (
    <InlineCodeForm
      label={label ?? t('folio.lookupLabel')}
      role="search"
      field={{ label: t('folio.field'), hint: t('folio.hint'), name: 'folio' }}
      submitLabel={t('folio.submit')}
      initial={initial}
      normalize={normalizeFolio}
      requiredMessage={t('folio.required')}
      onValue={(folio) => navigate(hrefs.follow(cliente, folio))}
    />
  );
}
