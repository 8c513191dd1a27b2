import { Badge, Body1, Button, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { BotConversation } from '@sig/shared';
import { LinkButton, LoadError, Loading, RouterLink, apiErrorMessage, formatDateTime } from '@sig/shared/staff-ui';

import { useBotT } from '../i18n';
import { useContactoQuery } from './contactsApi';
import { CHAT_CENTER_LINK, folioLink, habitanteLink } from './contactsLinks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, marginBlockStart: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  title: { margin: 0, overflowWrap: 'anywhere' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
  ltr: { direction: 'ltr', unicodeBidi: 'isolate' },
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { borderBlockStartWidth: tokens.strokeWidthThin, borderBlockStartStyle: 'solid', borderBlockStartColor: tokens.colorNeutralStroke2, paddingBlockStart: tokens.spacingVerticalS, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const OPEN_STATES: readonly BotConversation['estado'][] = ['en_cola', 'asignada'];

/** One contact: who they are, the habitante they were matched to (and how), their conversations and folios. */
export function ContactDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const s = useStyles();
  const { t } = useBotT();
  const q = useContactoQuery(id);
  if (q.isError) return <LoadError message={apiErrorMessage(q.error, t)} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Loading />;
  const c = q.data;
  const open = c.conversaciones.some((v) => OPEN_STATES.includes(v.estado));

  return (
    <div className={s.root} data-testid="contact-detail">
      <div className={s.head}>
        <Subtitle2 as="h2" className={s.title}>
          {c.nombre || t('contacts.noName')}
        </Subtitle2>
        <Button appearance="subtle" icon={<DismissRegular />} aria-label={t('contacts.close')} title={t('contacts.close')} onClick={onClose} />
      </div>
      <dl className={s.facts}>
        <dt className={s.term}>{t('contacts.phone')}</dt>
        <dd className={`${s.dd} ${s.ltr}`}>{c.telefono ?? '—'}</dd>
        <dt className={s.term}>{t('contacts.channel')}</dt>
        <dd className={s.dd}>{t(`contacts.channel.${c.canal}`)}</dd>
        <dt className={s.term}>{t('contacts.col.habitante')}</dt>
        <dd className={s.dd} data-testid="contact-habitante">
          {c.habitante ? (
            <>
              <RouterLink href={habitanteLink(c.habitante.id)}>{c.habitante.nombre}</RouterLink> <Caption1>({t(`contacts.via.${c.habitante.via}`)})</Caption1>
              <br />
              <Caption1>{t('contacts.casesHint')}</Caption1>
            </>
          ) : (
            t('contacts.noMatchLong')
          )}
        </dd>
      </dl>
      {open && <LinkButton href={CHAT_CENTER_LINK}>{t('contacts.openCentre')}</LinkButton>}

      <Subtitle2 as="h3" className={s.heading}>{t('contacts.folios')}</Subtitle2>
      {c.folios.length ? (
        <ul className={s.list} data-testid="contact-folios">
          {c.folios.map((f) => (
            <li key={f}>
              <RouterLink href={folioLink(f)}>{f}</RouterLink>
            </li>
          ))}
        </ul>
      ) : (
        <Body1>{t('contacts.noFolios')}</Body1>
      )}

      <Subtitle2 as="h3" className={s.heading}>{t('contacts.conversations')}</Subtitle2>
      {c.conversaciones.length ? (
        <ul className={s.list} data-testid="contact-conversations">
          {c.conversaciones.map((v) => (
            <li key={v.id} className={s.item}>
              <span className={s.row}>
                <Badge appearance="tint" color={v.estado === 'cerrada' ? 'informative' : v.estado === 'en_cola' ? 'warning' : 'brand'}>
                  {t(`contacts.state.${v.estado}`)}
                </Badge>
                <Caption1>{formatDateTime(v.createdAt)}</Caption1>
              </span>
              {v.agente && <Caption1>{t('contacts.agent', { name: v.agente.displayName })}</Caption1>}
              {v.folio && <Caption1>{t('contacts.filed', { folio: v.folio })}</Caption1>}
              {v.closedAt && <Caption1>{t('contacts.closedAt', { at: formatDateTime(v.closedAt), reason: v.motivoCierre ? t(`contacts.reason.${v.motivoCierre}`) : '—' })}</Caption1>}
            </li>
          ))}
        </ul>
      ) : (
        <Body1>{t('contacts.noConversations')}</Body1>
      )}
    </div>
  );
}
