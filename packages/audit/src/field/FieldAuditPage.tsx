import { Badge, Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { AuditSubmitBody } from '@sig/shared';
import type { FieldKit, OutboxItem } from '@sig/shared/field';
import { BackLink, ConfirmDialog, LinkButton, LoadError, Loading, Page, Section, apiErrorMessage, formatDateTime } from '@sig/shared/staff-ui';
import { useEffect, useState } from 'react';

import { useMisListasQuery } from '../auditApi';
import { AuditForm } from '../form/AuditForm';
import { AuditResultView } from '../form/AuditResultView';
import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { FieldStatus } from './FieldStatus';
import { type SubmitOutcome, useAuditKit, useOfflineLists, usePendingCount, useStoppedWork, useSubmit } from './fieldKit';
import { usePositionBeacon } from './usePositionBeacon';

const useStyles = makeStyles({ actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBlockStart: tokens.spacingVerticalXS } });

const STATE_COLOR = { hecha: 'success', pendiente: 'informative', fallida: 'danger' } as const;

/** Audits the kit stopped on: a conflict (the case changed meanwhile) or a refusal, each kept until the auditor acts. */
function StoppedWork({ kit, items }: { kit: FieldKit; items: OutboxItem[] }) {
  const s = useStyles();
  const { t } = useAuditT();
  return (
    <>
      {items.map((item) => {
        const body = item.payload as AuditSubmitBody;
        const conflict = item.state === 'conflict';
        const reason = item.problem?.message ?? '';
        return (
          <MessageBar key={item.id} intent="error" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t(conflict ? 'phone.stoppedConflict' : 'phone.stoppedError', { orderId: body.orderId })}</MessageBarTitle>
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
  const { t } = useAuditT();
  const beacon = usePositionBeacon();
  const { kit, unavailable } = useAuditKit();
  const submit = useSubmit(kit);
  const pending = usePendingCount(kit);
  const stopped = useStoppedWork(kit);
  const mine = useMisListasQuery();
  const lists = useOfflineLists(kit, mine);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  // the no conforme's confirmation is fetched when it first opens; offline that fetch fails and the audit cannot
  // be recorded, so its code is fetched now, while online, for the service worker to keep
  useEffect(() => void ConfirmDialog.preload(), []);
  const list = lists.data?.items.find((l) => l.id === idAuditWork);
  const item = list?.items.find((i) => i.orderId === orderId);
  return (
    <Page title={item ? t('phone.title', { folio: item.folio }) : t('phone.titlePlain')} back={<BackLink href={links.listas()} label={t('phone.backToList')} />}>
      <Section>
        <FieldStatus beacon={beacon} pending={kit ? pending : unavailable ? 'unavailable' : 'opening'} />
        {item && (
          <div>
            <Badge appearance="tint" color={STATE_COLOR[item.estado]}>
              {t(`state.${item.estado}`)}
            </Badge>
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
      ) : (
        <AuditForm caso={item.caso} checklist={item.checklist} archivos={item.archivos.length} listaId={list.id} submit={submit} onDone={setOutcome} />
      )}
    </Page>
  );
}
