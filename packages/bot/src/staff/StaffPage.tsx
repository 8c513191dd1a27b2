import { Body1, makeStyles, tokens } from '@fluentui/react-components';

import { useBotT } from '../i18n';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalXL },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** The staff pages (contacts, chat centre, flow editor) come in the next steps of issue 27: the parcel's frame only. */
export function StaffPage() {
  const s = useStyles();
  const { t } = useBotT();
  return (
    <section className={s.root}>
      <h1 className={s.title}>{t('staff.title')}</h1>
      <Body1>{t('staff.preparing')}</Body1>
    </section>
  );
}
