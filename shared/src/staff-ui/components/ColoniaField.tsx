import { Field } from '@fluentui/react-components';

import { NativeSelect } from './NativeSelect';

/**
 * A person's colonia chosen from the catalogue: "none" first, disabled while the list loads, a warning (not an
 * error) when it could not load, the server's message when it refused the choice.
 */
export function ColoniaField({
  label,
  noneLabel,
  failedMessage,
  value,
  onChange,
  options,
  loading,
  failed,
  error,
}: {
  label: string;
  noneLabel: string;
  failedMessage: string;
  value: string;
  onChange: (id: string) => void;
  options: { id: string; nombre: string }[];
  loading: boolean;
  failed: boolean;
  error?: string;
}) {
  return (
    <Field label={label} validationMessage={error ?? (failed ? failedMessage : undefined)} validationState={error ? 'error' : failed ? 'warning' : undefined}>
      {(props) => (
        <NativeSelect {...props} value={value} onChange={(e) => onChange(e.target.value)} disabled={loading}>
          <option value="">{noneLabel}</option>
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nombre}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
