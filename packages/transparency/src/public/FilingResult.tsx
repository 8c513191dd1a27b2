import { Body1, Button, Caption1, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { formatFollowCode, navigate, type TranspFilingResponse } from '@sig/shared';

import { useTranspT } from '../i18n';
import { dateTime } from '../lib/days';
import { DueExplanation } from '../lib/DueExplanation';
import { links } from '../lib/links';
import type { AttachOutcome } from './FilingPage';
import { Card, TOUCH } from './controls';

const useStyles = makeStyles({
  ids: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL, margin: 0 },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  big: { margin: 0, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  bad: { color: tokens.colorPaletteRedForeground1 },
  touch: { minHeight: TOUCH },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

/** What a filing answered: the folio and follow code to keep, the due date with its explanation, the attachments' outcome. */
export function FilingResult({ slug, filing, attached, withEmail, onAnother }: { slug: string; filing: TranspFilingResponse; attached: AttachOutcome[]; withEmail: boolean; onAnother: () => void }) {
  const s = useStyles();
  const { t } = useTranspT();
  const code = formatFollowCode(filing.code);
  const thread = `${links.thread(slug, filing.folio)}&code=${encodeURIComponent(filing.code)}`;
  return (
    <>
      <Card title={t('result.keep')} id="transp-keep">
        <dl className={s.ids}>
          <div>
            <dt className={s.term}>{t('result.folio')}</dt>
            <dd className={s.big} dir="ltr" data-testid="transp-folio">
              {filing.folio}
            </dd>
          </div>
          <div>
            <dt className={s.term}>{t('result.code')}</dt>
            <dd className={s.big} dir="ltr" data-testid="transp-code">
              {code}
            </dd>
          </div>
        </dl>
        <Caption1>{t('result.filedAt', { date: dateTime(filing.createdAt, filing.explanation.timezone) })}</Caption1>
        <MessageBar intent={withEmail ? 'info' : 'warning'} layout="multiline">
          <MessageBarBody>
            {!withEmail && <MessageBarTitle>{t('result.noEmailTitle')}</MessageBarTitle>}
            {t(withEmail ? 'result.emailSent' : 'result.noEmailBody')}
          </MessageBarBody>
        </MessageBar>
      </Card>
      <Card title={t('result.due')} id="transp-due-title">
        <DueExplanation explanation={filing.explanation} due={filing.due} />
      </Card>
      {attached.length > 0 && (
        <Card title={t('result.files')} id="transp-files-title">
          <ul className={s.list}>
            {attached.map((a, i) => (
              <li key={i} className={a.ok ? undefined : s.bad}>
                {a.ok ? t('result.fileOk', { name: a.name }) : t('result.fileFailed', { name: a.name, message: a.message ?? '' })}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Body1>{t('result.next')}</Body1>
      <div className={s.actions}>
        <Button as="a" href={thread} appearance="primary" className={s.touch} onClick={(e) => (e.preventDefault(), navigate(thread))}>
          {t('result.open')}
        </Button>
        <Button className={s.touch} onClick={onAnother}>
          {t('result.another')}
        </Button>
      </div>
    </>
  );
}
