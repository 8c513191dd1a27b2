import { Body1, Subtitle2, Text, Title1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LinkButton, LOGIN_PATH, RouterLink, useSession } from '@sig/shared';

import { PublicFooter } from '../../components/PublicFooter';
import { Wordmark } from '../../components/Wordmark';
import { useAuthT } from '../../i18n';
import type { AuthKey } from '../../i18n/es';
import { REPORTS_PATH, portalStartFor } from '../../lib/portalStart';

/** The citizen pages (report a problem, follow a folio) start at the citizen portal. */
const CITIZEN_PATH = '/act/s';

const FEATURES: { title: AuthKey; body: AuthKey; icon: string }[] = [
  { title: 'home.f1.title', body: 'home.f1.body', icon: 'M5 3h10l4 4v14H5V3Zm2 2v14h10V8h-3V5H7Zm2 6h6v2H9v-2Zm0 4h6v2H9v-2Z' },
  { title: 'home.f2.title', body: 'home.f2.body', icon: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1.2 13.6-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z' },
  { title: 'home.f3.title', body: 'home.f3.body', icon: 'M4 20V10h3v10H4Zm6.5 0V4h3v16h-3ZM17 20v-7h3v7h-3Z' },
];

const useStyles = makeStyles({
  page: {
    minHeight: ['100vh', '100dvh'],
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  hero: {
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackgroundPressed} 0%, ${tokens.colorBrandBackground} 60%, ${tokens.colorBrandBackgroundHover} 100%)`,
    paddingBlockEnd: '72px',
  },
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    maxWidth: '1120px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXL,
  },
  barActions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  inverseLink: {
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { color: tokens.colorNeutralForegroundOnBrand },
    ':active': { color: tokens.colorNeutralForegroundOnBrand },
  },
  heroBody: {
    width: '100%',
    maxWidth: '1120px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingInline: tokens.spacingHorizontalXL,
    paddingBlockStart: '48px',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    '@media (max-width: 480px)': { paddingBlockStart: tokens.spacingVerticalXL },
  },
  eyebrow: {
    textTransform: 'uppercase',
    letterSpacing: '0.12em',
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    opacity: 0.9,
  },
  headline: {
    margin: 0,
    maxWidth: '18em',
    color: tokens.colorNeutralForegroundOnBrand,
    '@media (max-width: 480px)': { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700 },
  },
  pitch: { margin: 0, maxWidth: '36em', fontSize: tokens.fontSizeBase400, lineHeight: tokens.lineHeightBase400, opacity: 0.95 },
  welcome: { fontWeight: tokens.fontWeightSemibold },
  ctas: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBlockStart: tokens.spacingVerticalS },
  onBrandButton: {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorBrandForeground1,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorBrandForeground1 },
    ':hover:active': { backgroundColor: tokens.colorNeutralBackground1Pressed, color: tokens.colorBrandForeground1 },
  },
  content: {
    width: '100%',
    maxWidth: '1120px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    marginBlockStart: '-40px',
    paddingInline: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
    flexGrow: 1,
  },
  features: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow8,
  },
  featureIcon: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  h2: { margin: 0 },
  citizens: {
    flexDirection: 'row',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXL,
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandBackground,
  },
  citizensText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexBasis: '320px', flexGrow: 1 },
  citizenLinks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** /home: the product's front door for staff and a way in for citizens. */
export function HomePage() {
  const styles = useStyles();
  const { t } = useAuthT();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const role = useSession((s) => s.role);
  const name = useSession((s) => s.user?.data.displayName ?? '');
  const canEnter = signedIn && portalStartFor(role) === REPORTS_PATH;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <nav className={styles.bar} aria-label={t('home.nav')}>
          <Wordmark inverted />
          <div className={styles.barActions}>
            {signedIn ? (
              <RouterLink href="/logout" className={styles.inverseLink}>
                {t('home.logout')}
              </RouterLink>
            ) : (
              <LinkButton href={LOGIN_PATH} className={styles.onBrandButton}>
                {t('home.signIn')}
              </LinkButton>
            )}
          </div>
        </nav>
        <div className={styles.heroBody}>
          <span className={styles.eyebrow}>{t('home.eyebrow')}</span>
          <Title1 as="h1" className={styles.headline}>
            {t('home.headline')}
          </Title1>
          <Text as="p" className={styles.pitch}>
            {t('home.pitch')}
          </Text>
          {signedIn && name && <Text className={styles.welcome}>{t('home.welcome', { name })}</Text>}
          {canEnter && (
            <div className={styles.ctas}>
              <LinkButton href={REPORTS_PATH} size="large" className={styles.onBrandButton}>
                {t('home.enterPortal')}
              </LinkButton>
            </div>
          )}
        </div>
      </header>

      <div className={styles.content}>
        <section aria-label={t('home.features')}>
          <ul className={styles.features}>
            {FEATURES.map((f) => (
              <li key={f.title} className={styles.panel}>
                <span className={styles.featureIcon} aria-hidden="true">
                  <svg width="22" height="22" viewBox="0 0 24 24" focusable="false">
                    <path fill="currentColor" d={f.icon} />
                  </svg>
                </span>
                <Subtitle2 as="h2" className={styles.h2}>
                  {t(f.title)}
                </Subtitle2>
                <Body1 className={styles.muted}>{t(f.body)}</Body1>
              </li>
            ))}
          </ul>
        </section>

        <section className={mergeClasses(styles.panel, styles.citizens)} aria-labelledby="sig-home-citizens">
          <div className={styles.citizensText}>
            <Subtitle2 as="h2" id="sig-home-citizens" className={styles.h2}>
              {t('home.citizens.title')}
            </Subtitle2>
            <Body1 className={styles.muted}>{t('home.citizens.body')}</Body1>
          </div>
          <div className={styles.citizenLinks}>
            <LinkButton href={CITIZEN_PATH} appearance="primary">
              {t('home.citizens.report')}
            </LinkButton>
            <LinkButton href={CITIZEN_PATH}>{t('home.citizens.track')}</LinkButton>
          </div>
        </section>
      </div>

      <PublicFooter />
    </div>
  );
}
