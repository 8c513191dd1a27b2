import { Caption1, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { ErrorCircle12Filled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  required: { color: tokens.colorPaletteRedForeground3, paddingInlineStart: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * A labelled group of checkboxes with its message (Fluent's Field would hand its id and `required` to
 * every checkbox inside it).
 */
export function CheckboxGroup({ label, required, error, hint, children, className }: { label: string; required?: boolean; error?: string | null; hint?: string; children: ReactNode; className?: string }) {
  const s = useStyles();
  const msgId = useId('group-msg');
  const hintId = useId('group-hint');
  const describedBy = [error ? msgId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={s.root} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={s.legend}>
        {label}
        {required && (
          <span className={s.required} aria-hidden>
            *
          </span>
        )}
      </legend>
      <div className={mergeClasses(className)}>{children}</div>
      {error && (
        <Caption1 id={msgId} className={s.error} role="alert">
          <ErrorCircle12Filled aria-hidden />
          {error}
        </Caption1>
      )}
      {hint && (
        <Caption1 id={hintId} className={s.hint}>
          {hint}
        </Caption1>
      )}
    </fieldset>
  );
}
