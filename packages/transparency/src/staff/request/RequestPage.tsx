import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { isTranspFinal, type TranspDetail } from '@sig/shared';
import { BackLink, DataList, LoadError, Loading, Page, Section, apiErrorMessage, formatDateTime } from '@sig/shared/staff-ui';
import { type ReactNode, useId } from 'react';

import { useTranspT } from '../../i18n';
import { DueExplanation } from '../../lib/DueExplanation';
import { links } from '../../lib/links';
import { useSolicitudQuery } from '../transpApi';
import { ActionsSection } from './ActionsSection';
import { DocumentsSection } from './DocumentsSection';
import { HistorySection } from './HistorySection';
import { NotesSection } from './NotesSection';

const useStyles = makeStyles({
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 },
  columns: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: tokens.spacingHorizontalL, '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

/** /transparencia/transp/:id: one request with everything needed to work it. */
export function RequestPage({ id }: { id: string }) {
  const { t } = useTranspT();
  const request = useSolicitudQuery(id);
  const back = <BackLink href={links.inbox()} label={t('request.back')} />;
  if (request.isError && !request.data) {
    return (
      <Page title={t('request.titleUnknown')} back={back}>
        <LoadError message={apiErrorMessage(request.error, t)} onRetry={() => void request.refetch()} />
      </Page>
    );
  }
  if (!request.data) {
    return (
      <Page title={t('request.titleUnknown')} back={back}>
        <Loading />
      </Page>
    );
  }
  return <RequestView r={request.data} back={back} refetch={() => void request.refetch()} />;
}

function RequestView({ r, back, refetch }: { r: TranspDetail; back: ReactNode; refetch: () => void }) {
  const s = useStyles();
  const { t } = useTranspT();
  const dueId = useId();
  const textId = useId();
  const final = isTranspFinal(r.estatus);
  return (
    <Page title={t('request.title', { folio: r.folio })} subtitle={t(`estatus.${r.estatus}`)} back={back}>
      <div className={s.columns}>
        <div className={s.column}>
          <Section labelledBy={textId}>
            <Subtitle2 as="h2" id={textId}>
              {t('request.what')}
            </Subtitle2>
            <p className={s.text}>{r.texto}</p>
            <DataList
              items={[
                [t('field.estatus'), <span data-testid="transp-estatus">{t(`estatus.${r.estatus}`)}</span>],
                [t('field.formato'), t(`formato.${r.formato}`)],
                [t('field.unidad'), r.unidad?.nombre ?? t('filter.noUnit')],
                [t('field.recibida'), formatDateTime(r.createdAt)],
                [t('field.solicitante'), r.solicitante.nombre ?? t('request.anonymous')],
                [t('field.email'), r.solicitante.email ? <span dir="ltr">{r.solicitante.email}</span> : t('request.noEmail')],
                ...(r.closedAt ? ([[t('field.cerrada'), formatDateTime(r.closedAt)]] as [string, string][]) : []),
              ]}
            />
          </Section>
          <ActionsSection r={r} refetch={refetch} />
          <DocumentsSection r={r} refetch={refetch} />
          <NotesSection r={r} />
        </div>
        <div className={s.column}>
          <Section labelledBy={dueId}>
            <Subtitle2 as="h2" id={dueId}>
              {t('request.due')}
            </Subtitle2>
            <DueExplanation explanation={r.explicacion} due={r.due} overdue={r.vencida} final={final} />
          </Section>
          <HistorySection r={r} />
        </div>
      </div>
    </Page>
  );
}
