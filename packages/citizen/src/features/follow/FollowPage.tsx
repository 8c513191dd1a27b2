import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

import { ClienteNotFound } from '../../components/ClienteNotFound';
import { FolioLookup } from '../../components/FolioLookup';
import { PublicPage } from '../../components/PublicPage';
import { Section } from '../../components/Section';
import { Busy, Problem } from '../../components/States';
import { useCitizenT } from '../../i18n';
import { errorText, hasCode } from '../../lib/errorText';
import { normalizeFolio } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';
import { CaseView } from './CaseView';

/** /act/folio/:cliente/:folio?: a folio field and, with a folio, what the municipality publishes about it. */
export function FollowPage({ cliente: slug, folio: folioParam }: { cliente: string; folio?: string }) {
  const { t } = useCitizenT();
  const folio = folioParam ? normalizeFolio(folioParam) : '';
  const cliente = useRemote(() => publicApi.cliente(slug), [slug]);
  const found = useRemote(() => (folio ? publicApi.follow(slug, folio) : Promise.resolve(null)), [slug, folio]);

  if (hasCode(cliente.error, 'citizen.cliente_not_found')) {
    return <ClienteNotFound slug={slug} />;
  }

  let result = null;
  if (folio) {
    if (found.loading) result = <Busy label={t('follow.searching')} />;
    else if (hasCode(found.error, 'citizen.folio_not_found')) {
      result = (
        <MessageBar intent="warning" layout="multiline" role="alert">
          <MessageBarBody>
            <MessageBarTitle>{t('follow.notFound.title', { folio })}</MessageBarTitle>
            {errorText(found.error, t)}
          </MessageBarBody>
        </MessageBar>
      );
    } else if (found.error || !found.data) result = <Problem onRetry={found.retry}>{errorText(found.error, t)}</Problem>;
    else result = <CaseView data={found.data} />;
  }

  return (
    <PublicPage cliente={cliente.data} title={t('follow.title')} description={folio ? undefined : t('follow.subtitle')}>
      <Section>
        <FolioLookup cliente={slug} initial={folio} label={t('follow.title')} />
      </Section>
      {result}
    </PublicPage>
  );
}
