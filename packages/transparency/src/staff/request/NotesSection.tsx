import { Caption1, Field, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { TranspDetail } from '@sig/shared';
import { BusyButton, Section, TextArea, apiErrorMessage, formatDateTime } from '@sig/shared/staff-ui';
import { type FormEvent, useId, useState } from 'react';

import { useTranspT } from '../../i18n';
import { useNotaMutation } from '../transpApi';

const useStyles = makeStyles({
  list: { margin: 0, padding: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'start' },
  full: { alignSelf: 'stretch' },
});

/** Internal notes (never public). */
export function NotesSection({ r }: { r: TranspDetail }) {
  const s = useStyles();
  const { t } = useTranspT();
  const id = useId();
  const [add, adding] = useNotaMutation();
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!texto.trim()) return setError(t('notes.required'));
    setError(null);
    try {
      await add({ id: r.id, body: { texto: texto.trim() } }).unwrap();
      setTexto('');
    } catch (x) {
      setError(apiErrorMessage(x, t));
    }
  };
  return (
    <Section labelledBy={id}>
      <Subtitle2 as="h2" id={id}>
        {t('notes.title')}
      </Subtitle2>
      {r.notas.length === 0 ? (
        <Caption1>{t('notes.empty')}</Caption1>
      ) : (
        <ul className={s.list}>
          {r.notas.map((n) => (
            <li key={n.id}>
              <Caption1>
                {n.autor?.displayName ?? t('history.system')} · {formatDateTime(n.createdAt)}
              </Caption1>
              <p className={s.text}>{n.texto}</p>
            </li>
          ))}
        </ul>
      )}
      <form className={s.form} onSubmit={submit} noValidate>
        <Field className={s.full} label={t('notes.add')} hint={t('notes.hint')} validationMessage={error} validationState={error ? 'error' : 'none'}>
          {(p) => <TextArea {...p} value={texto} onChange={(e) => setTexto(e.target.value)} rows={3} maxLength={4000} />}
        </Field>
        <BusyButton type="submit" busy={adding.isLoading}>
          {t('notes.save')}
        </BusyButton>
      </form>
    </Section>
  );
}
