import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled, WarningFilled } from '@fluentui/react-icons';

import { useBtT } from '../i18n';

/** What the public page tells of a card. */
export type CardState = 'VIGENTE' | 'VENCIDA' | 'REVOCADA';

// Each state has its icon and its words as well as its colour: the colour alone says nothing to a colour-blind
// reader or on a washed-out screen in the sun. Colours keep 4.5:1 with their text.
const useStyles = makeStyles({
  banner: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
    '@media (max-width: 480px)': { paddingInline: tokens.spacingHorizontalL },
  },
  VIGENTE: { backgroundColor: '#0e7a0d', color: '#ffffff' },
  VENCIDA: { backgroundColor: '#fde7b0', color: '#4a2f00', outline: '2px solid #b86e00' },
  REVOCADA: { backgroundColor: '#b10e1c', color: '#ffffff' },
  icon: { fontSize: '56px', flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightBold, letterSpacing: '0.02em', overflowWrap: 'anywhere', '@media (max-width: 480px)': { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 } },
  detail: { fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400 },
});

const ICON = { VIGENTE: CheckmarkCircleFilled, VENCIDA: WarningFilled, REVOCADA: DismissCircleFilled } as const;

/** The verification page's answer at a glance: valid, expired or revoked, with an icon, a word and one sentence. */
export function StateBanner({ estado, detail }: { estado: CardState; detail: string }) {
  const s = useStyles();
  const { t } = useBtT();
  const Icon = ICON[estado];
  return (
    <div className={mergeClasses(s.banner, s[estado])} role="status" data-testid="bt-estado" data-estado={estado}>
      <Icon className={s.icon} aria-hidden />
      <div className={s.text}>
        <p className={s.title}>{t(`estado.${estado}`)}</p>
        <span className={s.detail}>{detail}</span>
      </div>
    </div>
  );
}
