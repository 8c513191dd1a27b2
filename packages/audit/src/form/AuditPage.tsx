import { ArrowLeftRegular } from '@fluentui/react-icons';
import { BackLink, LinkButton, LoadError, Loading, Page, apiErrorMessage } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useCasoQuery } from '../auditApi';
import type { SubmitOutcome } from '../field/fieldKit';
import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { sendAudit, type AuditDraft } from '../lib/sendAudit';
import { AuditForm } from './AuditForm';
import { AuditResultView } from './AuditResultView';

const submitNow = async (draft: AuditDraft): Promise<SubmitOutcome> => ({ kind: 'sent', result: await sendAudit(draft) });

/** /sig/auditar/:orderId/:tipo: the v1 audit of one closed case, online (`tipo` is the kind: reporte or solicitud). */
export function AuditPage({ orderId }: { orderId: string }) {
  const { t } = useAuditT();
  const caso = useCasoQuery(orderId);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const data = caso.data;
  return (
    <Page title={data ? t('form.title', { folio: data.caso.folio }) : t('form.titlePlain')} back={<BackLink href={links.cola()} label={t('form.back')} />}>
      {caso.isError ? (
        <LoadError message={apiErrorMessage(caso.error, t)} onRetry={() => void caso.refetch()} />
      ) : !data ? (
        <Loading />
      ) : outcome ? (
        <AuditResultView outcome={outcome}>
          <LinkButton appearance="primary" href={links.cola()} icon={<ArrowLeftRegular />}>
            {t('result.next')}
          </LinkButton>
        </AuditResultView>
      ) : (
        <AuditForm caso={data.caso} checklist={data.checklist} archivos={data.archivos.length} ciudadano={data.ciudadano} submit={submitNow} onDone={setOutcome} />
      )}
    </Page>
  );
}
