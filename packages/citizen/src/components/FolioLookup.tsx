import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { navigate } from '@sig/shared';
import { type FormEvent, useRef, useState } from 'react';

import { useCitizenT } from '../i18n';
import { hrefs, normalizeFolio } from '../lib/hrefs';
import { TOUCH } from './touch';

const useStyles = makeStyles({
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalS },
  field: { flexGrow: 1, flexBasis: '200px', minWidth: 0 },
  input: { minHeight: TOUCH, width: '100%' },
  // lines up with the input under the field's label
  button: { minHeight: TOUCH, marginBlockStart: '26px', '@media (max-width: 420px)': { marginBlockStart: 0, width: '100%' } },
});

/** "Consultar un folio": any case or letter case is fine, the follow page does the rest. */
export function FolioLookup({ cliente, initial = '', label }: { cliente: string; initial?: string; label?: string }) {
  const s = useStyles();
  const { t } = useCitizenT();
  const [folio, setFolio] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalizeFolio(folio);
    if (!value) {
      setError(t('folio.required'));
      inputRef.current?.focus();
      return;
    }
    navigate(hrefs.follow(cliente, value));
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate role="search" aria-label={label ?? t('folio.lookupLabel')}>
      <Field className={s.field} label={t('folio.field')} hint={t('folio.hint')} validationMessage={error ?? undefined}>
        <Input
          ref={inputRef}
          className={s.input}
          size="large"
          value={folio}
          onChange={(_, d) => {
            setFolio(d.value);
            setError(null);
          }}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          name="folio"
        />
      </Field>
      <Button className={s.button} type="submit" appearance="primary" size="large">
        {t('folio.submit')}
      </Button>
    </form>
  );
}
