import { Body1Strong, Button, Caption1, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { UserText, notify } from '@sig/shared';
import type { BotCanned } from '@sig/shared';
import { ConfirmDialog, Empty, FormDialog, LoadError, Loading, TextArea, formErrors } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useBotT } from '../i18n';
import { useAddCannedMutation, useCannedQuery, useDeleteCannedMutation, useSaveCannedMutation } from './centreApi';
import { ccError } from './ccText';
import { usePanelStyles } from './panelStyles';

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** The names the server fills in a canned answer, shown as written. */
const PLACEHOLDERS = { a: '{{nombre}}', b: '{{folio}}', c: '{{agente}}' };

type Editing = { id: string | null; titulo: string; texto: string };

/** The cliente's canned answers: create, edit, delete (asked first). {{nombre}}, {{folio}}, {{agente}} are filled on use. */
export function CannedManager() {
  const s = usePanelStyles();
  const own = useStyles();
  const { t } = useBotT();
  const canned = useCannedQuery();
  const [add, adding] = useAddCannedMutation();
  const [save, saving] = useSaveCannedMutation();
  const [remove] = useDeleteCannedMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<{ titulo?: string; texto?: string; general?: string | null }>({});
  const [deleting, setDeleting] = useState<BotCanned | null>(null);

  const submit = async () => {
    if (!editing) return;
    const found: typeof errors = {};
    if (!editing.titulo.trim()) found.titulo = t('cc.canned.tituloRequired');
    if (!editing.texto.trim()) found.texto = t('cc.canned.textoRequired');
    setErrors(found);
    if (found.titulo || found.texto) return;
    const body = { titulo: editing.titulo.trim(), texto: editing.texto.trim() };
    try {
      if (editing.id) await save({ id: editing.id, body }).unwrap();
      else await add(body).unwrap();
      notify({ message: t(editing.id ? 'cc.canned.saved' : 'cc.canned.added', { titulo: body.titulo }), variant: 'success' });
      setEditing(null);
    } catch (e) {
      const f = formErrors(e, ['titulo', 'texto'], (k, o) => (k.startsWith('error.') ? t(`cc.${k}`, o) : t(k, o)));
      setErrors({ ...f.fields, general: f.general });
    }
  };

  return (
    <section className={s.panel} aria-labelledby="cc-canned-title">
      <div className={s.head}>
        <h2 id="cc-canned-title" className={s.title}>
          {t('cc.canned.title')}
        </h2>
        <Button
          icon={<AddRegular />}
          onClick={() => {
            setErrors({});
            setEditing({ id: null, titulo: '', texto: '' });
          }}
        >
          {t('cc.canned.add')}
        </Button>
      </div>
      <Caption1>{t('cc.canned.help', PLACEHOLDERS)}</Caption1>
      {canned.isError ? (
        <LoadError message={ccError(canned.error, t)} onRetry={() => void canned.refetch()} />
      ) : !canned.data ? (
        <Loading />
      ) : canned.data.items.length === 0 ? (
        <Empty>{t('cc.canned.empty')}</Empty>
      ) : (
        <ul className={s.list} aria-label={t('cc.canned.title')}>
          {canned.data.items.map((c) => (
            <li key={c.id} className={s.row}>
              <div className={s.grow}>
                <Body1Strong>
                  <UserText>{c.titulo}</UserText>
                </Body1Strong>
                <Caption1 className={own.text}>
                  <UserText>{c.texto}</UserText>
                </Caption1>
              </div>
              <div className={own.actions}>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<EditRegular />}
                  aria-label={t('cc.canned.editOne', { titulo: c.titulo })}
                  onClick={() => {
                    setErrors({});
                    setEditing({ id: c.id, titulo: c.titulo, texto: c.texto });
                  }}
                />
                <Button size="small" appearance="subtle" icon={<DeleteRegular />} aria-label={t('cc.canned.deleteOne', { titulo: c.titulo })} onClick={() => setDeleting(c)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? t('cc.canned.editTitle') : t('cc.canned.addTitle')}
        intro={t('cc.canned.help', PLACEHOLDERS)}
        submitLabel={t('cc.canned.save')}
        busy={adding.isLoading || saving.isLoading}
        error={errors.general ?? null}
        onSubmit={submit}
        formLabel={editing?.id ? t('cc.canned.editTitle') : t('cc.canned.addTitle')}
      >
        <Field label={t('cc.canned.titulo')} required validationMessage={errors.titulo} validationState={errors.titulo ? 'error' : 'none'}>
          <Input value={editing?.titulo ?? ''} maxLength={80} onChange={(_, d) => setEditing((e) => e && { ...e, titulo: d.value })} />
        </Field>
        <Field label={t('cc.canned.texto')} required validationMessage={errors.texto} validationState={errors.texto ? 'error' : 'none'}>
          {(p) => <TextArea {...p} value={editing?.texto ?? ''} maxLength={2000} onChange={(e) => setEditing((x) => x && { ...x, texto: e.target.value })} />}
        </Field>
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('cc.canned.deleteTitle')}
        body={deleting ? t('cc.canned.deleteBody', { titulo: deleting.titulo }) : ''}
        confirmLabel={t('cc.canned.deleteConfirm')}
        describeError={(e) => ccError(e, t)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove(deleting.id).unwrap();
          notify({ message: t('cc.canned.deleted', { titulo: deleting.titulo }), variant: 'success' });
        }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
