import { Body1 } from '@fluentui/react-components';
import { CASE_KINDS, navigate, useLocationSearch, type CaseKind } from '@sig/shared';

import { ClienteNotFound } from '../../components/ClienteNotFound';
import { FolioLookup } from '../../components/FolioLookup';
import { PublicPage } from '../../components/PublicPage';
import { LinkButton } from '../../components/RouterLink';
import { Section } from '../../components/Section';
import { SegmentedChoice } from '../../components/SegmentedChoice';
import { Note, Problem, TilesSkeleton } from '../../components/States';
import { useCitizenT } from '../../i18n';
import { errorText, hasCode } from '../../lib/errorText';
import { ANONIMO, hrefs, intentOf } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';
import { RequireSession } from '../verify/RequireSession';
import { TipoList } from './TipoList';

/**
 * /act/port/:cliente/:habitante: the habitante (or an anonymous citizen) picks what to report or ask for;
 * the kind shown is the intent of the query string, so a reload or the back button keeps it.
 */
export function PortalPage({ cliente: slug, habitante: habitanteId }: { cliente: string; habitante: string }) {
  const { t } = useCitizenT();
  const anonymous = habitanteId === ANONIMO;
  const intent = intentOf(useLocationSearch());
  const kind: CaseKind = anonymous ? 'reporte' : (intent ?? 'reporte');
  const cliente = useRemote(() => publicApi.cliente(slug), [slug]);
  const habitante = useRemote(() => (anonymous ? Promise.resolve(null) : publicApi.habitante(habitanteId)), [habitanteId, anonymous]);

  if (cliente.loading || habitante.loading) {
    return (
      <PublicPage title={t('portal.loading')}>
        <TilesSkeleton />
      </PublicPage>
    );
  }
  if (hasCode(cliente.error, 'citizen.cliente_not_found')) {
    return <ClienteNotFound slug={slug} />;
  }
  const failed = cliente.error ?? (hasCode(habitante.error, 'citizen.not_found') ? null : habitante.error);
  if (failed || !cliente.data) {
    return (
      <PublicPage title={t('portal.title.anon')}>
        <Problem
          onRetry={() => {
            cliente.retry();
            habitante.retry();
          }}
        >
          {errorText(failed, t)}
        </Problem>
      </PublicPage>
    );
  }

  const c = cliente.data;
  // a habitante of another municipality is not one here
  if (!anonymous && (!habitante.data || habitante.data.cliente !== c.slug)) {
    return (
      <PublicPage cliente={c} title={t('portal.noHabitante.title')} description={t('portal.noHabitante.body')} focusKey="no-habitante">
        <LinkButton to={hrefs.registro('buscar', c.slug, intent)} appearance="primary">
          {t('portal.noHabitante.action')}
        </LinkButton>
      </PublicPage>
    );
  }

  if (!c.recibeCasos) {
    return (
      <PublicPage cliente={c} title={t('start.closed.title')}>
        <Note>{t('start.closed.body', { name: c.nombre })}</Note>
        <Section title={t('start.follow')}>
          <FolioLookup cliente={c.slug} />
        </Section>
      </PublicPage>
    );
  }

  const choose = (k: CaseKind) => navigate(hrefs.portal(c.slug, habitanteId, k), { replace: true });
  const tipos = kind === 'reporte' ? c.tiposReporte : c.tiposSolicitud;
  const page = (
    <PublicPage
      cliente={c}
      title={habitante.data ? t('portal.title', { name: habitante.data.nombre }) : t('portal.title.anon')}
      description={t(`portal.subtitle.${kind}`)}
    >
      {!anonymous && (
        <SegmentedChoice label={t('portal.kinds')} options={CASE_KINDS} value={kind} labelOf={(k) => t(`portal.kind.${k}`)} onChange={choose} />
      )}
      <TipoList kind={kind} tipos={tipos} cliente={c.slug} habitante={habitanteId} />
      {anonymous && (
        <Section title={t('portal.anon.title')}>
          <Body1>{t('portal.anon.body')}</Body1>
          <LinkButton to={hrefs.registro('nuevo', c.slug, 'solicitud')} appearance="secondary">
            {t('portal.anon.register')}
          </LinkButton>
        </Section>
      )}
      <Section title={t('start.follow')}>
        <FolioLookup cliente={c.slug} />
      </Section>
    </PublicPage>
  );
  if (anonymous) return page;
  return (
    <RequireSession cliente={c} habitanteId={habitanteId} nombre={habitante.data?.nombre}>
      {page}
    </RequireSession>
  );
}
