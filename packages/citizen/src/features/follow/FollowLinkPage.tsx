import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { AREA_DIGEST_HOUR } from '@sig/shared';
import { useState } from 'react';

import { ClienteNotFound } from '../../components/ClienteNotFound';
import { PublicPage } from '../../components/PublicPage';
import { LinkButton } from '../../components/RouterLink';
import { Busy, Problem } from '../../components/States';
import { useCitizenT } from '../../i18n';
import type { AreaAlertResult, PublicCliente } from '../../lib/contract';
import { errorText, hasCode, type Translate } from '../../lib/errorText';
import { hrefs } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote, type Remote } from '../../lib/useRemote';

type Action = 'confirmar' | 'baja';
/** A case follow's link, or an area alert's (issue 24: #confirmar-alerta=, #baja-alerta=). */
interface MailLink {
  action: Action;
  alerta: boolean;
  token: string;
}

/** The action and token of a follow mail's link, from the fragment (never sent to the server by the browser). */
function linkInFragment(hash = window.location.hash): MailLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  for (const action of ['confirmar', 'baja'] as const) {
    const token = params.get(action);
    if (token) return { action, alerta: false, token };
    const alertToken = params.get(`${action}-alerta`);
    if (alertToken) return { action, alerta: true, token: alertToken };
  }
  return null;
}

/** "la colonia Centro", "500 m alrededor del punto que elegiste", with its tipos. */
function areaText(r: AreaAlertResult, t: Translate): string {
  const area = r.colonia !== null ? t('alertLink.colonia', { colonia: r.colonia }) : t('alertLink.radio', { radio: r.radio !== null && r.radio >= 1000 ? t('alerts.radio.km', { n: r.radio / 1000 }) : t('alerts.radio.m', { n: r.radio }) });
  return r.tipos.length > 0 ? t('alertLink.withTipos', { area, tipos: r.tipos.join(', ') }) : area;
}

/** /act/seguir/:cliente#confirmar-alerta=… or #baja-alerta=…: an area alert's links; back to the start page. */
function AreaAlertLink({ slug, link, cliente }: { slug: string; link: MailLink; cliente: Remote<PublicCliente> }) {
  const { t } = useCitizenT();
  const done = useRemote(() => publicApi.areaLink(slug, link.action, link.token), [slug, link.token]);
  const title = t(link.action === 'baja' ? 'alertLink.stopTitle' : 'alertLink.confirmTitle');
  let body;
  if (done.loading) body = <Busy label={t('followLink.working')} />;
  else if (done.error || !done.data) body = hasCode(done.error, 'citizen.alert_link_invalid') ? <Problem>{errorText(done.error, t)}</Problem> : <Problem onRetry={done.retry}>{errorText(done.error, t)}</Problem>;
  else {
    const area = areaText(done.data, t);
    body = (
      <>
        <MessageBar intent="success" layout="multiline" role="status">
          <MessageBarBody>
            <MessageBarTitle>{t(link.action === 'baja' ? 'alertLink.stopped' : 'alertLink.confirmed', { area })}</MessageBarTitle>
            {t(link.action === 'baja' ? 'alertLink.stoppedHint' : 'alertLink.confirmedHint', { hour: `${AREA_DIGEST_HOUR}:00` })}
          </MessageBarBody>
        </MessageBar>
        <LinkButton to={hrefs.start(slug)} appearance="primary">
          {t('common.backToStart')}
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

/**
 * /act/seguir/:cliente#confirmar=… or #baja=…: the links of the follow mails. Opening one does what it
 * says (confirm, stop) and tells the citizen, with a way back to the folio. An area alert's links
 * (#confirmar-alerta=, #baja-alerta=) take the same path.
 */
export function FollowLinkPage({ cliente: slug }: { cliente: string }) {
  const { t } = useCitizenT();
  const [link] = useState(() => linkInFragment());
  const cliente = useRemote(() => publicApi.cliente(slug), [slug]);
  const done = useRemote(() => (link && !link.alerta ? publicApi.followLink(slug, link.action, link.token) : Promise.resolve(null)), [slug, link?.token]);

  if (hasCode(cliente.error, 'citizen.cliente_not_found')) return <ClienteNotFound slug={slug} />;
  if (link?.alerta) return <AreaAlertLink slug={slug} link={link} cliente={cliente} />;
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
