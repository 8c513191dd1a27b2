import { Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular, ArrowSortRegular } from '@fluentui/react-icons';
import { EstatusBadge, UserText, type CaseKind, type CaseSort, type CaseSummary } from '@sig/shared';
import { RouterLink, useTableStyles } from '@sig/shared/staff-ui';

import { ColorDot } from '../components/ColorDot';
import { DueDate } from '../components/DueDate';
import { PrioridadBadge } from '../components/PrioridadBadge';
import { useCasesT } from '../i18n';
import { formatDate, formatDateTime } from '../lib/dates';
import { detailHref } from '../lib/kinds';
import { allState, type Selection } from './selection';

const useStyles = makeStyles({
  table: { minWidth: '880px' },
  // the folio stays in view while the rest of a row scrolls sideways on a phone
  sticky: {
    position: 'sticky',
    insetInlineStart: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `inset -1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  folio: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  sortButton: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px', borderRadius: tokens.borderRadiusSmall },
  },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  check: { width: '1px', paddingInline: tokens.spacingHorizontalXS },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
});

/** The sort key each sortable column asks the server for. */
const SORT_OF = { folio: 'folio', createdAt: 'createdAt', dueAt: 'dueAt', prioridad: 'prioridad' } as const satisfies Record<string, CaseSort>;

/** One page of cases as a semantic table; sortable headers are buttons and carry aria-sort; a checkbox per row selects it. */
export function CaseTable({
  kind,
  items,
  sort,
  dir,
  busy,
  onSort,
  selection,
}: {
  kind: CaseKind;
  items: CaseSummary[];
  sort: CaseSort;
  dir: 'asc' | 'desc';
  busy: boolean;
  onSort: (sort: CaseSort) => void;
  selection: Selection;
}) {
  const s = useStyles();
  const ts = useTableStyles();
  const { t } = useCasesT();

  const header = (label: string, key?: keyof typeof SORT_OF, sticky?: boolean) => {
    const className = mergeClasses(ts.th, sticky && s.sticky);
    if (!key) {
      return (
        <th className={className} scope="col">
          {label}
        </th>
      );
    }
    const active = sort === SORT_OF[key];
    const Icon = !active ? ArrowSortRegular : dir === 'asc' ? ArrowSortUpRegular : ArrowSortDownRegular;
    return (
      <th className={className} scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" className={s.sortButton} onClick={() => onSort(SORT_OF[key])} title={t('list.sortBy', { column: label })}>
          {label}
          <Icon aria-hidden />
        </button>
      </th>
    );
  };

  return (
    <div className={ts.scroller} data-scroll-x aria-busy={busy} tabIndex={0} role="region" aria-label={t(`kind.${kind}.tableLabel`)}>
      <table className={mergeClasses(ts.table, s.table)}>
        <caption className={ts.srOnly}>{t(`kind.${kind}.tableLabel`)}</caption>
        <thead>
          <tr>
            <th className={mergeClasses(ts.th, s.check)} scope="col">
              <Checkbox aria-label={t('bulk.selectAll')} checked={allState(selection, items.map((c) => c.id))} onChange={selection.toggleAll} />
            </th>
            {header(t('field.folio'), 'folio', true)}
            {header(t('field.tipo'))}
            {header(t('field.estatus'))}
            {header(t('field.colonia'))}
            {header(t('field.asignado'))}
            {header(t('field.creado'), 'createdAt')}
            {header(t('field.vence'), 'dueAt')}
            {header(t('field.prioridad'), 'prioridad')}
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.id} className={mergeClasses(ts.row, selection.ids.has(c.id) && s.selected)}>
              <td className={mergeClasses(ts.td, s.check)}>
                <Checkbox aria-label={t('bulk.selectOne', { folio: c.folio })} checked={selection.ids.has(c.id)} onChange={() => selection.toggle(c.id)} />
              </td>
              <th scope="row" className={mergeClasses(ts.td, s.sticky, s.folio)}>
                <RouterLink href={detailHref(kind, c.id)}>{c.folio}</RouterLink>
              </th>
              <td className={ts.td}>
                <ColorDot color={c.tipo.color}>{c.tipo.nombre}</ColorDot>
              </td>
              <td className={ts.td}>
                <EstatusBadge nombre={c.estatus.nombre} color={c.estatus.color} look="filled" />
              </td>
              <td className={ts.td}>{c.colonia ? <UserText>{c.colonia.nombre}</UserText> : <span className={s.muted}>—</span>}</td>
              <td className={ts.td}>{c.asignado ? <UserText>{c.asignado.displayName}</UserText> : <span className={s.muted}>{t('case.unassigned')}</span>}</td>
              <td className={mergeClasses(ts.td, s.nowrap)}>
                <time dateTime={c.createdAt} title={formatDateTime(c.createdAt)}>
                  {formatDate(c.createdAt)}
                </time>
              </td>
              <td className={ts.td}>{c.closedAt ? <span className={s.muted}>{t('case.closedOn', { date: formatDate(c.closedAt) })}</span> : <DueDate dueAt={c.dueAt} vencido={c.vencido} />}</td>
              <td className={ts.td}>
                <PrioridadBadge prioridad={c.prioridad} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
