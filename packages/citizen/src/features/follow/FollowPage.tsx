import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

import { ClienteNotFound } from '../../components/ClienteNotFound';
import { FolioLookup } from '../../components/FolioLookup';
import { PublicPage } from '../../components/PublicPage';
import { Section } from '../../components/Section';
import { Busy, Problem } from '../../components/States';
import { useCitizenT } from '../../i18n';
import { errorText, hasCode } from '../../lib/errorText';
import { codeFragment, codeInFragment } from '../../lib/fragment';
import { normalizeFolio } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';
import { CaseView } from './CaseView';
import { FollowByMail } from './FollowByMail';
import { FollowCodeForm } from './FollowCodeForm';
import { ResueltoQuestion } from './ResueltoQuestion';

/**
 * /act/folio/:cliente/:folio?: a folio field and, with a folio, what the municipality publishes about it:
 * estatus and dates, and with the follow code (typed, or in the link's #codigo= fragment) the history and
 * notes. The code goes to the server in a request body, never in an address.
 */
export function FollowPage({ cliente: slug, folio: folioParam }: { cliente: string; folio?: string }) {
  const { t } = useCitizenT();
  const folio = folioParam ? normalizeFolio(folioParam) : '';
  const [code, setCode] = useState(() => codeInFragment());
  // a link with another code opened on this same page changes only the fragment: no new page
  useEffect(() => {
    const onHash = () => setCode(codeInFragment());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const cliente = useRemote(() => publicApi.cliente(slug), [slug]);
  const found = useRemote(() => (folio ? publicApi.follow(slug, folio, code || undefined) : Promise.resolve(null)), [slug, folio, code]);
  const applyCode = (value: string) => {
    // kept in the fragment, so a reload or a bookmark keeps it without sending it anywhere
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${codeFragment(value)}`);
    setCode(value);
  };

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
    else {
      result = (
        <>
          <CaseView data={found.data} tileUrl={cliente.data?.mapa.tileUrl ?? null}>
            {!found.data.detalle && <FollowCodeForm key={code} initial={code} wrong={Boolean(code)} onCode={applyCode} />}
          </CaseView>
          {!found.data.closedAt && <FollowByMail cliente={slug} folio={found.data.folio} />}
          {found.data.detalle && found.data.resuelto && code && <ResueltoQuestion key={found.data.folio} cliente={slug} folio={found.data.folio} codigo={code} state={found.data.resuelto} />}
        </>
      );
    }
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
