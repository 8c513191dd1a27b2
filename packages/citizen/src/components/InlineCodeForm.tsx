import { Button, Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type FormEvent, useRef, useState } from 'react';

import { TOUCH } from './touch';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalS },
  field: { flexGrow: 1, flexBasis: '200px', minWidth: 0 },
  input: { minHeight: TOUCH, width: '100%' },
  monospace: { '& input': { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.08em' } },
  // lines up with the input under the field's label
  button: { minHeight: TOUCH, marginBlockStart: '26px', '@media (max-width: 420px)': { marginBlockStart: 0, width: '100%' } },
});

export interface InlineCodeFormProps {
  /** The form's accessible name. */
  label: string;
  role?: 'search';
  field: { label: string; hint: string; name: string; monospace?: boolean };
  submitLabel: string;
  initial: string;
  /** The value as the server wants it, or '' when nothing usable was typed. */
  normalize: (typed: string) => string;
  requiredMessage: string;
  /** A problem the parent knows of (e.g. a code that did not match), shown until the next keystroke. */
  problem?: string;
  onValue: (value: string) => void;
}

/** One code typed as printed (a folio, a follow code) and a button beside it; stacks on a phone. */
export function InlineCodeForm({ label, role, field, submitLabel, initial, normalize, requiredMessage, problem, onValue }: InlineCodeFormProps) {
  const s = useStyles();
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalize(typed);
    if (!value) {
      setError(requiredMessage);
      inputRef.current?.focus();
      return;
    }
    onValue(value);
  };
  const shown = error ?? (edited ? undefined : problem);

  return (
    <form className={s.form} onSubmit={submit} noValidate role={role} aria-label={label}>
      <Field className={s.field} label={field.label} hint={field.hint} validationMessage={shown} validationState={shown ? 'error' : 'none'}>
        <Input
          ref={inputRef}
          className={mergeClasses(s.input, field.monospace && s.monospace)}
          size="large"
          value={typed}
          onChange={(_, d) => {
            setTyped(d.value);
            setError(null);
            setEdited(true);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          name={field.name}
        />
      </Field>
      <Button className={s.button} type="submit" appearance="primary" size="large">
        {submitLabel}
      </Button>
    </form>
  );
}
