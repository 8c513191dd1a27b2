import { Button, Checkbox, Field, Input, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowClockwiseRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { AUDIT_CHECKLIST_MAX_ITEMS, isApiRequestError, notify, type AuditChecklist } from '@sig/shared';
import { BusyButton, ConfirmDialog, Empty, apiErrorMessage } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useGuardarChecklistMutation } from '../auditApi';
import { useAuditT } from '../i18n';
import { checklistBody, draftOf, moved, newDraftItem, type DraftItem } from './checklistDraft';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  texto: { flex: '1 1 18rem', minWidth: 0 },
  tools: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBlockStart: tokens.spacingVerticalM },
  message: { marginBlockStart: tokens.spacingVerticalM },
});

/** One tipo's checklist: items to write, require, reorder and remove; saved whole with the version read. */
export function ChecklistEditor({ checklist, onReload }: { checklist: AuditChecklist; onReload: () => void }) {
  const s = useStyles();
  const { t } = useAuditT();
  const [items, setItems] = useState<DraftItem[]>(() => draftOf(checklist.items));
  const [tried, setTried] = useState(false);
  const [stale, setStale] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const [serverFields, setServerFields] = useState<Record<number, string>>({});
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const [save, saving] = useGuardarChecklistMutation();

  const change = (i: number, patch: Partial<DraftItem>) => {
    setItems((list) => list.map((x, j) => (j === i ? { ...x, ...patch } : x)));
    setServerFields(({ [i]: _, ...rest }) => rest);
  };
  const missing = (x: DraftItem) => !x.texto.trim();
  const full = items.length >= AUDIT_CHECKLIST_MAX_ITEMS;

  const send = async () => {
    setGeneral(null);
    setServerFields({});
    const res = await save({ tipoId: checklist.tipo.id, body: checklistBody(items, checklist.version) });
    if ('error' in res) {
      const e = res.error;
      if (isApiRequestError(e) && e.code === 'auditoria.stale_checklist') {
        setStale(true);
        return;
      }
      // a field error names the item: items.2.texto
      const fields: Record<number, string> = {};
      if (isApiRequestError(e) && e.code === 'validation') {
        for (const err of e.errors) {
          const m = /^items\.(\d+)/.exec(err.type);
          if (m && fields[Number(m[1])] === undefined) fields[Number(m[1])] = err.message;
        }
      }
      setServerFields(fields);
      if (Object.keys(fields).length === 0) setGeneral(apiErrorMessage(e, t));
      // the dialog shows a failure itself
      throw e;
    }
    notify({ message: t('settings.checklist.saved', { tipo: checklist.tipo.nombre }), variant: 'success' });
    onReload();
  };

  const submit = () => {
    setTried(true);
    if (items.some(missing)) return;
    if (items.length === 0 && checklist.items.length > 0) setConfirmEmpty(true);
    else void send().catch(() => undefined);
  };

  return (
    <>
    <form
      noValidate
      aria-label={t('settings.checklist.formLabel', { tipo: checklist.tipo.nombre })}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {items.length === 0 ? (
        <Empty>{t('settings.checklist.empty')}</Empty>
      ) : (
        <ol className={s.list}>
          {items.map((x, i) => {
            const n = i + 1;
            return (
              <li key={x.key} className={s.row}>
                <Field
                  className={s.texto}
                  label={t('settings.checklist.item', { n })}
                  required
                  validationMessage={(tried && missing(x) ? t('settings.checklist.textoMissing') : undefined) ?? serverFields[i]}
                >
                  <Input value={x.texto} maxLength={300} onChange={(_, d) => change(i, { texto: d.value })} />
                </Field>
                <div className={s.tools}>
                  <Checkbox label={t('settings.checklist.requerido')} checked={x.requerido} onChange={(_, d) => change(i, { requerido: d.checked === true })} />
                  <Button
                    appearance="subtle"
                    icon={<ArrowUpRegular />}
                    aria-label={t('settings.checklist.up', { n })}
                    disabled={i === 0}
                    onClick={() => setItems((list) => moved(list, i, i - 1))}
                  />
                  <Button
                    appearance="subtle"
                    icon={<ArrowDownRegular />}
                    aria-label={t('settings.checklist.down', { n })}
                    disabled={i === items.length - 1}
                    onClick={() => setItems((list) => moved(list, i, i + 1))}
                  />
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={t('settings.checklist.remove', { n })}
                    onClick={() => setItems((list) => list.filter((_, j) => j !== i))}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {stale && (
        <MessageBar intent="warning" className={s.message}>
          <MessageBarBody>{t('error.auditoria.stale_checklist')}</MessageBarBody>
          <MessageBarActions>
            <Button icon={<ArrowClockwiseRegular />} onClick={onReload}>
              {t('settings.reload')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {general && (
        <MessageBar intent="error" className={s.message}>
          <MessageBarBody>{general}</MessageBarBody>
        </MessageBar>
      )}
      <div className={s.actions}>
        <Button icon={<AddRegular />} disabled={full} onClick={() => setItems((list) => [...list, newDraftItem()])}>
          {t('settings.checklist.add')}
        </Button>
        <BusyButton type="submit" appearance="primary" icon={<SaveRegular />} busy={saving.isLoading} disabled={stale}>
          {t('settings.checklist.save')}
        </BusyButton>
      </div>
    </form>
      <ConfirmDialog
        open={confirmEmpty}
        title={t('settings.checklist.confirmEmptyTitle')}
        body={t('settings.checklist.confirmEmptyBody', { tipo: checklist.tipo.nombre })}
        confirmLabel={t('settings.checklist.confirmEmpty')}
        onConfirm={send}
        onClose={() => setConfirmEmpty(false)}
        describeError={(e) => apiErrorMessage(e, t)}
      />
    </>
  );
}
