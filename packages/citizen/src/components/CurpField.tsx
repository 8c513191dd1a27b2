import { Field, Input, makeStyles } from '@fluentui/react-components';
import { type Ref, useState } from 'react';

import { useCitizenT } from '../i18n';
import { useContract } from '../lib/contract';
import { TOUCH } from './touch';

const useStyles = makeStyles({ input: { minHeight: TOUCH, letterSpacing: '0.06em' } });

export interface CurpFieldProps {
  value: string;
  onChange: (curp: string) => void;
  /** Show the problem even before the field was left (a submit was tried). */
  showProblem?: boolean;
  /** A message from the server about this CURP. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * The CURP, upper case as it is typed, checked live with the contract's own rules. The message names
 * what is wrong (length, shape, date, state, check digit) once all 18 characters are in or the field was left.
 */
export function CurpField({ value, onChange, showProblem, error, inputRef, disabled }: CurpFieldProps) {
  const s = useStyles();
  const { t } = useCitizenT();
  const { curpProblem, normalizeCurp, CURP_LENGTH } = useContract();
  const [left, setLeft] = useState(false);
  const problem = curpProblem(value);
  const speak = showProblem || left || value.length >= CURP_LENGTH;

  let message: string | undefined;
  let state: 'error' | 'success' | 'none' = 'none';
  if (error) {
    message = error;
    state = 'error';
  } else if (problem && speak && value) {
    message = t(`curp.${problem}`);
    state = 'error';
  } else if (problem && showProblem) {
    message = t('curp.required');
    state = 'error';
  } else if (!problem) {
    message = t('curp.valid');
    state = 'success';
  }

  return (
    <Field
      label={t('curp.label')}
      required
      hint={t('curp.hint', { n: value.length, max: CURP_LENGTH })}
      validationMessage={message}
      validationState={state}
    >
      <Input
        ref={inputRef}
        className={s.input}
        size="large"
        value={value}
        onChange={(_, d) => onChange(normalizeCurp(d.value))}
        onBlur={() => setLeft(true)}
        name="curp"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        disabled={disabled}
      />
    </Field>
  );
}
