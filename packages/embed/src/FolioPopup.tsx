import { Link, makeStyles } from '@fluentui/react-components';
import { type MapPoint, type MapT, PointPopup } from '@sig/shared/map';

import type { EmbedT } from './embedStrings';

const useStyles = makeStyles({
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

export interface FolioPopupProps {
  point: MapPoint;
  /** The citizen page that follows this folio. */
  href: string;
  t: EmbedT;
  mapT: MapT;
}

/** A public point: the staff map's popup, with the way to follow it in a new tab so the host page stays. */
export function FolioPopup({ point, href, t, mapT }: FolioPopupProps) {
  const s = useStyles();
  return (
    <PointPopup
      point={point}
      t={mapT}
      action={
        <Link href={href} target="_blank" rel="noopener">
          {t('embed.follow')}
          <span className={s.hidden}> {t('embed.newTab')}</span>
        </Link>
      }
    />
  );
}
