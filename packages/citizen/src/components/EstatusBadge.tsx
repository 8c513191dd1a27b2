import { makeStyles, tokens } from '@fluentui/react-components';
import { UserText } from '@sig/shared';

const HEX = /^#[0-9a-f]{6}$/i;

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  dot: { display: 'inline-block', flexShrink: 0, width: '12px', height: '12px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralForeground3 },
});

/**
 * An estatus in its catalogue colour: the colour rings the badge and fills the dot, the text stays in the
 * theme's ink, so a pale yellow estatus is as readable as a dark blue one.
 */
export function EstatusBadge({ nombre, color }: { nombre: string; color: string }) {
  const s = useStyles();
  const valid = HEX.test(color);
  return (
    <span className={s.root} style={valid ? { borderColor: color } : undefined}>
      <span className={s.dot} style={valid ? { backgroundColor: color } : undefined} aria-hidden="true" />
      <UserText>{nombre}</UserText>
    </span>
  );
}

/** Just the dot (tipos, timeline steps). */
export function ColorDot({ color, size = 12 }: { color: string; size?: number }) {
  const s = useStyles();
  return <span className={s.dot} style={{ width: size, height: size, ...(HEX.test(color) ? { backgroundColor: color } : {}) }} aria-hidden="true" />;
}
