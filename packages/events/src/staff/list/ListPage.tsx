import { Badge, Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, DoorArrowRightRegular, SearchRegular } from '@fluentui/react-icons';
import { UserText, hasPermission, useRole, type EvEvento } from '@sig/shared';
import {
  CsvButton,
  EV_ESTADOS,
  EV_PATHS,
  LinkButton,
  ListStates,
  NativeSelect,
  Page,
  Pager,
  RouterLink,
  Section,
  evPath,
  formatDateTime,
  formatNumber,
  readQuery,
  useDebounced,
  useTableStyles,
  writeQuery,
} from '@sig/shared/staff-ui';
import { useEffect, useState } from 'react';

import { useEvT } from '../../i18n';
import { EVENTO_BADGE, checkinHref, editHref } from '../estadoStyle';
import { useEventosQuery } from '../eventosApi';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  search: { flexGrow: 1, flexBasis: '220px', minWidth: 0 },
  busy: { opacity: 0.6 },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  nowrap: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

const PAGE_SIZE = 25;

function EventosTable({ items, busy }: { items: EvEvento[]; busy: boolean }) {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useEvT();
  return (
    <div className={table.scroller} data-scroll-x>
      <table className={mergeClasses(table.table, busy && s.busy)} aria-busy={busy} aria-label={t('list.table')}>
        <thead>
          <tr>
            <th className={table.th}>{t('list.col.evento')}</th>
            <th className={table.th}>{t('list.col.estado')}</th>
            <th className={mergeClasses(table.th, table.num)}>{t('list.col.registrados')}</th>
            <th className={mergeClasses(table.th, table.num)}>{t('list.col.espera')}</th>
            <th className={mergeClasses(table.th, table.num)}>{t('list.col.asistieron')}</th>
            <th className={mergeClasses(table.th, table.num)}>{t('list.col.noAsistieron')}</th>
            <th className={table.th}>{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={e.id} className={table.row}>
              <td className={table.td}>
                <RouterLink href={editHref(e.id)}>
                  <UserText>{e.titulo}</UserText>
                </RouterLink>
                <div className={s.sub}>
                  <span className={s.nowrap}>{formatDateTime(e.inicio)}</span> · <UserText>{e.lugar}</UserText>
                </div>
              </td>
              <td className={table.td}>
                <Badge appearance="tint" color={EVENTO_BADGE[e.estado]}>
                  {t(`estado.${e.estado}`)}
                </Badge>
              </td>
              <td className={mergeClasses(table.td, table.num)}>{t('list.ofCapacity', { n: formatNumber(e.cuentas.confirmados), of: formatNumber(e.capacidad) })}</td>
              <td className={mergeClasses(table.td, table.num)}>{formatNumber(e.cuentas.enEspera)}</td>
              <td className={mergeClasses(table.td, table.num)}>{formatNumber(e.cuentas.asistieron)}</td>
              <td className={mergeClasses(table.td, table.num)}>{formatNumber(e.cuentas.noAsistieron)}</td>
              <td className={table.td}>
                <div className={s.actions}>
                  <LinkButton href={checkinHref(e.id)} size="small" icon={<DoorArrowRightRegular />}>
                    {t('list.door')}
                  </LinkButton>
                  <CsvButton path={evPath(EV_PATHS.registrosCsv, { id: e.id })} params={{}} filePrefix={t('list.csvName')} label={t('list.csv')} errorT={t} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /eventos/list: the events, paged and filtered on the server (the choices stay in the address), with their counts
 * (registered, waiting, came, did not come), the door of each and the CSV of its registrations. EventoEdit creates them.
 */
export function ListPage() {
  const s = useStyles();
  const { t } = useEvT();
  const editar = hasPermission(['admin', 'EventoEdit'], useRole());
  const [initial] = useState(readQuery);
  const [q, setQ] = useState(initial.get('q') ?? '');
  const [estado, setEstado] = useState(initial.get('estado') ?? '');
  const [cuando, setCuando] = useState(initial.get('cuando') ?? '');
  const [page, setPage] = useState(Number(initial.get('page')) || 1);
  const search = useDebounced(q.trim());
  const params = { ...(search && { q: search }), ...(estado && { estado }), ...(cuando && { cuando }), page: String(page), pageSize: String(PAGE_SIZE) };
  useEffect(() => writeQuery({ q: search, estado, cuando, page: page > 1 ? String(page) : '' }), [search, estado, cuando, page]);
  const list = useEventosQuery(params);
  const filtered = !!(search || estado || cuando);

  return (
    <Page
      title={t('list.title')}
      subtitle={list.data ? t('list.count', { count: list.data.total, n: formatNumber(list.data.total) }) : undefined}
      actions={
        editar && (
          <LinkButton href={editHref('nuevo')} appearance="primary" icon={<AddRegular />}>
            {t('list.nuevo')}
          </LinkButton>
        )
      }
    >
      <Section>
        <div className={s.filters} role="search">
          <Field label={t('list.search')} className={s.search}>
            <Input type="search" contentBefore={<SearchRegular />} value={q} onChange={(_, d) => (setQ(d.value), setPage(1))} />
          </Field>
          <Field label={t('list.estado')}>
            <NativeSelect value={estado} onChange={(e) => (setEstado(e.target.value), setPage(1))}>
              <option value="">{t('list.todos')}</option>
              {EV_ESTADOS.map((v) => (
                <option key={v} value={v}>
                  {t(`estado.${v}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label={t('list.cuando')}>
            <NativeSelect value={cuando} onChange={(e) => (setCuando(e.target.value), setPage(1))}>
              <option value="">{t('list.todos')}</option>
              <option value="proximos">{t('list.proximos')}</option>
              <option value="pasados">{t('list.pasados')}</option>
            </NativeSelect>
          </Field>
        </div>
      </Section>
      <Section>
        <ListStates query={list} t={t} empty={filtered ? t('list.noMatch') : editar ? t('list.empty') : t('list.emptyReader')}>
          {(data) => (
            <>
              <EventosTable items={data.items} busy={list.isFetching} />
              <Pager page={page} shownPage={data.page} pageSize={data.pageSize} total={data.total} busy={list.isFetching} onPage={setPage} />
            </>
          )}
        </ListStates>
      </Section>
    </Page>
  );
}
