import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

import { TOUCH } from './touch';

const useStyles = makeStyles({
  group: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  option: { minHeight: TOUCH, minWidth: 0 },
  current: { backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow4, fontWeight: tokens.fontWeightSemibold },
});

export interface SegmentedChoiceProps<V extends string> {
  /** The group's name for assistive technology. */
  label: string;
  options: readonly V[];
  value: V;
  labelOf: (option: V) => string;
  onChange: (option: V) => void;
}

/** Two side-by-side choices sized for a thumb, the current one raised (pressed buttons, not radios: each acts at once). */
export function SegmentedChoice<V extends string>({ label, options, value, labelOf, onChange }: SegmentedChoiceProps<V>) {
  const s = useStyles();
  return (
    <div className={s.group} role="group" aria-label={label}>
      {options.map((o) => (
        <Button key={o} appearance="transparent" className={mergeClasses(s.option, o === value && s.current)} aria-pressed={o === value} onClick={() => onChange(o)}>
          {labelOf(o)}
        </Button>
      ))}
    </div>
  );
}
