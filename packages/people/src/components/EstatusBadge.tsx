import { makeStyles, tokens } from '@fluentui/react-components';
import { UserText } from '@sig/shared';

const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: '1px',
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  dot: { width: '10px', height: '10px', flexShrink: 0, borderRadius: tokens.borderRadiusCircular, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}` },
});

/**
 * The estatus with a dot of its catalogue colour. The name is the text and stays on the theme's own
 * background, so a catalogue colour can never make it unreadable.
 */
export function EstatusBadge({ nombre, color }: { nombre: string; color: string }) {
  const s = useStyles();
  return (
    <span className={s.badge}>
      <span className={s.dot} style={{ backgroundColor: color }} aria-hidden />
      <UserText>{nombre}</UserText>
    </span>
  );
}
