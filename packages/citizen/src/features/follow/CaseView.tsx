import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { EstatusBadge, UserText, formatDateTimeIn } from '@sig/shared';

import { ColorDot } from '../../components/ColorDot';
import { Section } from '../../components/Section';
import { useCitizenT } from '../../i18n';
import type { ReactNode } from 'react';

import type { PublicCase } from '../../lib/contract';
import { PlaceMap } from './PlaceMap';

const useStyles = makeStyles({
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  folio: { margin: 0, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightBold, overflowWrap: 'anywhere' },
  tipo: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  dates: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))', gap: tokens.spacingVerticalS, margin: 0 },
  dateTerm: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  dateValue: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  timeline: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  step: {
    position: 'relative',
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    paddingBlockEnd: tokens.spacingVerticalL,
    // the line joining one step to the next
    '::before': {
      content: '""',
      position: 'absolute',
      left: '7px',
      top: '18px',
      bottom: 0,
      width: '2px',
      backgroundColor: tokens.colorNeutralStroke2,
    },
    ':last-child': { paddingBlockEnd: 0 },
    ':last-child::before': { display: 'none' },
  },
  marker: { flexShrink: 0, paddingBlockStart: '3px' },
  stepText: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  notes: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  note: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    // Griffel flips left to right in right-to-left
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  noteText: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  photos: { listStyle: 'none', margin: 0, marginBlockStart: tokens.spacingVerticalM, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: tokens.spacingHorizontalS },
  photo: { display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
});

/**
 * What the municipality publishes about one case: estatus and dates; with its follow code (`detalle`) the
 * tipo, what was filed and where (with a small map), the due date, public photos, the estatus history and
 * public notes too. `children` (the code form) goes between the two.
 */
export function CaseView({ data, tileUrl, children }: { data: PublicCase; tileUrl?: string | null; children?: ReactNode }) {
  const detalle = data.detalle;
  const s = useStyles();
  const { t, i18n } = useCitizenT();
  const when = (iso: string) => formatDateTimeIn(iso, i18n.language);
  return (
    <>
      <Section>
        <div className={s.head}>
          <h2 className={s.folio} dir="ltr">
            {data.folio}
          </h2>
          <span className={s.tipo}>
            {detalle && <ColorDot color={detalle.tipo.color} />}
            {t(`follow.kind.${data.kind}`)}
            {detalle && (
              <>
                {' · '}
                <UserText>{detalle.tipo.nombre}</UserText>
              </>
            )}
          </span>
          <span>
            <EstatusBadge nombre={data.estatus.nombre} color={data.estatus.color} look="ring" />
          </span>
        </div>
        <dl className={s.dates}>
          <div>
            <dt className={s.dateTerm}>{t('follow.created')}</dt>
            <dd className={s.dateValue}>{when(data.createdAt)}</dd>
          </div>
          <div>
            <dt className={s.dateTerm}>{t('follow.updated')}</dt>
            <dd className={s.dateValue}>{when(data.updatedAt)}</dd>
          </div>
          {detalle && !data.closedAt && (
            <div>
              <dt className={s.dateTerm}>{t('follow.due')}</dt>
              <dd className={s.dateValue}>{when(detalle.dueAt)}</dd>
            </div>
          )}
          {data.closedAt && (
            <div>
              <dt className={s.dateTerm}>{t('follow.closed')}</dt>
              <dd className={s.dateValue}>{when(data.closedAt)}</dd>
            </div>
          )}
        </dl>
      </Section>

      {children}

      {detalle && (
        <>
      <Section title={t('follow.what')}>
        <Body1 className={s.noteText} dir="auto">
          {detalle.descripcion}
        </Body1>
        {detalle.fotos.length > 0 && (
          <ul className={s.photos} aria-label={t('follow.photos')}>
            {detalle.fotos.map((f) => (
              <li key={f.id}>
                <a href={f.url} target="_blank" rel="noopener noreferrer">
                  <img className={s.photo} src={f.url} alt={t('follow.photo', { name: f.nombre })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {(detalle.ubicacion || detalle.direccion || detalle.colonia) && (
        <Section title={t('follow.place')}>
          {(detalle.direccion || detalle.colonia) && (
            <Body1 dir="auto">
              <UserText>{[detalle.direccion, detalle.colonia].filter(Boolean).join(' · ')}</UserText>
            </Body1>
          )}
          {detalle.ubicacion && <PlaceMap place={detalle.ubicacion} tileUrl={tileUrl ?? null} />}
        </Section>
      )}

      <Section title={t('follow.history')}>
        {detalle.historial.length === 0 ? (
          <Body1 className={s.muted}>{t('follow.history.empty')}</Body1>
        ) : (
          <ol className={s.timeline}>
            {detalle.historial.map((h, i) => (
              <li key={`${h.at}-${i}`} className={s.step}>
                <span className={s.marker}>
                  <ColorDot color={h.color} size={16} />
                </span>
                <span className={s.stepText}>
                  <Body1>{h.estatus}</Body1>
                  <Caption1 className={s.muted}>{when(h.at)}</Caption1>
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title={t('follow.notes')}>
        {detalle.notas.length === 0 ? (
          <Body1 className={s.muted}>{t('follow.notes.empty')}</Body1>
        ) : (
          <ul className={s.notes}>
            {detalle.notas.map((n, i) => (
              <li key={`${n.at}-${i}`} className={s.note}>
                <Caption1 className={s.muted}>{when(n.at)}</Caption1>
                <Body1 className={s.noteText} dir="auto">
                  {n.texto}
                </Body1>
              </li>
            ))}
          </ul>
        )}
      </Section>
        </>
      )}
    </>
  );
}
