import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LANGUAGES, setLanguage } from '@sig/shared';

import { useCitizenT } from '../i18n';
import { TOUCH } from './touch';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  option: { minHeight: TOUCH, minWidth: TOUCH, paddingInline: tokens.spacingHorizontalS, fontWeight: tokens.fontWeightRegular },
  current: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1, textDecorationLine: 'underline', textUnderlineOffset: '4px' },
});

/** The page's language, always in view: citizens land here from a link or a QR code, not from settings. */
export function LanguageSwitch({ className }: { className?: string }) {
  const s = useStyles();
  const { t, i18n } = useCitizenT();
  return (
    <nav className={mergeClasses(s.root, className)} aria-label={t('language.label')}>
      {LANGUAGES.map((l) => {
        const current = i18n.language === l.id;
        return (
          <Button
            key={l.id}
            size="small"
            appearance="subtle"
            lang={l.id}
            dir={l.dir}
            aria-pressed={current}
            className={mergeClasses(s.option, current && s.current)}
            onClick={() => void setLanguage(l.id)}
          >
            {l.title}
          </Button>
        );
      })}
    </nav>
  );
}
