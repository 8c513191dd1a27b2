import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, OpenRegular, ProhibitedRegular } from '@fluentui/react-icons';
import { UserText, useSession, type BtCampo, type BtCredencialDetalle } from '@sig/shared';
import { BT_MOTIVO_REEMPLAZADA, BT_PATHS, BusyButton, DataList, LinkButton, RouterLink, Section, btPath, downloadFile, formatDateTime, saveBlob } from '@sig/shared/staff-ui';
import { type ReactNode, useState } from 'react';

import { CardPreview } from '../../card/CardPreview';
import { lookOf } from '../../card/fromContract';
import { useCardLabels } from '../../card/useCardLabels';
import { useBtT } from '../../i18n';
import { lastDayText } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { useQr } from '../../lib/useQr';
import { usePlantillaQuery } from '../btApi';
import { EstadoBadge } from '../list/EstadoBadge';
import { newCardHref, rgHref } from '../links';
import { useAuthImage } from '../useAuthImage';
import { holderOf } from './cardData';
import { History } from './History';
import { RevokeDialog } from './RevokeDialog';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/**
 * One issued card for staff: its facts, its faces (with the QR it carries), the PDF, its public page, revoking it
 * (reason and confirmation) and issuing a new one; its history when `history` is set.
 */
export function CardDetail({ card, known = {}, history = true }: { card: BtCredencialDetalle; known?: Partial<Record<BtCampo, string>>; history?: boolean }) {
  const s = useStyles();
  const { t, i18n } = useBtT();
  const lang = i18n.language || 'es';
  const emisor = useSession((x) => x.cliente?.nombre ?? '');
  const plantilla = usePlantillaQuery(card.plantilla.id);
  const foto = useAuthImage(card.fotoSha256 ? btPath(BT_PATHS.foto, { sha256: card.fotoSha256 }) : null);
  const qr = useQr(card.estado === 'revocada' ? null : card.qrUrl);
  const labels = useCardLabels(card.habitante.nombreCompleto);
  const [revoking, setRevoking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [pdf, setPdf] = useState<{ busy: boolean; problem: string | null }>({ busy: false, problem: null });

  const download = async () => {
    setPdf({ busy: true, problem: null });
    try {
      const { blob, fileName } = await downloadFile(btPath(BT_PATHS.pdf, { id: card.id }));
      saveBlob(blob, fileName ?? `${card.folio}.pdf`);
      setPdf({ busy: false, problem: null });
    } catch (e) {
      setPdf({ busy: false, problem: t('card.pdfFailed', { reason: errorText(e, t) }) });
    }
  };

  const revocada = card.estado === 'revocada';
  const motivo = card.motivoRevocacion === BT_MOTIVO_REEMPLAZADA ? t('card.reemplazada') : card.motivoRevocacion;
  const facts: [string, ReactNode][] = [
    [t('card.titular'), <RouterLink key="t" href={rgHref(card.plantilla.id, card.habitante.id)}><UserText>{card.habitante.nombreCompleto}</UserText></RouterLink>],
    [t('card.plantilla'), <UserText key="p">{card.plantilla.nombre}</UserText>],
    [t('card.estado'), <EstadoBadge key="e" estado={card.estado} />],
    [t('card.emitida'), `${formatDateTime(card.emitidaEn)}${card.emitidaPor ? ` · ${card.emitidaPor.displayName}` : ''}`],
    [t('card.vence'), lastDayText(card.venceEn, lang)],
    ...(card.revocadaEn ? ([[t('card.revocada'), formatDateTime(card.revocadaEn)]] as [string, string][]) : []),
    ...(motivo ? ([[t('card.motivo'), <UserText key="m">{motivo}</UserText>]] as [string, ReactNode][]) : []),
  ];

  return (
    <>
      {done && (
        <MessageBar intent="success" role="status">
          <MessageBarBody>{done}</MessageBarBody>
        </MessageBar>
      )}
      <Section>
        <DataList items={facts} />
        <div className={s.actions}>
          <BusyButton appearance="primary" icon={<ArrowDownloadRegular />} busy={pdf.busy} onClick={() => void download()}>
            {t('card.pdf')}
          </BusyButton>
          <Button as="a" href={card.qrUrl} target="_blank" rel="noopener" icon={<OpenRegular />}>
            {t('card.publicPage')}
          </Button>
          {!revocada && (
            <Button icon={<ProhibitedRegular />} onClick={() => setRevoking(true)}>
              {t('card.revocar')}
            </Button>
          )}
          <LinkButton icon={<AddRegular />} href={newCardHref(card.habitante.id, card.plantilla.id)}>
            {t('card.nueva')}
          </LinkButton>
        </div>
        {pdf.problem && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{pdf.problem}</MessageBarBody>
          </MessageBar>
        )}
      </Section>
      {plantilla.data && (
        <Section>
          <CardPreview look={lookOf(plantilla.data, emisor)} holder={holderOf(card, plantilla.data.campos, known, { foto: foto.url, qr }, t, lang)} labels={labels} />
        </Section>
      )}
      {history && (
        <Section>
          <h2 className={s.title}>{t('rg.tab.historial')}</h2>
          <History eventos={card.historial} label={t('rg.tab.historial')} />
        </Section>
      )}
      <RevokeDialog card={card} open={revoking} onClose={() => setRevoking(false)} onDone={setDone} />
    </>
  );
}
