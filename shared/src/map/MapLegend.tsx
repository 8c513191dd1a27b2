import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';

import type { LegendItem } from './mapLegend';
import type { MapT } from './useMapText';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase200 },
  list: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontSize: tokens.fontSizeBase200 },
  swatch: { width: '12px', height: '12px', borderRadius: '50%', flexShrink: 0, boxShadow: `0 0 0 1px ${tokens.colorNeutralStroke1}` },
  count: { color: tokens.colorNeutralForeground3 },
});

export interface MapLegendProps {
  items: LegendItem[];
  t: MapT;
  lang: string;
  /** Points on the map and, when the server matched more, how many it matched. */
  shown: number;
  total?: number;
}

/** The estatus colours with their counts, under the map (it never covers a marker). */
export function MapLegend({ items, t, lang, shown, total }: MapLegendProps) {
  const styles = useStyles();
  const titleId = useId();
  const number = new Intl.NumberFormat(lang);
  return (
    <div className={styles.root}>
      <span id={titleId} className={styles.title}>
        {t('map.legend')}
      </span>
      <ul className={styles.list} aria-labelledby={titleId}>
        {items.map((item) => (
          <li key={item.index} className={styles.item}>
            <span className={styles.swatch} style={{ backgroundColor: item.color }} aria-hidden="true" />
            <span>{item.estatus?.nombre ?? t('map.legend.none')}</span>
            <span className={styles.count}>{number.format(item.count)}</span>
          </li>
        ))}
      </ul>
      {total !== undefined && total > shown && <Caption1>{t('map.total', { shown: number.format(shown), total: number.format(total) })}</Caption1>}
    </div>
  );
}
