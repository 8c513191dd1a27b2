import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { BOT_CONTACT_FILTERS, NavTabs, Page, Section, type BotContactFilter } from '@sig/shared/staff-ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useBotT } from '../i18n';
import { ContactDetail } from './ContactDetail';
import { ContactList } from './ContactList';
import { contactsLink, readContactsQuery } from './contactsLinks';

const useStyles = makeStyles({
  // list and detail side by side where there is room; one at a time on a phone
  split: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 899px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  narrowHidden: { '@media (max-width: 899px)': { display: 'none' } },
});

const isFilter = (f: string): f is BotContactFilter => (BOT_CONTACT_FILTERS as readonly string[]).includes(f);

/**
 * /sig/bot/contacts/:filter: everyone who wrote to the bot, newest first, paged on the server (all, unread,
 * assigned to me, closed), and one contact with the habitante they were matched to, their conversations and
 * the folios the bot filed for them. The page and the open contact are in the address.
 */
export function ContactsPage({ filter }: { filter: string }) {
  const s = useStyles();
  const { t } = useBotT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { page, contact } = readContactsQuery(search);

  const known = isFilter(filter);
  // an old or mistyped filter in a link: the whole list, without a history entry to come back to
  useEffect(() => {
    if (!known) navigate(contactsLink('all'), { replace: true });
  }, [known, navigate]);
  if (!known) return null;

  return (
    <Page title={t('contacts.title')} subtitle={t('contacts.subtitle')}>
      <NavTabs label={t('contacts.filters')} current={filter} tabs={BOT_CONTACT_FILTERS.map((f) => ({ id: f, label: t(`contacts.filter.${f}`), href: contactsLink(f) }))} />
      <div className={s.split}>
        <Section className={mergeClasses(contact ? s.narrowHidden : undefined)}>
          <ContactList filter={filter} page={page} selected={contact} />
        </Section>
        {contact ? (
          <Section>
            <ContactDetail id={contact} onClose={() => navigate(contactsLink(filter, { page }))} />
          </Section>
        ) : (
          <Section className={s.narrowHidden}>
            <p>{t('contacts.pick')}</p>
          </Section>
        )}
      </div>
    </Page>
  );
}
