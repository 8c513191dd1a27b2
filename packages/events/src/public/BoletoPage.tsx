import { Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { UserText, followInApp, formatDateTimeIn, type EvBoleto, type PublicCliente } from '@sig/shared';
import { useEffect, useState } from 'react';

import { useEvT } from '../i18n';
import { errorText } from '../lib/errors';
import { useRemote } from '../lib/useRemote';
import { Busy, Card, Problem, TOUCH } from './controls';
import { EventoInfo } from './EventoInfo';
import { EventoMap } from './EventoMap';
import { PublicShell } from './PublicShell';
import { evPublicApi, qrSrc } from './publicApi';
import { boletoPage } from './publicPaths';

const useStyles = makeStyles({
  tabs: { display: 'flex', gap: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  tab: {
    minHeight: TOUCH,
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: tokens.spacingHorizontalL,
    fontSize: tokens.fontSizeBase400,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    borderBottom: '3px solid transparent',
  },
  tabOn: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold, borderBottomColor: tokens.colorBrandStroke1 },
  // the door's camera needs contrast: black modules on pure white with a quiet zone, whatever the theme
  qrFrame: { alignSelf: 'center', backgroundColor: '#ffffff', padding: '12px', borderRadius: tokens.borderRadiusLarge, border: '2px solid #000000', lineHeight: 0 },
  qr: { display: 'block', width: 'min(78vw, 340px)', height: 'min(78vw, 340px)', imageRendering: 'pixelated' },
  code: { alignSelf: 'center', fontFamily: tokens.fontFamilyMonospace, fontSize: '32px', lineHeight: '40px', fontWeight: tokens.fontWeightBold, letterSpacing: '0.12em', color: tokens.colorNeutralForeground1 },
  holder: { textAlign: 'center', fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  center: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, textAlign: 'center' },
  hint: { color: tokens.colorNeutralForeground2, textAlign: 'center' },
  touch: { minHeight: TOUCH },
  pill: { display: 'inline-block', paddingBlock: tokens.spacingVerticalXS, paddingInline: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusCircular, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightBold },
  pillOk: { backgroundColor: '#0b6a0b', color: '#ffffff' },
  pillWait: { backgroundColor: '#f7c948', color: '#000000' },
  pillBad: { backgroundColor: '#b10e1c', color: '#ffffff' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

// a plain pill (Badge is in the staff half of Fluent, which a public page never loads), in high-contrast fills
const ESTADO_PILL = { confirmado: 'pillOk', espera: 'pillWait', cancelado: 'pillBad' } as const;

export type BoletoTab = 'boleto' | 'evento';

/** The ticket itself: the QR and the typed code while confirmed, the waiting position, or why it no longer counts. */
function BoletoTabView({ boleto, onCancelled }: { boleto: EvBoleto; onCancelled: (b: EvBoleto) => void }) {
  const s = useStyles();
  const { t, i18n } = useEvT();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ended = Date.parse(boleto.evento.fin) < Date.now();
  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onCancelled(await evPublicApi.cancelar(boleto.evento.id, boleto.registroId));
      setConfirming(false);
    } catch (e) {
      setFailure(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card>
      <div className={s.center}>
        <span className={mergeClasses(s.pill, s[ESTADO_PILL[boleto.estado]])} data-testid="ev-boleto-estado">
          {t(`boleto.estado.${boleto.estado}`)}
        </span>
        <div className={s.holder}>
          <UserText>{boleto.nombre}</UserText>
        </div>
      </div>
      {boleto.estado === 'confirmado' && boleto.codigo && (
        <>
          <div className={s.qrFrame}>
            <img className={s.qr} src={qrSrc(boleto.evento.id, boleto.registroId)} alt={t('boleto.qrAlt', { code: boleto.codigo })} />
          </div>
          <div className={s.center}>
            <span>{t('boleto.codeLabel')}</span>
            <span className={s.code} dir="ltr" data-testid="ev-codigo">
              {boleto.codigo}
            </span>
          </div>
          <p className={s.hint}>{t('boleto.bright')}</p>
        </>
      )}
      {boleto.checkinEn && (
        <MessageBar intent="success">
          <MessageBarBody>{t('boleto.checkedIn', { at: formatDateTimeIn(boleto.checkinEn, i18n.language) })}</MessageBarBody>
        </MessageBar>
      )}
      {boleto.estado === 'espera' && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{boleto.posicionEspera ? t('boleto.posicion', { n: boleto.posicionEspera }) : t('boleto.estado.espera')}</MessageBarTitle>
            {t('boleto.esperaBody')}
          </MessageBarBody>
        </MessageBar>
      )}
      {boleto.estado === 'cancelado' && (
        <MessageBar intent="error">
          <MessageBarBody>{t('boleto.canceladoBody')}</MessageBarBody>
        </MessageBar>
      )}
      {failure && <Problem>{failure}</Problem>}
      {boleto.estado !== 'cancelado' && !boleto.checkinEn && !ended && (
        <div className={s.actions}>
          {confirming ? (
            <div role="alertdialog" aria-labelledby="ev-cancel-q" className={s.center}>
              <strong id="ev-cancel-q">{t('boleto.cancelQuestion')}</strong>
              <div className={s.actions}>
                <Button className={s.touch} appearance="primary" disabled={busy} onClick={() => void cancel()}>
                  {busy ? t('boleto.cancelling') : t('boleto.cancelYes')}
                </Button>
                <Button className={s.touch} disabled={busy} onClick={() => setConfirming(false)} autoFocus>
                  {t('boleto.cancelNo')}
                </Button>
              </div>
            </div>
          ) : (
            <Button className={s.touch} onClick={() => setConfirming(true)}>
              {boleto.estado === 'espera' ? t('boleto.cancelEspera') : t('boleto.cancel')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

/**
 * /ev/:id/:user/:tab?: a person's ticket (the link is the secret), for a phone shown at the door: a big
 * high-contrast QR and the typed code (`boleto`), and the event's details with its place on a map (`evento`).
 */
export function BoletoPage({ eventoId, registroId, tab, cliente, onSlug }: { eventoId: string; registroId: string; tab: BoletoTab; cliente: PublicCliente | null; onSlug: (slug: string) => void }) {
  const s = useStyles();
  const { t } = useEvT();
  const boleto = useRemote(() => evPublicApi.boleto(eventoId, registroId), [eventoId, registroId]);
  const b = boleto.data;
  const slug = b?.evento.cliente.slug;
  useEffect(() => {
    if (slug) onSlug(slug);
  }, [slug, onSlug]);

  if (!b)
    return (
      <PublicShell cliente={cliente} title={t('boleto.title')}>
        {boleto.loading ? <Busy /> : <Problem onRetry={boleto.retry}>{errorText(boleto.error, t)}</Problem>}
      </PublicShell>
    );
  const tabLink = (which: BoletoTab) => (
    <a href={boletoPage(eventoId, registroId, which)} className={mergeClasses(s.tab, tab === which && s.tabOn)} aria-current={tab === which ? 'page' : undefined} onClick={(e) => followInApp(e, boletoPage(eventoId, registroId, which))}>
      {t(`boleto.tab.${which}`)}
    </a>
  );
  return (
    <PublicShell cliente={cliente} title={b.evento.titulo} focusKey={`${b.registroId}/${tab}`}>
      <nav className={s.tabs} aria-label={t('boleto.tabs')}>
        {tabLink('boleto')}
        {tabLink('evento')}
      </nav>
      {tab === 'boleto' ? (
        <BoletoTabView boleto={b} onCancelled={boleto.set} />
      ) : (
        <Card>
          <EventoInfo evento={b.evento} seats={false} />
          {b.evento.ubicacion && <EventoMap place={b.evento.ubicacion} tileUrl={cliente?.mapa.tileUrl ?? null} />}
        </Card>
      )}
    </PublicShell>
  );
}
