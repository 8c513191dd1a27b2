import { Body1, Caption1, Subtitle2, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { LockClosedRegular, WarningFilled } from '@fluentui/react-icons';
import { EstatusBadge, UserText, type CaseKind } from '@sig/shared';
import { Empty, RouterLink, Section, useTableStyles } from '@sig/shared/staff-ui';

import { usePeopleT } from '../i18n';
import { formatDate, formatDateTime } from '@sig/shared/staff-ui';
import { links } from '../lib/links';
import type { Ciudadano } from '../peopleApi';

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  denied: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  folio: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  tipo: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  dot: { width: '10px', height: '10px', flexShrink: 0, borderRadius: tokens.borderRadiusCircular, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}` },
  nowrap: { whiteSpace: 'nowrap' },
  overdue: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    marginInlineStart: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorPaletteRedForeground1,
    backgroundColor: tokens.colorPaletteRedBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}`,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
});

const SECTION_OF: Record<CaseKind, 'reportes' | 'solicitudes'> = { reporte: 'reportes', solicitud: 'solicitudes' };

const At = ({ iso }: { iso: string }) => (
  <time dateTime={iso} title={formatDateTime(iso)}>
    {formatDate(iso)}
  </time>
);

/** One kind of the person's cases: a table, an empty state, or why it is not shown. */
export function CasesSection({ kind, seccion }: { kind: CaseKind; seccion: Ciudadano['secciones']['reportes'] }) {
  const s = useStyles();
  const ts = useTableStyles();
  const { t } = usePeopleT();
  const headingId = useId('casos');
  const key = SECTION_OF[kind];
  const items = seccion.items ?? [];
  const total = seccion.total ?? items.length;

  return (
    <Section labelledBy={headingId}>
      <div className={s.heading}>
        <Subtitle2 as="h2" id={headingId}>
          {t(`section.${key}`)}
        </Subtitle2>
        {seccion.permitido && <Caption1>({total})</Caption1>}
      </div>
      {!seccion.permitido ? (
        <Body1 className={s.denied}>
          <LockClosedRegular aria-hidden />
          {t(`section.${key}.denied`)}
        </Body1>
      ) : items.length === 0 ? (
        <Empty>{t(`section.${key}.empty`)}</Empty>
      ) : (
        <>
          <div className={ts.scroller} data-scroll-x tabIndex={0} role="region" aria-label={t(`section.${key}.table`)}>
            <table className={ts.table}>
              <caption className={ts.srOnly}>{t(`section.${key}.table`)}</caption>
              <thead>
                <tr>
                  <th className={ts.th} scope="col">{t('col.folio')}</th>
                  <th className={ts.th} scope="col">{t('col.tipo')}</th>
                  <th className={ts.th} scope="col">{t('col.estatus')}</th>
                  <th className={ts.th} scope="col">{t('col.creado')}</th>
                  <th className={ts.th} scope="col">{t('col.cerrado')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((c) => (
                  <tr key={c.id} className={ts.row}>
                    <th scope="row" className={mergeClasses(ts.td, s.folio)}>
                      <RouterLink href={links.caso(kind, c.id)}>{c.folio}</RouterLink>
                    </th>
                    <td className={ts.td}>
                      <span className={s.tipo}>
                        <span className={s.dot} style={{ backgroundColor: c.tipo.color }} aria-hidden />
                        <UserText>{c.tipo.nombre}</UserText>
                      </span>
                    </td>
                    <td className={mergeClasses(ts.td, s.nowrap)}>
                      <EstatusBadge nombre={c.estatus.nombre} color={c.estatus.color} look="dot" />
                      {c.vencido && (
                        <span className={s.overdue}>
                          <WarningFilled aria-hidden />
                          {t('case.overdue')}
                        </span>
                      )}
                    </td>
                    <td className={mergeClasses(ts.td, s.nowrap)}>
                      <At iso={c.createdAt} />
                    </td>
                    <td className={mergeClasses(ts.td, s.nowrap)}>{c.closedAt ? <At iso={c.closedAt} /> : <span className={ts.muted}>{t('case.open')}</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {total > items.length && <Caption1>{t('section.showing', { shown: items.length, total })}</Caption1>}
        </>
      )}
    </Section>
  );
}
