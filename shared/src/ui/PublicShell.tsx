import { Body1, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';

import type { PublicCliente } from '../contract/citizens';
import { LanguageChoice } from './LanguageChoice';
import { followInApp } from './RouterLink';

const HEX = /^#[0-9a-f]{6}$/i;

/** What the frame shows of the municipality (a public cliente, or a card's issuer). */
export type PublicShellCliente = Pick<PublicCliente, 'nombre' | 'logo' | 'colorPrimary'>;

const useStyles = makeStyles({
  page: { minHeight: ['100vh', '100dvh'], display: 'flex', flexDirection: 'column', boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2, color: tokens.colorNeutralForeground1 },
  header: { backgroundColor: tokens.colorNeutralBackground1, borderTopWidth: '6px', borderTopStyle: 'solid', borderTopColor: tokens.colorBrandBackground, boxShadow: tokens.shadow4 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    maxWidth: '760px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0, minHeight: '44px' },
  brandLink: {
    color: 'inherit',
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  logo: { width: '44px', height: '44px', objectFit: 'contain', flexShrink: 0 },
  emblem: { flexShrink: 0, color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackground, borderRadius: tokens.borderRadiusLarge },
  brandName: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightBase400, overflowWrap: 'anywhere' },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '760px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalL,
    '@media (max-width: 480px)': { paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalM },
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  // Title2's ramp on a real h1 that can take focus
  title: { margin: 0, outlineStyle: 'none', fontFamily: tokens.fontFamilyBase, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  description: { color: tokens.colorNeutralForeground2 },
  footer: { textAlign: 'center', color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
});

export interface PublicShellProps {
  /** Its logo, name and colour brand the page once known. */
  cliente?: PublicShellCliente | null;
  /** The page's name, in the tab's title and, unless `heading` is given, in its h1. */
  title?: string;
  /** The h1's content when it holds more than plain text. */
  heading?: ReactNode;
  description?: ReactNode;
  /**
   * Moves focus to the title when this changes (a new step or outcome), so a screen reader announces it;
   * a language switch re-renders the title without moving focus away from the switch.
   */
  focusKey?: string | null;
  /** The header's name while the municipality is not known (the area's own name). */
  brandFallback: string;
  /** Where the municipality's name leads (its start page), with the link's accessible name. */
  brandHome?: { href: string; label: string };
  languageLabel: string;
  footer: ReactNode;
  children?: ReactNode;
}

/** The municipality's logo and name, or the SIG emblem while it is not known or its logo fails. */
function Brand({ cliente, fallback, home }: { cliente?: PublicShellCliente | null; fallback: string; home?: { href: string; label: string } }) {
  const s = useStyles();
  const [logoFailed, setLogoFailed] = useState(false);
  const name = cliente?.nombre ?? fallback;
  const Root = home ? 'a' : 'div';
  return (
    <Root className={mergeClasses(s.brand, home ? s.brandLink : undefined)} {...(home && { href: home.href, onClick: (e: MouseEvent) => followInApp(e, home.href), 'aria-label': home.label })}>
      {cliente?.logo && !logoFailed ? (
        <img className={s.logo} src={cliente.logo} alt="" onError={() => setLogoFailed(true)} />
      ) : (
        <svg className={s.emblem} width="44" height="44" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M20 8 7.5 15.5v2h25v-2L20 8Zm-9 11.5v9h3.2v-9H11Zm7.4 0v9h3.2v-9h-3.2Zm7.4 0v9H29v-9h-3.2ZM8.5 30v3h23v-3h-23Z" />
        </svg>
      )}
      <span className={s.brandName}>{name}</span>
    </Root>
  );
}

/**
 * Every public page for citizens (the citizen pages, Transparencia, Eventos, BettaID): the municipality's header
 * with the language switch, one column, a small footer. No staff shell.
 */
export function PublicShell({ cliente, title, heading, description, focusKey, brandFallback, brandHome, languageLabel, footer, children }: PublicShellProps) {
  const s = useStyles();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey) titleRef.current?.focus();
  }, [focusKey]);
  useEffect(() => {
    if (title) document.title = cliente ? `${title} · ${cliente.nombre}` : title;
  }, [title, cliente]);
  const accent = cliente && HEX.test(cliente.colorPrimary) ? { borderTopColor: cliente.colorPrimary } : undefined;
  return (
    <div className={s.page}>
      <header className={s.header} style={accent}>
        <div className={s.bar}>
          <Brand cliente={cliente} fallback={brandFallback} home={brandHome} />
          <LanguageChoice label={languageLabel} touch />
        </div>
      </header>
      {/* the parcel already sits in the frame's <main> */}
      <div className={s.main}>
        {title && (
          <div className={s.heading}>
            <h1 ref={titleRef} tabIndex={-1} className={s.title}>
              {heading ?? title}
            </h1>
            {description && <Body1 className={s.description}>{description}</Body1>}
          </div>
        )}
        {children}
      </div>
      <footer className={s.footer}>
        <Caption1>{footer}</Caption1>
      </footer>
    </div>
  );
}
