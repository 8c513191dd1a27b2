import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { BackLink, LoadError, Loading, Page } from '@sig/shared/staff-ui';
import { useLocation, useNavigate } from 'react-router-dom';

import { useBtT } from '../../i18n';
import { errorText } from '../../lib/errors';
import { useCredencialQuery, useHabitanteQuery, usePlantillasQuery } from '../btApi';
import { CardDetail } from '../card/CardDetail';
import { LIST_PATH, cardHref } from '../links';
import { IssueForm } from './IssueForm';

/** `nueva`: the form, with the holder and template of the address (`?habitante=&plantilla=`) chosen. */
function NewCard() {
  const { t } = useBtT();
  const navigate = useNavigate();
  const query = new URLSearchParams(useLocation().search);
  const habitanteId = query.get('habitante') ?? '';
  const plantillaId = query.get('plantilla') ?? '';
  const plantillas = usePlantillasQuery({ activa: 'true', page: '1', pageSize: '100' });
  const chosen = useHabitanteQuery({ habitanteId, plantillaId }, { skip: !habitanteId || !plantillaId });
  if (plantillas.isError) return <LoadError message={errorText(plantillas.error, t)} onRetry={() => void plantillas.refetch()} />;
  if (!plantillas.data || (habitanteId && plantillaId && chosen.isLoading)) return <Loading />;
  const h = chosen.data?.habitante;
  const initial = {
    habitante: h ? { id: h.id, nombreCompleto: h.nombreCompleto, curp: h.curp, colonia: h.colonia, telefono: '', zona: null, edad: null, sexo: null, consentimiento: false, createdAt: '' } : null,
    plantillaId: plantillas.data.items.some((p) => p.id === plantillaId) ? plantillaId : '',
  };
  return <IssueForm plantillas={plantillas.data.items} initial={initial} onIssued={(id) => navigate(`${cardHref(id)}?emitida=1`, { replace: true })} />;
}

/** One card: its detail, with the registry's fields the preview can show. */
function OneCard({ id, issued }: { id: string; issued: boolean }) {
  const { t } = useBtT();
  const q = useCredencialQuery(id);
  const card = q.data;
  const holder = useHabitanteQuery({ habitanteId: card?.habitante.id ?? '', plantillaId: card?.plantilla.id ?? '' }, { skip: !card });
  if (q.isError) return <LoadError message={errorText(q.error, t)} onRetry={() => void q.refetch()} />;
  if (!card) return <Loading />;
  const h = holder.data?.habitante;
  return (
    <>
      {issued && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{t('issue.emitida', { folio: card.folio })}</MessageBarBody>
        </MessageBar>
      )}
      <CardDetail card={card} known={{ curp: h?.curp ?? '', colonia: h?.colonia?.nombre ?? '' }} />
    </>
  );
}

/** /bettaid/edit/:id: issue a card (`nueva`), or one issued card (PDF, public page, revoke). */
export function IssuePage({ id }: { id: string }) {
  const { t } = useBtT();
  const { search } = useLocation();
  const isNew = id === 'nueva';
  const card = useCredencialQuery(id, { skip: isNew });
  const title = isNew ? t('issue.title') : card.data ? t('card.title', { folio: card.data.folio }) : t('issue.back');
  return (
    <Page title={title} back={<BackLink href={LIST_PATH} label={t('issue.back')} />}>
      {isNew ? <NewCard /> : <OneCard id={id} issued={new URLSearchParams(search).get('emitida') === '1'} />}
    </Page>
  );
}
