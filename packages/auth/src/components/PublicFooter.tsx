import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LanguageChoice } from '@sig/shared';

import { useAuthT } from '../i18n';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground3,
  },
});

/** Copyright (spec 1) and the language choice: public pages have no toolbar to switch it from. */
export function PublicFooter({ className }: { className?: string }) {
  const styles = useStyles();
  const { t } = useAuthT();
  return (
    <footer className={mergeClasses(styles.root, className)}>
      <Caption1>{t('footer.copyright')}</Caption1>
      <LanguageChoice label={t('footer.language')} />
    </footer>
  );
}
