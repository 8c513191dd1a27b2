import { Input, Label, makeStyles, tokens, useId } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useSettledText } from '@sig/shared/staff-ui';

import { useMidbT } from '../i18n';

const useStyles = makeStyles({ search: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxWidth: '480px' } });

/**
 * The registry's search (CURP, name, phone, colonia). It types freely; the address follows once typing stops.
 * Back/forward to another search puts that search back in the box.
 */
export function SearchBox({ value, onSettle }: { value: string; onSettle: (q: string) => void }) {
  const s = useStyles();
  const { t } = useMidbT();
  const id = useId('search');
  const [text, setText] = useSettledText(value, onSettle);
  return (
    <div className={s.search} role="search">
      <Label htmlFor={id}>{t('registry.search')}</Label>
      <Input id={id} type="search" value={text} onChange={(_, d) => setText(d.value)} contentBefore={<SearchRegular aria-hidden />} placeholder={t('registry.searchPlaceholder')} />
    </div>
  );
}
