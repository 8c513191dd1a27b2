import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';

import { safeColor } from './mapColors';
import type { MapPoint } from './mapPoints';
import type { MapT } from './useMapText';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '180px' },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalS, rowGap: '2px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '10px', height: '10px', borderRadius: '50%', flexShrink: 0 },
});

export interface PointPopupProps {
  point: MapPoint;
  t: MapT;
  onOpen?: (id: string) => void;
  detailHref?: (id: string) => string;
  /** What the popup offers instead of the way to the detail (the public map: follow the folio). */
  action?: ReactNode;
}

/** The default popup: folio, tipo, estatus and a way to the detail. */
export function PointPopup({ point, t, onOpen, detailHref, action }: PointPopupProps) {
  const styles = useStyles();
  const href = detailHref?.(point.id);
  const open = (e: MouseEvent) => {
    // a modified click on a real link keeps the browser's meaning (new tab or window)
    if (!onOpen || (href && (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey))) return;
    e.preventDefault();
    onOpen(point.id);
  };
  return (
    <div className={styles.root}>
      <Text weight="semibold" size={400}>
        {point.folio}
      </Text>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('map.popup.tipo')}</dt>
        <dd className={styles.value}>{point.tipo?.nombre ?? '—'}</dd>
        <dt className={styles.term}>{t('map.popup.estatus')}</dt>
        <dd className={styles.value}>
          <span className={styles.swatch} style={{ backgroundColor: safeColor(point.estatus?.color) }} aria-hidden="true" />
          {point.estatus?.nombre ?? t('map.legend.none')}
        </dd>
      </dl>
      {action ??
        ((onOpen || href) && (
          <Link href={href} onClick={open}>
            {t('map.popup.open')}
          </Link>
        ))}
    </div>
  );
}
