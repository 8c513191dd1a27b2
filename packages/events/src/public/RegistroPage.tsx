import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { formatDateTimeIn, navigate, type EvPublicEvento, type PublicCliente } from '@sig/shared';

import { useEvT } from '../i18n';
import { errorText } from '../lib/errors';
import { useRemote } from '../lib/useRemote';
import { Busy, Card, Problem } from './controls';
import { EventoInfo } from './EventoInfo';
import { PublicShell } from './PublicShell';
import { evPublicApi } from './publicApi';
import { SIN_HABITANTE, boletoPage } from './publicPaths';
import { RegistroForm } from './RegistroForm';

/** Why registration is closed, in the reader's words (the dates where they matter). */
function cierreText(e: EvPublicEvento, t: (k: string, o?: Record<string, unknown>) => string, lang: string): string {
  if (e.cancelado || e.cierre === 'cancelado') return t('cierre.cancelado');
  if (e.cierre === 'no_iniciado' && e.registroDesde) return t('cierre.no_iniciadoDesde', { at: formatDateTimeIn(e.registroDesde, lang) });
  return t(`cierre.${e.cierre ?? 'cerrado'}`);
}

/**
 * /evento/:productId/:clienteId/:habitanteId/:tipoId: the public registration page of one event (`tipoId`) of a
 * municipality (`clienteId`, its slug), for a phone first. `habitanteId` is a habitante's own link (one button) or '-'.
 * On success the person lands on their ticket.
 */
export function RegistroPage({ slug, eventoId, habitanteId, cliente }: { slug: string; eventoId: string; habitanteId: string; cliente: PublicCliente | null }) {
  const { t, i18n } = useEvT();
  const evento = useRemote(() => evPublicApi.evento(slug, eventoId), [slug, eventoId]);
  const e = evento.data;
  const habitante = habitanteId && habitanteId !== SIN_HABITANTE ? habitanteId : null;

  if (!e)
    return (
      <PublicShell cliente={cliente} title={t('registro.title')}>
        {evento.loading ? <Busy /> : <Problem onRetry={evento.retry}>{errorText(evento.error, t)}</Problem>}
      </PublicShell>
    );
  const open = e.registroAbierto && !e.cancelado;
  const full = e.lugaresLibres <= 0;
  return (
    <PublicShell cliente={cliente} title={e.titulo} focusKey={e.id}>
      <Card>
        <EventoInfo evento={e} />
      </Card>
      <Card title={t('registro.title')} labelledBy="ev-registro">
        {!open ? (
          <MessageBar intent={e.cancelado ? 'error' : 'warning'} layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{t('registro.closed')}</MessageBarTitle>
              {cierreText(e, t, i18n.language)}
            </MessageBarBody>
          </MessageBar>
        ) : (
          <>
            {full && (
              <MessageBar intent="warning" layout="multiline">
                <MessageBarBody>
                  <MessageBarTitle>{t('registro.fullTitle')}</MessageBarTitle>
                  {t('registro.fullEspera', { count: e.enEspera })}
                </MessageBarBody>
              </MessageBar>
            )}
            {e.registroHasta && <div>{t('registro.until', { at: formatDateTimeIn(e.registroHasta, i18n.language) })}</div>}
            <div>{habitante ? t('registro.introHabitante') : e.requiereCurp ? t('registro.introCurp') : t('registro.intro')}</div>
            <RegistroForm slug={slug} evento={e} habitante={habitante} onDone={(r) => navigate(boletoPage(r.eventoId, r.registroId))} />
          </>
        )}
      </Card>
    </PublicShell>
  );
}
