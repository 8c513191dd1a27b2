import { Body1, Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { formatFollowCode } from '@sig/shared/contract';

import type { CitizenT } from './citizenStrings';
import type { Filed } from './ReportForm';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorStatusSuccessBorder1}`,
    backgroundColor: tokens.colorStatusSuccessBackground1,
    maxWidth: '44em',
  },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
  pairs: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL, margin: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightBold },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
});

/** The end of a filing: the folio and its follow code (shown once), how to follow it, and what did not arrive. */
export function FiledCard({ filed, href, t, onAnother }: { filed: Filed; href: string; t: CitizenT; onAnother: () => void }) {
  const s = useStyles();
  return (
    <section className={s.root} role="status" aria-labelledby="sig-filed-title" data-testid="sig-filed">
      <h2 id="sig-filed-title" className={s.title}>
        {t('done.title')}
      </h2>
      <dl className={s.pairs}>
        <div>
          <dt className={s.term}>{t('done.folio')}</dt>
          <dd className={s.value} dir="ltr" data-testid="sig-filed-folio">
            {filed.folio}
          </dd>
        </div>
        <div>
          <dt className={s.term}>{t('done.codigo')}</dt>
          <dd className={s.value} dir="ltr" data-testid="sig-filed-codigo">
            {formatFollowCode(filed.codigo)}
          </dd>
        </div>
      </dl>
      <Body1>
        {t('done.keep')}
        {filed.mailed && ` ${t('done.mailed')}`}
      </Body1>
      {filed.missing.length > 0 && <Body1 role="alert">{t('done.missing', { names: filed.missing.join(', ') })}</Body1>}
      <div className={s.actions}>
        <Link href={href} target="_blank" rel="noopener">
          {t('done.follow')} {t('newTab')}
        </Link>
        <Button onClick={onAnother}>{t('done.another')}</Button>
      </div>
    </section>
  );
}
