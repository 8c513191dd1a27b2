import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PersonRegular, QrCodeRegular } from '@fluentui/react-icons';
import { UserText } from '@sig/shared';

import { faceRatio, safeColor, type CardHolder, type CardLook } from './cardLook';

// Sizes are in container-query units (cqw: a hundredth of the face's width), so the face looks the same at any
// width, like the printed card: the staff preview beside the form and the habitante's phone draw one design.
const useStyles = makeStyles({
  faces: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  // the figure is the size container: a face's own cqw (its corners) would otherwise measure the viewport
  figure: { containerType: 'inline-size', margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, flexGrow: 1, flexBasis: '260px' },
  figureVertical: { flexBasis: '180px', maxWidth: '260px' },
  caption: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  face: {
    position: 'relative',
    width: '100%',
    overflow: 'hidden',
    borderRadius: '3.7cqw',
    boxShadow: tokens.shadow8,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    // a white border as the card's own edge: a dark card stays visible on a dark page
    outline: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  band: { display: 'flex', alignItems: 'center', gap: '2.5cqw', paddingBlock: '2.2cqw', paddingInline: '3.5cqw', minHeight: 0 },
  logo: { width: '9cqw', height: '9cqw', objectFit: 'contain', flexShrink: 0, backgroundColor: '#ffffff', borderRadius: '1.5cqw' },
  bandText: { display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: 1.15 },
  emisor: { fontSize: '3.4cqw', fontWeight: tokens.fontWeightSemibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  titulo: { fontSize: '2.8cqw', opacity: 0.9, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  body: { flexGrow: 1, display: 'flex', gap: '3.5cqw', paddingBlock: '3cqw', paddingInline: '3.5cqw', minHeight: 0 },
  bodyVertical: { flexDirection: 'column', alignItems: 'center', textAlign: 'center' },
  photo: { width: '24cqw', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: '1.5cqw', flexShrink: 0, backgroundColor: 'rgba(127,127,127,0.18)' },
  photoVertical: { width: '40cqw' },
  noPhoto: { display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '12cqw', opacity: 0.5 },
  info: { display: 'flex', flexDirection: 'column', gap: '1.2cqw', minWidth: 0, flexGrow: 1 },
  nombre: { fontSize: '4.4cqw', fontWeight: tokens.fontWeightBold, lineHeight: 1.15, overflowWrap: 'anywhere' },
  nombreVertical: { fontSize: '6.5cqw' },
  dato: { display: 'flex', flexDirection: 'column', lineHeight: 1.1, minWidth: 0 },
  label: { fontSize: '2.4cqw', opacity: 0.75, textTransform: 'uppercase', letterSpacing: '0.02em' },
  labelVertical: { fontSize: '3.8cqw' },
  value: { fontSize: '3.2cqw', fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  valueVertical: { fontSize: '5cqw' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  back: { flexGrow: 1, display: 'flex', gap: '4cqw', alignItems: 'center', paddingBlock: '4cqw', paddingInline: '4cqw' },
  backVertical: { flexDirection: 'column', justifyContent: 'center', textAlign: 'center' },
  qr: { width: '34cqw', aspectRatio: '1', flexShrink: 0, backgroundColor: '#ffffff', borderRadius: '1.5cqw', padding: '1.5cqw', boxSizing: 'border-box' },
  qrVertical: { width: '62cqw' },
  qrEmpty: { display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '20cqw', color: '#9e9e9e' },
  backText: { fontSize: '3cqw', lineHeight: 1.3, whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 },
  backTextVertical: { fontSize: '4.6cqw' },
});

export interface CardPreviewProps {
  look: CardLook;
  holder: CardHolder;
  /** The captions under each face ("Frente", "Reverso"). */
  labels: { front: string; back: string; photo: string; qr: string; folio: string };
  /** Draw one face only. */
  only?: 'front' | 'back';
}

/**
 * A card's front and back at ID-1 proportion, drawn from its template and its holder, as the PDF prints them:
 * the template editor's live preview, the issue page's preview and the habitante's own digital card.
 */
export function CardPreview({ look, holder, labels, only }: CardPreviewProps) {
  const s = useStyles();
  const vertical = look.orientacion === 'vertical';
  const fondo = safeColor(look.colorFondo, '#ffffff');
  const texto = safeColor(look.colorTexto, '#1a1a1a');
  const acento = safeColor(look.colorAcento, '#0f6cbd');
  const faceStyle = { aspectRatio: faceRatio(look.orientacion), backgroundColor: fondo, color: texto };
  const figure = mergeClasses(s.figure, vertical && s.figureVertical);

  const band = (
    <div className={s.band} style={{ backgroundColor: acento, color: '#ffffff' }}>
      {look.logo && <img className={s.logo} src={look.logo} alt="" />}
      <div className={s.bandText}>
        <span className={s.emisor}>
          <UserText>{look.emisor}</UserText>
        </span>
        <span className={s.titulo}>
          <UserText>{look.titulo}</UserText>
        </span>
      </div>
    </div>
  );

  const front = (
    <figure className={figure} data-testid="card-front">
      <div className={s.face} style={faceStyle} data-orientation={look.orientacion}>
        {band}
        <div className={mergeClasses(s.body, vertical && s.bodyVertical)}>
          {holder.foto ? (
            <img className={mergeClasses(s.photo, vertical && s.photoVertical)} src={holder.foto} alt={labels.photo} />
          ) : (
            <div className={mergeClasses(s.photo, vertical && s.photoVertical, s.noPhoto)} role="img" aria-label={labels.photo}>
              <PersonRegular />
            </div>
          )}
          <div className={s.info}>
            <span className={mergeClasses(s.nombre, vertical && s.nombreVertical)} dir="auto">
              {holder.nombre}
            </span>
            {holder.datos.map((d) => (
              <span key={d.label} className={s.dato}>
                <span className={mergeClasses(s.label, vertical && s.labelVertical)}>{d.label}</span>
                <span className={mergeClasses(s.value, vertical && s.valueVertical)} dir="auto">
                  {d.value}
                </span>
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className={s.caption}>{labels.front}</figcaption>
    </figure>
  );

  const back = (
    <figure className={figure} data-testid="card-back">
      <div className={s.face} style={faceStyle} data-orientation={look.orientacion}>
        {band}
        <div className={mergeClasses(s.back, vertical && s.backVertical)}>
          {holder.qr ? (
            <img className={mergeClasses(s.qr, vertical && s.qrVertical)} src={holder.qr} alt={labels.qr} />
          ) : (
            <div className={mergeClasses(s.qr, vertical && s.qrVertical, s.qrEmpty)} role="img" aria-label={labels.qr}>
              <QrCodeRegular />
            </div>
          )}
          <div className={s.info}>
            <span className={s.dato}>
              <span className={mergeClasses(s.label, vertical && s.labelVertical)}>{labels.folio}</span>
              <span className={mergeClasses(s.value, vertical && s.valueVertical, s.mono)} dir="ltr">
                {holder.folio}
              </span>
            </span>
            <span className={mergeClasses(s.value, vertical && s.valueVertical)}>{holder.vigenciaTexto}</span>
            {look.textoReverso && (
              <span className={mergeClasses(s.backText, vertical && s.backTextVertical)} dir="auto">
                {look.textoReverso}
              </span>
            )}
          </div>
        </div>
      </div>
      <figcaption className={s.caption}>{labels.back}</figcaption>
    </figure>
  );

  return (
    <div className={s.faces}>
      {only !== 'back' && front}
      {only !== 'front' && back}
    </div>
  );
}
