import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useState } from 'react';

import { ClienteNotFound } from '../../components/ClienteNotFound';
import { PublicPage } from '../../components/PublicPage';
import { LinkButton } from '../../components/RouterLink';
import { Busy, Problem } from '../../components/States';
import { useCitizenT } from '../../i18n';
import { errorText, hasCode } from '../../lib/errorText';
import { hrefs } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';

type Action = 'confirmar' | 'baja';

/** The action and token of a follow mail's link, from the fragment (never sent to the server by the browser). */
function linkInFragment(hash = window.location.hash): { action: Action; token: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const action of ['confirmar', 'baja'] as const) {
    const token = params.get(action);
    if (token) return { action, token };
  }
  return null;
}

/**
 * /act/seguir/:cliente#confirmar=… or #baja=…: the links of the follow mails. Opening one does what it
 * says (confirm, stop) and tells the citizen, with a way back to the folio.
 */
export function FollowLinkPage({ cliente: slug }: { cliente: string }) {
  const { t } = useCitizenT();
  const [link] = useState(() => linkInFragment());
  const cliente = useRemote(() => publicApi.cliente(slug), [slug]);
  const done = useRemote(() => (link ? publicApi.followLink(slug, link.action, link.token) : Promise.resolve(null)), [slug, link?.token]);

  if (hasCode(cliente.error, 'citizen.cliente_not_found')) return <ClienteNotFound slug={slug} />;
  const title = t(link?.action === 'baja' ? 'followLink.stopTitle' : 'followLink.confirmTitle');
  let body;
  if (!link) body = <Problem>{t('error.citizen.follow_link_invalid')}</Problem>;
  else if (done.loading) body = <Busy label={t('followLink.working')} />;
  else if (done.error || !done.data) body = hasCode(done.error, 'citizen.follow_link_invalid') ? <Problem>{errorText(done.error, t)}</Problem> : <Problem onRetry={done.retry}>{errorText(done.error, t)}</Problem>;
  else {
    const folio = done.data.folio;
    body = (
      <>
        <MessageBar intent="success" layout="multiline" role="status">
          <MessageBarBody>
            <MessageBarTitle>{t(link.action === 'baja' ? 'followLink.stopped' : 'followLink.confirmed', { folio })}</MessageBarTitle>
            {t(link.action === 'baja' ? 'followLink.stoppedHint' : 'followLink.confirmedHint')}
          </MessageBarBody>
        </MessageBar>
        <LinkButton to={hrefs.follow(slug, folio)} appearance="primary">
          {t('followLink.seeFolio', { folio })}
        </LinkButton>
      </>
    );
  }
  return (
    <PublicPage cliente={cliente.data} title={title}>
      {body}
    </PublicPage>
  );
}
