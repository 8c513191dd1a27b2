import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { EstatusBadge, type NearbyCase } from '@sig/shared';
import { RouterLink } from '@sig/shared/staff-ui';
import type { ReactNode } from 'react';

import { useCasesT } from '../i18n';
import { formatDate, formatNumber } from '../lib/dates';
import { detailHref } from '../lib/kinds';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  photo: { width: '64px', height: '64px', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall, flexShrink: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0, flexGrow: 1 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  folio: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  action: { alignSelf: 'center', flexShrink: 0 },
});

/**
 * Open reportes near a place (issue 24) as cards: folio, estatus, when, how far, how many more people
 * reported it, its photo. `action` adds a control per card (intake: "Sumar apoyo a este").
 */
export function NearbyCards({ items, label, action }: { items: NearbyCase[]; label: string; action?: (item: NearbyCase) => ReactNode }) {
  const s = useStyles();
  const { t } = useCasesT();
  return (
    <ul className={s.list} aria-label={label}>
      {items.map((c) => (
        <li key={c.folio} className={s.card}>
          {/* the folio beside it names the photo; an alt would repeat it */}
          {c.foto && <img className={s.photo} src={c.foto} alt="" loading="lazy" />}
          <div className={s.body}>
            <div className={s.head}>
              {c.id ? (
                <RouterLink className={s.folio} href={detailHref('reporte', c.id)}>
                  {c.folio}
                </RouterLink>
              ) : (
                <span className={s.folio}>{c.folio}</span>
              )}
              <EstatusBadge nombre={c.estatus.nombre} color={c.estatus.color} look="filled" />
            </div>
            <Caption1 className={s.muted}>
              {[formatDate(c.createdAt), t('nearby.distance', { m: formatNumber(Math.round(c.distanciaM)) }), ...(c.apoyos > 0 ? [t('nearby.apoyos', { count: c.apoyos })] : [])].join(' · ')}
            </Caption1>
          </div>
          {action && <div className={s.action}>{action(c)}</div>}
        </li>
      ))}
    </ul>
  );
}
