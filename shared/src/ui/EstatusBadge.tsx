import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

import { textColorOn } from './textColorOn';
import { UserText } from './UserText';

const HEX = /^#[0-9a-f]{6}$/i;

const useStyles = makeStyles({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: tokens.borderRadiusCircular,
    fontWeight: tokens.fontWeightSemibold,
  },
  compact: {
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: '1px',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
  filled: { border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  ring: {
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
  dot: {
    gap: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  smallDot: { width: '10px', height: '10px', flexShrink: 0, borderRadius: tokens.borderRadiusCircular, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}` },
  ringDot: { display: 'inline-block', flexShrink: 0, width: '12px', height: '12px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralForeground3 },
});

interface EstatusBadgeProps {
  nombre: string;
  color: string;
  /**
   * `filled` (staff lists, dense): the badge takes the catalogue colour and black or white ink, whichever reads.
   * `ring` (citizen pages, on phones): the colour rings the badge and fills a dot, the text stays in the theme's
   * ink, so a pale yellow estatus is as readable as a dark blue one.
   * `dot` (a person's cases, among other data): compact, a small dot of the colour, the text in the theme's ink.
   */
  look: 'filled' | 'ring' | 'dot';
}

/** An estatus in its catalogue colour; the name is the text, so the colour is never the only cue. */
export function EstatusBadge({ nombre, color, look }: EstatusBadgeProps) {
  const s = useStyles();
  if (look === 'filled')
    return (
      <span className={mergeClasses(s.base, s.compact, s.filled)} style={{ backgroundColor: color, color: textColorOn(color) }} dir="auto">
        {nombre}
      </span>
    );
  const valid = HEX.test(color);
  if (look === 'dot')
    return (
      <span className={mergeClasses(s.base, s.compact, s.dot)}>
        <span className={s.smallDot} style={valid ? { backgroundColor: color } : undefined} aria-hidden="true" />
        <UserText>{nombre}</UserText>
      </span>
    );
  return (
    <span className={mergeClasses(s.base, s.ring)} style={valid ? { borderColor: color } : undefined}>
      <span className={s.ringDot} style={valid ? { backgroundColor: color } : undefined} aria-hidden="true" />
      <UserText>{nombre}</UserText>
    </span>
  );
}
