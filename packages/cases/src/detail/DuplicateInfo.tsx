import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { CaseDetail } from '@sig/shared';
import { RouterLink } from '@sig/shared/staff-ui';
import { Fragment } from 'react';

import { useCasesT } from '../i18n';
import { detailHref } from '../lib/kinds';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  folio: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

/** How a reporte stands among its duplicates (issue 24): more people reported it, it is one, it has some. */
export function DuplicateInfo({ detail }: { detail: Pick<CaseDetail, 'apoyos' | 'duplicadoDe' | 'duplicados'> }) {
  const s = useStyles();
  const { t } = useCasesT();
  const { apoyos, duplicadoDe, duplicados } = detail;
  if (apoyos === 0 && !duplicadoDe && duplicados.length === 0) return null;
  const link = (ref: { id: string; folio: string }) => (
    <RouterLink className={s.folio} href={detailHref('reporte', ref.id)}>
      {ref.folio}
    </RouterLink>
  );
  return (
    <div className={s.root}>
      {apoyos > 0 && <Caption1>{t('dup.apoyos', { count: apoyos })}</Caption1>}
      {duplicadoDe && (
        <Caption1>
          {t('dup.of')} {link(duplicadoDe)}
        </Caption1>
      )}
      {duplicados.length > 0 && (
        <Caption1>
          {t('dup.list')}{' '}
          {duplicados.map((d, i) => (
            <Fragment key={d.id}>
              {i > 0 && ', '}
              {link(d)}
            </Fragment>
          ))}
        </Caption1>
      )}
    </div>
  );
}
