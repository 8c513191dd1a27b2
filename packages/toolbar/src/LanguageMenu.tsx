import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { LANGUAGES, lazyOverlay, LazyTooltip, type OverlayTriggerButtonProps, useT } from '@sig/shared';

const useStyles = makeStyles({ button: { minWidth: 0, paddingInline: tokens.spacingHorizontalS } });

export const currentLanguage = (lng: string) => LANGUAGES.find((l) => l.id === lng) ?? LANGUAGES[0];

/** The language menu's button: the current language's code (a stand-in until the menu's code has come). */
export function LanguageMenuButton(props: OverlayTriggerButtonProps) {
  const s = useStyles();
  const { t, i18n } = useT('toolbar');
  const current = currentLanguage(i18n.language);
  const code = current.id.toUpperCase();
  return (
    <LazyTooltip content={t('lang.menu')} relationship="description" withArrow>
      <Button appearance="subtle" className={s.button} icon={<LocalLanguageRegular />} aria-label={`${code} - ${t('lang.button', { lang: current.title })}`} aria-haspopup="menu" data-testid="language-menu" {...props}>
        {code}
      </Button>
    </LazyTooltip>
  );
}

/** Spec 2.4 language menu: the current language's code on the button, the four languages inside. */
export const LanguageMenu = lazyOverlay(() => import('./LanguageMenuOverlay'), LanguageMenuButton);
