import { Caption1, Field, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { notify, useUser } from '@sig/shared';
import { FormDialog, LoadError, Loading, RadioChoices } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useBotT } from '../i18n';
import { useAgentsQuery, useTransferMutation } from './centreApi';
import { ccError } from './ccText';

/** Hands a conversation to a colleague holding SigChatCenter with room under the cap (GET agentes). */
export function TransferDialog({ id, nombre, open, onClose, onDone }: { id: string; nombre: string; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useBotT();
  const me = useUser()?._id;
  const agents = useAgentsQuery(undefined, { skip: !open });
  const [transfer, state] = useTransferMutation();
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const others = (agents.data?.items ?? []).filter((a) => a.agente.id !== me);
  const free = others.filter((a) => a.disponible);
  const full = others.filter((a) => !a.disponible);
  const max = agents.data?.maxPorAgente ?? 0;

  const close = () => {
    setTo('');
    setError(null);
    setFieldError(undefined);
    onClose();
  };
  const submit = async () => {
    setError(null);
    if (!to) return setFieldError(t('cc.transfer.pick'));
    setFieldError(undefined);
    try {
      const conv = await transfer({ id, agenteId: to }).unwrap();
      notify({ message: t('cc.transfer.done', { nombre, agente: conv.agente?.displayName ?? '' }), variant: 'success' });
      close();
      onDone();
    } catch (e) {
      setError(ccError(e, t));
      void agents.refetch();
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={t('cc.transfer.title', { nombre })}
      intro={t('cc.transfer.intro')}
      submitLabel={t('cc.transfer.submit')}
      busy={state.isLoading}
      error={error}
      onSubmit={submit}
      formLabel={t('cc.transfer.title', { nombre })}
    >
      {agents.isError ? (
        <LoadError message={ccError(agents.error, t)} onRetry={() => void agents.refetch()} />
      ) : !agents.data ? (
        <Loading />
      ) : free.length === 0 ? (
        <MessageBar intent="warning" role="status">
          <MessageBarBody>{others.length === 0 ? t('cc.transfer.alone') : t('cc.transfer.nobody')}</MessageBarBody>
        </MessageBar>
      ) : (
        <Field label={t('cc.transfer.to')} required validationMessage={fieldError} validationState={fieldError ? 'error' : 'none'}>
          {(p) => (
            <RadioChoices
              {...p}
              value={to}
              onChange={setTo}
              options={free.map((a) => ({ value: a.agente.id, label: t('cc.transfer.option', { nombre: a.agente.displayName, open: a.abiertas, max }) }))}
            />
          )}
        </Field>
      )}
      {full.length > 0 && <Caption1 block>{t('cc.transfer.full', { names: full.map((a) => a.agente.displayName).join(', ') })}</Caption1>}
    </FormDialog>
  );
}
