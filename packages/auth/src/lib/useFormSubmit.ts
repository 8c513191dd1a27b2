import { errorMessage } from '@sig/shared';
import { type FormEvent, useState } from 'react';

import type { useForm } from './useForm';

/**
 * The submit of a form page: validates, shows busy, and on failure puts server errors under their fields or,
 * when none names a field, one translated message for an alert. On success busy stays on: the page moves on.
 */
export function useFormSubmit<F extends string>(form: ReturnType<typeof useForm<F>>, action: (values: Record<F, string>) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (!form.isValid || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await action(form.values);
    } catch (e) {
      if (!form.showServerErrors(e)) setFailure(errorMessage(e));
      setBusy(false);
    }
  };

  return { busy, failure, submit };
}
