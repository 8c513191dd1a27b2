import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  swatch: {
    display: 'inline-block',
    flexShrink: 0,
    width: '14px',
    height: '14px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    verticalAlign: 'middle',
  },
});

/** The colour of a row as a dot; the hex code is its accessible name. */
export function ColorSwatch({ color }: { color: string }) {
  const s = useStyles();
  return <span className={s.swatch} style={{ backgroundColor: color }} role="img" aria-label={color} title={color} />;
}
