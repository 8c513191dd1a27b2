import { Caption1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { UserText } from '@sig/shared';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: {
    height: '100%',
    overflowY: 'auto',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  inner: {
    maxWidth: '1200px',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
    '@media (max-width: 600px)': { paddingInline: tokens.spacingHorizontalM, paddingBlock: tokens.spacingVerticalM },
  },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  titles: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  title: { overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalM },
  },
});

/**
 * The frame of every staff page: a title row with actions, then its sections. A div, not a <main>: the
 * root's #sig-main is the page's one main landmark, and a second one inside it confuses screen readers.
 */
export function Page({ title, subtitle, back, actions, children }: { title: string; subtitle?: ReactNode; back?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const s = useStyles();
  return (
    <div className={s.root}>
      <div className={s.inner}>
        {back}
        <header className={s.header}>
          <div className={s.titles}>
            <Title3 as="h1" className={s.title}>
              {/* often a name or a folio: isolated so its punctuation stays put in the other direction */}
              <UserText>{title}</UserText>
            </Title3>
            {subtitle && <Caption1>{subtitle}</Caption1>}
          </div>
          {actions && <div className={s.actions}>{actions}</div>}
        </header>
        {children}
      </div>
    </div>
  );
}

/** A white card section of a page. */
export function Section({ children, labelledBy, className }: { children: ReactNode; labelledBy?: string; className?: string }) {
  const s = useStyles();
  return (
    <section aria-labelledby={labelledBy} className={className ? `${s.card} ${className}` : s.card}>
      {children}
    </section>
  );
}
