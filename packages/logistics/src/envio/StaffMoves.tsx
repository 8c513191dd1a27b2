import { Button, Field, Input, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';
import type { LogEntregaDetalle } from '@sig/shared';
import { BusyButton, Section, apiErrorMessage } from '@sig/shared/staff-ui';
import { useId, useState } from 'react';

import { useLogT } from '../i18n';
import { useEstatusMutation, useReenviarCodigoMutation } from './envioApi';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  code: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.2em' },
});

/**
 * The plain moves the server offers this caller (en ruta, pendiente, reprogramada with a day), sent with the version
 * read; for LogisticaEditar also the current code and a new one. Nothing when there is nothing to do.
 */
export function StaffMoves({ entrega, canEdit }: { entrega: LogEntregaDetalle; canEdit: boolean }) {
  const s = useStyles();
  const { t } = useLogT();
  const titleId = useId();
  const [estatus, moving] = useEstatusMutation();
  const [reenviar, sending] = useReenviarCodigoMutation();
  const [dia, setDia] = useState(entrega.programadaPara ?? '');
  const [message, setMessage] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const moves = entrega.movimientos;
  const open = entrega.estado !== 'entregada';
  if (!moves.length && !(canEdit && open)) return null;

  const move = async (estado: (typeof moves)[number]) => {
    setMessage(null);
    if (estado === 'reprogramada' && !/^\d{4}-\d{2}-\d{2}$/.test(dia)) return setMessage({ intent: 'error', text: t('envio.staff.needDia') });
    const r = await estatus({ id: entrega.id, body: { estado, version: entrega.version, ...(estado === 'reprogramada' && { programadaPara: dia }) } });
    setMessage('error' in r ? { intent: 'error', text: apiErrorMessage(r.error, t) } : { intent: 'success', text: t('envio.staff.moved', { estado: t(`estado.${estado}`) }) });
  };
  const code = async () => {
    setMessage(null);
    const r = await reenviar(entrega.id);
    setMessage('error' in r ? { intent: 'error', text: apiErrorMessage(r.error, t) } : { intent: 'success', text: t(`envio.staff.codigoSent.${r.data.enviadoPor}`) });
  };

  return (
    <Section labelledBy={titleId}>
      <div className={s.root}>
        <Subtitle2 as="h2" id={titleId}>
          {t('envio.staff.title')}
        </Subtitle2>
        {moves.length > 0 && (
          <div className={s.row}>
            {moves.includes('reprogramada') && (
              <Field label={t('envio.staff.dia')}>
                <Input type="date" value={dia} onChange={(_, d) => setDia(d.value)} />
              </Field>
            )}
            {moves.map((m) => (
              <Button key={m} disabled={moving.isLoading} onClick={() => void move(m)}>
                {t(`envio.staff.to.${m}`)}
              </Button>
            ))}
          </div>
        )}
        {canEdit && open && (
          <div className={s.row}>
            {entrega.codigo && (
              <span>
                {t('envio.staff.codigo')} <span className={s.code}>{entrega.codigo}</span>
              </span>
            )}
            <BusyButton icon={<MailRegular />} busy={sending.isLoading} onClick={() => void code()}>
              {t('envio.staff.reenviar')}
            </BusyButton>
          </div>
        )}
        {message && (
          <MessageBar intent={message.intent} role={message.intent === 'error' ? 'alert' : 'status'}>
            <MessageBarBody>{message.text}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </Section>
  );
}
