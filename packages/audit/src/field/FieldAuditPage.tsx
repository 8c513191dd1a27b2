import { Badge } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { BackLink, LinkButton, LoadError, Loading, Page, Section, apiErrorMessage } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useMisListasQuery } from '../auditApi';
import { AuditForm } from '../form/AuditForm';
import { AuditResultView } from '../form/AuditResultView';
import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { FieldStatus } from './FieldStatus';
import { submit, type SubmitOutcome } from './fieldKit';
import { usePositionBeacon } from './usePositionBeacon';

const STATE_COLOR = { hecha: 'success', pendiente: 'informative', fallida: 'danger' } as const;

/**
 * /sig/auditoriav2/:orderId/:idAuditWork: the field auditor's phone page (390 px first). `idAuditWork` is the
 * work list; its item for `orderId` carries the case, the checklist and the files, so the form needs no other
 * call (what the offline kit keeps). It sends the auditor's position while open, says how many audits wait to
 * sync and whether the browser keeps them.
 */
export function FieldAuditPage({ orderId, idAuditWork }: { orderId: string; idAuditWork: string }) {
  const { t } = useAuditT();
  const beacon = usePositionBeacon();
  const mine = useMisListasQuery();
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const list = mine.data?.items.find((l) => l.id === idAuditWork);
  const item = list?.items.find((i) => i.orderId === orderId);
  return (
    <Page title={item ? t('phone.title', { folio: item.folio }) : t('phone.titlePlain')} back={<BackLink href={links.listas()} label={t('phone.backToList')} />}>
      <Section>
        <FieldStatus beacon={beacon} />
        {item && (
          <div>
            <Badge appearance="tint" color={STATE_COLOR[item.estado]}>
              {t(`state.${item.estado}`)}
            </Badge>
          </div>
        )}
      </Section>
      {mine.isError ? (
        <LoadError message={apiErrorMessage(mine.error, t)} onRetry={() => void mine.refetch()} />
      ) : !mine.data ? (
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
