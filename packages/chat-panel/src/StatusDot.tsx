import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

import type { ChatStatus } from './chatApi';

const useDotStyles = makeStyles({
  dot: {
    position: 'absolute',
    insetBlockEnd: '4px',
    insetInlineEnd: '4px',
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusCircular,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
    boxSizing: 'border-box',
  },
  online: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  'do-not-disturb': { backgroundColor: tokens.colorPaletteRedBackground3 },
  away: { backgroundColor: tokens.colorPaletteMarigoldBackground3 },
  offline: { backgroundColor: tokens.colorNeutralForeground3 },
});

/** The coloured presence dot over an avatar; its meaning is in the owner's accessible name. */
export function StatusDot({ status }: { status: ChatStatus }) {
  const s = useDotStyles();
  return <span className={mergeClasses(s.dot, s[status])} data-status={status} aria-hidden="true" />;
}
