import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

import { setLanguage, useT } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  current: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  // WCAG's comfortable target on a phone (citizen pages' TOUCH)
  touch: { minHeight: '44px', minWidth: '44px', paddingInline: tokens.spacingHorizontalS, fontWeight: tokens.fontWeightRegular },
  touchCurrent: { textDecorationLine: 'underline', textUnderlineOffset: '4px' },
});

interface LanguageChoiceProps {
  /** The nav's accessible name, in the caller's namespace. */
  label: string;
  /**
   * Citizen pages are read on phones from a link or a QR code: larger targets, and the current language
   * underlined as well as coloured. The sign-in footer keeps the compact, quieter look.
   */
  touch?: boolean;
  className?: string;
}

/** Public pages' language chooser (no toolbar there): one button per language, each named in its own language. */
export function LanguageChoice({ label, touch = false, className }: LanguageChoiceProps) {
  const s = useStyles();
  const { i18n } = useT();
  return (
    <nav className={mergeClasses(s.root, className)} aria-label={label}>
      {LANGUAGES.map((l) => {
        const current = i18n.language === l.id;
        return (
          <Button
            key={l.id}
            size="small"
            appearance={touch ? 'subtle' : 'transparent'}
            lang={l.id}
            dir={l.dir}
            aria-pressed={current}
            className={mergeClasses(touch && s.touch, current && s.current, current && touch && s.touchCurrent)}
            onClick={() => void setLanguage(l.id)}
          >
            {l.title}
          </Button>
        );
      })}
    </nav>
  );
}
