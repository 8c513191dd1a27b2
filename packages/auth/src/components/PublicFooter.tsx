import { Button, Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LANGUAGES, setLanguage } from '@sig/shared';

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
  languages: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  current: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
});

/** Copyright (spec 1) and the language choice: public pages have no toolbar to switch it from. */
export function PublicFooter({ className }: { className?: string }) {
  const styles = useStyles();
  const { t, i18n } = useAuthT();
  return (
    <footer className={mergeClasses(styles.root, className)}>
      <Caption1>{t('footer.copyright')}</Caption1>
      <nav className={styles.languages} aria-label={t('footer.language')}>
        {LANGUAGES.map((l) => {
          const current = i18n.language === l.id;
          return (
            <Button
              key={l.id}
              size="small"
              appearance="transparent"
              lang={l.id}
              dir={l.dir}
              aria-pressed={current}
              className={mergeClasses(current && styles.current)}
              onClick={() => void setLanguage(l.id)}
            >
              {l.title}
            </Button>
          );
        })}
      </nav>
    </footer>
  );
}
