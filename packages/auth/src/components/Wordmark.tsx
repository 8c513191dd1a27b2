import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

import { useAuthT } from '../i18n';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground1 },
  emblem: { flexShrink: 0, color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackground, borderRadius: tokens.borderRadiusLarge },
  text: { display: 'flex', flexDirection: 'column', lineHeight: 1.1 },
  name: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightBold, letterSpacing: '0.08em', color: tokens.colorBrandForeground1 },
  full: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  inverted: { color: tokens.colorNeutralForegroundOnBrand },
  invertedEmblem: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorNeutralBackground1 },
  invertedName: { color: tokens.colorNeutralForegroundOnBrand },
  invertedFull: { color: tokens.colorNeutralForegroundOnBrand, opacity: 0.85 },
});

/** The SIG emblem (a town hall) with the product name. */
export function Wordmark({ size = 40, inverted = false, className }: { size?: number; inverted?: boolean; className?: string }) {
  const styles = useStyles();
  const { t } = useAuthT();
  return (
    <span className={mergeClasses(styles.root, inverted && styles.inverted, className)} aria-label={t('brand.title')} role="img">
      <svg className={mergeClasses(styles.emblem, inverted && styles.invertedEmblem)} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M20 8 7.5 15.5v2h25v-2L20 8Zm-9 11.5v9h3.2v-9H11Zm7.4 0v9h3.2v-9h-3.2Zm7.4 0v9H29v-9h-3.2ZM8.5 30v3h23v-3h-23Z" />
      </svg>
      <span className={styles.text} aria-hidden="true">
        <span className={mergeClasses(styles.name, inverted && styles.invertedName)}>{t('brand.name')}</span>
        <span className={mergeClasses(styles.full, inverted && styles.invertedFull)}>{t('brand.full')}</span>
      </span>
    </span>
  );
}
