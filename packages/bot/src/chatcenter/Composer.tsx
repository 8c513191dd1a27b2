import { Caption1, Field, Input, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { isApiRequestError, notify, useUser, type BotConversationState } from '@sig/shared';
import { BOT_WINDOW_MS as WINDOW_MS, BusyButton, NativeSelect, TextArea } from '@sig/shared/staff-ui';
import { type FormEvent, type KeyboardEvent, useState } from 'react';

import { useBotT } from '../i18n';
import { useCannedQuery, useConversationQuery, useSendMutation, useTemplatesQuery } from './centreApi';
import { ccError, fillCanned, templateParams } from './ccText';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, borderTop: `1px solid ${tokens.colorNeutralStroke2}`, paddingTop: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end', justifyContent: 'space-between' },
  preview: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
});

interface Conv {
  id: string;
  estado: BotConversationState;
  contacto: { nombre: string };
  folio: string | null;
  ventanaAbierta: boolean;
  ultimoMensajeContacto: string | null;
}

/** Whether free text may still be sent: the server's answer, and not past the window since it was read. */
export const windowStillOpen = (c: Conv, now = Date.now()) =>
  c.ventanaAbierta && c.ultimoMensajeContacto !== null && now - Date.parse(c.ultimoMensajeContacto) <= WINDOW_MS;

/**
 * The agent's composer. Inside the 24 h window: free text, with canned answers to insert (their {{nombre}},
 * {{folio}} and {{agente}} filled as the server fills them). Outside it only an approved template may go, so
 * the composer says why and offers the templates with their numbered parameters.
 */
export function Composer({ conv }: { conv: Conv }) {
  const open = windowStillOpen(conv);
  return open ? <TextComposer conv={conv} /> : <TemplateComposer conv={conv} />;
}

function TextComposer({ conv }: { conv: Conv }) {
  const s = useStyles();
  const { t } = useBotT();
  const user = useUser();
  const canned = useCannedQuery();
  const [send, sending] = useSendMutation();
  const refetch = useConversationQuery(conv.id).refetch;
  const [texto, setTexto] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!texto.trim()) return setError(t('cc.composer.empty'));
    setError(undefined);
    try {
      await send({ id: conv.id, body: { texto: texto.trim() } }).unwrap();
      setTexto('');
    } catch (x) {
      setError(ccError(x, t));
      if (isApiRequestError(x) && x.code === 'bot.window_closed') void refetch();
    }
  };
  const insert = (id: string) => {
    const c = canned.data?.items.find((i) => i.id === id);
    if (!c) return;
    const filled = fillCanned(c.texto, { nombre: conv.contacto.nombre, folio: conv.folio ?? '', agente: user?.data.displayName ?? '' });
    setTexto((prev) => (prev.trim() ? `${prev.trimEnd()}\n${filled}` : filled));
  };
  // Ctrl/⌘+Enter sends; Enter alone is a new line (messages have several)
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={t('cc.composer.form')}>
      <Field label={t('cc.composer.message')} hint={t('cc.composer.hint')} validationMessage={error} validationState={error ? 'error' : 'none'}>
        {(p) => <TextArea {...p} value={texto} maxLength={4000} onKeyDown={onKey} onChange={(e) => setTexto(e.target.value)} />}
      </Field>
      <div className={s.row}>
        <Field label={t('cc.composer.canned')}>
          {(p) => (
            <NativeSelect
              {...p}
              value=""
              disabled={!canned.data?.items.length}
              onChange={(e) => {
                insert(e.target.value);
                e.target.value = '';
              }}
            >
              <option value="">{canned.data?.items.length ? t('cc.composer.cannedPick') : t('cc.composer.cannedNone')}</option>
              {canned.data?.items.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.titulo}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <BusyButton type="submit" appearance="primary" icon={<SendRegular />} busy={sending.isLoading}>
          {t('cc.composer.send')}
        </BusyButton>
      </div>
    </form>
  );
}

function TemplateComposer({ conv }: { conv: Conv }) {
  const s = useStyles();
  const { t } = useBotT();
  const templates = useTemplatesQuery();
  const [send, sending] = useSendMutation();
  const [plantillaId, setPlantillaId] = useState('');
  const [params, setParams] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const approved = (templates.data?.items ?? []).filter((x) => x.aprobada);
  const chosen = approved.find((x) => x.id === plantillaId);
  const count = chosen ? templateParams(chosen.texto) : 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return setError(t('cc.template.pick'));
    const parametros = Array.from({ length: count }, (_, i) => (params[i] ?? '').trim());
    if (parametros.some((p) => !p)) return setError(t('cc.template.fillParams'));
    setError(undefined);
    try {
      await send({ id: conv.id, body: { plantillaId: chosen.id, parametros } }).unwrap();
      notify({ message: t('cc.template.sent'), variant: 'success' });
      setPlantillaId('');
      setParams([]);
    } catch (x) {
      setError(ccError(x, t));
    }
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={t('cc.template.form')}>
      <MessageBar intent="warning">
        <MessageBarBody>
          <MessageBarTitle>{t('cc.template.windowTitle')}</MessageBarTitle>
          {t('cc.template.windowBody')}
        </MessageBarBody>
      </MessageBar>
      {templates.isError ? (
        <Caption1 role="alert">{ccError(templates.error, t)}</Caption1>
      ) : templates.data && approved.length === 0 ? (
        <Caption1 role="status">{t('cc.template.none')}</Caption1>
      ) : (
        <>
          <Field label={t('cc.template.label')} validationMessage={error} validationState={error ? 'error' : 'none'}>
            {(p) => (
              <NativeSelect
                {...p}
                value={plantillaId}
                onChange={(e) => {
                  setPlantillaId(e.target.value);
                  setParams([]);
                }}
              >
                <option value="">{t('cc.template.choose')}</option>
                {approved.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.nombre}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {chosen && <Caption1 className={s.preview}>{chosen.texto}</Caption1>}
          {Array.from({ length: count }, (_, i) => (
            <Field key={i} label={t('cc.template.param', { n: i + 1 })}>
              <Input value={params[i] ?? ''} maxLength={200} onChange={(_, d) => setParams((prev) => Object.assign([...prev], { [i]: d.value }))} />
            </Field>
          ))}
          <div className={s.row}>
            <span />
            <BusyButton type="submit" appearance="primary" icon={<SendRegular />} busy={sending.isLoading} disabled={!templates.data}>
              {t('cc.template.send')}
            </BusyButton>
          </div>
        </>
      )}
    </form>
  );
}
