import { Badge } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { BackLink, LinkButton, LoadError, Loading, Page, Section, apiErrorMessage } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useCasoQuery, useTrabajoQuery } from '../auditApi';
import { AuditForm } from '../form/AuditForm';
import { AuditResultView } from '../form/AuditResultView';
import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { FieldStatus } from './FieldStatus';
import { submit, type SubmitOutcome } from './fieldKit';
import { usePositionBeacon } from './usePositionBeacon';

/** The case of a work item, once the item says which kind it is. */
function ItemForm({ orderId, tipo, idAuditWork }: { orderId: string; tipo: string; idAuditWork: string }) {
  const { t } = useAuditT();
  const caso = useCasoQuery({ orderId, tipo });
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  if (caso.isError) return <LoadError message={apiErrorMessage(caso.error, t)} onRetry={() => void caso.refetch()} />;
  if (!caso.data) return <Loading />;
  if (outcome)
    return (
      <AuditResultView outcome={outcome}>
        <LinkButton appearance="primary" href={links.listas()} icon={<ArrowLeftRegular />}>
          {t('phone.backToList')}
        </LinkButton>
      </AuditResultView>
    );
  return <AuditForm caso={caso.data} idAuditWork={idAuditWork} submit={submit} onDone={setOutcome} />;
}

/**
 * /sig/auditoriav2/:orderId/:idAuditWork: the field auditor's phone page (390 px first). It sends the
 * auditor's position while open, says how many audits wait to sync and whether the browser keeps them.
 */
export function FieldAuditPage({ orderId, idAuditWork }: { orderId: string; idAuditWork: string }) {
  const { t } = useAuditT();
  const beacon = usePositionBeacon();
  const item = useTrabajoQuery(idAuditWork);
  const it = item.data;
  const mismatch = it && it.orderId !== orderId;
  return (
    <Page title={it ? t('phone.title', { folio: it.folio }) : t('phone.titlePlain')} back={<BackLink href={links.listas()} label={t('phone.backToList')} />}>
      <Section>
        <FieldStatus beacon={beacon} />
        {it && (
          <Badge appearance="tint" color={it.estado === 'hecha' ? 'success' : it.estado === 'fallida' ? 'danger' : 'informative'}>
            {t(`state.${it.estado}`)}
          </Badge>
        )}
      </Section>
      {item.isError ? (
        <LoadError message={apiErrorMessage(item.error, t)} onRetry={() => void item.refetch()} />
      ) : !it ? (
        <Loading />
      ) : mismatch ? (
        <LoadError message={t('phone.mismatch')} />
      ) : (
        <ItemForm orderId={it.orderId} tipo={it.tipo} idAuditWork={it.idAuditWork} />
      )}
    </Page>
  );
}
