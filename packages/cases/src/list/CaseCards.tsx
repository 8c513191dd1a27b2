import { Caption1, Checkbox, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { EstatusBadge, type CaseKind, type CaseSummary } from '@sig/shared';
import { RouterLink } from '@sig/shared/staff-ui';

import { ColorDot } from '../components/ColorDot';
import { DueDate } from '../components/DueDate';
import { useCasesT } from '../i18n';
import { formatDate } from '../lib/dates';
import { detailHref } from '../lib/kinds';
import { allState, type Selection } from './selection';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInlineEnd: tokens.spacingHorizontalM,
    paddingInlineStart: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  selected: { backgroundColor: tokens.colorBrandBackground2, border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}` },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, paddingBlockStart: tokens.spacingVerticalXS },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  folio: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * One page of cases as cards, for phones: a table's columns would cut the estatus to "Atend…". Each card
 * keeps what a clerk looks for first (folio, tipo, estatus, due date, colonia) and its own checkbox.
 */
export function CaseCards({ kind, items, busy, selection }: { kind: CaseKind; items: CaseSummary[]; busy: boolean; selection: Selection }) {
  const s = useStyles();
  const { t } = useCasesT();
  return (
    <div className={s.root} aria-busy={busy}>
      <Checkbox label={t('bulk.selectAll')} checked={allState(selection, items.map((c) => c.id))} onChange={selection.toggleAll} />
      <ul className={s.list} aria-label={t('card.listLabel', { what: t(`kind.${kind}.tableLabel`) })} data-testid="case-cards">
        {items.map((c) => (
          <li key={c.id} className={mergeClasses(s.card, selection.ids.has(c.id) && s.selected)}>
            <Checkbox aria-label={t('bulk.selectOne', { folio: c.folio })} checked={selection.ids.has(c.id)} onChange={() => selection.toggle(c.id)} />
            <div className={s.body}>
              <div className={s.head}>
                <RouterLink href={detailHref(kind, c.id)} className={s.folio}>
                  {c.folio}
                </RouterLink>
                <EstatusBadge nombre={c.estatus.nombre} color={c.estatus.color} look="filled" />
              </div>
              <div className={s.line}>
                <ColorDot color={c.tipo.color}>{c.tipo.nombre}</ColorDot>
              </div>
              <Caption1 className={s.line}>
                <span>{c.colonia?.nombre ?? <span className={s.muted}>—</span>}</span>
                {c.closedAt ? (
                  <span className={s.muted}>{t('case.closedOn', { date: formatDate(c.closedAt) })}</span>
                ) : (
                  <span>
                    {t('field.vence')}: <DueDate dueAt={c.dueAt} vencido={c.vencido} />
                  </span>
                )}
              </Caption1>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
