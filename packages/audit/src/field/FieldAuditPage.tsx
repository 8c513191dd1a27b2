import { Badge, Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ErrorCircleRegular } from '@fluentui/react-icons';
import type { AuditSubmitBody } from '@sig/shared';
import type { FieldKit, OutboxItem } from '@sig/shared/field';
import { BackLink, ConfirmDialog, FormDialog, LinkButton, LoadError, Loading, Page, Section, apiErrorMessage, formatDateTime } from '@sig/shared/staff-ui';
import { useEffect, useRef, useState } from 'react';

import { useMisListasQuery } from '../auditApi';
import { AuditForm } from '../form/AuditForm';
import { AuditResultView } from '../form/AuditResultView';
import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import type { FailDraft } from '../lib/markFailed';
import { CasePhotos } from './CasePhotos';
import { FailDialog } from './FailDialog';
import { FieldStatus } from './FieldStatus';
import { AUDIT_FAIL_WORK, type FailOutcome, type SubmitOutcome, useAuditKit, useMarkFailed, useOfflineLists, usePendingCount, useStoppedWork, useSubmit, useUnsentFails } from './fieldKit';
import { usePositionBeacon } from './usePositionBeacon';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBlockStart: tokens.spacingVerticalXS },
  stateRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

const STATE_COLOR = { hecha: 'success', pendiente: 'informative', fallida: 'danger' } as const;

/** Audits the kit stopped on: a conflict (the case changed meanwhile) or a refusal, each kept until the auditor acts. */
function StoppedWork({ kit, items }: { kit: FieldKit; items: OutboxItem[] }) {
  const s = useStyles();
  const { t } = useAuditT();
  return (
    <>
      {items.map((item) => {
        const body = item.payload as AuditSubmitBody | FailDraft;
        const conflict = item.state === 'conflict';
        const title = item.kind === AUDIT_FAIL_WORK ? 'phone.stoppedFail' : conflict ? 'phone.stoppedConflict' : 'phone.stoppedError';
        const reason = item.problem?.message ?? '';
        return (
          <MessageBar key={item.id} intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t(title, { orderId: body.orderId })}</MessageBarTitle>
              {conflict && (reason === 'reabierto' || reason === 'cambiado') ? t(`result.conflict.${reason}`) : reason}
              <div className={s.actions}>
                {!conflict && (
                  <Button size="small" onClick={() => void kit.retry(item.id).then(() => kit.sync({ force: true }))}>
                    {t('phone.retry')}
                  </Button>
                )}
                <Button size="small" onClick={() => void kit.discard(item.id)}>
                  {t('phone.discard')}
                </Button>
              </div>
            </MessageBarBody>
          </MessageBar>
        );
      })}
    </>
  );
}

/**
 * /sig/auditoriav2/:orderId/:idAuditWork: the field auditor's phone page (390 px first). `idAuditWork` is the
 * work list; its item for `orderId` carries the case, the checklist and the files, so the form needs no other
 * call, and the lists are kept on the device for when the connection goes. Audits go through the offline kit's
 * outbox. It sends the auditor's position while open and says how many audits wait to sync.
 */
export function FieldAuditPage({ orderId, idAuditWork }: { orderId: string; idAuditWork: string }) {
  const s = useStyles();
  const { t } = useAuditT();
  const beacon = usePositionBeacon();
  const { kit, unavailable } = useAuditKit();
  const submit = useSubmit(kit);
  const markFailed = useMarkFailed(kit);
  const pending = usePendingCount(kit);
  const stopped = useStoppedWork(kit);
  const unsentFails = useUnsentFails(kit);
  const mine = useMisListasQuery();
  const lists = useOfflineLists(kit, mine);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [failing, setFailing] = useState(false);
  const [failed, setFailed] = useState<FailOutcome | null>(null);
  // the dialogs' code is fetched when they first open; offline that fetch fails and nothing could be recorded,
  // so it is fetched now, while online, for the service worker to keep
  useEffect(() => {
    void ConfirmDialog.preload();
    void FormDialog.preload();
  }, []);
  // a failed mark just reached the server: read the lists again (online), so the phone's copy says so too
  const sentFails = useRef(unsentFails.length);
  useEffect(() => {
    if (unsentFails.length < sentFails.current && mine.data) void mine.refetch();
    sentFails.current = unsentFails.length;
  }, [unsentFails.length, mine]);
  const list = lists.data?.items.find((l) => l.id === idAuditWork);
  const item = list?.items.find((i) => i.orderId === orderId);
  const failedHere = unsentFails.some((f) => f.listaId === idAuditWork && f.orderId === orderId);
  const estado = item && (failedHere || failed) ? 'fallida' : item?.estado;
  const canFail = !!item && !!list && estado === 'pendiente' && !outcome;
  return (
    <Page title={item ? t('phone.title', { folio: item.folio }) : t('phone.titlePlain')} back={<BackLink href={links.listas()} label={t('phone.backToList')} />}>
      <Section>
        <FieldStatus beacon={beacon} pending={kit ? pending : unavailable ? 'unavailable' : 'opening'} />
        {item && estado && (
          <div className={s.stateRow}>
            <Badge appearance="tint" color={STATE_COLOR[estado]}>
              {t(`state.${estado}`)}
            </Badge>
            {canFail && (
              <Button appearance="secondary" icon={<ErrorCircleRegular />} onClick={() => setFailing(true)}>
                {t('fail.open')}
              </Button>
            )}
          </div>
        )}
        {lists.savedAt !== null && (
          <MessageBar intent="info">
            <MessageBarBody>{t('phone.fromDevice', { at: formatDateTime(new Date(lists.savedAt).toISOString()) })}</MessageBarBody>
          </MessageBar>
        )}
        {kit && stopped.length > 0 && <StoppedWork kit={kit} items={stopped} />}
      </Section>
      {mine.isError && !lists.data ? (
        <LoadError message={apiErrorMessage(mine.error, t)} onRetry={() => void mine.refetch()} />
      ) : !lists.data ? (
        <Loading />
      ) : !item || !list ? (
        <LoadError message={t('phone.notInList')} />
      ) : outcome ? (
        <AuditResultView outcome={outcome}>
          <LinkButton appearance="primary" href={links.listas()} icon={<ArrowLeftRegular />}>
            {t('phone.backToList')}
          </LinkButton>
        </AuditResultView>
      ) : failed || failedHere ? (
        <Section>
          <MessageBar intent={failed === 'sent' ? 'success' : 'warning'} layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('fail.doneTitle', { folio: item.folio })}</MessageBarTitle>
              {t(failed === 'sent' ? 'fail.sent' : failed === 'queued' ? 'fail.queued' : 'fail.pendingLocal')}
            </MessageBarBody>
          </MessageBar>
          <div className={s.actions}>
            <LinkButton appearance="primary" href={links.listas()} icon={<ArrowLeftRegular />}>
              {t('phone.backToList')}
            </LinkButton>
          </div>
        </Section>
      ) : (
        <AuditForm
          caso={item.caso}
          checklist={item.checklist}
          archivos={item.archivos.length}
          ciudadano={item.ciudadano ?? null}
          photos={<CasePhotos kit={kit} orderId={item.orderId} archivos={item.archivos} />}
          listaId={list.id}
          submit={submit}
          onDone={setOutcome}
        />
      )}
      {item && list && (
        <FailDialog
          open={failing}
          folio={item.folio}
          listaId={list.id}
          orderId={item.orderId}
          mark={markFailed}
          onClose={() => setFailing(false)}
          onDone={(o) => {
            setFailing(false);
            setFailed(o);
          }}
        />
      )}
    </Page>
  );
}
