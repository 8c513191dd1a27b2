import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { LanguageChoice } from '@sig/shared';
import { type ReactNode, useEffect, useRef } from 'react';

import { useBtT } from '../i18n';

const HEX = /^#[0-9a-f]{6}$/i;

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
    maxWidth: '640px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minHeight: '44px', minWidth: 0 },
  logo: { width: '44px', height: '44px', objectFit: 'contain', flexShrink: 0 },
  brandName: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  main: {
    flexGrow: 1,
    width: '100%',
    maxWidth: '640px',
    boxSizing: 'border-box',
    marginInline: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalL,
    '@media (max-width: 480px)': { paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalM },
  },
  title: { margin: 0, outlineStyle: 'none', fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  description: { color: tokens.colorNeutralForeground2 },
  footer: { textAlign: 'center', color: tokens.colorNeutralForeground3, paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalL },
});

/** The municipality that issued the card, as the header shows it. */
export interface Emisor {
  nombre: string;
  logo: string | null;
  color?: string | null;
}

/** A public page of BettaID (a phone that scanned a card): the municipality's header with the language switch, one column, a footer. */
export function PublicShell({ cliente, title, description, focusKey, children }: { cliente: Emisor | null; title: string; description?: ReactNode; focusKey?: string; children: ReactNode }) {
  const s = useStyles();
  const { t } = useBtT();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey) titleRef.current?.focus();
  }, [focusKey]);
  useEffect(() => {
    document.title = cliente ? `${title} · ${cliente.nombre}` : title;
  }, [title, cliente]);
  const accent = cliente?.color && HEX.test(cliente.color) ? { borderTopColor: cliente.color } : undefined;
  return (
    <div className={s.page}>
      <header className={s.header} style={accent}>
        <div className={s.bar}>
          <div className={s.brand}>
            {cliente?.logo && <img className={s.logo} src={cliente.logo} alt="" />}
            <span className={s.brandName}>{cliente?.nombre ?? t('public.brand')}</span>
          </div>
          <LanguageChoice label={t('public.language')} touch />
        </div>
      </header>
      <main className={s.main}>
        <div>
          <h1 ref={titleRef} tabIndex={-1} className={s.title}>
            {title}
          </h1>
          {description && <Body1 className={s.description}>{description}</Body1>}
        </div>
        {children}
      </main>
      <footer className={s.footer}>
        <Caption1>{t('public.footer')}</Caption1>
      </footer>
    </div>
  );
}
