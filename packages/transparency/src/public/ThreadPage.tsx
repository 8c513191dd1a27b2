import { Body1, Button, Caption1, Field, Link, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Honeypot, i18n, isTranspFinal, navigate, type PublicCliente, type TranspPublicThread } from '@sig/shared';
import { type FormEvent, useEffect, useState } from 'react';

import { useTranspT } from '../i18n';
import { dateTime, shortDay } from '../lib/days';
import { DueExplanation } from '../lib/DueExplanation';
import { errorText, hasCode } from '../lib/errors';
import { fileSize } from '../lib/files';
import { UNSUBSCRIBE_PARAM, links } from '../lib/links';
import { useRemote } from '../lib/useRemote';
import { CodeForm } from './FollowPage';
import { Busy, Card, Problem, TOUCH, TextArea } from './controls';
import { PublicShell } from './PublicShell';
import { documentHref, transpPublicApi } from './publicApi';

const useStyles = makeStyles({
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: tokens.spacingHorizontalL, margin: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  docLink: { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  touch: { minHeight: TOUCH },
});

/** /transparencia/peticion/:id: one request's public thread, opened with its folio and follow code; never the requester's personal data. */
export function ThreadPage({ slug, cliente, folio, query }: { slug: string; cliente: PublicCliente | null; folio: string; query: URLSearchParams }) {
  const { t } = useTranspT();
  const [code, setCode] = useState(() => query.get('code') ?? '');
  const thread = useRemote(code && slug ? () => transpPublicApi.thread(slug, folio, code) : null, [slug, folio, code]);
  const [unsubscribeToken] = useState(() => query.get(UNSUBSCRIBE_PARAM));

  // a code (the filing's "open" button) or a mail's unsubscribe token came in the address: once read, they leave it (history, screenshots)
  useEffect(() => {
    if (slug && (query.get('code') || query.get(UNSUBSCRIBE_PARAM))) navigate(links.thread(slug, folio), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const title = t('thread.title', { folio });
  if (!slug)
    return (
      <PublicShell cliente={null} title={title}>
        <Problem title={t('public.noCliente.title')}>{t('public.noCliente.body')}</Problem>
      </PublicShell>
    );

  const wrongCode = thread.error && (hasCode(thread.error, 'transparencia.code_wrong') || hasCode(thread.error, 'transparencia.not_found'));
  return (
    <PublicShell cliente={cliente} title={title} focusKey={thread.data ? 'loaded' : undefined}>
      {unsubscribeToken && <Unsubscribe slug={slug} token={unsubscribeToken} />}
      {!code || wrongCode ? (
        <Card title={t('thread.codeTitle')} id="transp-code-title">
          <Body1>{t('thread.codeIntro')}</Body1>
          <CodeForm askFolio={false} initialFolio={folio} error={wrongCode ? errorText(thread.error, t) : null} onOpen={(_, c) => setCode(c)} />
        </Card>
      ) : thread.loading ? (
        <Busy />
      ) : thread.error ? (
        <Problem onRetry={thread.retry}>{errorText(thread.error, t)}</Problem>
      ) : thread.data ? (
        <Thread slug={slug} code={code} thread={thread.data} onChange={thread.set} />
      ) : null}
    </PublicShell>
  );
}

function Thread({ slug, code, thread, onChange }: { slug: string; code: string; thread: TranspPublicThread; onChange: (t: TranspPublicThread) => void }) {
  const s = useStyles();
  const { t } = useTranspT();
  const final = isTranspFinal(thread.estatus);
  // every time on this page in the cliente's timezone, as the explanation's filing time is
  const tz = thread.explanation.timezone;
  return (
    <>
      <Card title={t('thread.status')} id="transp-status-title">
        <dl className={s.facts}>
          <div>
            <dt className={s.term}>{t('thread.estatus')}</dt>
            <dd className={s.value} data-testid="transp-estatus">
              {t(`estatus.${thread.estatus}`)}
            </dd>
          </div>
          <div>
            <dt className={s.term}>{t('thread.filed')}</dt>
            <dd className={s.value}>{dateTime(thread.createdAt, tz)}</dd>
          </div>
          <div>
            <dt className={s.term}>{t('thread.updated')}</dt>
            <dd className={s.value}>{dateTime(thread.updatedAt, tz)}</dd>
          </div>
          {thread.closedAt && (
            <div>
              <dt className={s.term}>{t('thread.closed')}</dt>
              <dd className={s.value}>{dateTime(thread.closedAt, tz)}</dd>
            </div>
          )}
        </dl>
        <DueExplanation explanation={thread.explanation} due={thread.due} overdue={thread.vencida} final={final} />
        {thread.motivoCierre && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('thread.motivoCierre', { motivo: thread.motivoCierre })}</MessageBarBody>
          </MessageBar>
        )}
      </Card>

      {thread.respuesta && (
        <Card title={t('thread.answer')} id="transp-answer-title">
          <Caption1>{dateTime(thread.respuesta.at, tz)}</Caption1>
          <p className={s.text} data-testid="transp-answer">
            {thread.respuesta.texto}
          </p>
          {thread.respuesta.documentos.length > 0 && (
            <ul className={s.list} aria-label={t('thread.documents')}>
              {thread.respuesta.documentos.map((d) => (
                <li key={d.id}>
                  <Link className={s.docLink} href={documentHref(slug, thread.folio, d.id, code)} download={d.nombre}>
                    {t('thread.download', { name: d.nombre, size: fileSize(d.bytes, i18n.language) })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}

      {thread.prevencion && (
        <Card title={t('thread.prevencion')} id="transp-prev-title">
          <Caption1>{t('thread.prevencionSent', { date: dateTime(thread.prevencion.enviadaAt, tz), until: shortDay(thread.prevencion.responderAntes) })}</Caption1>
          <p className={s.text}>{thread.prevencion.texto}</p>
          {thread.prevencion.respuesta ? (
            <>
              <Body1>{t('thread.yourReply', { date: thread.prevencion.respondidaAt ? dateTime(thread.prevencion.respondidaAt, tz) : '' })}</Body1>
              <p className={s.text}>{thread.prevencion.respuesta}</p>
            </>
          ) : thread.puedeResponder ? (
            <ReplyForm slug={slug} code={code} folio={thread.folio} onReplied={onChange} />
          ) : null}
        </Card>
      )}

      {thread.ampliacion && (
        <Card title={t('thread.ampliacion')} id="transp-ampl-title">
          <Caption1>{dateTime(thread.ampliacion.at, tz)}</Caption1>
          <p className={s.text}>{thread.ampliacion.motivo}</p>
        </Card>
      )}

      <Card title={t('thread.request')} id="transp-request-title">
        <Caption1>{t('thread.formato', { formato: t(`formato.${thread.formato}`) })}</Caption1>
        <p className={s.text}>{thread.texto}</p>
      </Card>

      <Card title={t('thread.history')} id="transp-history-title">
        <ol className={s.list}>
          {thread.historial.map((h, i) => (
            <li key={i}>
              {dateTime(h.at, tz)} · {t(`estatus.${h.estatus}`)}
            </li>
          ))}
        </ol>
      </Card>
    </>
  );
}

const REPLY_MAX = 8000;

/** The requester's reply to the prevención: the clock resumes and the due date moves by the stopped days. */
function ReplyForm({ slug, code, folio, onReplied }: { slug: string; code: string; folio: string; onReplied: (t: TranspPublicThread) => void }) {
  const s = useStyles();
  const { t } = useTranspT();
  const [texto, setTexto] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!texto.trim()) return setError(t('reply.required'));
    setError(null);
    setBusy(true);
    try {
      onReplied(await transpPublicApi.reply(slug, folio, code, texto.trim(), honeypot));
    } catch (x) {
      setFailure(errorText(x, t));
      setBusy(false);
    }
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate>
      <Field label={t('reply.label')} hint={t('reply.hint')} required validationMessage={error} validationState={error ? 'error' : 'none'}>
        {(p) => <TextArea {...p} value={texto} onChange={(e) => setTexto(e.target.value)} maxLength={REPLY_MAX} rows={5} />}
      </Field>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {failure && <Problem>{failure}</Problem>}
      <Button type="submit" appearance="primary" className={s.touch} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
        {t('reply.submit')}
      </Button>
    </form>
  );
}

/** The unsubscribe link of a mail: no more mails about this request. */
function Unsubscribe({ slug, token }: { slug: string; token: string }) {
  const { t } = useTranspT();
  const done = useRemote(() => transpPublicApi.unsubscribe(slug, token), [slug, token]);
  if (done.loading) return <Busy />;
  if (done.error) return <Problem>{errorText(done.error, t)}</Problem>;
  return (
    <MessageBar intent="success" layout="multiline" role="status">
      <MessageBarBody>{t('thread.unsubscribed', { folio: done.data?.folio ?? '' })}</MessageBarBody>
    </MessageBar>
  );
}
