import { makeStyles, tokens } from '@fluentui/react-components';

/** A semantic table in Fluent's look; it scrolls inside its own box (mark the box `data-scroll-x`) on narrow screens. */
export const useTableStyles = makeStyles({
  // relative: the visually hidden labels in headers are absolutely positioned, and would otherwise escape
  // the scroller and widen the whole page on a phone
  scroller: { overflowX: 'auto', maxWidth: '100%', minWidth: 0, position: 'relative' },
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300, minWidth: '560px' },
  th: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    whiteSpace: 'nowrap',
  },
  td: {
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'middle',
  },
  row: { ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover } },
  num: { textAlign: 'end', whiteSpace: 'nowrap' },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});
