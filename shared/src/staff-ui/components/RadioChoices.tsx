import { makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import type { AriaAttributes } from 'react';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  // 44 px rows: a field auditor answers with a thumb
  choice: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '44px', cursor: 'pointer', fontSize: tokens.fontSizeBase300 },
  input: { width: '20px', height: '20px', margin: 0, accentColor: tokens.colorCompoundBrandBackground, cursor: 'pointer' },
});

/** The aria props a Fluent Field hands its control through a render function. */
type FieldProps = Pick<AriaAttributes, 'aria-labelledby' | 'aria-describedby' | 'aria-invalid' | 'aria-required' | 'aria-label'> & { id?: string };

/**
 * A radio group of the browser's own inputs in Fluent's look. Fluent's RadioGroup is in the on-demand module
 * (68 kB gzip), which a page that shows radios at once would download before it is shown.
 */
export function RadioChoices<V extends string>({
  value,
  options,
  onChange,
  layout = 'vertical',
  ...aria
}: FieldProps & { value: V | ''; options: readonly { value: V; label: string }[]; onChange: (value: V) => void; layout?: 'vertical' | 'horizontal' }) {
  const s = useStyles();
  const name = useId('choice');
  const { id, ...groupAria } = aria;
  return (
    <div role="radiogroup" id={id} {...groupAria} className={mergeClasses(s.group, layout === 'horizontal' && s.horizontal)}>
      {options.map((o) => (
        <label key={o.value} className={s.choice}>
          <input className={s.input} type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </div>
  );
}
