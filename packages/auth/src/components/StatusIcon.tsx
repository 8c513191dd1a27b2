import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '56px',
    height: '56px',
    borderRadius: tokens.borderRadiusCircular,
  },
  success: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1 },
  warning: { backgroundColor: tokens.colorPaletteMarigoldBackground1, color: tokens.colorPaletteMarigoldForeground2 },
  mail: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
  lost: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2 },
});

const PATHS = {
  success: 'M9.5 16.2 5.8 12.5l-1.4 1.4 5.1 5.1L20.6 8l-1.4-1.4L9.5 16.2Z',
  warning: 'M11 7h2v7h-2V7Zm0 9h2v2h-2v-2Zm1-14 11 19H1L12 2Zm0 4L4.5 19h15L12 6Z',
  mail: 'M3 5h18v14H3V5Zm2 2v.5l7 4.6 7-4.6V7H5Zm14 2.9-7 4.6-7-4.6V17h14V9.9Z',
  lost: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z',
} as const;

export type StatusKind = keyof typeof PATHS;

/** A round pictogram that tells the outcome at a glance; the heading next to it carries the meaning. */
export function StatusIcon({ kind }: { kind: StatusKind }) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.root, styles[kind])} aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
        <path fill="currentColor" d={PATHS[kind]} />
      </svg>
    </span>
  );
}
