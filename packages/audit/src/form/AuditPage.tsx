import { ArrowLeftRegular } from '@fluentui/react-icons';
import { BackLink, LinkButton, LoadError, Loading, Page, apiErrorMessage } from '@sig/shared/staff-ui';
import { useState } from 'react';

import { useCasoQuery } from '../auditApi';
import type { SubmitOutcome } from '../field/fieldKit';
import { useAuditT } from '../i18n';
import { links } from '../lib/links';
import { sendAudit } from '../lib/sendAudit';
import { AuditForm } from './AuditForm';
import { AuditResultView } from './AuditResultView';

const submitNow = async (draft: Parameters<typeof sendAudit>[0]): Promise<SubmitOutcome> => ({ kind: 'sent', result: await sendAudit(draft) });

/** /sig/auditar/:orderId/:tipo: the v1 audit of one closed case, online. */
export function AuditPage({ orderId, tipo }: { orderId: string; tipo: string }) {
  const { t } = useAuditT();
  const caso = useCasoQuery({ orderId, tipo });
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  return (
    <Page title={caso.data ? t('form.title', { folio: caso.data.folio }) : t('form.titlePlain')} back={<BackLink href={links.cola()} label={t("form.back")} />}>
      {caso.isError ? (
        <LoadError message={apiErrorMessage(caso.error, t)} onRetry={() => void caso.refetch()} />
      ) : !caso.data ? (
        <Loading />
      ) : outcome ? (
        <AuditResultView outcome={outcome}>
          <LinkButton appearance="primary" href={links.cola()} icon={<ArrowLeftRegular />}>
            {t('result.next')}
          </LinkButton>
        </AuditResultView>
      ) : (
        <AuditForm caso={caso.data} submit={submitNow} onDone={setOutcome} />
      )}
    </Page>
  );
}
