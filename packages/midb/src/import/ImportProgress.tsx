import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { formatNumber } from '@sig/shared/staff-ui';
import { useId } from 'react';

import { percent } from './importText';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  track: { height: '8px', borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralBackground5, overflow: 'hidden' },
  bar: { height: '100%', backgroundColor: tokens.colorBrandBackground, transitionProperty: 'width', transitionDuration: tokens.durationNormal },
  indeterminate: {
    width: '30%',
    animationName: { from: { marginInlineStart: '-30%' }, to: { marginInlineStart: '100%' } },
    animationDuration: '1.4s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'ease-in-out',
  },
  line: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** A labelled progress bar (role progressbar with its value), or a moving one while the amount is unknown. */
export function ImportProgressBar({ label, done, total, detail, indeterminate }: { label: string; done: number; total: number; detail?: string; indeterminate?: boolean }) {
  const s = useStyles();
  const id = useId();
  const p = percent(done, total);
  return (
    <div className={s.root}>
      <div className={s.line}>
        <Body1 id={id}>{label}</Body1>
        {!indeterminate && <Caption1>{`${formatNumber(p)} %`}</Caption1>}
      </div>
      <div
        className={s.track}
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(!indeterminate && { 'aria-valuenow': p, 'aria-valuetext': detail ?? `${p} %` })}
      >
        <div className={`${s.bar} ${indeterminate ? s.indeterminate : ''}`} style={indeterminate ? undefined : { width: `${p}%` }} />
      </div>
      {detail && <Caption1>{detail}</Caption1>}
    </div>
  );
}
