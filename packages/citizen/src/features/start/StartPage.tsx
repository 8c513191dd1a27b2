import { makeStyles, tokens } from '@fluentui/react-components';
import { DocumentText24Regular, Megaphone24Regular } from '@fluentui/react-icons';

import { ClienteNotFound } from '../../components/ClienteNotFound';
import { ActionLink } from '../../components/ActionLink';
import { FolioLookup } from '../../components/FolioLookup';
import { PublicPage } from '../../components/PublicPage';
import { Section } from '../../components/Section';
import { Note, Problem, TilesSkeleton } from '../../components/States';
import { useCitizenT } from '../../i18n';
import { errorText, hasCode } from '../../lib/errorText';
import { hrefs } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';
import { AreaAlerts } from '../alerts/AreaAlerts';
import { MunicipioPicker } from './MunicipioPicker';

const useStyles = makeStyles({
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** /act/s without a municipality: what this is, and the citizen's municipality by name or position. */
function WithoutCliente() {
  const { t } = useCitizenT();
  return (
    <PublicPage title={t('start.anon.title')} description={t('start.anon.body')}>
      <Section title={t('picker.title')}>
        <MunicipioPicker />
      </Section>
    </PublicPage>
  );
}

/** The municipality's public start page: report, request, follow a folio, or follow an area (issue 24). */
export function StartPage({ cliente: slug }: { cliente?: string }) {
  const s = useStyles();
  const { t } = useCitizenT();
  const cliente = useRemote(() => (slug ? publicApi.cliente(slug) : Promise.resolve(null)), [slug]);
  if (!slug) return <WithoutCliente />;

  if (cliente.loading) {
    return (
      <PublicPage title={t('start.title')}>
        <TilesSkeleton count={3} />
      </PublicPage>
    );
  }
  if (hasCode(cliente.error, 'citizen.cliente_not_found')) {
    return <ClienteNotFound slug={slug} retype />;
  }
  if (cliente.error || !cliente.data) {
    return (
      <PublicPage title={t('start.title')}>
        <Problem onRetry={cliente.retry}>{errorText(cliente.error, t)}</Problem>
      </PublicPage>
    );
  }

  const c = cliente.data;
  return (
    <PublicPage cliente={c} title={t('start.title')} description={t('start.subtitle', { name: c.nombre })}>
      {c.recibeCasos && c.tiposReporte.length + c.tiposSolicitud.length === 0 && <Note title={t('start.noTipos.title')}>{t('start.noTipos.body')}</Note>}
      {c.recibeCasos ? (
        <nav className={s.actions} aria-label={t('start.actions')}>
          {c.tiposReporte.length > 0 && (
            <ActionLink to={hrefs.registro('buscar', c.slug, 'reporte')} label={t('start.report')} detail={t('start.report.detail')} icon={<Megaphone24Regular />} />
          )}
          {c.tiposSolicitud.length > 0 && (
            <ActionLink to={hrefs.registro('buscar', c.slug, 'solicitud')} label={t('start.request')} detail={t('start.request.detail')} icon={<DocumentText24Regular />} />
          )}
        </nav>
      ) : (
        <Note title={t('start.closed.title')}>{t('start.closed.body', { name: c.nombre })}</Note>
      )}
      <Section title={t('start.follow')}>
        <FolioLookup cliente={c.slug} />
      </Section>
      {c.recibeCasos && c.tiposReporte.length > 0 && <AreaAlerts cliente={c} />}
    </PublicPage>
  );
}
