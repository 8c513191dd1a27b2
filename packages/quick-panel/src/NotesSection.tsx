import { Body1, Body1Strong, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';

import { DeleteNoteDialog } from './DeleteNoteDialog';
import { useQuickT } from './i18n';
import { NoteForm } from './NoteForm';
import { type QuickItem, quickApi } from './quickApi';
import { Section } from './Section';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  note: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
  },
  text: { flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' },
  detail: { whiteSpace: 'pre-wrap', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexShrink: 0 },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The caller's own notes: create, edit in place, delete after a confirmation. */
export function NotesSection({ notes, onChange }: { notes: QuickItem[]; onChange: (update: (notes: QuickItem[]) => QuickItem[]) => void }) {
  const s = useStyles();
  const { t } = useQuickT();
  /** 'new', the id of the note being edited, or null. */
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<QuickItem | null>(null);

  const create = async (input: { title: string; detail: string }) => {
    const note = await quickApi.createNote(input);
    onChange((list) => [note, ...list]);
    setEditing(null);
  };
  const update = async (id: string, input: { title: string; detail: string }) => {
    const note = await quickApi.updateNote(id, input);
    onChange((list) => list.map((n) => (n.id === id ? note : n)));
    setEditing(null);
  };
  const remove = async (note: QuickItem) => {
    await quickApi.deleteNote(note.id);
    onChange((list) => list.filter((n) => n.id !== note.id));
  };

  return (
    <Section
      title={t('notes.heading')}
      testId="quick-notes"
      action={
        <Button size="small" appearance="subtle" icon={<AddRegular />} onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {t('notes.add')}
        </Button>
      }
    >
      {editing === 'new' && <NoteForm onSave={create} onCancel={() => setEditing(null)} />}
      {notes.length ? (
        <ul className={s.list}>
          {notes.map((n) =>
            editing === n.id ? (
              <li key={n.id}>
                <NoteForm initial={n} onSave={(input) => update(n.id, input)} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li key={n.id} className={s.note} data-testid="quick-note">
                <div className={s.text}>
                  <Body1Strong data-testid="quick-note-title">{n.title}</Body1Strong>
                  {n.detail && <Caption1 className={s.detail}>{n.detail}</Caption1>}
                </div>
                <div className={s.actions}>
                  <Button size="small" appearance="transparent" icon={<EditRegular />} aria-label={t('notes.edit', { title: n.title })} title={t('notes.edit', { title: n.title })} onClick={() => setEditing(n.id)} />
                  <Button size="small" appearance="transparent" icon={<DeleteRegular />} aria-label={t('notes.delete', { title: n.title })} title={t('notes.delete', { title: n.title })} onClick={() => setDeleting(n)} />
                </div>
              </li>
            ),
          )}
        </ul>
      ) : (
        editing !== 'new' && <Body1 className={s.empty}>{t('notes.empty')}</Body1>
      )}
      <DeleteNoteDialog note={deleting} onDelete={remove} onClose={() => setDeleting(null)} />
    </Section>
  );
}
