import { Body1, Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useLocationSearch } from '@sig/shared';
import { Checkmark24Regular, Copy24Regular } from '@fluentui/react-icons';
import type { CaseKind } from '@sig/shared';
import { useRef, useState } from 'react';

import { PublicPage } from '../../components/PublicPage';
import { LinkButton } from '../../components/RouterLink';
import { Section } from '../../components/Section';
import { TOUCH } from '../../components/touch';
import { useCitizenT } from '../../i18n';
import { useContract } from '../../lib/contract';
import { codeFragment, codeInFragment } from '../../lib/fragment';
import { MISSING_PARAM, hrefs } from '../../lib/hrefs';
import { publicApi } from '../../lib/publicApi';
import { useRemote } from '../../lib/useRemote';
import { FollowByMail } from '../follow/FollowByMail';

const useStyles = makeStyles({
  folioBox: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, textAlign: 'center' },
  folioLabel: { color: tokens.colorNeutralForeground2 },
  folio: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: 'clamp(28px, 9vw, 44px)',
    lineHeight: 1.2,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '0.04em',
    color: tokens.colorBrandForeground1,
    overflowWrap: 'anywhere',
    userSelect: 'all',
  },
  copy: { minHeight: TOUCH, minWidth: '160px' },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: 'clamp(22px, 7vw, 32px)',
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '0.08em',
    userSelect: 'all',
  },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  action: { width: '100%' },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/**
 * /act/finish/...: the folio and its follow code (from the address's fragment, which never reaches the
 * server), large and copyable, and what to do with them. Attachments that did not arrive are named (the
 * case itself was filed).
 */
export function FinishPage({ cliente: slug, folio, habitante, kind }: { cliente: string; folio: string; habitante: string; kind: CaseKind }) {
  const s = useStyles();
  const { t } = useCitizenT();
  const missing = new URLSearchParams(useLocationSearch()).getAll(MISSING_PARAM);
  // only the header's branding: the folio shows even when this cannot load
  const cliente = useRemote(() => publicApi.cliente(slug), [slug]);
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);
  const folioRef = useRef<HTMLSpanElement>(null);
  const { formatFollowCode } = useContract();
  const [code] = useState(() => codeInFragment());
  const shownCode = code ? formatFollowCode(code) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code ? `${t('finish.folioLabel')} ${folio} · ${t('finish.codeLabel')} ${shownCode}` : folio);
      setCopied('yes');
    } catch {
      // no clipboard (an old browser, an insecure page): select it, so a long press copies it
      const range = document.createRange();
      if (folioRef.current) range.selectNodeContents(folioRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopied('select');
    }
  };

  return (
    <PublicPage cliente={cliente.data} title={t(`finish.title.${kind}`)} description={t('finish.subtitle')} focusKey="finish">
      <Section>
        <div className={s.folioBox}>
          <Body1 className={s.folioLabel}>{t('finish.folioLabel')}</Body1>
          <span ref={folioRef} className={s.folioBox}>
            <span className={s.folio} dir="ltr" data-testid="folio">
              {folio}
            </span>
            {code && (
              <>
                <Body1 className={s.folioLabel}>{t('finish.codeLabel')}</Body1>
                <span className={s.code} dir="ltr" data-testid="follow-code">
                  {shownCode}
                </span>
              </>
            )}
          </span>
          <Button className={s.copy} size="large" icon={copied === 'yes' ? <Checkmark24Regular /> : <Copy24Regular />} onClick={() => void copy()}>
            {copied === 'yes' ? t('finish.copied') : t(code ? 'finish.copyBoth' : 'finish.copy')}
          </Button>
          <Body1 aria-live="polite">{copied === 'select' ? t('finish.selectToCopy') : t(code ? `finish.keepCode.${kind}` : `finish.keep.${kind}`)}</Body1>
        </div>
      </Section>
      {missing.length > 0 && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t(`finish.missing.title.${kind}`, { count: missing.length })}</MessageBarTitle>
            <ul className={s.list}>
              {missing.map((name, i) => (
                <li key={`${name}-${i}`}>
                  <bdi>{name}</bdi>
                </li>
              ))}
            </ul>
            {t(`finish.missing.body.${kind}`)}
          </MessageBarBody>
        </MessageBar>
      )}
      <FollowByMail cliente={slug} folio={folio} />
      <div className={s.actions}>
        <LinkButton className={s.action} to={hrefs.follow(slug, folio) + (code ? codeFragment(code) : '')} appearance="primary">
          {t('finish.follow')}
        </LinkButton>
        <LinkButton className={s.action} to={hrefs.portal(slug, habitante, kind)} appearance="secondary">
          {t(`finish.another.${kind}`)}
        </LinkButton>
      </div>
    </PublicPage>
  );
}
