import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { type MapPoint, type MapT, safeColor } from '@sig/shared/map';

import type { EmbedT } from './embedStrings';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: '180px' },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalS, rowGap: '2px', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '10px', height: '10px', borderRadius: '50%', flexShrink: 0 },
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export interface FolioPopupProps {
  point: MapPoint;
  /** The citizen page that follows this folio. */
  href: string;
  t: EmbedT;
  mapT: MapT;
}

/** A public point: folio, tipo, estatus and the way to follow it, in a new tab so the host page stays. */
export function FolioPopup({ point, href, t, mapT }: FolioPopupProps) {
  const s = useStyles();
  return (
    <div className={s.root}>
      <Text weight="semibold" size={400}>
        {point.folio}
      </Text>
      <dl className={s.facts}>
        <dt className={s.term}>{mapT('map.popup.tipo')}</dt>
        <dd className={s.value}>{point.tipo?.nombre ?? '—'}</dd>
        <dt className={s.term}>{mapT('map.popup.estatus')}</dt>
        <dd className={s.value}>
          <span className={s.swatch} style={{ backgroundColor: safeColor(point.estatus?.color) }} aria-hidden="true" />
          {point.estatus?.nombre ?? mapT('map.legend.none')}
        </dd>
      </dl>
      <Link href={href} target="_blank" rel="noopener">
        {t('embed.follow')}
        <span className={s.hidden}> {t('embed.newTab')}</span>
      </Link>
    </div>
  );
}
