import { Button, Caption1, Input, Label, makeStyles, tokens, useId } from '@fluentui/react-components';
import { AddRegular, ChevronLeftRegular, ChevronRightRegular, DismissRegular, MapRegular, SearchRegular } from '@fluentui/react-icons';
import { CASE_EDIT_PERMISSION, hasPermission, useRole, type CaseKind, type CaseSort } from '@sig/shared';
import { BackLink, Empty, LinkButton, LoadError, Loading, Page, Section, useDebounced } from '@sig/shared/staff-ui';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { useFiltersQuery, useListQuery } from '../casesApi';
import { useCasesT } from '../i18n';
import { loadError } from '../lib/loadError';
import { formatNumber } from '../lib/dates';
import { CASE_PAGES, MAP_PAGE } from '../lib/kinds';
import { DEFAULT_SORT, EMPTY_STATE, activeFilterCount, filterParams, listParams, parseListQuery, toSearch, type ListState } from '../lib/listQuery';
import { useNarrow } from '../lib/useNarrow';
import { BulkBar } from './BulkActions';
import { CaseCards } from './CaseCards';
import { CaseFilters } from './CaseFilters';
import { CaseTable } from './CaseTable';
import type { Selection } from './selection';
import { ExportCsvButton } from './ExportCsvButton';

// the intake form (with its map, caller search and file checks) is a chunk of its own, fetched when opened
const IntakeForm = lazy(() => import('../intake/IntakeForm').then((m) => ({ default: m.IntakeForm })));

const useStyles = makeStyles({
  search: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, maxWidth: '480px' },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  range: { marginInlineEnd: 'auto' },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
});

/**
 * Sorting by a new column starts where it is most useful: folios ascending; "Vence" soonest first (the
 * server puts open cases first, overdue on top, and closed ones last); other dates and prioridad
 * newest/highest first.
 */
const firstDir = (sort: CaseSort): 'asc' | 'desc' => (sort === 'folio' || sort === 'dueAt' ? 'asc' : 'desc');

/** /sig/reportes and /sig/solicitudes: the filtered, sorted, paged list; every choice lives in the address. */
export function CaseListPage({ kind }: { kind: CaseKind }) {
  const s = useStyles();
  const { t, i18n } = useCasesT();
  const searchId = useId('search');
  const role = useRole();
  const canEdit = hasPermission(['admin', CASE_EDIT_PERMISSION[kind]], role);

  const { search } = useLocation();
  const navigate = useNavigate();
  const state = parseListQuery(search);
  const creating = canEdit && new URLSearchParams(search).get('nuevo') === '1';
  const base = CASE_PAGES[kind].list;

  /** One history step per choice; a new filter starts at page 1. */
  const go = (next: ListState, replace = false) => navigate(`${base}${toSearch(next)}`, { replace });
  const change = (patch: Partial<ListState>) => go({ ...state, page: 1, ...patch });

  // The search box types freely; the address (and the request) follow once typing stops. Back/forward
  // to another search puts that search back in the box.
  const [qInput, setQInput] = useState(state.q);
  const [seenQ, setSeenQ] = useState(state.q);
  if (seenQ !== state.q) {
    setSeenQ(state.q);
    setQInput(state.q);
  }
  const settledQ = useDebounced(qInput).trim();
  const current = useRef(state);
  current.current = state;
  useEffect(() => {
    const now = current.current;
    if (settledQ !== now.q) navigate(`${base}${toSearch({ ...now, q: settledQ, page: 1 })}`, { replace: true });
  }, [settledQ, base, navigate]);

  const options = useFiltersQuery(kind);
  const params = listParams(state);
  // not read behind the intake form: its new case refreshes the lists, and the page shown next is the case
  const list = useListQuery({ kind, params }, { skip: creating });
  const listError = loadError(list);
  const optionsError = loadError(options);

  const data = list.data;
  const narrow = useNarrow();

  // the selection belongs to the page on screen: another page, filter or order starts it afresh
  const [picked, setPicked] = useState<{ key: string; ids: Set<string> }>({ key: '', ids: new Set() });
  const listKey = `${kind}?${JSON.stringify(params)}`;
  const pickedIds = picked.key === listKey ? picked.ids : new Set<string>();
  const pageIds = useMemo(() => (data?.items ?? []).map((c) => c.id), [data]);
  const selection: Selection = {
    ids: pickedIds,
    toggle: (id) => {
      const next = new Set(pickedIds);
      if (!next.delete(id)) next.add(id);
      setPicked({ key: listKey, ids: next });
    },
    toggleAll: () => setPicked({ key: listKey, ids: pageIds.every((id) => pickedIds.has(id)) ? new Set() : new Set(pageIds) }),
  };
  const selectedIds = pageIds.filter((id) => pickedIds.has(id));
  const clearSelection = () => setPicked({ key: listKey, ids: new Set() });

  const total = data?.total ?? 0;
  const size = data?.pageSize ?? 1;
  const shownPage = data?.page ?? state.page;
  const from = total === 0 ? 0 : (shownPage - 1) * size + 1;
  const to = Math.min(total, shownPage * size);
  const lastPage = Math.max(1, Math.ceil(total / size));
  const rtl = i18n.dir() === 'rtl';
  const filtered = activeFilterCount(state) > 0;

  const clear = () => {
    setQInput('');
    go({ ...EMPTY_STATE, sort: state.sort, dir: state.dir });
  };
  const sortBy = (sort: CaseSort) => go({ ...state, page: 1, sort, dir: state.sort === sort ? (state.dir === 'asc' ? 'desc' : 'asc') : firstDir(sort) });
  const openIntake = () => navigate(`${base}${toSearch(state, { nuevo: '1' })}`);
  const closeIntake = () => navigate(`${base}${toSearch(state)}`, { replace: true });

  if (creating) {
    // the intake is a page of its own at ?nuevo=1; the list's filters wait in the address behind it
    return (
      <Page title={t(`kind.${kind}.new`)} back={<BackLink href={`${base}${toSearch(state)}`} label={t(`kind.${kind}.back`)} />}>
        <Section>
          <Suspense fallback={<Loading />}>
            <IntakeForm kind={kind} filters={options.data ?? null} onClose={closeIntake} />
          </Suspense>
        </Section>
      </Page>
    );
  }

  return (
    <Page
      title={t(`kind.${kind}.listTitle`)}
      subtitle={data ? t(`kind.${kind}.count`, { count: total, n: formatNumber(total) }) : undefined}
      actions={
        <>
          {canEdit && (
            <Button appearance="primary" icon={<AddRegular />} onClick={openIntake}>
              {t(`kind.${kind}.new`)}
            </Button>
          )}
          <ExportCsvButton kind={kind} filters={filterParams(state)} />
          {kind === 'reporte' && (
            <LinkButton href={`${MAP_PAGE}${toSearch({ ...state, sort: DEFAULT_SORT, dir: 'desc', page: 1 })}`} icon={<MapRegular />}>
              {t('list.viewMap')}
            </LinkButton>
          )}
        </>
      }
    >
      <Section>
        <div className={s.search} role="search">
          <Label htmlFor={searchId}>{t('list.search')}</Label>
          <Input id={searchId} type="search" value={qInput} onChange={(_, d) => setQInput(d.value)} contentBefore={<SearchRegular aria-hidden />} placeholder={t('list.searchPlaceholder')} />
        </div>
        <CaseFilters state={state} options={options.data ?? null} onChange={change} onClear={clear} />
        {optionsError && <LoadError message={optionsError} onRetry={() => void options.refetch()} />}
      </Section>

      <Section>
        {listError ? (
          <LoadError message={listError} onRetry={() => void list.refetch()} />
        ) : !data ? (
          <Loading />
        ) : data.items.length === 0 ? (
          <div className={s.empty}>
            <Empty>{filtered ? t(`kind.${kind}.noMatch`) : t(`kind.${kind}.empty`)}</Empty>
            {filtered && (
              <Button icon={<DismissRegular />} onClick={clear}>
                {t('filter.clear')}
              </Button>
            )}
          </div>
        ) : (
          <>
            {selectedIds.length > 0 && (
              <BulkBar
                kind={kind}
                ids={selectedIds}
                canEdit={canEdit}
                filters={options.data ?? null}
                onClear={clearSelection}
                // the change refreshes the list (casesApi's tags)
                onChanged={clearSelection}
              />
            )}
            {narrow ? (
              <CaseCards kind={kind} items={data.items} busy={list.isFetching} selection={selection} />
            ) : (
              <CaseTable kind={kind} items={data.items} sort={state.sort} dir={state.dir} busy={list.isFetching} onSort={sortBy} selection={selection} />
            )}
          </>
        )}

        {data && total > 0 && (
          <nav className={s.pager} aria-label={t('pager.label')}>
            <Caption1 className={s.range} aria-live="polite">
              {t('pager.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
            </Caption1>
            <Button icon={rtl ? <ChevronRightRegular /> : <ChevronLeftRegular />} disabled={state.page <= 1 || list.isFetching} onClick={() => go({ ...state, page: state.page - 1 })}>
              {t('pager.prev')}
            </Button>
            <Button icon={rtl ? <ChevronLeftRegular /> : <ChevronRightRegular />} iconPosition="after" disabled={state.page >= lastPage || list.isFetching} onClick={() => go({ ...state, page: state.page + 1 })}>
              {t('pager.next')}
            </Button>
          </nav>
        )}
      </Section>

    </Page>
  );
}
