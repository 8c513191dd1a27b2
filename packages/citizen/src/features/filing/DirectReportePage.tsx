import { PublicPage } from '../../components/PublicPage';
import { LinkButton } from '../../components/RouterLink';
import { Busy, Problem } from '../../components/States';
import { useCitizenT } from '../../i18n';
import { errorText, hasCode } from '../../lib/errorText';
import { hrefs } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';
import { FilingFor } from './FilingPage';

/**
 * /act/port/:habitante/reporte/:tiporeporte, a direct link (a QR code on a lamp post, a message): the link
 * carries no municipality, the habitante's record names it. The id in it is no credential: the form shows
 * once the person proved by code that they are that habitante (FilingFor's RequireSession).
 */
export function DirectReportePage({ habitante: habitanteId, tipoId }: { habitante: string; tipoId: string }) {
  const { t } = useCitizenT();
  const loaded = useRemote(async () => {
    const habitante = await publicApi.habitante(habitanteId);
    return { habitante, cliente: await publicApi.cliente(habitante.cliente) };
  }, [habitanteId]);

  if (loaded.loading) {
    return (
      <PublicPage title={t('filing.loading.reporte')}>
        <Busy />
      </PublicPage>
    );
  }
  if (hasCode(loaded.error, 'citizen.not_found') || hasCode(loaded.error, 'citizen.cliente_not_found')) {
    return (
      <PublicPage title={t('portal.noHabitante.title')} description={t('direct.notFound')} focusKey="not-found">
        <LinkButton to={hrefs.start()} appearance="primary">
          {t('common.backToStart')}
        </LinkButton>
      </PublicPage>
    );
  }
  if (loaded.error || !loaded.data) {
    return (
      <PublicPage title={t('filing.loading.reporte')}>
        <Problem onRetry={loaded.retry}>{errorText(loaded.error, t)}</Problem>
      </PublicPage>
    );
  }
  return <FilingFor kind="reporte" cliente={loaded.data.cliente} habitante={loaded.data.habitante.id} tipoId={tipoId} />;
}
