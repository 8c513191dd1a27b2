import { Body1, Button, Caption1, Field, Input, Link, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { canonicalFolio, normalizeFollowCode, type PublicCase } from '@sig/shared/contract';
import { EstatusBadge, formatDateTimeIn, useFollowByMail } from '@sig/shared';
import type { ElementAttributes } from '@sig/shared/elements';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';

import { type CitizenT, citizenText } from './citizenStrings';
import { type FolioAttribute, type SiteUrls, siteSettings, siteUrls } from './citizenSettings';
import { languageOf } from './embedStrings';
import { Notice } from './Notice';
import { publicCall, refusalOf, refusalText } from './publicCall';
import { isFollowAccepted, isPublicCase } from './publicShapes';
import { SCRIPT_ORIGIN } from './scriptOrigin';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '44em' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  field: { flex: '1 1 14em' },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  case: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusLarge, border: `1px solid ${tokens.colorNeutralStroke2}` },
  folio: { margin: 0, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightBold },
  sub: { margin: 0, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground2 },
  dates: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))', gap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  photos: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  photo: { display: 'block', width: '96px', height: '72px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
});

type Lookup = { folio: string; codigo: string };
type Result = { state: 'idle' } | { state: 'loading'; asked: Lookup } | { state: 'found'; asked: Lookup; data: PublicCase } | { state: 'failed'; asked: Lookup; message: string };

/** <sig-folio>: look up a folio (with its follow code, more), see its public state and follow it by e-mail. */
export function FolioLookup(attrs: ElementAttributes<FolioAttribute>) {
  const lang = languageOf(attrs.lang);
  const t = useMemo(() => citizenText(lang), [lang]);
  const settings = siteSettings(attrs, SCRIPT_ORIGIN);
  const site = settings.problem === null ? settings : null;
  const urls = useMemo(() => site && siteUrls(site), [site?.api, site?.cliente]);
  if (!site || !urls) return <Notice message={t(settings.problem === 'api' ? 'error.api' : 'error.noCliente')} retryLabel={t('retry')} />;
  return <Lookup key={`${site.api} ${site.cliente}`} urls={urls} cliente={site.cliente} initial={attrs.folio ? canonicalFolio(attrs.folio) : ''} t={t} lang={lang} />;
}

function Lookup({ urls, cliente, initial, t, lang }: { urls: SiteUrls; cliente: string; initial: string; t: CitizenT; lang: string }) {
  const s = useStyles();
  const [folio, setFolio] = useState(initial);
  const [codigo, setCodigo] = useState('');
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const folioInput = useRef<HTMLInputElement>(null);
  const asking = useRef<AbortController | null>(null);

  const look = (asked: Lookup) => {
    asking.current?.abort();
    const controller = (asking.current = new AbortController());
    setResult({ state: 'loading', asked });
    // the code in a request body, never in an address that logs and proxies keep
    publicCall(urls.follow(asked.folio), isPublicCase, asked.codigo ? { json: { codigo: asked.codigo }, signal: controller.signal } : { signal: controller.signal }).then(
      (data) => controller.signal.aborted || setResult({ state: 'found', asked, data }),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        const r = refusalOf(e);
        const message = r.kind === 'refused' && r.status === 404 && r.code === 'citizen.folio_not_found' ? t('error.folioNotFound', { folio: asked.folio }) : r.kind === 'refused' && r.code === 'citizen.cliente_not_found' ? t('error.cliente', { cliente }) : refusalText(r, t);
        setResult({ state: 'failed', asked, message });
      },
    );
  };
  // a folio attribute looks it up at once (and again when it changes)
  useEffect(() => {
    setFolio(initial);
    if (initial) look({ folio: initial, codigo: '' });
    return () => asking.current?.abort();
  }, [initial]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const f = canonicalFolio(folio);
    if (!f) {
      setMissing(true);
      folioInput.current?.focus();
      return;
    }
    setFolio(f);
    look({ folio: f, codigo: normalizeFollowCode(codigo) });
  };

  return (
    <div className={s.root}>
      <form className={s.column} role="search" aria-label={t('folio.label', { cliente })} onSubmit={submit} noValidate>
        <h2 className={s.title}>{t('folio.title')}</h2>
        <div className={s.form}>
          <Field className={s.field} label={t('folio.field')} hint={t('folio.field.hint')} required validationMessage={missing ? t('folio.required') : undefined}>
            <Input
              ref={folioInput}
              dir="ltr"
              value={folio}
              autoComplete="off"
              onChange={(_, d) => {
                setFolio(d.value);
                setMissing(false);
              }}
            />
          </Field>
          <Field className={s.field} label={t('folio.codigo')} hint={t('folio.codigo.hint')}>
            <Input dir="ltr" value={codigo} autoComplete="off" onChange={(_, d) => setCodigo(d.value)} />
          </Field>
        </div>
        <Button type="submit" appearance="primary" style={{ alignSelf: 'flex-start' }} disabledFocusable={result.state === 'loading'}>
          {t('folio.submit')}
        </Button>
      </form>
      {result.state === 'loading' && <Spinner size="small" label={t('folio.searching')} />}
      {result.state === 'failed' && <Notice message={result.message} retryLabel={t('retry')} onRetry={() => look(result.asked)} />}
      {result.state === 'found' && (
        <>
          <CaseCard data={result.data} codeWrong={Boolean(result.asked.codigo) && !result.data.detalle} href={urls.followPage(result.data.folio, result.data.detalle ? result.asked.codigo : undefined)} t={t} lang={lang} />
          {!result.data.closedAt && <FollowByMail key={result.data.folio} urls={urls} folio={result.data.folio} t={t} lang={lang} />}
        </>
      )}
    </div>
  );
}

function CaseCard({ data, codeWrong, href, t, lang }: { data: PublicCase; codeWrong: boolean; href: string; t: CitizenT; lang: string }) {
  const s = useStyles();
  const when = (iso: string) => formatDateTimeIn(iso, lang);
  const d = data.detalle;
  return (
    <section className={s.case} aria-labelledby="sig-folio-case" data-testid="sig-folio-case">
      <h3 id="sig-folio-case" className={s.folio} dir="ltr">
        {data.folio}
      </h3>
      <Body1 className={s.muted}>
        {t(`folio.kind.${data.kind}`)}
        {d && ` · ${d.tipo.nombre}`}
      </Body1>
      <span>
        <EstatusBadge nombre={data.estatus.nombre} color={data.estatus.color} look="ring" />
      </span>
      <dl className={s.dates}>
        <div>
          <dt className={s.term}>{t('folio.created')}</dt>
          <dd className={s.value}>{when(data.createdAt)}</dd>
        </div>
        <div>
          <dt className={s.term}>{t('folio.updated')}</dt>
          <dd className={s.value}>{when(data.updatedAt)}</dd>
        </div>
        {d && !data.closedAt && (
          <div>
            <dt className={s.term}>{t('folio.due')}</dt>
            <dd className={s.value}>{when(d.dueAt)}</dd>
          </div>
        )}
        {data.closedAt && (
          <div>
            <dt className={s.term}>{t('folio.closed')}</dt>
            <dd className={s.value}>{when(data.closedAt)}</dd>
          </div>
        )}
      </dl>
      {codeWrong && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{t('folio.codeWrong')}</MessageBarBody>
        </MessageBar>
      )}
      {d && (
        <>
          <h4 className={s.sub}>{t('folio.what')}</h4>
          <Body1 className={s.text} dir="auto">
            {d.descripcion}
          </Body1>
          {d.fotos.length > 0 && (
            <ul className={s.photos}>
              {d.fotos.map((f) => (
                <li key={f.id}>
                  <a href={f.url} target="_blank" rel="noopener noreferrer">
                    <img className={s.photo} src={f.url} alt={t('folio.photo', { name: f.nombre })} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          )}
          {(d.direccion || d.colonia) && (
            <>
              <h4 className={s.sub}>{t('folio.place')}</h4>
              <Body1 dir="auto">{[d.direccion, d.colonia].filter(Boolean).join(' · ')}</Body1>
            </>
          )}
          {d.historial.length > 0 && (
            <>
              <h4 className={s.sub}>{t('folio.history')}</h4>
              <ol className={s.list}>
                {d.historial.map((h, i) => (
                  <li key={`${h.at}-${i}`}>
                    <EstatusBadge nombre={h.estatus} color={h.color} look="ring" /> <Caption1 className={s.muted}>{when(h.at)}</Caption1>
                  </li>
                ))}
              </ol>
            </>
          )}
          {d.notas.length > 0 && (
            <>
              <h4 className={s.sub}>{t('folio.notes')}</h4>
              <ul className={s.list}>
                {d.notas.map((n, i) => (
                  <li key={`${n.at}-${i}`}>
                    <Caption1 className={s.muted}>{when(n.at)}</Caption1>
                    <Body1 className={s.text} dir="auto" block>
                      {n.texto}
                    </Body1>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <Link href={href} target="_blank" rel="noopener">
        {t('folio.open')} {t('newTab')}
      </Link>
    </section>
  );
}

/** "Seguir este folio": an e-mail, then a confirmation link mailed to it (double opt-in); the answer is the same whether or not a mail goes out. */
function FollowByMail({ urls, folio, t, lang }: { urls: SiteUrls; folio: string; t: CitizenT; lang: string }) {
  const s = useStyles();
  const { email, change, problem, busy, sentTo, input, submit } = useFollowByMail(
    (value) => publicCall(urls.followSubscribe(folio), isFollowAccepted, { json: { email: value, lang } }),
    {
      required: t('follow.required'),
      invalid: t('email.invalid'),
      refused: (err) => refusalText(refusalOf(err), t, (field) => (field === 'email' ? t('follow.email') : null)),
    },
  );

  if (sentTo) {
    return (
      <MessageBar intent="success" layout="multiline" role="status">
        <MessageBarBody>{t('follow.sent', { email: sentTo })}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <form className={s.column} onSubmit={(e) => void submit(e)} noValidate aria-label={t('follow.title')}>
      <h3 className={s.sub}>{t('follow.title')}</h3>
      <Body1 className={s.muted}>{t('follow.hint')}</Body1>
      <Field label={t('follow.email')} validationMessage={problem ?? undefined}>
        <Input ref={input} type="email" dir="ltr" inputMode="email" autoComplete="email" value={email} onChange={(_, d) => change(d.value)} />
      </Field>
      <Button type="submit" style={{ alignSelf: 'flex-start' }} disabledFocusable={busy}>
        {t('follow.submit')}
      </Button>
    </form>
  );
}
