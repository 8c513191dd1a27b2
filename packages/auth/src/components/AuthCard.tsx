import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect, useRef } from 'react';

import { PublicFooter } from './PublicFooter';
import { Wordmark } from './Wordmark';

const useStyles = makeStyles({
  page: {
    minHeight: ['100vh', '100dvh'],
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: `radial-gradient(120% 60% at 50% 0%, ${tokens.colorBrandBackground2} 0%, transparent 70%)`,
  },
  main: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    '@media (max-width: 480px)': { alignItems: 'flex-start', paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalS },
  },
  card: {
    width: '100%',
    maxWidth: '440px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    paddingBlock: '40px',
    paddingInline: '36px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    borderTop: `4px solid ${tokens.colorBrandBackground}`,
    '@media (max-width: 480px)': { paddingBlock: tokens.spacingVerticalXXL, paddingInline: tokens.spacingHorizontalXL },
  },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  status: { marginBlockStart: tokens.spacingVerticalS },
  // Title3's type ramp on a real h1 that can take focus.
  title: {
    margin: 0,
    outlineStyle: 'none',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
    overflowWrap: 'anywhere',
  },
  description: { color: tokens.colorNeutralForeground2 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlockStart: tokens.spacingVerticalL,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    textAlign: 'center',
  },
});

export interface AuthCardProps {
  title: string;
  description?: ReactNode;
  /** A pictogram above the title for outcome pages (sent, done, not found): usually a StatusIcon. */
  visual?: ReactNode;
  /** Moves focus to the title on mount, so a screen reader announces a new outcome. */
  focusTitle?: boolean;
  /** Links under a divider at the bottom of the card. */
  footer?: ReactNode;
  children?: ReactNode;
}

/** The one layout of every account page: a centered card with the SIG wordmark on a soft brand backdrop. */
export function AuthCard({ title, description, visual, focusTitle, footer, children }: AuthCardProps) {
  const styles = useStyles();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <section className={styles.card}>
          <Wordmark />
          <header className={styles.header}>
            {visual && <span className={styles.status}>{visual}</span>}
            <h1 ref={titleRef} tabIndex={-1} className={styles.title}>
              {title}
            </h1>
            {description && <Body1 className={styles.description}>{description}</Body1>}
          </header>
          {children && <div className={styles.body}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </section>
      </div>
      <PublicFooter />
    </div>
  );
}
