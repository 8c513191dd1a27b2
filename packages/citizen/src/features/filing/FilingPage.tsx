import { type CaseKind, SentenceWithUserText, USER_TEXT_SLOT, UserText, sentenceWithIsolate } from '@sig/shared';

import { ClienteNotFound } from '../../components/ClienteNotFound';
import { PublicPage } from '../../components/PublicPage';
import { LinkButton, RouterLink } from '../../components/RouterLink';
import { Busy, Note, Problem } from '../../components/States';
import { useCitizenT } from '../../i18n';
import type { PublicCliente } from '../../lib/contract';
import { errorText, hasCode } from '../../lib/errorText';
import { ANONIMO, hrefs } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';
import { RequireSession } from '../verify/RequireSession';
import { FilingForm } from './FilingForm';

/** The form for one tipo once the municipality is known: or why it cannot be filed here. */
export function FilingFor({ kind, cliente: c, habitante, tipoId }: { kind: CaseKind; cliente: PublicCliente; habitante: string; tipoId: string }) {
  const { t } = useCitizenT();
  const portal = hrefs.portal(c.slug, habitante, kind);
  if (!c.recibeCasos) {
    return (
      <PublicPage cliente={c} title={t('start.closed.title')}>
        <Note>{t('start.closed.body', { name: c.nombre })}</Note>
      </PublicPage>
    );
  }
  // solicitudes name who asks: an anonymous one cannot be attended
  if (kind === 'solicitud' && habitante === ANONIMO) {
    return (
      <PublicPage cliente={c} title={t('filing.needsRegistro.title')} description={t('filing.needsRegistro.body')} focusKey="needs-registro">
        <LinkButton to={hrefs.registro('buscar', c.slug, 'solicitud')} appearance="primary">
          {t('filing.needsRegistro.action')}
        </LinkButton>
      </PublicPage>
    );
  }
  const tipo = (kind === 'reporte' ? c.tiposReporte : c.tiposSolicitud).find((x) => x.id === tipoId);
  if (!tipo) {
    return (
      <PublicPage cliente={c} title={t('filing.noTipo.title')} description={t(`filing.noTipo.body.${kind}`)} focusKey="no-tipo">
        <LinkButton to={portal} appearance="primary">
          {t(`filing.chooseOther.${kind}`)}
        </LinkButton>
      </PublicPage>
    );
  }
  // the tipo is catalogue text: isolated from the sentence's direction (an Arabic interface, a Spanish name)
  const sentence = t(`filing.title.${kind}`, { tipo: USER_TEXT_SLOT });
  const page = (
    <PublicPage
      cliente={c}
      title={sentenceWithIsolate(sentence, tipo.nombre)}
      heading={<SentenceWithUserText sentence={sentence} text={tipo.nombre} />}
      description={tipo.descripcion ? <UserText>{tipo.descripcion}</UserText> : undefined}
    >
      <RouterLink to={portal}>{t(`filing.chooseOther.${kind}`)}</RouterLink>
      <FilingForm kind={kind} cliente={c} habitante={habitante} tipo={tipo} />
    </PublicPage>
  );
  if (habitante === ANONIMO) return page;
  // in a habitante's name: a link is no credential, the tab must hold their session
  return (
    <RequireSession cliente={c} habitanteId={habitante}>
      {page}
    </RequireSession>
  );
}

/** /act/rep/... and /act/sol/...: the municipality by slug, then the form. */
export function FilingPage({ kind, cliente: slug, habitante, tipoId }: { kind: CaseKind; cliente: string; habitante: string; tipoId: string }) {
  const { t } = useCitizenT();
  const cliente = useRemote(() => publicApi.cliente(slug), [slug]);
  if (cliente.loading) {
    return (
      <PublicPage title={t(`filing.loading.${kind}`)}>
        <Busy />
      </PublicPage>
    );
  }
  if (hasCode(cliente.error, 'citizen.cliente_not_found')) {
    return <ClienteNotFound slug={slug} />;
  }
  if (cliente.error || !cliente.data) {
    return (
      <PublicPage title={t(`filing.loading.${kind}`)}>
        <Problem onRetry={cliente.retry}>{errorText(cliente.error, t)}</Problem>
      </PublicPage>
    );
  }
  return <FilingFor kind={kind} cliente={cliente.data} habitante={habitante} tipoId={tipoId} />;
}
