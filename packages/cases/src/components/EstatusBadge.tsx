import { makeStyles, tokens } from '@fluentui/react-components';
import type { EstatusRef } from '@sig/shared';

import { textColorOn } from '../lib/color';

const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: '1px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The estatus in its catalogue colour; the name is the text, so the colour is never the only cue. */
export function EstatusBadge({ estatus }: { estatus: Pick<EstatusRef, 'nombre' | 'color'> }) {
  const s = useStyles();
  return (
    <span className={s.badge} style={{ backgroundColor: estatus.color, color: textColorOn(estatus.color) }} dir="auto">
      {estatus.nombre}
    </span>
  );
}
