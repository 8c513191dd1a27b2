import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular } from '@fluentui/react-icons';

import { useStaffUiT } from '../i18n';
import { RouterLink } from '@sig/shared';

const useStyles = makeStyles({ link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, alignSelf: 'flex-start' } });

export function BackLink({ href, label }: { href: string; label: string }) {
  const s = useStyles();
  const { i18n } = useStaffUiT();
  return (
    <RouterLink href={href} className={s.link}>
      {i18n.dir() === 'rtl' ? <ArrowRightRegular aria-hidden /> : <ArrowLeftRegular aria-hidden />}
      {label}
    </RouterLink>
  );
}
