import { Body1, Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, OpenRegular } from '@fluentui/react-icons';
import { type HabitanteSession } from '@sig/shared';
import { useCallback, useEffect, useState } from 'react';

import { CardPreview } from '../card/CardPreview';
import { datosOf, lookOf } from '../card/fromContract';
import { useCardLabels } from '../card/useCardLabels';
import { useBtT } from '../i18n';
import { dateText, lastDayText } from '../lib/dates';
import { errorText, hasCode } from '../lib/errors';
import { useQr } from '../lib/useQr';
import { useRemote } from '../lib/useRemote';
import { CodeForm } from './CodeForm';
import { forgetSession, saveSession, sessionFor } from './habitanteSession';
import { btPublicApi } from './publicApi';
import { PublicShell } from './PublicShell';
import { StateBanner } from './StateBanner';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  touch: { minHeight: '44px' },
  center: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXL },
  problem: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

const STATE = { vigente: 'VIGENTE', vencida: 'VENCIDA', revocada: 'REVOCADA' } as const;

/** Saves a Blob as a file (the phone's downloads). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function TheCard({ cliente, habitanteId, tipoId, session, onSignedOut }: { cliente: string; habitanteId: string; tipoId: string; session: HabitanteSession; onSignedOut: () => void }) {
  const s = useStyles();
  const { t, i18n } = useBtT();
  const lang = i18n.language || 'es';
  const remote = useRemote(() => btPublicApi.miCredencial(cliente, habitanteId, tipoId, session.token), [cliente, habitanteId, tipoId, session.token]);
  const mine = remote.data;
  const qr = useQr(mine && mine.credencial.estado !== 'revocada' ? mine.qrUrl : null);
  const labels = useCardLabels(mine?.credencial.habitante.nombreCompleto ?? '');
  const [pdf, setPdf] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });

  const expired = remote.error != null && hasCode(remote.error, 'bettaid.sesion');
  useEffect(() => {
    if (expired) onSignedOut();
  }, [expired, onSignedOut]);
  if (expired) return null;
  const download = async () => {
    setPdf({ busy: true, problem: null });
    try {
      saveFile(await btPublicApi.miCredencialPdf(cliente, habitanteId, tipoId, session.token), `${mine?.credencial.folio ?? 'credencial'}.pdf`);
      setPdf({ busy: false, problem: null });
    } catch (e) {
      setPdf({ busy: false, problem: t('own.pdfFailed', { reason: errorText(e, t) }) });
    }
  };

  return (
    <PublicShell cliente={mine ? { nombre: mine.cliente.nombre, logo: mine.cliente.logo } : null} title={t('own.title')} focusKey={mine?.credencial.id}>
      {remote.loading && (
        <div className={s.center}>
          <Spinner label={t('common.loading')} />
        </div>
      )}
      {remote.error != null && (
        <div className={s.problem} role="alert">
          <Body1>{hasCode(remote.error, 'bettaid.sin_credencial') ? t('own.none') : errorText(remote.error, t)}</Body1>
          {!hasCode(remote.error, 'bettaid.sin_credencial') && (
            <Button appearance="primary" onClick={remote.retry}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      )}
      {mine && (
        <>
          <StateBanner
            estado={STATE[mine.credencial.estado]}
            detail={t(`verify.detail.${STATE[mine.credencial.estado]}`, { fecha: mine.credencial.revocadaEn ? dateText(mine.credencial.revocadaEn, lang) : lastDayText(mine.credencial.venceEn, lang) })}
          />
          <CardPreview
            look={lookOf(mine.plantilla, mine.cliente.nombre)}
            holder={{
              nombre: mine.credencial.habitante.nombreCompleto,
              foto: mine.fotoUrl,
              datos: datosOf(mine.campos, t),
              folio: mine.credencial.folio,
              vigenciaTexto: t('card.validUntil', { fecha: lastDayText(mine.credencial.venceEn, lang) }),
              qr,
            }}
            labels={labels}
          />
          <div className={s.actions}>
            <Button className={s.touch} appearance="primary" icon={pdf.busy ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={pdf.busy} onClick={() => void download()}>
              {t('own.pdf')}
            </Button>
            {mine.credencial.estado !== 'revocada' && (
              <Button className={s.touch} as="a" href={mine.qrUrl} icon={<OpenRegular />}>
                {t('own.verify')}
              </Button>
            )}
          </div>
          {pdf.problem && (
            <Body1 role="alert">{pdf.problem}</Body1>
          )}
        </>
      )}
    </PublicShell>
  );
}

/**
 * /bettaid/:productId/:clienteId/:habitanteId/:tipoId: the habitante's own digital card (front and back with the
 * QR, the PDF). A link with a habitante id is no credential: without this tab's session, a code proves it first.
 */
export function OwnCardPage({ cliente, habitanteId, tipoId }: { cliente: string; habitanteId: string; tipoId: string }) {
  const { t } = useBtT();
  const [session, setSession] = useState<HabitanteSession | null>(() => sessionFor(habitanteId));
  const signedOut = useCallback(() => {
    forgetSession(habitanteId);
    setSession(null);
  }, [habitanteId]);
  if (session)
    return (
      <TheCard
        cliente={cliente}
        habitanteId={habitanteId}
        tipoId={tipoId}
        session={session}
        onSignedOut={signedOut}
      />
    );
  return (
    <PublicShell cliente={null} title={t('own.codeTitle')} focusKey="code">
      <CodeForm
        cliente={cliente}
        habitanteId={habitanteId}
        onSession={(s) => {
          saveSession(s);
          setSession(s);
        }}
      />
    </PublicShell>
  );
}
