import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular, MapRegular, PeopleAddRegular, TaskListLtrRegular } from '@fluentui/react-icons';
import { MIDB_PATHS, UserText, type EnrolBody } from '@sig/shared';
import { CsvButton, LinkButton, ListStates, Page, Pager, RouterLink, Section, formatNumber, useTableStyles } from '@sig/shared/staff-ui';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useMidbT } from '../i18n';
import { EMPTY_FILTERS, activeFilterCount, filterBody, filterParams, listParams, parseFilters, toSearch, type FilterState } from '../lib/filters';
import { links } from '../lib/links';
import { useHabitantesQuery } from '../midbApi';
import { EnrolDialog } from './EnrolDialog';
import { RegistryFilters } from './RegistryFilters';
import { SearchBox } from './SearchBox';

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  mono: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  busy: { opacity: 0.6 },
});

/** /sig/midb: the registry, searched and filtered; every choice lives in the address. */
export function RegistryPage() {
  const s = useStyles();
  const table = useTableStyles();
  const { t } = useMidbT();
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = parseFilters(search);
  const [enrolling, setEnrolling] = useState(false);
  const current = useRef(state);
  current.current = state;

  /** One history step per choice; a new filter starts at page 1. */
  const go = (next: FilterState, replace = false) => navigate(links.registry(toSearch(next)), { replace });
  const change = (patch: Partial<FilterState>) => go({ ...state, page: 1, ...patch });

  const list = useHabitantesQuery(listParams(state));
  const data = list.data;
  const total = data?.total ?? 0;
  const filtered = activeFilterCount(state) > 0;
  const clear = () => go(EMPTY_FILTERS);


  return (
    <Page
      title={t('registry.title')}
      subtitle={data ? t(data.totalExact ? 'registry.count' : 'registry.countMore', { count: total, n: formatNumber(total) }) : undefined}
      actions={
        <>
          <LinkButton href={links.nuevo()} appearance="primary" icon={<AddRegular />}>
            {t('registry.new')}
          </LinkButton>
          <CsvButton path={MIDB_PATHS.export} params={filterParams(state)} filePrefix={t('registry.filePrefix')} label={t('export.label')} doneMessage={t('export.done')} errorT={t} />
          <Button icon={<PeopleAddRegular />} disabled={!data || total === 0} onClick={() => setEnrolling(true)}>
            {t('registry.enrol')}
          </Button>
          <LinkButton href={links.map(toSearch({ ...state, page: 1 }))} icon={<MapRegular />}>
            {t('registry.viewMap')}
          </LinkButton>
          <LinkButton href={links.programas()} icon={<TaskListLtrRegular />}>
            {t('registry.programas')}
          </LinkButton>
        </>
      }
    >
      <Section>
        <SearchBox value={state.q} onSettle={(q) => navigate(links.registry(toSearch({ ...current.current, q, page: 1 })), { replace: true })} />
        <RegistryFilters state={state} onChange={change} onClear={clear} />
      </Section>

      <Section>
        <ListStates
          query={list}
          t={t}
          empty={filtered ? t('registry.noMatch') : t('registry.empty')}
          emptyAction={
            filtered && (
              <Button icon={<DismissRegular />} onClick={clear}>
                {t('filter.clear')}
              </Button>
            )
          }
        >
          {(shown) => (
            <div className={table.scroller} data-scroll-x>
              <table className={`${table.table} ${list.isFetching ? s.busy : ''}`} aria-busy={list.isFetching} aria-label={t('registry.table')}>
                <thead>
                  <tr>
                    <th className={table.th}>{t('field.nombre')}</th>
                    <th className={table.th}>{t('field.curp')}</th>
                    <th className={table.th}>{t('field.telefono')}</th>
                    <th className={table.th}>{t('field.colonia')}</th>
                    <th className={table.th}>{t('field.zona')}</th>
                    <th className={`${table.th} ${table.num}`}>{t('field.edad')}</th>
                    <th className={table.th}>{t('field.sexo')}</th>
                    <th className={table.th}>{t('field.consentimiento')}</th>
                  </tr>
                </thead>
                <tbody>
                  {shown.items.map((h) => (
                    // the name is the row's link (keyboard and screen readers); a click anywhere on the row opens it too
                    <tr key={h.id} className={`${table.row} ${s.row}`} onClick={(e) => !(e.target as HTMLElement).closest('a') && navigate(links.ver(h.id))}>
                      <td className={table.td}>
                        <RouterLink href={links.ver(h.id)}>
                          <UserText>{h.nombreCompleto}</UserText>
                        </RouterLink>
                      </td>
                      <td className={`${table.td} ${s.mono}`}>{h.curp ?? <Badge appearance="outline" color="warning">{t('habitante.sinCurp')}</Badge>}</td>
                      <td className={`${table.td} ${s.mono}`}>
                        {/* digits groups read left to right in every language */}
                        <span dir="ltr">{h.telefono}</span>
                      </td>
                      <td className={table.td}>{h.colonia?.nombre ?? ''}</td>
                      <td className={table.td}>{h.zona?.nombre ?? ''}</td>
                      <td className={`${table.td} ${table.num}`}>{h.edad ?? ''}</td>
                      <td className={table.td}>{h.sexo ? t(`sexo.${h.sexo}`) : ''}</td>
                      <td className={table.td}>{h.consentimiento ? t('common.yes') : t('common.no')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </ListStates>
        {data && <Pager page={state.page} shownPage={data.page} pageSize={data.pageSize} total={total} busy={list.isFetching} onPage={(page) => go({ ...state, page })} />}
      </Section>
      <EnrolDialog open={enrolling} onClose={() => setEnrolling(false)} body={{ filtro: filterBody(state) } as EnrolBody} count={data?.totalExact === false ? null : total} countParams={filterParams(state)} />
    </Page>
  );
}
