import { Badge, Caption1, Field, MessageBar, MessageBarBody, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { EyeRegular, LockClosedRegular } from '@fluentui/react-icons';
import { NOTE_MAX_CHARS, errorMessage, notify, type CaseDetail, type CaseKind, type CaseNote } from '@sig/shared';
import { BusyButton, TextArea } from '@sig/shared/staff-ui';
import { type FormEvent, useState } from 'react';

import { useNoteMutation } from '../casesApi';
import { FilePicker } from '../components/FilePicker';
import { When } from '../components/When';
import { useCasesT } from '../i18n';
import { FileDownload } from './CaseFiles';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  submit: { alignSelf: 'flex-start' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  note: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    borderInlineStartWidth: tokens.strokeWidthThicker,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke1,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  public: { borderInlineStartColor: tokens.colorBrandStroke1 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  who: { fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Adds a note (internal unless switched to public), uploading its files to the case first; the answer is the case as it now is. */
export function NoteForm({ kind, detail, onSaved }: { kind: CaseKind; detail: CaseDetail; onSaved: () => void }) {
  const s = useStyles();
  const { t } = useCasesT();
  const [texto, setTexto] = useState('');
  const [publica, setPublica] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [addNote] = useNoteMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setGeneral(null);
    if (!texto.trim()) {
      setError(t('v.required'));
      return;
    }
    setBusy(true);
    try {
      await addNote({ kind, id: detail.id, body: { texto: texto.trim(), publica }, files }).unwrap();
      setTexto('');
      setPublica(false);
      setFiles([]);
      onSaved();
      notify({ message: t(publica ? 'note.addedPublic' : 'note.addedInternal'), variant: 'success' });
    } catch (err) {
      setGeneral(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('note.formLabel')}>
      <Field label={t('note.texto')} required validationMessage={error ?? undefined} hint={t('note.count', { n: texto.length, max: NOTE_MAX_CHARS })}>
        {(props) => (
          <TextArea
            {...props}
            value={texto}
            maxLength={NOTE_MAX_CHARS}
            onChange={(ev) => {
              setTexto(ev.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <Field hint={publica ? t('note.publicHint') : t('note.internalHint')}>
        <Switch label={t('note.public')} checked={publica} onChange={(_, d) => setPublica(d.checked)} />
      </Field>
      <FilePicker kind={kind} files={files} onChange={setFiles} already={detail.archivos.length} disabled={busy} />
      {general && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{general}</MessageBarBody>
        </MessageBar>
      )}
      <BusyButton className={s.submit} appearance="primary" type="submit" busy={busy}>
        {t('note.add')}
      </BusyButton>
    </form>
  );
}

/** The notes, newest first, each marked public (the citizen sees it) or internal (staff only). */
export function NotesList({ kind, caseId, notes }: { kind: CaseKind; caseId: string; notes: CaseNote[] }) {
  const s = useStyles();
  const { t } = useCasesT();
  if (notes.length === 0) return <Caption1 className={s.muted}>{t('note.none')}</Caption1>;
  const newestFirst = [...notes].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className={s.list} aria-label={t('note.listLabel')}>
      {newestFirst.map((n) => (
        <li key={n.id} className={n.publica ? `${s.note} ${s.public}` : s.note}>
          <div className={s.head}>
            <span className={s.who} dir={n.autor ? 'auto' : undefined}>{n.autor?.displayName ?? t('timeline.system')}</span>
            <Badge appearance="tint" color={n.publica ? 'brand' : 'subtle'} shape="rounded" icon={n.publica ? <EyeRegular /> : <LockClosedRegular />}>
              {n.publica ? t('note.badgePublic') : t('note.badgeInternal')}
            </Badge>
            <Caption1 className={s.muted}>
              <When iso={n.at} />
            </Caption1>
          </div>
          <p className={s.text} dir="auto">{n.texto}</p>
          {n.archivos.map((f) => (
            <FileDownload key={f.id} kind={kind} caseId={caseId} file={f} />
          ))}
        </li>
      ))}
    </ol>
  );
}
