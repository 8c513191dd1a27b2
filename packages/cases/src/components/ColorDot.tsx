import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  dot: {
    flexShrink: 0,
    width: '10px',
    height: '10px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
});

/** A name after a dot of its catalogue colour (tipos, dependencias); the dot is decoration. */
export function ColorDot({ color, children }: { color: string; children: ReactNode }) {
  const s = useStyles();
  return (
    <span className={s.root}>
      <span className={s.dot} style={{ backgroundColor: color }} aria-hidden />
      <span dir="auto">{children}</span>
    </span>
  );
}
