import { CounterBadge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { BotContact } from '@sig/shared';
import { ListStates, Pager, RouterLink, formatDateTime, formatNumber, useTableStyles, type BotContactFilter } from '@sig/shared/staff-ui';
import { useNavigate } from 'react-router-dom';

import { useBotT } from '../i18n';
import { useContactosQuery } from './contactsApi';
import { contactsLink } from './contactsLinks';

const useStyles = makeStyles({
  name: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  phone: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, direction: 'ltr', unicodeBidi: 'isolate' },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  busy: { opacity: 0.6 },
  nowrap: { whiteSpace: 'nowrap' },
});

/** One page of the contacts of a filter; a name opens the contact beside the list. */
export function ContactList({ filter, page, selected }: { filter: BotContactFilter; page: number; selected: string | null }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useBotT();
  const navigate = useNavigate();
  const list = useContactosQuery({ filtro: filter, page });

  return (
    <>
      <ListStates query={list} t={t} empty={t(`contacts.empty.${filter}`)}>
        {(shown) => (
          <div className={table.scroller} data-scroll-x>
            <table className={mergeClasses(table.table, list.isFetching && s.busy)} aria-busy={list.isFetching} aria-label={t('contacts.table', { n: formatNumber(shown.total) })} data-testid="contacts-table">
              <thead>
                <tr>
                  <th className={table.th}>{t('contacts.col.contact')}</th>
                  <th className={table.th}>{t('contacts.col.habitante')}</th>
                  <th className={table.th}>{t('contacts.col.state')}</th>
                  <th className={table.th}>{t('contacts.col.last')}</th>
                </tr>
              </thead>
              <tbody>{shown.items.map(row)}</tbody>
            </table>
          </div>
        )}
      </ListStates>
      {list.data && <Pager page={page} shownPage={list.data.page} pageSize={list.data.pageSize} total={list.data.total} busy={list.isFetching} onPage={(p) => navigate(contactsLink(filter, { page: p }))} />}
    </>
  );

  function row(c: BotContact) {
    const conv = c.ultimaConversacion;
    return (
      <tr key={c.id} className={mergeClasses(table.row, selected === c.id && s.selected)} data-testid="contact-row">
        <td className={table.td}>
          <span className={s.name}>
            <RouterLink href={contactsLink(filter, { page, contact: c.id })}>
              {c.nombre || t('contacts.noName')}
            </RouterLink>
            <span className={s.phone}>
              {c.telefono ?? ''} {t(`contacts.channel.${c.canal}`)}
            </span>
          </span>
        </td>
        <td className={table.td}>{c.habitante ? `${c.habitante.nombre} (${t(`contacts.via.${c.habitante.via}`)})` : t('contacts.noMatch')}</td>
        <td className={table.td}>
          {conv ? t(`contacts.state.${conv.estado}`) : '—'}
          {c.noLeidos > 0 && (
            <>
              {' '}
              <CounterBadge count={c.noLeidos} color="danger" size="small" aria-label={t('contacts.unread', { n: c.noLeidos })} />
            </>
          )}
        </td>
        <td className={mergeClasses(table.td, s.nowrap)}>{c.ultimoMensajeAt ? formatDateTime(c.ultimoMensajeAt) : '—'}</td>
      </tr>
    );
  }
}
