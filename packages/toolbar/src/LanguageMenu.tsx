import { Button, Menu, MenuItemRadio, MenuList, type MenuProps, MenuPopover, MenuTrigger, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { LANGUAGES, type Language, setLanguage, useT } from '@sig/shared';

const useStyles = makeStyles({ button: { minWidth: 0, paddingInline: tokens.spacingHorizontalS } });

/** The checked language of a language menu; choosing one switches every parcel (Arabic turns the page rtl). */
export function useLanguageMenuProps(): Pick<MenuProps, 'checkedValues' | 'onCheckedValueChange'> {
  const { i18n } = useT('toolbar');
  return {
    checkedValues: { language: [i18n.language] },
    onCheckedValueChange: (_, d) => {
      const lng = d.checkedItems[0] as Language | undefined;
      if (lng && lng !== i18n.language) void setLanguage(lng);
    },
  };
}

/** The languages as radio items, each written in its own language and direction. */
export function LanguageList() {
  return (
    <MenuList>
      {LANGUAGES.map((l) => (
        <MenuItemRadio key={l.id} name="language" value={l.id} lang={l.id} dir={l.dir} data-testid={`language-${l.id}`}>
          {l.title}
        </MenuItemRadio>
      ))}
    </MenuList>
  );
}

export const currentLanguage = (lng: string) => LANGUAGES.find((l) => l.id === lng) ?? LANGUAGES[0];

/** Spec 2.4 language menu: the current language's code on the button, the four languages inside. */
export function LanguageMenu() {
  const s = useStyles();
  const { t, i18n } = useT('toolbar');
  const current = currentLanguage(i18n.language);
  const code = current.id.toUpperCase();
  const languageProps = useLanguageMenuProps();
  return (
    <Menu positioning="below-end" {...languageProps}>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={t('lang.menu')} relationship="description" withArrow>
          <Button appearance="subtle" className={s.button} icon={<LocalLanguageRegular />} aria-label={`${code} - ${t('lang.button', { lang: current.title })}`} data-testid="language-menu">
            {code}
          </Button>
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <LanguageList />
      </MenuPopover>
    </Menu>
  );
}
