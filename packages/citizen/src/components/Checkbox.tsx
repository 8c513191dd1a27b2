import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

import { TOUCH } from './touch';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    minHeight: TOUCH,
    paddingBlock: tokens.spacingVerticalS,
    cursor: 'pointer',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  box: { flexShrink: 0, width: '22px', height: '22px', margin: 0, accentColor: tokens.colorBrandBackground, cursor: 'pointer' },
});

/**
 * The browser's own checkbox, large, its whole label clickable (Fluent's Checkbox lives in the staff extras
 * module a public page does not load).
 */
export function Checkbox({ checked, onChange, children, name }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode; name?: string }) {
  const s = useStyles();
  return (
    <label className={s.root}>
      <input className={s.box} type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}
