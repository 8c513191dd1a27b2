import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleFilled, WarningFilled } from '@fluentui/react-icons';
import { UserText } from '@sig/shared';
import { formatDateTime } from '@sig/shared/staff-ui';

import { useEvT } from '../../i18n';
import type { DoorEntrada, DoorVerdict } from './verdict';

// Colours that read in sunlight on a bright phone screen: saturated fills, white or black text (WCAG AA or better).
const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusXLarge,
    minHeight: '150px',
    justifyContent: 'center',
    boxSizing: 'border-box',
  },
  ok: { backgroundColor: '#0b6a0b', color: '#ffffff' },
  warn: { backgroundColor: '#f7c948', color: '#000000' },
  bad: { backgroundColor: '#b10e1c', color: '#ffffff' },
  idle: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2 },
  icon: { fontSize: '56px' },
  word: { fontSize: '34px', lineHeight: '40px', fontWeight: tokens.fontWeightBold, letterSpacing: '0.02em', textTransform: 'uppercase' },
  detail: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  small: { fontSize: tokens.fontSizeBase300 },
});

const TONE: Record<DoorVerdict['kind'], 'ok' | 'warn' | 'bad'> = {
  valido: 'ok',
  ya_registrado: 'warn',
  en_espera: 'warn',
  otro_evento: 'bad',
  cancelado: 'bad',
  invalido: 'bad',
};

/** "at 10:42 by Ana (door B)": the time, and who and where when known. */
export function entradaText(e: DoorEntrada, t: (k: string, o?: Record<string, unknown>) => string): string {
  const at = formatDateTime(e.en);
  return e.por ? t('door.entradaPor', { at, por: e.por, puerta: e.puerta }) : t('door.entrada', { at, puerta: e.puerta });
}

/** The last scan's verdict, big and coloured; announced at once to a screen reader. */
export function VerdictPanel({ verdict, ms }: { verdict: DoorVerdict | null; ms: number | null }) {
  const s = useStyles();
  const { t } = useEvT();
  if (!verdict)
    return (
      <div className={mergeClasses(s.panel, s.idle)} role="status" aria-live="assertive" data-testid="ev-verdict" data-kind="">
        <span className={s.detail}>{t('door.idle')}</span>
      </div>
    );
  const tone = TONE[verdict.kind];
  const Icon = tone === 'ok' ? CheckmarkCircleFilled : tone === 'warn' ? WarningFilled : DismissCircleFilled;
  const nombre = 'nombre' in verdict ? verdict.nombre : null;
  return (
    <div className={mergeClasses(s.panel, s[tone])} role="status" aria-live="assertive" data-testid="ev-verdict" data-kind={verdict.kind}>
      <Icon className={s.icon} aria-hidden="true" />
      <span className={s.word}>{t(`door.verdict.${verdict.kind}`)}</span>
      {verdict.kind === 'ya_registrado' && <span className={s.detail}>{entradaText(verdict.entrada, t)}</span>}
      {verdict.kind === 'invalido' && <span className={s.detail}>{t(`door.motivo.${verdict.motivo}`)}</span>}
      {verdict.kind === 'valido' && verdict.tarde && <span className={s.small}>{t('door.tarde')}</span>}
      {nombre && (
        <span className={s.detail}>
          <UserText>{nombre}</UserText>
        </span>
      )}
      {ms !== null && <span className={s.small}>{t('door.ms', { ms })}</span>}
    </div>
  );
}
