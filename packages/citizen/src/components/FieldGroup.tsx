import { Caption1, makeStyles, tokens, useId } from '@fluentui/react-components';
import { type ReactNode, type Ref } from 'react';

const useStyles = makeStyles({
  root: { margin: 0, padding: 0, border: 'none', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase300 },
  required: { color: tokens.colorPaletteRedForeground3, paddingInlineStart: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * A labelled group (the map, the photos) with its hint and message: Fluent's Field labels one control,
 * and would hand its id to every one inside.
 */
export function FieldGroup({ label, required, error, hint, children, groupRef }: {
  label: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
  groupRef?: Ref<HTMLFieldSetElement>;
}) {
  const s = useStyles();
  const msgId = useId('group-msg');
  const hintId = useId('group-hint');
  const describedBy = [error ? msgId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset ref={groupRef} className={s.root} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className={s.legend}>
        {label}
        {required && (
          <span className={s.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {hint && (
        <Caption1 id={hintId} className={s.hint}>
          {hint}
        </Caption1>
      )}
      {children}
      {error && (
        <Caption1 id={msgId} className={s.error} role="alert">
          {error}
        </Caption1>
      )}
    </fieldset>
  );
}
