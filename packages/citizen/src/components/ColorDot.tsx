import { makeStyles, tokens } from '@fluentui/react-components';

const HEX = /^#[0-9a-f]{6}$/i;

const useStyles = makeStyles({
  dot: { display: 'inline-block', flexShrink: 0, width: '12px', height: '12px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralForeground3 },
});

/** Just the dot (tipos, timeline steps). */
export function ColorDot({ color, size = 12 }: { color: string; size?: number }) {
  const s = useStyles();
  return <span className={s.dot} style={{ width: size, height: size, ...(HEX.test(color) ? { backgroundColor: color } : {}) }} aria-hidden="true" />;
}
