import { Body1, Button, Spinner, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissCircleFilled, PersonRegular, ShieldCheckmarkFilled, ShieldErrorFilled } from '@fluentui/react-icons';
import { type BtEstado, type BtVerificacion } from '@sig/shared';

import { useBtT } from '../i18n';
import { dateText, lastDayText } from '../lib/dates';
import { errorText, hasCode } from '../lib/errors';
import { useRemote } from '../lib/useRemote';
import { btPublicApi } from './publicApi';
import { PublicShell } from './PublicShell';
import { StateBanner, type CardState } from './StateBanner';

const useStyles = makeStyles({
  holder: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 480px)': { flexDirection: 'column', textAlign: 'center' },
  },
  photo: { width: '160px', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: tokens.borderRadiusLarge, flexShrink: 0, backgroundColor: tokens.colorNeutralBackground3 },
  noPhoto: { display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '72px', color: tokens.colorNeutralForeground4 },
  who: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  name: { margin: 0, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, textAlign: 'start' },
  term: { color: tokens.colorNeutralForeground3 },
  def: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  firma: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, padding: tokens.spacingHorizontalL, borderRadius: tokens.borderRadiusXLarge, fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
  genuina: { backgroundColor: '#e7f4e4', color: '#0b5a0a', outline: '1px solid #0e7a0d' },
  falsificada: { backgroundColor: '#b10e1c', color: '#ffffff', fontWeight: tokens.fontWeightSemibold, boxShadow: tokens.shadow8 },
  firmaIcon: { fontSize: '32px', flexShrink: 0 },
  firmaText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  firmaTitle: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold },
  hint: { color: tokens.colorNeutralForeground3 },
  center: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalXXL },
  problem: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
});

const STATE: Record<BtEstado, CardState> = { vigente: 'VIGENTE', vencida: 'VENCIDA', revocada: 'REVOCADA' };

/** Whether the QR's signature is the cliente's for this card: said in words and with an icon, the forged case loud. */
function FirmaNotice({ firma, emisor }: { firma: 'genuina' | 'falsificada'; emisor: string }) {
  const s = useStyles();
  const { t } = useBtT();
  const Icon = firma === 'genuina' ? ShieldCheckmarkFilled : ShieldErrorFilled;
  return (
    <div className={mergeClasses(s.firma, s[firma])} role={firma === 'falsificada' ? 'alert' : 'status'} data-testid="bt-firma" data-firma={firma}>
      <Icon className={s.firmaIcon} aria-hidden />
      <div className={s.firmaText}>
        <span className={s.firmaTitle}>{t(`firma.${firma}`)}</span>
        <span>{t(`firma.${firma}.detail`, { emisor })}</span>
      </div>
    </div>
  );
}

function Verified({ v, signed }: { v: BtVerificacion; signed: boolean }) {
  const s = useStyles();
  const { t, i18n } = useBtT();
  const lang = i18n.language || 'es';
  const estado = STATE[v.estado];
  const hasta = lastDayText(v.venceEn, lang);
  const detail = v.estado === 'revocada' && v.revocadaEn ? t('verify.detail.REVOCADA', { fecha: dateText(v.revocadaEn, lang) }) : t(`verify.detail.${estado}`, { fecha: hasta });
  const forged = v.firma === 'falsificada';
  return (
    <>
      {forged && <FirmaNotice firma="falsificada" emisor={v.cliente.nombre} />}
      <StateBanner estado={estado} detail={detail} />
      <section className={s.holder} aria-label={t('verify.holder')}>
        {v.fotoUrl ? (
          <img className={s.photo} src={v.fotoUrl} alt={t('card.photoOf', { nombre: v.nombre })} />
        ) : (
          <div className={mergeClasses(s.photo, s.noPhoto)} role="img" aria-label={v.estado === 'revocada' ? t('verify.photoWithdrawn') : t('card.noPhoto')}>
            <PersonRegular />
          </div>
        )}
        <div className={s.who}>
          <p className={s.name} dir="auto" data-testid="bt-nombre">
            {v.nombre}
          </p>
          <dl className={s.facts}>
            <dt className={s.term}>{t('verify.emisor')}</dt>
            <dd className={s.def} dir="auto">
              {v.cliente.nombre}
            </dd>
            <dt className={s.term}>{v.estado === 'vigente' ? t('verify.validUntil') : t('verify.validTo')}</dt>
            <dd className={s.def}>{hasta}</dd>
            {v.revocadaEn && (
              <>
                <dt className={s.term}>{t('verify.revokedOn')}</dt>
                <dd className={s.def}>{dateText(v.revocadaEn, lang)}</dd>
              </>
            )}
          </dl>
        </div>
      </section>
      {v.firma === 'genuina' && <FirmaNotice firma="genuina" emisor={v.cliente.nombre} />}
      {!signed && <Body1 className={s.hint}>{t('verify.unsigned')}</Body1>}
    </>
  );
}

/**
 * /btid/:id: what anyone learns by scanning a card's QR: valid, expired or revoked, the name and the photo, who
 * issued it, and (with the QR's `s`) whether the code is genuine. Nothing else personal: the API has nothing else.
 */
export function VerifyPage({ id, s: token }: { id: string; s: string | null }) {
  const s = useStyles();
  const { t } = useBtT();
  const remote = useRemote(() => btPublicApi.verificacion(id, token), [id, token]);
  const v = remote.data;
  const title = t('verify.title');
  const missing = remote.error != null && hasCode(remote.error, 'bettaid.not_found');

  return (
    <PublicShell cliente={v ? { nombre: v.cliente.nombre, logo: v.cliente.logo } : null} title={title} focusKey={v ? v.id : undefined}>
      {remote.loading && (
        <div className={s.center}>
          <Spinner label={t('common.checking')} />
        </div>
      )}
      {missing && (
        <>
          {token && <FirmaNotice firma="falsificada" emisor={t('verify.anyEmisor')} />}
          <div className={mergeClasses(s.firma, s.falsificada)} role="alert" data-testid="bt-estado" data-estado="NO_EXISTE">
            <DismissCircleFilled className={s.firmaIcon} aria-hidden />
            <div className={s.firmaText}>
              <span className={s.firmaTitle}>{t('verify.notFound')}</span>
              <span>{t('verify.notFound.detail')}</span>
            </div>
          </div>
        </>
      )}
      {remote.error != null && !missing && (
        <div className={s.problem} role="alert">
          <Body1>{errorText(remote.error, t)}</Body1>
          <Button appearance="primary" onClick={remote.retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {v && <Verified v={v} signed={token != null} />}
    </PublicShell>
  );
}
