import { Badge, Button, Link, MessageBar, MessageBarBody, MessageBarTitle, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissCircleRegular, MapRegular } from '@fluentui/react-icons';
import { hasPermission, useRole, type LogEntrega, type LogEntregaDetalle, type LogEvento } from '@sig/shared';
import { type FieldKit, useOnline, useOutboxCounts } from '@sig/shared/field';
import { BackLink, DataList, LOG_FIELD, LOG_OPEN, LoadError, Loading, Page, Section, apiErrorMessage, formatDateTime } from '@sig/shared/staff-ui';
import { useEffect, useId, useRef, useState } from 'react';

import { useLogT } from '../i18n';
import { useEntregaQuery, useMisEntregasQuery } from './envioApi';
import { EnvioStatus } from './EnvioStatus';
import { FailForm } from './FailForm';
import { type EnvioWork, findMine, useEnvioKit, useEnvioWork, useOfflineMisEntregas } from './fieldWork';
import { ProofForm } from './ProofForm';
import { ProofView } from './ProofView';
import { StaffMoves } from './StaffMoves';

const useStyles = makeStyles({
  stateRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBlockStart: tokens.spacingVerticalXS },
  history: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  when: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const STATE_COLOR = { pendiente: 'informative', en_ruta: 'brand', entregada: 'success', fallida: 'danger', reprogramada: 'warning' } as const;

/** Status 0 is no answer at all; 5xx, 408 and 429 are "not now": the phone's copy stands in for all of them. */
const unreachable = (e: unknown) => {
  const status = (e as { status?: unknown } | undefined)?.status;
  return typeof status !== 'number' || status === 0 || status >= 500 || status === 408 || status === 429;
};

const EDITORS = ['admin', 'LogisticaEditar'];

/**
 * /logistica/envio/:id: one delivery, for a repartidor on a 390 px phone (often offline) and for staff at a desk.
 * Online it reads the delivery and keeps the repartidor's open deliveries on the phone (the kit's snapshot);
 * offline it shows the kept copy and says since when. The proof and a failure go through the offline kit's
 * outbox, and the delivery reads "entregada (por enviar)" here until the server has accepted it.
 */
export function EnvioPage({ id }: { id: string }) {
  const s = useStyles();
  const { t } = useLogT();
  const canEdit = hasPermission(EDITORS, useRole());
  const { kit, unavailable } = useEnvioKit();
  const counts = useOutboxCounts(kit);
  const allWork = useEnvioWork(kit);
  const online = useOnline();
  const detail = useEntregaQuery(id);
  const mine = useMisEntregasQuery();
  const fallback = (detail.isError && unreachable(detail.error)) || (!online && !detail.data);
  const mis = useOfflineMisEntregas(kit, mine, fallback);
  const mia = findMine(mis.data, id);
  const [failing, setFailing] = useState(false);
  const [sentNow, setSentNow] = useState(false);

  const work = allWork.filter((w) => w.payload.entregaId === id);
  const stopped = work.filter((w) => w.state !== 'pending');
  const waiting = work.find((w) => w.state === 'pending');
  useWhenSettled(work, (sent) => {
    // sent, or stopped by the server (already delivered...): either way the server's state is news
    if (sent) setSentNow(true);
    void detail.refetch();
    if (sent && (mine.data || mine.isError)) void mine.refetch();
  });

  const entrega: LogEntrega | undefined = detail.data ?? (fallback ? mia : undefined);
  const full: LogEntregaDetalle | undefined = detail.data;
  const local = waiting ? (waiting.kind === LOG_FIELD.prueba ? 'entregada' : 'fallida') : null;
  const open = !!entrega && LOG_OPEN.includes(entrega.estado) && !local && !sentNow;
  const onQueued = (how: 'queued' | 'sent') => {
    setFailing(false);
    if (how === 'sent') {
      setSentNow(true);
      void detail.refetch();
    }
  };

  return (
    <Page title={entrega ? t('envio.titleFolio', { folio: entrega.folio }) : t('envio.title')} back={<BackLink href="/logistica/lista" label={t('envio.back')} />}>
      <Section>
        <EnvioStatus pending={kit ? counts.total : unavailable ? 'unavailable' : 'opening'} online={online} />
        {fallback && mis.savedAt !== null && mia && (
          <MessageBar intent="info">
            <MessageBarBody>{t('envio.fromDevice', { at: formatDateTime(new Date(mis.savedAt).toISOString()) })}</MessageBarBody>
          </MessageBar>
        )}
        {kit && stopped.map((w) => <StoppedWork key={w.id} kit={kit} item={w} />)}
        {local && (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t(`envio.local.${local}`)}</MessageBarTitle>
              {/* the server's words when it answered (busy, an error); no answer is the plain wait for a connection */}
              {waiting?.problem?.code === 'retrying' && waiting.problem.status ? t('envio.local.retrying', { why: waiting.problem.message }) : t('envio.local.waiting')}
            </MessageBarBody>
          </MessageBar>
        )}
        {sentNow && !local && (
          <MessageBar intent="success">
            <MessageBarBody>{t('envio.sent')}</MessageBarBody>
          </MessageBar>
        )}
      </Section>
      {!entrega ? (
        detail.isError && !fallback ? (
          <LoadError message={apiErrorMessage(detail.error, t)} onRetry={() => void detail.refetch()} />
        ) : fallback && (mis.checked || unavailable) ? (
          <LoadError message={t('envio.notOnDevice')} onRetry={() => void detail.refetch()} />
        ) : (
          <Loading />
        )
      ) : (
        <>
          <Summary entrega={entrega} local={local} />
          {full?.prueba && <Section><ProofView entregaId={full.id} folio={full.folio} prueba={full.prueba} /></Section>}
          {open && !failing && (
            <>
              <ProofForm target={{ id: entrega.id, folio: entrega.folio, ubicacion: entrega.ubicacion, codigoSha256: mia?.codigoSha256 ?? null }} kit={kit} onQueued={onQueued} autoLocate={mia !== undefined} />
              <Section>
                <Button icon={<DismissCircleRegular />} onClick={() => setFailing(true)}>
                  {t('envio.fallo.open')}
                </Button>
              </Section>
            </>
          )}
          {open && failing && <FailForm entregaId={entrega.id} folio={entrega.folio} kit={kit} onQueued={onQueued} onCancel={() => setFailing(false)} />}
          {full && <StaffMoves entrega={full} canEdit={canEdit} />}
          {full && <History events={full.historial} />}
        </>
      )}
    </Page>
  );
}

/**
 * Calls `onSettled(true)` when a piece of this delivery's work leaves the outbox (the server took it), and
 * `onSettled(false)` when the kit stops on it (a conflict, a refusal).
 */
function useWhenSettled(work: EnvioWork[], onSettled: (sent: boolean) => void) {
  const before = useRef(new Map<string, EnvioWork['state']>());
  const latest = useRef(onSettled);
  latest.current = onSettled;
  const key = work.map((w) => `${w.id}:${w.state}`).join(',');
  useEffect(() => {
    const now = new Map(work.map((w) => [w.id, w.state] as const));
    const waited = [...before.current].filter(([, state]) => state === 'pending').map(([id]) => id);
    before.current = now;
    if (waited.some((id) => !now.has(id))) latest.current(true);
    else if (waited.some((id) => now.get(id) !== 'pending')) latest.current(false);
    // `key` stands for `work`: the outbox view hands a new array on every read
  }, [key]);
}

/** What the kit stopped on (a 409 already delivered, a 400), with the server's words, until the repartidor acts. */
function StoppedWork({ kit, item }: { kit: FieldKit; item: EnvioWork }) {
  const s = useStyles();
  const { t } = useLogT();
  const conflict = item.state === 'conflict';
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{t(item.kind === LOG_FIELD.prueba ? 'envio.stopped.prueba' : 'envio.stopped.fallida', { folio: item.payload.folio })}</MessageBarTitle>
        {item.problem?.message ?? ''}
        <div className={s.actions}>
          {!conflict && (
            <Button size="small" onClick={() => void kit.retry(item.id).then(() => kit.sync({ force: true }))}>
              {t('envio.stopped.retry')}
            </Button>
          )}
          <Button size="small" onClick={() => void kit.discard(item.id)}>
            {t('envio.stopped.discard')}
          </Button>
        </div>
      </MessageBarBody>
    </MessageBar>
  );
}

/** The delivery: its state (or the phone's, until sent), who gets what, where. */
function Summary({ entrega, local }: { entrega: LogEntrega; local: 'entregada' | 'fallida' | null }) {
  const s = useStyles();
  const { t } = useLogT();
  const titleId = useId();
  const h = entrega.habitante;
  const place = entrega.ubicacion;
  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('envio.summary')}
      </Subtitle2>
      <div className={s.stateRow}>
        {local ? (
          <Badge appearance="filled" color="warning">
            {t(`envio.local.badge.${local}`)}
          </Badge>
        ) : (
          <Badge appearance="filled" color={STATE_COLOR[entrega.estado]}>
            {t(`estado.${entrega.estado}`)}
          </Badge>
        )}
        {entrega.motivoFallo && !local && <span>{t(`motivo.${entrega.motivoFallo}`)}</span>}
      </div>
      <DataList
        items={[
          [t('envio.habitante'), h.nombreCompleto],
          [t('envio.direccion'), [h.direccion, h.colonia?.nombre].filter(Boolean).join(', ') || '—'],
          // dir ltr: the digits keep their order on a right-to-left page
          [t('envio.telefono'), h.telefono ? <Link href={`tel:${h.telefono.replace(/[^\d+]/g, '')}`} dir="ltr">{h.telefono}</Link> : '—'],
          [t('envio.programa'), entrega.programa.nombre],
          [t('envio.articulo'), entrega.articulo],
          [t('envio.periodo'), entrega.periodo],
          [t('envio.programada'), entrega.programadaPara ?? '—'],
          [t('envio.repartidor'), entrega.repartidor?.displayName ?? t('envio.sinRepartidor')],
          [
            t('envio.lugar'),
            place ? (
              <Link href={`https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=18/${place.lat}/${place.lng}`} target="_blank" rel="noopener noreferrer">
                <MapRegular aria-hidden /> {t('envio.abrirMapa')}
              </Link>
            ) : (
              t('envio.sinLugar')
            ),
          ],
        ]}
      />
    </Section>
  );
}

function History({ events }: { events: LogEvento[] }) {
  const s = useStyles();
  const { t } = useLogT();
  const titleId = useId();
  return (
    <Section labelledBy={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('envio.historial')}
      </Subtitle2>
      {events.length === 0 ? (
        <span>{t('envio.historialVacio')}</span>
      ) : (
        <ol className={s.history}>
          {events.map((e) => (
            <li key={e.id}>
              {t(`envio.evento.${e.tipo}`)}
              {typeof e.despues?.estado === 'string' && ` → ${t(`estado.${e.despues.estado}`)}`}
              {e.autor && (
                <>
                  {' · '}
                  <bdi>{e.autor.displayName}</bdi>
                </>
              )}{' '}
              <span className={s.when}>{formatDateTime(e.at)}</span>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
