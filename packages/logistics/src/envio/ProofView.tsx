import { Badge, Caption1, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import type { LogPrueba } from '@sig/shared';
import { BusyButton, DataList, LOG_PATHS, distanceText, downloadFile, formatDateTime, logPath, saveBlob, apiErrorMessage } from '@sig/shared/staff-ui';
import { useEffect, useId, useState } from 'react';

import { useLogT } from '../i18n';

const useStyles = makeStyles({
  files: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: tokens.spacingHorizontalM },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  img: { width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium, backgroundColor: '#ffffff', border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  hash: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** A proof file behind the session's Bearer header (an <img src> could not send it), as an object URL. */
function useProofImage(sha256: string): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    downloadFile(logPath(LOG_PATHS.archivo, { sha256 })).then(
      ({ blob }) => {
        if (!live) return;
        url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : '';
        setState({ url, failed: false });
      },
      () => live && setState({ url: null, failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [sha256]);
  return state;
}

function ProofImage({ sha256, alt }: { sha256: string; alt: string }) {
  const s = useStyles();
  const { t } = useLogT();
  const { url, failed } = useProofImage(sha256);
  return (
    <figure className={s.figure}>
      {url !== null ? <img className={s.img} src={url || undefined} alt={alt} /> : failed ? <Caption1>{t('envio.proof.fileMissing')}</Caption1> : <Spinner size="tiny" label={t('envio.proof.fileLoading')} />}
      <Caption1 className={s.hash} title={sha256}>
        {alt} · SHA-256 {sha256.slice(0, 16)}…
      </Caption1>
    </figure>
  );
}

/** The stored proof: its photo and signature, when, where, who, whether its files still match their hashes, the acta. */
export function ProofView({ entregaId, folio, prueba }: { entregaId: string; folio: string; prueba: LogPrueba }) {
  const s = useStyles();
  const { t, i18n } = useLogT();
  const titleId = useId();
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const acta = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      const { blob, fileName } = await downloadFile(logPath(LOG_PATHS.acta, { id: entregaId }));
      saveBlob(blob, fileName ?? `acta-${folio}.pdf`);
    } catch (e) {
      setProblem(apiErrorMessage(e, t));
    } finally {
      setDownloading(false);
    }
  };
  const p = prueba.posicion;
  return (
    <section className={s.root} aria-labelledby={titleId}>
      <Subtitle2 as="h2" id={titleId}>
        {t('envio.proof.title')}
      </Subtitle2>
      {prueba.integridad === 'integra' ? (
        <div>
          <Badge appearance="filled" color="success">
            {t('envio.proof.integra')}
          </Badge>
        </div>
      ) : (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('envio.proof.alterada')}</MessageBarTitle>
            {t('envio.proof.alteradaText')}
          </MessageBarBody>
        </MessageBar>
      )}
      <div className={s.files}>
        <ProofImage sha256={prueba.fotoSha256} alt={t('envio.proof.foto')} />
        <ProofImage sha256={prueba.firmaSha256} alt={t('envio.proof.firma')} />
      </div>
      <DataList
        items={[
          [t('envio.proof.capturada'), formatDateTime(prueba.capturadaEn)],
          [t('envio.proof.recibida'), formatDateTime(prueba.recibidaEn)],
          [t('envio.proof.verificacion'), t(`envio.proof.verificacion.${prueba.verificacion}`)],
          [t('envio.proof.posicion'), p ? <span dir="ltr">{`${p.lat.toFixed(6)}, ${p.lng.toFixed(6)} (± ${distanceText(p.accuracy, i18n.language)})`}</span> : t('envio.proof.sinPosicion')],
          [t('envio.proof.distancia'), prueba.distanciaM === null ? '—' : <span dir="ltr">{distanceText(prueba.distanciaM, i18n.language)}</span>],
          [t('envio.proof.registradaPor'), prueba.registradaPor.displayName],
        ]}
      />
      <div>
        <BusyButton icon={<ArrowDownloadRegular />} busy={downloading} onClick={() => void acta()}>
          {t('envio.proof.acta')}
        </BusyButton>
      </div>
      {problem && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}
