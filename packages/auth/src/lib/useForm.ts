import { errorMessage, isApiRequestError } from '@sig/shared';
import { type FocusEvent, useState } from 'react';

import { useAuthT } from '../i18n';
import type { Problems } from './validation';

/**
 * A form's values, the rules' problems and the server's per-field errors. A rule's message shows once the
 * field was left (or a submit was tried); a server error shows until the field is edited.
 */
export function useForm<F extends string>(initial: Record<F, string>, rules: (values: Record<F, string>) => Problems<F>) {
  const { t } = useAuthT();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});

  const problems = rules(values);
  const isValid = Object.keys(problems).length === 0;

  const errorOf = (field: F): string | undefined => {
    if (serverErrors[field]) return serverErrors[field];
    const problem = problems[field];
    return touched[field] && problem ? t(problem.key, problem.values) : undefined;
  };

  const set = (field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((s) => (s[field] ? { ...s, [field]: undefined } : s));
  };

  /** Props for a Field + Input pair. */
  const bind = (field: F) => ({
    value: values[field],
    onChange: (_: unknown, data: { value: string }) => set(field, data.value),
    // Focus going to a link or out of the form is someone leaving it: a message appearing then would push
    // the link they are clicking ("¿Olvidaste tu contraseña?") away from under the pointer, losing the click.
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget as HTMLElement | null;
      const form = event.currentTarget.closest('form');
      if (next && (next.closest('a') || (form && !form.contains(next)))) return;
      setTouched((s) => (s[field] ? s : { ...s, [field]: true }));
    },
  });

  const touchAll = () => setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])) as Record<F, boolean>);

  /**
   * Puts the server's per-field errors under their fields. Returns false when none matched a field of this
   * form, so the caller shows the message in an alert instead. The failing field gets the text translated by
   * code ('password.common'...), except for schema errors, whose own message names the rule that failed.
   */
  const showServerErrors = (e: unknown): boolean => {
    if (!isApiRequestError(e) || e.errors.length === 0) return false;
    const next: Partial<Record<F, string>> = {};
    for (const item of e.errors) {
      if (!(item.type in values)) continue;
      next[item.type as F] ??= item.type === e.field && e.code !== 'validation' ? errorMessage(e) : item.message;
    }
    if (Object.keys(next).length === 0) return false;
    setServerErrors(next);
    setTouched((s) => ({ ...s, ...Object.fromEntries(Object.keys(next).map((k) => [k, true])) }));
    return true;
  };

  return { values, isValid, errorOf, bind, touchAll, showServerErrors };
}
