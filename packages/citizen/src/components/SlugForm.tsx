import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { navigate } from '@sig/shared';
import { type FormEvent, useRef, useState } from 'react';

import { useCitizenT } from '../i18n';
import { hrefs, normalizeSlug } from '../lib/hrefs';
import { TOUCH } from './touch';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  input: { minHeight: TOUCH },
  button: { minHeight: TOUCH, alignSelf: 'flex-start', '@media (max-width: 420px)': { alignSelf: 'stretch' } },
});

/** Asks for the municipality's code (its slug) when the address did not carry one. */
export function SlugForm({ initial = '' }: { initial?: string }) {
  const s = useStyles();
  const { t } = useCitizenT();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const slug = normalizeSlug(code);
    if (!slug) {
      setError(t('slug.required'));
      inputRef.current?.focus();
      return;
    }
    navigate(hrefs.start(slug));
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <Field label={t('slug.field')} hint={t('slug.hint')} validationMessage={error ?? undefined} required>
        <Input
          ref={inputRef}
          className={s.input}
          size="large"
          value={code}
          onChange={(_, d) => {
            setCode(d.value);
            setError(null);
          }}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          name="municipio"
        />
      </Field>
      <Button className={s.button} type="submit" appearance="primary" size="large">
        {t('slug.submit')}
      </Button>
    </form>
  );
}
