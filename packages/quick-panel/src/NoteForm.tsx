import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { QUICK_NOTE_DETAIL_MAX, QUICK_NOTE_TITLE_MAX, errorMessage } from '@sig/shared';
import { BusyButton } from '@sig/shared/staff-ui';
import { type FormEvent, useState } from 'react';

import { useQuickT } from './i18n';
import type { NoteInput } from './quickApi';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  detail: {
    width: '100%',
    minHeight: '64px',
    resize: 'vertical',
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBlockEndColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    ':focus': { outline: 'none', borderBlockEndColor: tokens.colorCompoundBrandStroke, borderBlockEndWidth: tokens.strokeWidthThick },
  },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** Creates or edits a note: a title (required) and a detail. A failed save stays here, explained. */
export function NoteForm({ initial, onSave, onCancel }: { initial?: NoteInput; onSave: (note: NoteInput) => Promise<unknown>; onCancel: () => void }) {
  const s = useStyles();
  const { t } = useQuickT();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [detail, setDetail] = useState(initial?.detail ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!title.trim()) {
      setTitleError(t('note.titleRequired'));
      return;
    }
    setTitleError(null);
    setError(null);
    setBusy(true);
    try {
      await onSave({ title: title.trim(), detail: detail.trim() });
    } catch (err) {
      setError(`${t('note.saveError')} ${errorMessage(err)}`);
      setBusy(false);
    }
  };

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate data-testid="quick-note-form">
      <Field label={t('note.title')} required validationMessage={titleError ?? undefined}>
        <Input value={title} maxLength={QUICK_NOTE_TITLE_MAX} onChange={(_, d) => setTitle(d.value)} autoFocus />
      </Field>
      <Field label={t('note.detail')}>
        {(fieldProps) => <textarea {...fieldProps} className={s.detail} value={detail} maxLength={QUICK_NOTE_DETAIL_MAX} rows={3} onChange={(e) => setDetail(e.target.value)} />}
      </Field>
      {error && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.actions}>
        <Button appearance="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <BusyButton appearance="primary" type="submit" busy={busy}>
          {t('note.save')}
        </BusyButton>
      </div>
    </form>
  );
}
