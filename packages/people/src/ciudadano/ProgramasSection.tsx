import { Badge, Caption1, Subtitle2, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { UserText, hasPermission, useRole } from '@sig/shared';
import { Empty, RouterLink, Section, useTableStyles } from '@sig/shared/staff-ui';

import { usePeopleT } from '../i18n';
import { formatDate } from '@sig/shared/staff-ui';
import { links } from '../lib/links';
import type { Ciudadano } from '../peopleApi';

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  nowrap: { whiteSpace: 'nowrap' },
});

type Seccion = NonNullable<Ciudadano['secciones']['programas']>;

/**
 * The registry's programmes the person is or was enrolled in (issue 23). Left out where the cliente has no
 * registry or the user may not see it (the server answers `permitido: false`), and from an older server.
 */
export function ProgramasSection({ seccion }: { seccion: Seccion | undefined }) {
  const s = useStyles();
  const ts = useTableStyles();
  const { t } = usePeopleT();
  const role = useRole();
  const headingId = useId('programas');
  // a programme's page needs SigMidb; without it the name is plain text
  const canOpen = hasPermission(['admin', 'SigMidb'], role);
  if (!seccion?.permitido) return null;
  const items = seccion.items ?? [];
  return (
    <Section labelledBy={headingId}>
      <div className={s.heading}>
        <Subtitle2 as="h2" id={headingId}>
          {t('section.programas')}
        </Subtitle2>
        <Caption1>({seccion.total ?? items.length})</Caption1>
      </div>
      {items.length === 0 ? (
        <Empty>{t('section.programas.empty')}</Empty>
      ) : (
        <div className={ts.scroller} data-scroll-x tabIndex={0} role="region" aria-label={t('section.programas.table')}>
          <table className={ts.table}>
            <caption className={ts.srOnly}>{t('section.programas.table')}</caption>
            <thead>
              <tr>
                <th className={ts.th} scope="col">{t('col.programa')}</th>
                <th className={ts.th} scope="col">{t('col.estadoPrograma')}</th>
                <th className={ts.th} scope="col">{t('col.desde')}</th>
                <th className={ts.th} scope="col">{t('col.hasta')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <tr key={p.programa.id} className={ts.row}>
                  <th scope="row" className={ts.td}>
                    {canOpen ? (
                      <RouterLink href={links.programa(p.programa.id)}>
                        <UserText>{p.programa.nombre}</UserText>
                      </RouterLink>
                    ) : (
                      <UserText>{p.programa.nombre}</UserText>
                    )}
                  </th>
                  <td className={ts.td}>
                    <Badge appearance="tint" color={p.estado === 'activa' ? 'success' : 'subtle'}>
                      {t(`programa.${p.estado}`)}
                    </Badge>
                  </td>
                  <td className={mergeClasses(ts.td, s.nowrap)}>{formatDate(p.desde)}</td>
                  <td className={mergeClasses(ts.td, s.nowrap)}>{p.hasta ? formatDate(p.hasta) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
