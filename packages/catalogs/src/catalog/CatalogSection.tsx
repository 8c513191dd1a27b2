import { Badge, Button, Input, Label, Switch, makeStyles, tokens, useId } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, SearchRegular } from '@fluentui/react-icons';
import { UserText, errorMessage, hasPermission, notify, useRole } from '@sig/shared';
import { ConfirmDialog, Empty, LoadError, Loading, Pager, RouterLink, Section, apiErrorMessage, readQuery, useDebounced, useTableStyles, writeQuery } from '@sig/shared/staff-ui';
import { type ReactNode, useEffect, useState } from 'react';

import { ColorSwatch } from '../components/ColorSwatch';
import { useCatalogsT } from '../i18n';
import { type CatalogItems, type CatalogList, useCatalogListQuery, useCreateCatalogItemMutation, useDeleteCatalogItemMutation, useLazyCatalogItemQuery, useUpdateCatalogItemMutation } from '../catalogsApi';
import { CATALOG_WRITE_PERMISSION, type CatalogName } from '../lib/paths';
import { CatalogFormDialog } from './CatalogFormDialog';
import type { FieldSpec } from './fields';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  search: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: '200px', '@media (max-width: 600px)': { minWidth: 0, width: '100%' } },
  create: { marginInlineStart: 'auto' },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: '140px', overflowWrap: 'break-word' },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXXS },
});

export interface Column<T> {
  header: string;
  render: (item: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
}

export interface CatalogSectionProps<N extends CatalogName> {
  catalog: N;
  /** The table's name for assistive technology. */
  caption: string;
  /** "Nueva dependencia": the create button and the create dialog's title. */
  newLabel: string;
  /** The edit dialog's title. */
  editLabel: (item: CatalogItems[N]) => string;
  /** Columns after the name (which every catalogue shows, with its colour and an inactive badge). */
  columns: Column<CatalogItems[N]>[];
  fields: (item: CatalogItems[N] | null) => FieldSpec[];
  /** Body fields the form does not show (the dependencia of a módulo). */
  fixed?: Record<string, unknown>;
  /** Filters of the list call (dependenciaId of módulos). */
  filter?: Record<string, string>;
  /** Where a row's name links to. */
  rowHref?: (item: CatalogItems[N]) => string;
  /** Keeps search, inactive switch and page in the address (the page's one list). */
  inUrl?: boolean;
  /** Shown above the fields of the dialog. */
  formNote?: ReactNode;
  /** Opens the create dialog at once (the legacy …/nuevo addresses). */
  startCreating?: boolean;
  /** Opens this row's edit dialog at once (the legacy …/editar/:id addresses). */
  startEditingId?: string;
}

/**
 * One catalogue as a searchable, paged table with its create / edit dialog and delete; the server
 * searches and pages. Writes are hidden without the catalogue's permission (the server checks anyway).
 */
export function CatalogSection<N extends CatalogName>(props: CatalogSectionProps<N>) {
  const { catalog, caption, newLabel, editLabel, columns, fields, fixed, filter, rowHref, inUrl, formNote, startCreating, startEditingId } = props;
  type Item = CatalogItems[N];
  const s = useStyles();
  const ts = useTableStyles();
  const { t } = useCatalogsT();
  const searchId = useId('search');
  const role = useRole();
  const canWrite = hasPermission(['admin', CATALOG_WRITE_PERMISSION[catalog]], role);

  const [initial] = useState(() => (inUrl ? readQuery() : new URLSearchParams()));
  const [q, setQ] = useState(initial.get('q') ?? '');
  const [showInactive, setShowInactive] = useState(initial.get('inactivos') === '1');
  const [page, setPage] = useState(Math.max(1, Number(initial.get('page')) || 1));
  const [editing, setEditing] = useState<Item | null | undefined>(startCreating && canWrite ? null : undefined);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const query = useDebounced(q);
  const filterKey = JSON.stringify(filter ?? {});

  // a new search or switch starts at the first page
  const settled = `${query}|${showInactive}|${filterKey}`;
  const [lastSettled, setLastSettled] = useState(settled);
  if (lastSettled !== settled) {
    setLastSettled(settled);
    setPage(1);
  }

  useEffect(() => {
    if (inUrl) writeQuery({ q: query.trim(), inactivos: showInactive ? '1' : '', page: page > 1 ? String(page) : '' });
  }, [inUrl, query, showInactive, page]);

  // the row may be on any page of the list, or inactive: it is read on its own
  const [readItem] = useLazyCatalogItemQuery();
  useEffect(() => {
    if (!startEditingId || !canWrite) return;
    let live = true;
    readItem({ catalog, id: startEditingId })
      .unwrap()
      .then(
        (item) => live && setEditing(item as Item),
        (e: unknown) => live && notify({ message: apiErrorMessage(e, t), variant: 'error' }),
      );
    return () => {
      live = false;
    };
  }, [readItem, catalog, startEditingId, canWrite, t]);

  // a write below invalidates this catalogue's lists (tags), which then refetch on their own
  const list = useCatalogListQuery({ catalog, query: { q: query, activo: showInactive ? undefined : true, page, extra: filter } });
  const [create] = useCreateCatalogItemMutation();
  const [update] = useUpdateCatalogItemMutation();
  const [destroy] = useDeleteCatalogItemMutation();

  const save = async (body: Record<string, unknown>) => {
    const target = editing;
    if (target) await update({ catalog, id: target.id, body: { ...body, ...fixed } }).unwrap();
    else await create({ catalog, body: { ...body, ...fixed } }).unwrap();
    notify({ message: target ? t('saved.updated') : t('saved.created'), variant: 'success' });
    setEditing(undefined);
  };

  const remove = async (item: Item) => {
    const res = await destroy({ catalog, id: item.id }).unwrap();
    notify({ message: res.deleted ? t('delete.deleted') : t('delete.deactivated'), variant: res.deleted ? 'success' : 'warning' });
  };

  const data = list.data as CatalogList<Item> | undefined;

  return (
    <Section>
      <div className={s.toolbar} role="search">
        <div className={s.search}>
          <Label htmlFor={searchId}>{t('list.search')}</Label>
          <Input id={searchId} type="search" value={q} onChange={(_, d) => setQ(d.value)} contentBefore={<SearchRegular aria-hidden />} placeholder={t('list.searchPlaceholder')} />
        </div>
        <Switch label={t('list.showInactive')} checked={showInactive} onChange={(_, d) => setShowInactive(d.checked)} />
        {canWrite && (
          <Button className={s.create} appearance="primary" icon={<AddRegular />} onClick={() => setEditing(null)}>
            {newLabel}
          </Button>
        )}
      </div>

      {list.isError ? (
        <LoadError message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.isFetching && !data ? (
        <Loading />
      ) : !data || data.items.length === 0 ? (
        <Empty>{query.trim() ? t('list.noMatch') : t('list.empty')}</Empty>
      ) : (
        <div className={ts.scroller} data-scroll-x aria-busy={list.isFetching}>
          <table className={ts.table}>
            <caption className={ts.srOnly}>{caption}</caption>
            <thead>
              <tr>
                <th className={ts.th} scope="col">
                  {t('field.nombre')}
                </th>
                {columns.map((c) => (
                  <th key={c.header} className={c.numeric ? `${ts.th} ${ts.num}` : ts.th} scope="col">
                    {c.header}
                  </th>
                ))}
                {canWrite && (
                  <th className={`${ts.th} ${ts.num}`} scope="col">
                    <span className={ts.srOnly}>{t('list.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => {
                const color = 'color' in item ? item.color : null;
                return (
                  <tr key={item.id} className={ts.row}>
                    <td className={ts.td}>
                      <div className={s.name}>
                        {color && <ColorSwatch color={color} />}
                        {rowHref ? <RouterLink href={rowHref(item)}><UserText>{item.nombre}</UserText></RouterLink> : <span dir="auto">{item.nombre}</span>}
                        {!item.activo && (
                          <Badge appearance="tint" color="subtle" shape="rounded">
                            {t('list.inactive')}
                          </Badge>
                        )}
                      </div>
                    </td>
                    {columns.map((c) => (
                      <td key={c.header} className={c.numeric ? `${ts.td} ${ts.num}` : ts.td}>
                        <UserText>{c.render(item)}</UserText>
                      </td>
                    ))}
                    {canWrite && (
                      <td className={ts.td}>
                        <div className={s.actions}>
                          <Button appearance="subtle" icon={<EditRegular />} aria-label={t('row.edit', { name: item.nombre })} title={t('row.editShort')} onClick={() => setEditing(item)} />
                          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t('row.delete', { name: item.nombre })} title={t('row.deleteShort')} onClick={() => setDeleting(item)} />
                        </div>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {data && <Pager page={page} shownPage={data.page} pageSize={data.pageSize} total={data.total} busy={list.isFetching} onPage={setPage} />}

      {editing !== undefined && (
        <CatalogFormDialog
          key={editing?.id ?? 'new'}
          title={editing ? editLabel(editing) : newLabel}
          fields={fields(editing)}
          item={editing as Record<string, unknown> | null}
          note={formNote}
          onSubmit={save}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title', { name: deleting?.nombre ?? '' })}
        body={t('delete.body')}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        describeError={(e) => apiErrorMessage(e, t)}
      />
    </Section>
  );
}
