import { Badge, Button, Field, Input, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { TRANSP_ESTATUS, isTranspFinal, type TranspListItem } from '@sig/shared';
import { ListStates, NativeSelect, Pager, RouterLink, Section, formatDate, formatNumber, useDebounced, useTableStyles } from '@sig/shared/staff-ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useTranspT } from '../../i18n';
import { mediumDay } from '../../lib/days';
import { links } from '../../lib/links';
import { useSolicitudesQuery, useUnidadesQuery } from '../transpApi';
import { EMPTY, activeFilters, inboxQuery, inboxSearch, parseInbox, type InboxFilters } from './inboxFilters';

const useStyles = makeStyles({
  filters: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  // a select as wide as its grid cell, never wider (long unit names)
  select: { width: '100%', minWidth: 0 },
  mono: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  late: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  lateRow: { boxShadow: `inset 4px 0 0 ${tokens.colorPaletteRedBorder2}` },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginBlockStart: tokens.spacingVerticalXXS },
  extract: { maxWidth: '38ch', overflow: 'hidden', textOverflow: 'ellipsis', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' },
  busy: { opacity: 0.6 },
});

/** The inbox: filtered and paged on the server, every filter in the address; overdue requests in red. */
export function InboxTab() {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useTranspT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const f = parseInbox(search);
  const go = (next: InboxFilters, replace = false) => navigate(links.inbox(inboxSearch(next)), { replace });
  const change = (patch: Partial<InboxFilters>) => go({ ...f, page: 1, ...patch });

  const [q, setQ] = useState(f.q);
  const settled = useDebounced(q);
  useEffect(() => {
    if (settled.trim() !== f.q) go({ ...f, q: settled.trim(), page: 1 }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const list = useSolicitudesQuery(inboxQuery(f));
  const units = useUnidadesQuery();
  const data = list.data;
  const filtered = activeFilters(f) > 0;

  return (
    <>
      <Section>
        <div className={s.filters} role="group" aria-label={t('inbox.filters')}>
          <Field label={t('inbox.search')}>
            <Input type="search" value={q} onChange={(_, d) => setQ(d.value)} placeholder={t('inbox.searchHint')} />
          </Field>
          <Field label={t('field.estatus')}>
            {(p) => (<NativeSelect {...p} className={s.select} value={f.estatus} onChange={(e) => change({ estatus: e.target.value })}>
              <option value="">{t('filter.all')}</option>
              {TRANSP_ESTATUS.map((e) => (
                <option key={e} value={e}>
                  {t(`estatus.${e}`)}
                </option>
              ))}
            </NativeSelect>)}
          </Field>
          <Field label={t('field.unidad')}>
            {(p) => (<NativeSelect {...p} className={s.select} value={f.unidad} onChange={(e) => change({ unidad: e.target.value })}>
              <option value="">{t('filter.all')}</option>
              <option value="ninguna">{t('filter.noUnit')}</option>
              {(units.data?.items ?? []).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.nombre}
                </option>
              ))}
            </NativeSelect>)}
          </Field>
          <Field label={t('field.vence')}>
            {(p) => (<NativeSelect {...p} className={s.select} value={f.vence} onChange={(e) => change({ vence: e.target.value })}>
              <option value="">{t('filter.all')}</option>
              <option value="pronto">{t('filter.soon')}</option>
              <option value="vencida">{t('filter.overdue')}</option>
            </NativeSelect>)}
          </Field>
          <Field label={t('field.ampliada')}>
            {(p) => (<NativeSelect {...p} className={s.select} value={f.ampliada} onChange={(e) => change({ ampliada: e.target.value })}>
              <option value="">{t('filter.all')}</option>
              <option value="si">{t('filter.extended')}</option>
              <option value="no">{t('filter.notExtended')}</option>
            </NativeSelect>)}
          </Field>
          {filtered && (
            <Button
              icon={<DismissRegular />}
              onClick={() => {
                setQ('');
                go(EMPTY);
              }}
            >
              {t('filter.clear')}
            </Button>
          )}
        </div>
      </Section>
      <Section>
        <ListStates query={list} t={t} empty={filtered ? t('inbox.noMatch') : t('inbox.empty')}>
          {(shown) => (
            <div className={table.scroller} data-scroll-x>
              <table className={mergeClasses(table.table, list.isFetching && s.busy)} aria-busy={list.isFetching} aria-label={t('inbox.table', { n: formatNumber(shown.total) })}>
                <thead>
                  <tr>
                    <th className={table.th}>{t('field.folio')}</th>
                    <th className={table.th}>{t('field.estatus')}</th>
                    <th className={table.th}>{t('field.solicitud')}</th>
                    <th className={table.th}>{t('field.unidad')}</th>
                    <th className={table.th}>{t('field.recibida')}</th>
                    <th className={table.th}>{t('field.vence')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.items.map(row)}
                </tbody>
              </table>
            </div>
          )}
        </ListStates>
        {data && <Pager page={f.page} shownPage={data.page} pageSize={data.pageSize} total={data.total} busy={list.isFetching} onPage={(page) => go({ ...f, page })} />}
      </Section>
    </>
  );

  function row(r: TranspListItem) {
    const late = r.vencida && !isTranspFinal(r.estatus);
    return (
      <tr key={r.id} className={mergeClasses(table.row, late && s.lateRow)} data-overdue={late || undefined}>
        <td className={mergeClasses(table.td, s.mono)}>
          <RouterLink href={links.request(r.id)}>{r.folio}</RouterLink>
        </td>
        <td className={table.td}>{t(`estatus.${r.estatus}`)}</td>
        <td className={table.td}>
          <span className={s.extract}>{r.extracto}</span>
        </td>
        <td className={table.td}>{r.unidad?.nombre ?? t('filter.noUnit')}</td>
        <td className={table.td}>{formatDate(r.createdAt)}</td>
        <td className={mergeClasses(table.td, late && s.late)}>
          {r.due ? mediumDay(r.due) : t('due.stoppedShort')}
          <div className={s.badges}>
            {late && (
              <Badge color="danger" appearance="filled">
                {t('badge.overdue')}
              </Badge>
            )}
            {r.proxima && (
              <Badge color="warning" appearance="tint">
                {t('badge.soon')}
              </Badge>
            )}
            {r.ampliada && (
              <Badge color="informative" appearance="outline">
                {t('badge.extended')}
              </Badge>
            )}
          </div>
        </td>
      </tr>
    );
  }
}
