import { MenuItemRadio, MenuList, type MenuProps } from '@fluentui/react-components';
import { LANGUAGES, type Language, setLanguage, useT } from '@sig/shared';

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
